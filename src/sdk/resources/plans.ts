import type { components } from '../../../generated/api';
import { type CallOptions, requireAccount, requireParameters, type SdkCore } from '../internal/core';

export type SubscriptionPlan = components['schemas']['SubscriptionPlan'];
export type SubscriptionPlanName = components['schemas']['SubscriptionPlanName'];
export type PlanIllustration = components['schemas']['PlanIllustration'];
export type SubscriptionPlanList = components['schemas']['SubscriptionPlanList'];

export function createPlansResource(core: SdkCore) {
  return {
    /** Every subscription plan with the features it grants (site administration). */
    async list(options?: CallOptions): Promise<SubscriptionPlanList> {
      return core.call(options, (extras) => core.api.GET('/api/v1/admin/ag/plans', { ...extras }));
    },

    /** Puts an account on the plan `name`. */
    async assign(params: { uuid: string; name: SubscriptionPlanName }, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ name: params.name });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/plan', {
          ...extras,
          params: { path: { uuid }, query: { name: params.name } },
        }),
      );
    },

    /** A plan's illustration, the static JSON file `/plans/{name}-plan-illustration.json`. */
    async getIllustration(params: { name: SubscriptionPlanName }, options?: CallOptions): Promise<PlanIllustration> {
      requireParameters({ name: params?.name });
      return core.call(options, (extras) =>
        core.api.GET('/plans/{name}-plan-illustration.json', { ...extras, params: { path: { name: params.name } } }),
      );
    },
  };
}
