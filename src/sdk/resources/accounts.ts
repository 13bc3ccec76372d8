import type { components, operations } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireAccount, requireParameters, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';
import { resolveAccountUuid } from '../rules/accounts';

export type Account = components['schemas']['Account'];
export type AccountCreateRequest = components['schemas']['AccountCreateRequest'];
export type AccountUpdateRequest = components['schemas']['AccountUpdateRequest'];
export type AccountList = components['schemas']['AccountList'];
type AccountListQuery = NonNullable<operations['accounts_list']['parameters']['query']>;

export function createAccountsResource(core: SdkCore) {
  return {
    /** Lists accounts; `q` filters them, e.g. `member_email=priya.raman@acme-payments.com`. */
    async list(query: AccountListQuery = {}, options?: CallOptions): Promise<AccountList> {
      return core.call(options, (extras) => core.api.GET('/api/v1/accounts', { ...extras, params: { query } }));
    },

    /** Creates an account. A name and an e-mail are required (`Required information not provided.`). */
    async create(body: AccountCreateRequest, options?: CallOptions): Promise<Account> {
      if (
        !body ||
        typeof body.name !== 'string' ||
        body.name.trim() === '' ||
        typeof body.email !== 'string' ||
        body.email.trim() === ''
      ) {
        throw new InvalidArgumentError(MESSAGES.requiredInformationNotProvided);
      }
      return core.call(options, (extras) => core.api.POST('/api/v1/accounts', { ...extras, body }));
    },

    /**
     * Reads an account. The id `default` maps to the fixed all-default uuid and is
     * sent without the Authorization header.
     */
    async get(params: { uuid: string }, options?: CallOptions): Promise<Account> {
      const requested = requireAccount(params?.uuid);
      const uuid = resolveAccountUuid(requested);
      return core.call(
        options,
        (extras) => core.api.GET('/api/v1/accounts/{uuid}', { ...extras, params: { path: { uuid } } }),
        { anonymous: uuid !== requested },
      );
    },

    /** Updates an account's name or contact e-mail. */
    async update(params: { uuid: string }, body: AccountUpdateRequest, options?: CallOptions): Promise<Account> {
      const uuid = requireAccount(params?.uuid);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}', { ...extras, params: { path: { uuid } }, body }),
      );
    },

    /** Deletes an account; with `check: true` only checks whether it can be deleted. */
    async delete(params: { uuid: string; check?: boolean }, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      const query = params.check === undefined ? {} : { check: params.check };
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/accounts/{uuid}', { ...extras, params: { path: { uuid }, query } }),
      );
    },

    /** Switches the account's activation flag. */
    async activate(params: { uuid: string; active: boolean }, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ active: params.active });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/activation', {
          ...extras,
          params: { path: { uuid }, query: { active: params.active } },
        }),
      );
    },
  };
}
