import type { components, operations } from '../../../generated/api';
import { ApiError, apiErrorFor } from '../errors';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';

export type SiteNetworkStatus = components['schemas']['SiteNetworkStatus'];
export type SiteLicense = components['schemas']['SiteLicense'];
export type SiteStatistics = components['schemas']['SiteStatistics'];
export type ServiceHealth = components['schemas']['ServiceHealth'];
export type HealthCheckedService = operations['site_checkHealth']['parameters']['path']['service'];

/** The `reason` of an unhealthy service's body, when the body is JSON and has one. */
function healthFailureReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('reason' in body)) return undefined;
  const { reason } = body;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : undefined;
}

export function createSiteResource(core: SdkCore) {
  return {
    /** Probes the site's upstreams; an unreachable upstream is a normal answer (`reachable: false`). */
    async getNetwork(options?: CallOptions): Promise<SiteNetworkStatus> {
      return core.call(options, (extras) => core.api.GET('/admin/server/site/network', { ...extras }));
    },

    /** The license installed on the site (404, an `ApiError`, when there is none). */
    async getLicense(options?: CallOptions): Promise<SiteLicense> {
      return core.call(options, (extras) => core.api.GET('/api/v1/license', { ...extras }));
    },

    /** Activates the site license. `id` is required (missing-parameters message). */
    async activateLicense(params: { id: string }, options?: CallOptions): Promise<SiteLicense> {
      requireParameters({ id: params?.id });
      const { id } = params;
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/license/{id}/activate', { ...extras, params: { path: { id } } }),
      );
    },

    /**
     * Releases the site license so another site can activate it. `id` is required
     * (missing-parameters message).
     */
    async releaseLicense(params: { id: string }, options?: CallOptions): Promise<SiteLicense> {
      requireParameters({ id: params?.id });
      const { id } = params;
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/license/{id}/release', { ...extras, params: { path: { id } } }),
      );
    },

    /** Usage totals across every account of the site (site administrators). */
    async getStats(options?: CallOptions): Promise<SiteStatistics> {
      return core.call(options, (extras) => core.api.GET('/api/v1/admin/ag/site-stats', { ...extras }));
    },

    /**
     * Checks one server service's health and resolves its body when healthy (200). Any failure
     * status rejects with an `ApiError` whose message is the body's `reason`, or else 'Unable to
     * obtain reason for failure'.
     */
    async checkHealth(params: { service: HealthCheckedService }, options?: CallOptions): Promise<ServiceHealth> {
      requireParameters({ service: params?.service });
      const { service } = params;
      return core
        .call(options, (extras) =>
          core.api.GET('/admin/server/{service}/healthcheck', { ...extras, params: { path: { service } } }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          const { status, body, method, path, requestId } = error;
          const message = healthFailureReason(body) ?? MESSAGES.healthcheckReasonUnavailable;
          throw apiErrorFor({ status, body, method, path, requestId, message });
        });
    },
  };
}
