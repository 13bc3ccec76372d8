import type { components } from '../../../generated/api';
import { type CallOptions, requireAccount, type SdkCore } from '../internal/core';

export type PaygTokenBalance = components['schemas']['PaygTokenBalance'];

export function createPaygTokensResource(core: SdkCore) {
  return {
    /** The pay-as-you-go token balance of the account's current billing period. */
    async get(params: { uuid: string }, options?: CallOptions): Promise<PaygTokenBalance> {
      const uuid = requireAccount(params?.uuid);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/accounts/{uuid}/payg/tokens', { ...extras, params: { path: { uuid } } }),
      );
    },
  };
}
