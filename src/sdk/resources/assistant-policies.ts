import type { components } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type AssistantPolicy = components['schemas']['AssistantPolicy'];
export type AssistantPolicyUpdate = components['schemas']['AssistantPolicyUpdate'];

export function createAssistantPoliciesResource(core: SdkCore) {
  return {
    /** Every policy of the automated assistant (Isaac) for the signed-in user's account. */
    async list(options?: CallOptions): Promise<AssistantPolicy[]> {
      return core.call(options, (extras) => core.api.GET('/api/v1/isaac/me/policies', { ...extras }));
    },

    /**
     * Updates one assistant policy. `enabled`, `severity` and `tags` are always sent
     * together, so each is required (`Some parameters necessary for the request are missing.`).
     */
    async update(
      params: { sysid: string },
      body: AssistantPolicyUpdate,
      options?: CallOptions,
    ): Promise<AssistantPolicy> {
      requireParameters({ sysid: params?.sysid, enabled: body?.enabled, severity: body?.severity, tags: body?.tags });
      const sent: AssistantPolicyUpdate = { enabled: body.enabled, severity: body.severity, tags: body.tags };
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/isaac/me/policies/{sysid}', {
          ...extras,
          params: { path: { sysid: params.sysid } },
          body: sent,
        }),
      );
    },
  };
}
