import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const MEMBER = '5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e';
const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const MISSING = 'Some parameters necessary for the request are missing.';
const NO_ACCOUNT = 'No account has been specified';
const member = { uuid: MEMBER, name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Viewer' };
const sentBody = (body: string | null | undefined) => JSON.parse(body ?? '');

describe('members', () => {
  it('create forces the role Viewer when another role is asked for without allowRole', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(member));
    await createClient({ baseUrl: BASE_URL, fetch }).members.create(
      { uuid: ACCOUNT },
      { name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Administrator' },
    );
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/members`);
    expect(sentBody(requests[0]?.body)).toEqual({
      name: 'Priya Raman',
      email: 'priya.raman@acme-payments.com',
      role: 'Viewer',
    });
  });

  it('create sends the role Viewer when none is given', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(member));
    await createClient({ baseUrl: BASE_URL, fetch }).members.create(
      { uuid: ACCOUNT },
      { name: 'Marco Bellini', email: 'marco.bellini@acme-payments.com' },
    );
    expect(sentBody(requests[0]?.body).role).toBe('Viewer');
  });

  it('create sends the role asked for when allowRole is true', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ ...member, role: 'Collaborator' }));
    const created = await createClient({ baseUrl: BASE_URL, fetch }).members.create(
      { uuid: ACCOUNT },
      { name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Collaborator' },
      { allowRole: true },
    );
    expect(sentBody(requests[0]?.body).role).toBe('Collaborator');
    expect(created.role).toBe('Collaborator');
  });

  it("create refuses a missing or malformed e-mail with 'Email address invalid or missing', nothing sent", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    for (const email of ['', 'priya', 'priya@acme', undefined]) {
      await expect(() =>
        client.members.create({ uuid: ACCOUNT }, { name: 'Priya', email: email as never }),
      ).rejects.toThrow(new InvalidArgumentError('Email address invalid or missing'));
    }
    await expect(() => client.members.create({ uuid: ACCOUNT }, undefined as never)).rejects.toThrow(
      'Email address invalid or missing',
    );
    expect(requests).toHaveLength(0);
  });

  it("create needs the account ('No account has been specified') and a name (missing-parameters message)", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    await expect(() => client.members.create({ uuid: '' }, { name: 'Priya', email: 'p@acme.com' })).rejects.toThrow(
      new InvalidArgumentError(NO_ACCOUNT),
    );
    await expect(() => client.members.create({ uuid: ACCOUNT }, { name: ' ', email: 'p@acme.com' })).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    expect(requests).toHaveLength(0);
  });

  it('list of an account answering 404 resolves with an empty list', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    expect(await createClient({ baseUrl: BASE_URL, fetch }).members.list({ uuid: ACCOUNT })).toEqual([]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/members`);
  });

  it('list failing with another status (403) throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Access is denied' }, 403));
    await expect(createClient({ baseUrl: BASE_URL, fetch }).members.list({ uuid: ACCOUNT })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it("every member call needs the account: 'No account has been specified', nothing sent", async () => {
    const { fetch, requests } = stubFetch();
    const members = createClient({ baseUrl: BASE_URL, fetch }).members;
    await expect(() => members.list({ uuid: '' })).rejects.toThrow(new InvalidArgumentError(NO_ACCOUNT));
    await expect(() => members.get({ uuid: '', member: MEMBER })).rejects.toThrow(NO_ACCOUNT);
    await expect(() => members.update({ uuid: '', member: MEMBER }, { role: 'Viewer' })).rejects.toThrow(NO_ACCOUNT);
    await expect(() => members.delete(undefined as never)).rejects.toThrow(NO_ACCOUNT);
    await expect(() => members.setPrimaryTeam({ uuid: '', member: MEMBER, teamuuid: TEAM })).rejects.toThrow(
      NO_ACCOUNT,
    );
    expect(requests).toHaveLength(0);
  });

  it('get, update, delete and setPrimaryTeam need the member; setPrimaryTeam needs teamuuid', async () => {
    const { fetch, requests } = stubFetch();
    const members = createClient({ baseUrl: BASE_URL, fetch }).members;
    const error = new InvalidArgumentError(MISSING);
    await expect(() => members.get({ uuid: ACCOUNT, member: '' })).rejects.toThrow(error);
    await expect(() => members.update({ uuid: ACCOUNT, member: '' }, { role: 'Viewer' })).rejects.toThrow(error);
    await expect(() => members.delete({ uuid: ACCOUNT, member: undefined as never })).rejects.toThrow(error);
    await expect(() => members.setPrimaryTeam({ uuid: ACCOUNT, member: MEMBER, teamuuid: '' })).rejects.toThrow(error);
    await expect(() => members.setPrimaryTeam({ uuid: ACCOUNT, member: MEMBER } as never)).rejects.toThrow(error);
    expect(requests).toHaveLength(0);
  });

  it('update with nothing to change is refused with the missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    const members = createClient({ baseUrl: BASE_URL, fetch }).members;
    await expect(() => members.update({ uuid: ACCOUNT, member: MEMBER }, {})).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    await expect(() => members.update({ uuid: ACCOUNT, member: MEMBER }, { role: undefined })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('setPrimaryTeam posts the team as the teamuuid query', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).members.setPrimaryTeam({
      uuid: ACCOUNT,
      member: MEMBER,
      teamuuid: TEAM,
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/members/${MEMBER}/primary`);
    expect(requests[0]?.url.search).toBe(`?teamuuid=${TEAM}`);
  });

  it('get, update and delete address the member path with the right methods and body', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(member));
    const members = createClient({ baseUrl: BASE_URL, fetch }).members;
    expect(await members.get({ uuid: ACCOUNT, member: MEMBER })).toEqual(member);
    await members.update({ uuid: ACCOUNT, member: MEMBER }, { role: 'Administrator' });
    await members.delete({ uuid: ACCOUNT, member: MEMBER });
    const path = `/api/v1/accounts/${ACCOUNT}/members/${MEMBER}`;
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET ${path}`,
      `POST ${path}`,
      `DELETE ${path}`,
    ]);
    expect(sentBody(requests[1]?.body)).toEqual({ role: 'Administrator' });
    expect(requests[1]?.body).not.toContain('Viewer');
  });

  it('an awkward member id is URL-encoded once', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(member));
    await createClient({ baseUrl: BASE_URL, fetch }).members.get({ uuid: ACCOUNT, member: 'priya/raman @acme' });
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/members/priya%2Framan%20%40acme`);
  });
});
