import type { components } from '../../../generated/api';
import { type CallOptions, requireAccount, type SdkCore } from '../internal/core';

export type AccountApiToken = components['schemas']['AccountApiToken'];

export function createTokensResource(core: SdkCore) {
  return {
    /**
     * Lists the account's API tokens (names and dates, never the secrets). A 404
     * gives an empty list.
     */
    async list(params: { uuid: string }, options?: CallOptions): Promise<AccountApiToken[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(
        options,
        (extras) => core.api.GET('/api/v1/accounts/{uuid}/tokens', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: [] } },
      );
    },
  };
}
