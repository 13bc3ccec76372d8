import type { components, operations } from '../../../generated/api';
import { type CallOptions, requireAccount, requireParameters, type SdkCore } from '../internal/core';

export type LicensePolicy = components['schemas']['LicensePolicy'];
/** The body that creates or replaces a policy; an omitted `enabled` is stored as true. */
export type LicensePolicyInput = components['schemas']['LicensePolicyInput'];
export type LicensePolicySeverity = components['schemas']['LicensePolicySeverity'];
type AccountPath = operations['licensePolicies_list']['parameters']['path'];
type PolicyPath = operations['licensePolicies_get']['parameters']['path'];

/** The body's required fields (`name`, `severity`), or `Some parameters necessary for the request are missing.` */
function requirePolicyInput(body: LicensePolicyInput): void {
  requireParameters({ name: body?.name, severity: body?.severity });
}

export function createLicensePoliciesResource(core: SdkCore) {
  return {
    /** Lists the account's license policies. A 404 gives an empty list. */
    async list(params: AccountPath, options?: CallOptions): Promise<LicensePolicy[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/accounts/{uuid}/policies/licenses', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: [] } },
      );
    },

    /** Creates a license policy (the server answers 200, not 201); `name` and `severity` are required. */
    async create(params: AccountPath, body: LicensePolicyInput, options?: CallOptions): Promise<LicensePolicy> {
      const uuid = requireAccount(params?.uuid);
      requirePolicyInput(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/policies/licenses', {
          ...extras,
          params: { path: { uuid } },
          body,
        }),
      );
    },

    /** Reads one license policy; a 404 (no such policy) rejects with an `ApiError`. */
    async get(params: PolicyPath, options?: CallOptions): Promise<LicensePolicy> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ id: params.id });
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/accounts/{uuid}/policies/licenses/{id}', {
          ...extras,
          params: { path: { uuid, id: params.id } },
        }),
      );
    },

    /** Replaces a license policy with the body (omitted lists become empty); `name` and `severity` are required. */
    async update(params: PolicyPath, body: LicensePolicyInput, options?: CallOptions): Promise<LicensePolicy> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ id: params.id });
      requirePolicyInput(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/policies/licenses/{id}', {
          ...extras,
          params: { path: { uuid, id: params.id } },
          body,
        }),
      );
    },

    /** Deletes a license policy; resolves with no value. */
    async delete(params: PolicyPath, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ id: params.id });
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/accounts/{uuid}/policies/licenses/{id}', {
          ...extras,
          params: { path: { uuid, id: params.id } },
        }),
      );
    },
  };
}
