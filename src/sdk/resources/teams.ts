import type { components } from '../../../generated/api';
import { type CallOptions, requireAccount, requireParameters, requireSomeField, type SdkCore } from '../internal/core';

export type Team = components['schemas']['Team'];
export type TeamCreateRequest = components['schemas']['TeamCreateRequest'];
export type TeamUpdateRequest = components['schemas']['TeamUpdateRequest'];
/** A team creation as the caller gives it: `active` is always sent as true. */
export type TeamCreateInput = Omit<TeamCreateRequest, 'active'>;

export function createTeamsResource(core: SdkCore) {
  return {
    /** Lists an account's teams with their members. A 404 gives an empty list. */
    async list(params: { uuid: string }, options?: CallOptions): Promise<Team[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(
        options,
        (extras) => core.api.GET('/api/v1/accounts/{uuid}/teams', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: [] } },
      );
    },

    /** Creates a team in the caller's account; the name is required. Team create sends active true. */
    async create(body: TeamCreateInput, options?: CallOptions): Promise<Team> {
      requireParameters({ name: body?.name });
      const sent: TeamCreateRequest = { ...body, active: true };
      return core.call(options, (extras) => core.api.POST('/api/v1/teams', { ...extras, body: sent }));
    },

    /** Changes a team's name, description or active flag; at least one is required (missing-parameters message). */
    async update(params: { id: string }, body: TeamUpdateRequest, options?: CallOptions): Promise<Team> {
      requireParameters({ id: params?.id });
      requireSomeField(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/teams/{id}', { ...extras, params: { path: { id: params.id } }, body }),
      );
    },

    /** Deletes a team. */
    async delete(params: { id: string }, options?: CallOptions): Promise<void> {
      requireParameters({ id: params?.id });
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/teams/{id}', { ...extras, params: { path: { id: params.id } } }),
      );
    },
  };
}
