import type { components } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireAccount, requireParameters, requireSomeField, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';
import { isValidEmail, roleForNewMember } from '../rules/accounts';

export type Member = components['schemas']['Member'];
export type Role = components['schemas']['Role'];
export type AccountMemberCreateRequest = components['schemas']['AccountMemberCreateRequest'];
export type AccountMemberUpdateRequest = components['schemas']['AccountMemberUpdateRequest'];

/** The options of `members.create`: `allowRole: true` sends the role asked for instead of Viewer. */
export interface MemberCreateOptions extends CallOptions {
  allowRole?: boolean;
}

export function createMembersResource(core: SdkCore) {
  return {
    /** Lists an account's members. A 404 gives an empty list. */
    async list(params: { uuid: string }, options?: CallOptions): Promise<Member[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(
        options,
        (extras) => core.api.GET('/api/v1/accounts/{uuid}/members', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: [] } },
      );
    },

    /**
     * Adds a member to an account. The role sent is Viewer unless
     * `{ allowRole: true }` is given; a bad e-mail is refused with `Email address invalid or missing`.
     */
    async create(
      params: { uuid: string },
      body: AccountMemberCreateRequest,
      options?: MemberCreateOptions,
    ): Promise<Member> {
      const uuid = requireAccount(params?.uuid);
      if (!isValidEmail(body?.email)) throw new InvalidArgumentError(MESSAGES.emailInvalidOrMissing);
      requireParameters({ name: body.name });
      const sent: AccountMemberCreateRequest = {
        ...body,
        email: body.email.trim(),
        role: roleForNewMember(body.role, options?.allowRole === true),
      };
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/members', { ...extras, params: { path: { uuid } }, body: sent }),
      );
    },

    /** Reads one member of an account. */
    async get(params: { uuid: string; member: string }, options?: CallOptions): Promise<Member> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ member: params.member });
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/accounts/{uuid}/members/{member}', {
          ...extras,
          params: { path: { uuid, member: params.member } },
        }),
      );
    },

    /** Changes a member's name, e-mail or role; at least one is required (missing-parameters message). */
    async update(
      params: { uuid: string; member: string },
      body: AccountMemberUpdateRequest,
      options?: CallOptions,
    ): Promise<Member> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ member: params.member });
      requireSomeField(body);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/members/{member}', {
          ...extras,
          params: { path: { uuid, member: params.member } },
          body,
        }),
      );
    },

    /** Removes a member from an account. */
    async delete(params: { uuid: string; member: string }, options?: CallOptions): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ member: params.member });
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/accounts/{uuid}/members/{member}', {
          ...extras,
          params: { path: { uuid, member: params.member } },
        }),
      );
    },

    /** Makes `teamuuid` the member's primary team; `member` and `teamuuid` are required (missing-parameters message). */
    async setPrimaryTeam(
      params: { uuid: string; member: string; teamuuid: string },
      options?: CallOptions,
    ): Promise<void> {
      const uuid = requireAccount(params?.uuid);
      requireParameters({ member: params.member, teamuuid: params.teamuuid });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/accounts/{uuid}/members/{member}/primary', {
          ...extras,
          params: { path: { uuid, member: params.member }, query: { teamuuid: params.teamuuid } },
        }),
      );
    },
  };
}
