import type { components } from '../../../generated/api';
import type { CallOptions, SdkCore } from '../internal/core';

export type User = components['schemas']['User'];
export type TeamReference = components['schemas']['TeamReference'];

export function createUsersResource(core: SdkCore) {
  return {
    /** The signed-in user with their account (plan, bundle, features) and teams. */
    async get(options?: CallOptions): Promise<User> {
      return core.call(options, (extras) => core.api.GET('/api/v1/users/me', { ...extras }));
    },
  };
}
