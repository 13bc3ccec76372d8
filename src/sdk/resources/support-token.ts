import type { components } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireAccount, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';
import { activeSupportToken } from '../rules/accounts';

export type SupportToken = components['schemas']['SupportToken'];
/** What `create` needs to know of the account: its uuid and whether it is an admin account. */
export type SupportTokenAccount = Pick<components['schemas']['Account'], 'uuid' | 'admin'>;

export function createSupportTokenResource(core: SdkCore) {
  return {
    /**
     * The account's current support token, or null. A 404 (no token) resolves
     * null, and so does a token at or past its `expiresAt`.
     */
    async get(params: { uuid: string }, options?: CallOptions): Promise<SupportToken | null> {
      const uuid = requireAccount(params?.uuid);
      return core
        .call(
          options,
          (extras) => core.api.GET('/api/v1/accounts/{uuid}/support-token', { ...extras, params: { path: { uuid } } }),
          { fallbackOn: { 404: null } },
        )
        .then((token) => activeSupportToken(token));
    },

    /**
     * Issues a new support token for the account, replacing any previous one. The
     * assistance token is only for admin accounts ('Unauthorized', before anything is sent).
     */
    async create(account: SupportTokenAccount, options?: CallOptions): Promise<SupportToken> {
      const uuid = requireAccount(account?.uuid);
      if (account.admin !== true) throw new InvalidArgumentError(MESSAGES.unauthorized);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/support-token', { ...extras, params: { path: { uuid } } }),
      );
    },
  };
}
