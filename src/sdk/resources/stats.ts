import type { components } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type AdvisoryStatistics = components['schemas']['AdvisoryStatistics'];
export type AdvisoryDatabaseStatistics = components['schemas']['AdvisoryDatabaseStatistics'];

export function createStatsResource(core: SdkCore) {
  return {
    /** The public advisory statistics of the latest computed day (`/stats/allerta.json`). */
    async getLatest(options?: CallOptions): Promise<AdvisoryStatistics> {
      return core.call(options, (extras) => core.api.GET('/stats/allerta.json', { ...extras }));
    },

    /** The public advisory statistics of one day (`date` as YYYY-MM-DD); a day not computed yet is an `ApiError` 404. */
    async getDaily(params: { date: string }, options?: CallOptions): Promise<AdvisoryStatistics> {
      requireParameters({ date: params?.date });
      return core.call(options, (extras) =>
        core.api.GET('/stats/allerta_{date}.json', { ...extras, params: { path: { date: params.date } } }),
      );
    },

    /** How many advisories each advisory database contributes. */
    async listAdvisoryDatabases(options?: CallOptions): Promise<AdvisoryDatabaseStatistics[]> {
      return core.call(options, (extras) => core.api.GET('/api/v1/stats/advisories-dbs', { ...extras }));
    },
  };
}
