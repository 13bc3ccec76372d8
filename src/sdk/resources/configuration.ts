import type { components } from '../../../generated/api';
import { type CallOptions, requireAccount, requireParameters, type SdkCore } from '../internal/core';

export type AccountConfiguration = components['schemas']['AccountConfiguration'];

export function createConfigurationResource(core: SdkCore) {
  return {
    /** Reads the account configuration (Administrators only). */
    async get(params: { uuid: string }, options?: CallOptions): Promise<AccountConfiguration> {
      const uuid = requireAccount(params?.uuid);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/accounts/{uuid}/configuration', { ...extras, params: { path: { uuid } } }),
      );
    },

    /**
     * Replaces the whole account configuration; applied asynchronously. 202 accepted
     * on config saves (resolves with no value).
     */
    async update(params: { uuid: string }, body: AccountConfiguration, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ body });
      return core
        .call(
          options,
          (extras) =>
            core.api.POST('/api/v1/accounts/{uuid}/configuration', { ...extras, params: { path: { uuid } }, body }),
          { accept: [200, 202] },
        )
        .then(() => undefined);
    },
  };
}
