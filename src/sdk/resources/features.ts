import type { components } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireAccount, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';
import { featuresForUpdate } from '../rules/features';

export type FeatureNameList = components['schemas']['FeatureNameList'];

/** The names as a list, or as the comma-separated text the document sends. */
function namesOf(names: readonly string[] | string | undefined | null): string[] {
  const list = typeof names === 'string' ? names.split(',') : Array.isArray(names) ? names : [];
  return list.map((name) => (typeof name === 'string' ? name.trim() : '')).filter((name) => name !== '');
}

export function createFeaturesResource(core: SdkCore) {
  return {
    /** Every feature name an account can have enabled (site administration). */
    async list(options?: CallOptions): Promise<FeatureNameList> {
      return core.call(options, (extras) => core.api.GET('/api/v1/admin/ag/features', { ...extras }));
    },

    /**
     * Sets an account's features, sent as the comma-separated `names` query. The
     * `members` feature is left out; when no name is left, the call is refused (missing-parameters message).
     */
    async update(params: { uuid: string; names: readonly string[] | string }, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      const names = featuresForUpdate(namesOf(params.names));
      if (names.length === 0) throw new InvalidArgumentError(MESSAGES.missingParameters);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/features', {
          ...extras,
          params: { path: { uuid }, query: { names: names.join(',') } },
        }),
      );
    },
  };
}
