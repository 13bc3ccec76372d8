import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const TEAM = '2b6d8f0a-4c1e-4a3b-9d5f-7e8a0b2c4d6f';
const MISSING = 'Some parameters necessary for the request are missing.';
const team = { uuid: TEAM, name: 'Payments Backend', active: true, members: [] };

describe('teams', () => {
  it('create always sends active true, with the name and description', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(team));
    await createClient({ baseUrl: BASE_URL, fetch }).teams.create({
      name: 'Payments Backend',
      description: 'Owns the card-processing services.',
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/teams');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      name: 'Payments Backend',
      description: 'Owns the card-processing services.',
      active: true,
    });
  });

  it('create sends active true even when the caller passes active false', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(team));
    await createClient({ baseUrl: BASE_URL, fetch }).teams.create({ name: 'Archive', active: false } as never);
    expect(JSON.parse(requests[0]?.body ?? '').active).toBe(true);
  });

  it('create needs a name: the missing-parameters message, nothing sent', async () => {
    const { fetch, requests } = stubFetch();
    const teams = createClient({ baseUrl: BASE_URL, fetch }).teams;
    await expect(() => teams.create({ name: '' })).rejects.toThrow(new InvalidArgumentError(MISSING));
    await expect(() => teams.create(undefined as never)).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('create refused by the server (422) throws an ApiError with its message', async () => {
    const body = { message: 'A team named Payments Backend already exists', status: 422 };
    const { fetch } = stubFetch(jsonResponse(body, 422));
    const error = await createClient({ baseUrl: BASE_URL, fetch })
      .teams.create({ name: 'Payments Backend' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: body.message });
  });

  it("list of an account's teams answering 404 resolves with an empty list", async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    expect(await createClient({ baseUrl: BASE_URL, fetch }).teams.list({ uuid: ACCOUNT })).toEqual([]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/teams`);
  });

  it('list failing with another status (403) throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Access is denied' }, 403));
    await expect(createClient({ baseUrl: BASE_URL, fetch }).teams.list({ uuid: ACCOUNT })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("list needs the account: 'No account has been specified'", async () => {
    const { fetch, requests } = stubFetch();
    await expect(() => createClient({ baseUrl: BASE_URL, fetch }).teams.list({ uuid: '' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    expect(requests).toHaveLength(0);
  });

  it('update and delete need the team id; update needs something to change', async () => {
    const { fetch, requests } = stubFetch();
    const teams = createClient({ baseUrl: BASE_URL, fetch }).teams;
    const error = new InvalidArgumentError(MISSING);
    await expect(() => teams.update({ id: '' }, { name: 'x' })).rejects.toThrow(error);
    await expect(() => teams.update({ id: TEAM }, {})).rejects.toThrow(error);
    await expect(() => teams.delete({ id: ' ' })).rejects.toThrow(error);
    await expect(() => teams.delete(undefined as never)).rejects.toThrow(error);
    expect(requests).toHaveLength(0);
  });

  it('update posts the changes to /api/v1/teams/{id}; delete sends DELETE there', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(team), new Response(null, { status: 200 }));
    const teams = createClient({ baseUrl: BASE_URL, fetch }).teams;
    await teams.update({ id: TEAM }, { active: false });
    await teams.delete({ id: TEAM });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST /api/v1/teams/${TEAM}`,
      `DELETE /api/v1/teams/${TEAM}`,
    ]);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ active: false });
  });

  it('an awkward team id is URL-encoded once', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await createClient({ baseUrl: BASE_URL, fetch }).teams.delete({ id: 'payments/backend %' });
    expect(requests[0]?.url.pathname).toBe('/api/v1/teams/payments%2Fbackend%20%25');
  });
});
