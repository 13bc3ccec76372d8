import type { components } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type AdvisoryDatabase = components['schemas']['AdvisoryDatabase'];
export type AdvisoryDatabaseSync = components['schemas']['AdvisoryDatabaseSync'];

export function createDatabasesResource(core: SdkCore) {
  return {
    /** Lists the advisory databases with their last synchronisation. */
    async list(options?: CallOptions): Promise<AdvisoryDatabase[]> {
      return core.call(options, (extras) => core.api.GET('/api/v1/databases', { ...extras }));
    },

    /**
     * The running or last synchronisation of a database. `id` is required
     * (missing-parameters message).
     */
    async getSync(params: { id: string }, options?: CallOptions): Promise<AdvisoryDatabaseSync> {
      requireParameters({ id: params?.id });
      const { id } = params;
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/databases/{id}/sync', { ...extras, params: { path: { id } } }),
      );
    },

    /**
     * Starts synchronising a database; poll `getSync` for the outcome. `id` is
     * required (missing-parameters message).
     */
    async sync(params: { id: string }, options?: CallOptions): Promise<AdvisoryDatabaseSync> {
      requireParameters({ id: params?.id });
      const { id } = params;
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/databases/{id}/sync', { ...extras, params: { path: { id } } }),
      );
    },
  };
}
