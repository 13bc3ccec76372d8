import type { components, operations } from '../../../generated/api';
import { ApiError, apiErrorFor } from '../errors';
import { type CallOptions, requireAccountUuid, requireParameters, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';

export type MonitoringCredentials = components['schemas']['MonitoringCredentials'];
export type MonitoringDelivery = components['schemas']['MonitoringDelivery'];
export type MonitoringSetup = components['schemas']['MonitoringSetup'];
export type MonitoringSite = components['schemas']['MonitoringSite'];
type AccountPath = operations['monitoring_getSetup']['parameters']['path'];

export function createMonitoringResource(core: SdkCore) {
  return {
    /**
     * Checks the Datadog key in the body, or the stored one without a body. Resolves
     * true on 200; a 400 rejects with an `ApiError` whose message is `Credentials not valid`.
     */
    async checkCredentials(params: AccountPath, body?: MonitoringCredentials, options?: CallOptions): Promise<true> {
      const uuid = requireAccountUuid(params?.uuid);
      if (body !== undefined) requireParameters({ site: body?.site, apiKey: body?.apiKey });
      return core
        .call(options, (extras) =>
          core.api.POST('/api/v1/integrations/datadog/accounts/{uuid}/credentials-check', {
            ...extras,
            params: { path: { uuid } },
            body,
          }),
        )
        .then(
          () => true as const,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 400) {
              const { status, body: answer, method, path, requestId } = error;
              throw apiErrorFor({
                status,
                body: answer,
                method,
                path,
                requestId,
                message: MESSAGES.credentialsNotValid,
              });
            }
            throw error;
          },
        );
    },

    /** Sends the security metrics to Datadog now; a refused sending still resolves, with status `failed`. Account uuid required. */
    async sendNow(params: AccountPath, options?: CallOptions): Promise<MonitoringDelivery> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/datadog/accounts/{uuid}/send-now', {
          ...extras,
          params: { path: { uuid } },
        }),
      );
    },

    /** Lists the past sendings to Datadog, newest first. A 404 gives an empty list. */
    async listHistory(params: AccountPath, options?: CallOptions): Promise<MonitoringDelivery[]> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/datadog/accounts/{uuid}/history', {
            ...extras,
            params: { path: { uuid } },
          }),
        { fallbackOn: { 404: [] } },
      );
    },

    /** Reads the Datadog setup, API key masked. A 404 (no setup stored) gives null. */
    async getSetup(params: AccountPath, options?: CallOptions): Promise<MonitoringSetup | null> {
      const uuid = requireAccountUuid(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/integrations/datadog/accounts/{uuid}/setup', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: null } },
      );
    },

    /** Saves the Datadog setup as given (the key is not checked); `enabled`, `site` and `apiKey` are required. */
    async updateSetup(params: AccountPath, body: MonitoringSetup, options?: CallOptions): Promise<MonitoringSetup> {
      const uuid = requireAccountUuid(params?.uuid);
      requireParameters({ enabled: body?.enabled, site: body?.site, apiKey: body?.apiKey });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/integrations/datadog/accounts/{uuid}/setup', {
          ...extras,
          params: { path: { uuid } },
          body,
        }),
      );
    },
  };
}
