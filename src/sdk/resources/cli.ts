import type { components } from '../../../generated/api';
import type { CallOptions, SdkCore } from '../internal/core';

export type CliVersions = components['schemas']['CliVersions'];
export type CliUpdateStatus = components['schemas']['CliUpdateStatus'];

export function createCliResource(core: SdkCore) {
  return {
    /** The newest command-line scanner release, the oldest accepted version and the downloads. */
    async get(options?: CallOptions): Promise<CliVersions> {
      return core.call(options, (extras) => core.api.GET('/api/v1/cli', { ...extras }));
    },

    /** Whether a newer scanner is available to the site, and the state of a running update. */
    async getUpdate(options?: CallOptions): Promise<CliUpdateStatus> {
      return core.call(options, (extras) => core.api.GET('/api/v1/cli/update', { ...extras }));
    },

    /** Starts updating the site's scanner to the newest release; poll `getUpdate` for the outcome. */
    async update(options?: CallOptions): Promise<CliUpdateStatus> {
      return core.call(options, (extras) => core.api.POST('/api/v1/cli/update', { ...extras }));
    },
  };
}
