import type { components } from '../../../generated/api';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type TeamMember = components['schemas']['Member'];
export type TeamMemberCreateRequest = components['schemas']['TeamMemberCreateRequest'];
export type TeamMemberUpdateRequest = components['schemas']['TeamMemberUpdateRequest'];

export function createTeamMembersResource(core: SdkCore) {
  return {
    /** Lists a team's members with their team roles. A 404 gives an empty list. */
    async list(params: { uuid: string }, options?: CallOptions): Promise<TeamMember[]> {
      requireParameters({ uuid: params?.uuid });
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/teams/{uuid}/members', { ...extras, params: { path: { uuid: params.uuid } } }),
        { fallbackOn: { 404: [] } },
      );
    },

    /**
     * Adds an account member to a team: the member's uuid, the team role and the membership (name,
     * e-mail, account role) are all required (missing-parameters message).
     */
    async create(params: { uuid: string }, body: TeamMemberCreateRequest, options?: CallOptions): Promise<TeamMember> {
      requireParameters({
        uuid: params?.uuid,
        member: body?.uuid,
        role: body?.role,
        name: body?.membership?.name,
        email: body?.membership?.email,
        membershipRole: body?.membership?.role,
      });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/teams/{uuid}/members', { ...extras, params: { path: { uuid: params.uuid } }, body }),
      );
    },

    /** Changes a member's role in a team; the role is required (missing-parameters message). */
    async update(
      params: { uuid: string; member: string },
      body: TeamMemberUpdateRequest,
      options?: CallOptions,
    ): Promise<TeamMember> {
      requireParameters({ uuid: params?.uuid, member: params?.member, role: body?.role });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/teams/{uuid}/members/{member}', {
          ...extras,
          params: { path: { uuid: params.uuid, member: params.member } },
          body,
        }),
      );
    },

    /** Removes a member from a team; they stay a member of the account. */
    async delete(params: { uuid: string; member: string }, options?: CallOptions): Promise<void> {
      requireParameters({ uuid: params?.uuid, member: params?.member });
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/teams/{uuid}/members/{member}', {
          ...extras,
          params: { path: { uuid: params.uuid, member: params.member } },
        }),
      );
    },
  };
}
