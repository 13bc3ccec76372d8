import { describe, expect, it } from 'vitest';
import { createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };

describe('paygTokens.get', () => {
  it('reads GET /api/v1/accounts/{uuid}/payg/tokens and resolves the balance', async () => {
    const balance = { granted: 500, consumed: 137, remaining: 363 };
    const { fetch, requests } = stubFetch(jsonResponse(balance));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(client.paygTokens.get({ uuid: ACCOUNT })).resolves.toEqual(balance);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/payg/tokens`);
  });

  it('throws an ApiError on 404 (no fallback for a balance)', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'Not Found' }, 404));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(client.paygTokens.get({ uuid: ACCOUNT })).rejects.toMatchObject({ status: 404 });
  });

  it("needs the account uuid: 'No account has been specified', and nothing is sent", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch, auth });
    await expect(() => client.paygTokens.get({ uuid: '' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    expect(requests).toHaveLength(0);
  });
});
