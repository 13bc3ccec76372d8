import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };

describe('cli', () => {
  it('get, getUpdate and update call GET /api/v1/cli, GET and POST /api/v1/cli/update', async () => {
    const versions = { latest: '1.14.2', downloads: [] };
    const status = { installedVersion: '1.13.5', updateAvailable: true, state: 'updating' };
    const { fetch, requests } = stubFetch(jsonResponse(versions), jsonResponse(status), jsonResponse(status));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(client.cli.get()).resolves.toEqual(versions);
    await expect(client.cli.getUpdate()).resolves.toEqual(status);
    await expect(client.cli.update()).resolves.toEqual(status);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/cli',
      'GET /api/v1/cli/update',
      'POST /api/v1/cli/update',
    ]);
    expect(requests[2]?.body).toBeNull();
  });

  it('update throws an ApiError with the server message when refused', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Forbidden' }, 403));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(client.cli.update()).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
