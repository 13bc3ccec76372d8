import { describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'token' as const, token: 'tok_live_4f1c' };
const USER = {
  id: '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f',
  name: 'Dana Whitfield',
  email: 'dana.whitfield@acme-payments.com',
  account: { uuid: '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c', name: 'Acme', features: ['teams'] },
  teams: [{ uuid: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e', name: 'Platform Security' }],
};

describe('users', () => {
  it('get reads /api/v1/users/me with the client credentials and answers the user with their teams', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(USER));
    const user = await createClient({ baseUrl: BASE_URL, fetch, auth }).users.get();
    expect(user.teams).toEqual(USER.teams);
    expect(user.account.uuid).toBe(USER.account.uuid);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/v1/users/me');
    expect(requests[0]?.headers.get('authorization')).toBe('token tok_live_4f1c');
  });

  it('get without valid credentials (401) throws an ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Full authentication is required' }, 401));
    await expect(createClient({ baseUrl: BASE_URL, fetch }).users.get()).rejects.toBeInstanceOf(ApiError);
  });
});
