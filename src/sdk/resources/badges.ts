import type { operations } from '../../../generated/api';
import { ApiError, apiErrorFor, TimeoutError } from '../errors';
import { type CallOptions, requireParameters, requireProjectUuid, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';

/** A badge that takes longer than this is treated as missing (null). */
export const BADGE_TIMEOUT_MS = 3000;

export type BadgeDomain = operations['badges_get']['parameters']['path']['domain'];
export type BadgeQuery = NonNullable<operations['badges_get']['parameters']['query']>;

export function createBadgesResource(core: SdkCore) {
  return {
    /**
     * A project's badge for one domain: the SVG text, or with `b64: true` the SVG base64-encoded.
     * A missing badge (404) resolves null; the call has its own 3000 ms
     * time-out (unless `options.timeoutMs` is given) and a time-out also resolves null; any other
     * status rejects with an `ApiError` whose message is 'Badge not available'.
     */
    async get(
      params: { project: string; domain: BadgeDomain } & BadgeQuery,
      options?: CallOptions,
    ): Promise<string | null> {
      const project = requireProjectUuid(params?.project);
      requireParameters({ domain: params.domain });
      const { domain } = params;
      const query = { branch: params.branch, b64: params.b64, slug: params.slug, reportUuid: params.reportUuid };
      // The badge is SVG or, with b64, plain text; naming the one expected lets a content-negotiating
      // server (and the mock) answer it, and JSON stays acceptable for the error bodies.
      const accept = `${params.b64 ? 'text/plain' : 'image/svg+xml'}, application/json;q=0.5`;
      const callOptions: CallOptions = { ...options, timeoutMs: options?.timeoutMs ?? BADGE_TIMEOUT_MS };
      return core
        .call(
          callOptions,
          (extras) =>
            core.api.GET('/api/v2/badges/{project}/{domain}', {
              ...extras,
              headers: { Accept: accept, ...extras.headers },
              params: { path: { project, domain }, query },
              parseAs: 'text',
            }),
          { fallbackOn: { 404: null } },
        )
        .catch((error: unknown) => {
          if (error instanceof TimeoutError) return null;
          if (error instanceof ApiError) {
            const { status, body, method, path, requestId } = error;
            throw apiErrorFor({ status, body, method, path, requestId, message: MESSAGES.badgeNotAvailable });
          }
          throw error;
        });
    },
  };
}
