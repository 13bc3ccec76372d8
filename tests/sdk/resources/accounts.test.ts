import { describe, expect, it } from 'vitest';
import { createClient, DEFAULT_ACCOUNT_UUID, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };

describe('accounts', () => {
  it("get('default') maps to the all-default uuid and sends no Authorization header", async () => {
    const { fetch, requests } = stubFetch(
      jsonResponse({ uuid: DEFAULT_ACCOUNT_UUID, name: 'Default', email: 'x@y.z' }),
    );
    await createClient({ baseUrl: BASE_URL, fetch, auth }).accounts.get({ uuid: 'default' });
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${DEFAULT_ACCOUNT_UUID}`);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('get(uuid) of any other account sends the Authorization header', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ uuid: ACCOUNT, name: 'Acme', email: 'x@y.z' }));
    await createClient({ baseUrl: BASE_URL, fetch, auth }).accounts.get({ uuid: ACCOUNT });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok_live_4f1c');
  });

  it("create needs a name and an e-mail: 'Required information not provided.', before anything is sent", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    for (const body of [{ name: '', email: 'a@b.co' }, { name: 'Acme', email: ' ' }, {} as never, undefined as never]) {
      await expect(() => client.accounts.create(body)).rejects.toThrow(
        new InvalidArgumentError('Required information not provided.'),
      );
    }
    expect(requests).toHaveLength(0);
  });

  it("calls on an account need its uuid: 'No account has been specified'", async () => {
    const client = createClient({ baseUrl: BASE_URL, fetch: stubFetch().fetch, auth });
    await expect(() => client.accounts.get({ uuid: '' })).rejects.toThrow('No account has been specified');
    await expect(() => client.accounts.update({ uuid: undefined as never }, { name: 'x' })).rejects.toThrow(
      'No account has been specified',
    );
    await expect(() => client.accounts.activate({ uuid: ACCOUNT, active: undefined as never })).rejects.toThrow(
      'Some parameters necessary for the request are missing.',
    );
  });

  it('create sends a JSON body with Content-Type: application/json', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ uuid: ACCOUNT, name: 'Acme', email: 'security@acme.com' }));
    await createClient({ baseUrl: BASE_URL, fetch, auth }).accounts.create({
      name: 'Acme',
      email: 'security@acme.com',
    });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ name: 'Acme', email: 'security@acme.com' });
  });
});
