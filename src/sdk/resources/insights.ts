import type { components, operations } from '../../../generated/api';
import { type CallOptions, requireAccount, type SdkCore } from '../internal/core';

export type DependencyInsights = components['schemas']['DependencyInsights'];
export type DependencyInsight = components['schemas']['DependencyInsight'];
/** The filters of the dependency insights: `query`, `all`, `sinceDaysAgo`, `nocache`. */
export type DependencyInsightsQuery = NonNullable<operations['insights_listDependencies']['parameters']['query']>;
type AccountPath = operations['insights_listDependencies']['parameters']['path'];

export function createInsightsResource(core: SdkCore) {
  return {
    /**
     * The dependencies used across the account's projects, filtered by `query`, `all`, `sinceDaysAgo`
     * and `nocache` (only the filters given are sent). Needs the account uuid.
     */
    async listDependencies(
      params: AccountPath & DependencyInsightsQuery,
      options?: CallOptions,
    ): Promise<DependencyInsights> {
      const uuid = requireAccount(params?.uuid);
      const { query, all, sinceDaysAgo, nocache } = params;
      return core.call(options, (extras) =>
        core.api.GET('/api/v2/accounts/{uuid}/insights/dependencies', {
          ...extras,
          params: { path: { uuid }, query: { query, all, sinceDaysAgo, nocache } },
        }),
      );
    },
  };
}
