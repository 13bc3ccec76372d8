import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const TOKENS = [
  { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'ci-github-actions', createdAt: '2026-03-02T14:05:11Z' },
];

describe('tokens.list', () => {
  it("reads GET /api/v1/accounts/{uuid}/tokens and resolves the account's tokens", async () => {
    const { client, requests } = clientWith(jsonResponse(TOKENS));
    await expect(client.tokens.list({ uuid: ACCOUNT })).resolves.toEqual(TOKENS);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/tokens`);
  });

  it('resolves an empty list on 404', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Not Found' }, 404));
    await expect(client.tokens.list({ uuid: ACCOUNT })).resolves.toEqual([]);
  });

  it('throws an ApiError on any other failure status', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(client.tokens.list({ uuid: ACCOUNT })).rejects.toMatchObject({ status: 403 });
  });

  it("needs the account uuid: 'No account has been specified', and nothing is sent", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.tokens.list({ uuid: '' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    expect(requests).toHaveLength(0);
  });
});
