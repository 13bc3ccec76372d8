import { describe, expect, it } from 'vitest';
import { createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };

describe('databases', () => {
  it('list, getSync and sync call GET /api/v1/databases, GET and POST /api/v1/databases/{id}/sync', async () => {
    const sync = { databaseId: 'ghsa', state: 'running' };
    const { fetch, requests } = stubFetch(jsonResponse([{ id: 'ghsa', name: 'GitHub' }]), jsonResponse(sync));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(client.databases.list()).resolves.toEqual([{ id: 'ghsa', name: 'GitHub' }]);
    await expect(client.databases.getSync({ id: 'ghsa' })).resolves.toEqual(sync);
    await expect(client.databases.sync({ id: 'ghsa' })).resolves.toEqual(sync);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/databases',
      'GET /api/v1/databases/ghsa/sync',
      'POST /api/v1/databases/ghsa/sync',
    ]);
  });

  it("getSync and sync need the database id: 'Some parameters necessary for the request are missing.'", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(() => client.databases.getSync({ id: '' })).rejects.toThrow(
      new InvalidArgumentError('Some parameters necessary for the request are missing.'),
    );
    await expect(() => client.databases.sync(undefined as never)).rejects.toThrow(
      'Some parameters necessary for the request are missing.',
    );
    expect(requests).toHaveLength(0);
  });

  it('list throws an ApiError on 404 (not an account sub-collection)', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(client.databases.list()).rejects.toMatchObject({ status: 404 });
  });
});
