import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const MEMBER = '5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e';
const MISSING = 'Some parameters necessary for the request are missing.';
const addition = {
  uuid: MEMBER,
  role: 'Team Collaborator' as const,
  membership: { name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Collaborator' as const },
};
const teamMember = { uuid: MEMBER, name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Team Viewer' };

describe('teamMembers', () => {
  it('list of a team answering 404 resolves with an empty list', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    expect(await createClient({ baseUrl: BASE_URL, fetch }).teamMembers.list({ uuid: TEAM })).toEqual([]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/teams/${TEAM}/members`);
  });

  it('list failing with another status (403) throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Access is denied' }, 403));
    await expect(createClient({ baseUrl: BASE_URL, fetch }).teamMembers.list({ uuid: TEAM })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('create posts the member uuid, the team role and the membership to the team', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(teamMember));
    await createClient({ baseUrl: BASE_URL, fetch }).teamMembers.create({ uuid: TEAM }, addition);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/teams/${TEAM}/members`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(addition);
  });

  it('create needs the team, the member, the role and the whole membership: missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    const teamMembers = createClient({ baseUrl: BASE_URL, fetch }).teamMembers;
    const error = new InvalidArgumentError(MISSING);
    await expect(() => teamMembers.create({ uuid: '' }, addition)).rejects.toThrow(error);
    await expect(() => teamMembers.create({ uuid: TEAM }, { ...addition, uuid: '' })).rejects.toThrow(error);
    await expect(() => teamMembers.create({ uuid: TEAM }, { ...addition, role: undefined as never })).rejects.toThrow(
      error,
    );
    await expect(() =>
      teamMembers.create({ uuid: TEAM }, { ...addition, membership: { ...addition.membership, email: '' } }),
    ).rejects.toThrow(error);
    await expect(() =>
      teamMembers.create({ uuid: TEAM }, { ...addition, membership: undefined as never }),
    ).rejects.toThrow(error);
    expect(requests).toHaveLength(0);
  });

  it('a team call without the team uuid is the missing-parameters message, not an account message', async () => {
    const { fetch, requests } = stubFetch();
    const teamMembers = createClient({ baseUrl: BASE_URL, fetch }).teamMembers;
    await expect(() => teamMembers.list({ uuid: '' })).rejects.toThrow(new InvalidArgumentError(MISSING));
    await expect(() => teamMembers.delete({ uuid: TEAM, member: '' })).rejects.toThrow(MISSING);
    await expect(() => teamMembers.update({ uuid: '', member: MEMBER }, { role: 'Team Viewer' })).rejects.toThrow(
      MISSING,
    );
    await expect(() => teamMembers.list(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('update needs the role and posts it to the member in the team', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ ...teamMember, role: 'Team Administrator' }));
    const teamMembers = createClient({ baseUrl: BASE_URL, fetch }).teamMembers;
    await expect(() => teamMembers.update({ uuid: TEAM, member: MEMBER }, {} as never)).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    expect(requests).toHaveLength(0);
    const updated = await teamMembers.update({ uuid: TEAM, member: MEMBER }, { role: 'Team Administrator' });
    expect(updated.role).toBe('Team Administrator');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/teams/${TEAM}/members/${MEMBER}`);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ role: 'Team Administrator' });
  });

  it('delete removes the member from the team with DELETE', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).teamMembers.delete({ uuid: TEAM, member: MEMBER });
    expect(`${requests[0]?.method} ${requests[0]?.url.pathname}`).toBe(
      `DELETE /api/v1/teams/${TEAM}/members/${MEMBER}`,
    );
  });

  it('awkward team and member ids are URL-encoded once', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).teamMembers.delete({ uuid: 'team/a b', member: 'm?x#y' });
    expect(requests[0]?.url.pathname).toBe('/api/v1/teams/team%2Fa%20b/members/m%3Fx%23y');
  });
});
