import type { components, operations } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type MfaScratchCodes = components['schemas']['MfaScratchCodes'];
export type MfaSmsAuthenticationRequest = components['schemas']['MfaSmsAuthenticationRequest'];
export type MfaSmsChallenge = components['schemas']['MfaSmsChallenge'];
export type MfaKind = components['schemas']['MfaKind'];
export type MfaValidationRequest = components['schemas']['MfaValidationRequest'];
export type MfaValidationResult = components['schemas']['MfaValidationResult'];
export type MfaAppStatus = components['schemas']['MfaAppStatus'];
export type MfaAppInitialization = components['schemas']['MfaAppInitialization'];
export type MemberMfaSettings = components['schemas']['MemberMfaSettings'];
export type MfaValidateParams = operations['mfa_validate']['parameters']['path'] &
  NonNullable<operations['mfa_validate']['parameters']['query']>;

export function createMfaResource(core: SdkCore) {
  return {
    /** The signed-in user's unused scratch (recovery) codes. */
    async listScratchCodes(options?: CallOptions): Promise<MfaScratchCodes> {
      return core.call(options, (extras) => core.api.GET('/api/v1/mfa/scratch-codes', { ...extras }));
    },

    /** Replaces the signed-in user's scratch codes with a new set. */
    async generateScratchCodes(options?: CallOptions): Promise<MfaScratchCodes> {
      return core.call(options, (extras) => core.api.POST('/api/v1/mfa/scratch-codes', { ...extras }));
    },

    /** Revokes every scratch code of the signed-in user. */
    async deleteScratchCodes(options?: CallOptions): Promise<void> {
      return core.call(options, (extras) => core.api.DELETE('/api/v1/mfa/scratch-codes', { ...extras }));
    },

    /** Texts a one-time code to `phone` (E.164, required). */
    async authenticateSms(body: MfaSmsAuthenticationRequest, options?: CallOptions): Promise<MfaSmsChallenge> {
      requireParameters({ phone: body?.phone });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/mfa/authenticate/sms', { ...extras, body: { phone: body.phone } }),
      );
    },

    /**
     * Checks a one-time code (`totp`) of the factor `kind` (`sms` or `app`); `isSetup: true` confirms the
     * factor's setup. `kind` and `totp` are required.
     */
    async validate(
      params: MfaValidateParams,
      body: MfaValidationRequest,
      options?: CallOptions,
    ): Promise<MfaValidationResult> {
      requireParameters({ kind: params?.kind, totp: body?.totp });
      const query = params.isSetup === undefined ? {} : { isSetup: params.isSetup };
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/mfa/validate/{kind}', {
          ...extras,
          params: { path: { kind: params.kind }, query },
          body: { totp: body.totp },
        }),
      );
    },

    /** The signed-in user's authenticator-app status: `disabled`, `pending` or `active`. */
    async getAppStatus(options?: CallOptions): Promise<MfaAppStatus> {
      return core.call(options, (extras) => core.api.GET('/api/v1/mfa/app/status', { ...extras }));
    },

    /** Creates a new authenticator-app secret; the app stays `pending` until a code is validated with `isSetup`. */
    async initializeApp(options?: CallOptions): Promise<MfaAppInitialization> {
      return core.call(options, (extras) => core.api.POST('/api/v1/mfa/app/initialize', { ...extras }));
    },

    /** Turns off the signed-in user's authenticator app. */
    async deactivateApp(options?: CallOptions): Promise<MfaAppStatus> {
      return core.call(options, (extras) => core.api.POST('/api/v1/mfa/app/deactivate', { ...extras }));
    },

    /** A member's MFA settings (the member's `mfa` property). A 404 on a property read gives null. */
    async getMemberSettings(params: { id: string }, options?: CallOptions): Promise<MemberMfaSettings | null> {
      requireParameters({ id: params?.id });
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/accounts/me/members/{id}/properties/mfa', {
            ...extras,
            params: { path: { id: params.id } },
          }),
        { fallbackOn: { 404: null } },
      );
    },

    /**
     * Replaces a member's MFA settings; the member `id` and `enabled` are required. The read-only
     * `updatedAt` of settings read earlier is left out, so they can be sent back as they are.
     */
    async updateMemberSettings(
      params: { id: string },
      body: MemberMfaSettings,
      options?: CallOptions,
    ): Promise<MemberMfaSettings> {
      requireParameters({ id: params?.id, enabled: body?.enabled });
      const { updatedAt, ...settings } = body;
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/me/members/{id}/properties/mfa', {
          ...extras,
          params: { path: { id: params.id } },
          body: settings,
        }),
      );
    },
  };
}
