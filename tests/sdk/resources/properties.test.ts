import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const MISSING = 'Some parameters necessary for the request are missing.';
const notSet = () => jsonResponse({ message: 'Property experimental is not set', status: 404 }, 404);
const stored = () => new Response(null, { status: 200 });

describe('properties', () => {
  it('a property that is not set (404) reads as null, for accounts, teams and the generic get', async () => {
    const { fetch, requests } = stubFetch(notSet());
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    expect(await properties.getForAccount({ uuid: ACCOUNT, name: 'experimental' })).toBeNull();
    expect(await properties.getForTeam({ uuid: TEAM, name: 'notifications' })).toBeNull();
    expect(await properties.get({ type: 'teams', uuid: TEAM, name: 'notifications' })).toBeNull();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `/api/v1/accounts/${ACCOUNT}/properties/experimental`,
      `/api/v1/teams/${TEAM}/properties/notifications`,
      `/api/v1/teams/${TEAM}/properties/notifications`,
    ]);
  });

  it('a property read that fails otherwise (403) still throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Access is denied' }, 403));
    await expect(
      createClient({ baseUrl: BASE_URL, fetch }).properties.getForAccount({ uuid: ACCOUNT, name: 'experimental' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      createClient({ baseUrl: BASE_URL, fetch }).properties.get({ type: 'accounts', uuid: ACCOUNT, name: 'x' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('the generic get reads from the path of its owner type and answers the stored object', async () => {
    const value = { insightsV2: true };
    const { fetch, requests } = stubFetch(jsonResponse(value));
    const answer = await createClient({ baseUrl: BASE_URL, fetch }).properties.get({
      type: 'accounts',
      uuid: ACCOUNT,
      name: 'experimental',
    });
    expect(answer).toEqual(value);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/properties/experimental`);
  });

  it("an owner type other than accounts or teams is 'Property type not allowed', nothing sent", async () => {
    const { fetch, requests } = stubFetch();
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    for (const type of ['projects', 'account', 'Teams', '', undefined]) {
      await expect(() => properties.get({ type: type as never, uuid: ACCOUNT, name: 'experimental' })).rejects.toThrow(
        new InvalidArgumentError('Property type not allowed'),
      );
      await expect(() =>
        properties.update({ type: type as never, uuid: ACCOUNT, name: 'experimental' }, {}),
      ).rejects.toThrow(new InvalidArgumentError('Property type not allowed'));
    }
    await expect(() => properties.get(undefined as never)).rejects.toThrow('Property type not allowed');
    expect(requests).toHaveLength(0);
  });

  it("a missing account uuid is 'Cannot detect accounts uuid', in the account and the generic calls", async () => {
    const { fetch, requests } = stubFetch();
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    const message = new InvalidArgumentError('Cannot detect accounts uuid');
    await expect(() => properties.getForAccount({ uuid: '', name: 'experimental' })).rejects.toThrow(message);
    await expect(() =>
      properties.updateForAccount({ uuid: undefined as never, name: 'experimental' }, {}),
    ).rejects.toThrow(message);
    await expect(() => properties.get({ type: 'accounts', uuid: ' ', name: 'experimental' })).rejects.toThrow(message);
    await expect(() => properties.update({ type: 'accounts', uuid: '', name: 'experimental' }, null)).rejects.toThrow(
      message,
    );
    await expect(() => properties.getForAccount(undefined as never)).rejects.toThrow(message);
    expect(requests).toHaveLength(0);
  });

  it("a missing team uuid is 'Cannot detect teams uuid', in the team and the generic calls", async () => {
    const { fetch, requests } = stubFetch();
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    const message = new InvalidArgumentError('Cannot detect teams uuid');
    await expect(() => properties.getForTeam({ uuid: '', name: 'notifications' })).rejects.toThrow(message);
    await expect(() => properties.updateForTeam({ uuid: null as never, name: 'notifications' }, {})).rejects.toThrow(
      message,
    );
    await expect(() => properties.get({ type: 'teams', uuid: '', name: 'notifications' })).rejects.toThrow(message);
    await expect(() => properties.update({ type: 'teams', uuid: '', name: 'notifications' }, {})).rejects.toThrow(
      message,
    );
    expect(requests).toHaveLength(0);
  });

  it('a missing property name is refused with the missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    await expect(() => properties.getForAccount({ uuid: ACCOUNT, name: '' })).rejects.toThrow(
      new InvalidArgumentError(MISSING),
    );
    await expect(() => properties.updateForTeam({ uuid: TEAM, name: undefined as never }, {})).rejects.toThrow(MISSING);
    await expect(() => properties.get({ type: 'teams', uuid: TEAM, name: ' ' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it("'null', an empty string and null are stored as a JSON null body", async () => {
    const { fetch, requests } = stubFetch(stored());
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    await properties.updateForAccount({ uuid: ACCOUNT, name: 'experimental' }, 'null');
    await properties.updateForTeam({ uuid: TEAM, name: 'notifications' }, '');
    await properties.update({ type: 'accounts', uuid: ACCOUNT, name: 'autogroupings' }, null);
    expect(requests.map((request) => request.body)).toEqual(['null', 'null', 'null']);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `/api/v1/accounts/${ACCOUNT}/properties/experimental`,
      `/api/v1/teams/${TEAM}/properties/notifications`,
      `/api/v1/accounts/${ACCOUNT}/properties/autogroupings`,
    ]);
  });

  it('a JSON string is parsed and sent as the object; an object is sent as it is', async () => {
    const { fetch, requests } = stubFetch(stored());
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    await properties.updateForAccount({ uuid: ACCOUNT, name: 'experimental' }, '{"insightsV2":true}');
    await properties.update({ type: 'teams', uuid: TEAM, name: 'notifications' }, { minimumSeverity: 'HIGH' });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ insightsV2: true });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ minimumSeverity: 'HIGH' });
    expect(requests[1]?.url.pathname).toBe(`/api/v1/teams/${TEAM}/properties/notifications`);
  });

  it('an invalid value is refused before sending: missing, unparsable, or not a non-array object', async () => {
    const { fetch, requests } = stubFetch();
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    const target = { uuid: ACCOUNT, name: 'experimental' };
    await expect(() => properties.updateForAccount(target, undefined as never)).rejects.toThrow(
      new InvalidArgumentError('The property is missing'),
    );
    await expect(() => properties.updateForAccount(target, '{not json')).rejects.toThrow(
      new InvalidArgumentError('The property content is invalid'),
    );
    for (const value of ['[1,2]', '42', '"text"', [1, 2], 42, true]) {
      await expect(() =>
        properties.updateForTeam({ uuid: TEAM, name: 'notifications' }, value as never),
      ).rejects.toThrow(new InvalidArgumentError('The property is invalid'));
    }
    await expect(() => properties.update({ type: 'teams', uuid: TEAM, name: 'x' }, undefined as never)).rejects.toThrow(
      'The property is missing',
    );
    expect(requests).toHaveLength(0);
  });

  it('an awkward property name is URL-encoded once', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}));
    await createClient({ baseUrl: BASE_URL, fetch }).properties.getForAccount({ uuid: ACCOUNT, name: 'a/b c%' });
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/properties/a%2Fb%20c%25`);
  });

  it('listAccountNames and listTeamNames read the site administration lists', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(['experimental']));
    const properties = createClient({ baseUrl: BASE_URL, fetch }).properties;
    expect(await properties.listAccountNames()).toEqual(['experimental']);
    expect(await properties.listTeamNames()).toEqual(['experimental']);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/admin/ag/account-properties',
      'GET /api/v1/admin/ag/team-properties',
    ]);
  });
});
