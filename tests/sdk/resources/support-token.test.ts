import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const TOKEN = {
  token: 'spt_4f9c2e7a1b6d48e3a0c5f7b9d2e4a6c8',
  expiresAt: '2026-11-24T09:30:00Z',
  createdAt: '2026-11-21T09:30:00Z',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('supportToken.get', () => {
  it('reads GET /api/v1/accounts/{uuid}/support-token and resolves a token before its expiresAt', async () => {
    vi.setSystemTime(new Date('2026-11-24T09:29:59Z'));
    const { client, requests } = clientWith(jsonResponse(TOKEN));
    await expect(client.supportToken.get({ uuid: ACCOUNT })).resolves.toEqual(TOKEN);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/support-token`);
  });

  it('resolves null for a token exactly at its expiresAt', async () => {
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'));
    const { client } = clientWith(jsonResponse(TOKEN));
    await expect(client.supportToken.get({ uuid: ACCOUNT })).resolves.toBeNull();
  });

  it('resolves null for a token past its expiresAt, whatever the server sent', async () => {
    vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
    const { client } = clientWith(jsonResponse(TOKEN));
    await expect(client.supportToken.get({ uuid: ACCOUNT })).resolves.toBeNull();
  });

  it('resolves null when the server answers 404 (no token)', async () => {
    const { client } = clientWith(jsonResponse({ message: 'No support token', status: 404 }, 404));
    await expect(client.supportToken.get({ uuid: ACCOUNT })).resolves.toBeNull();
  });

  it('throws an ApiError on any other failure status', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(client.supportToken.get({ uuid: ACCOUNT })).rejects.toMatchObject({ status: 403 });
  });

  it("needs the account uuid: 'No account has been specified', and nothing is sent", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.supportToken.get({ uuid: '' })).rejects.toThrow(
      new InvalidArgumentError('No account has been specified'),
    );
    await expect(() => client.supportToken.get(undefined as never)).rejects.toThrow('No account has been specified');
    expect(requests).toHaveLength(0);
  });
});

describe('supportToken.create', () => {
  it('sends POST /api/v1/accounts/{uuid}/support-token without a body for an admin account', async () => {
    const { client, requests } = clientWith(jsonResponse(TOKEN));
    const token = await client.supportToken.create({ uuid: ACCOUNT, admin: true });
    expect(token.token).toBe(TOKEN.token);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/accounts/${ACCOUNT}/support-token`);
    expect(requests[0]?.body).toBeNull();
  });

  it("refuses an account that is not admin with 'Unauthorized', and nothing is sent", async () => {
    const { client, requests } = clientWith();
    for (const admin of [false, undefined, 'true' as never]) {
      await expect(() => client.supportToken.create({ uuid: ACCOUNT, admin })).rejects.toThrow(
        new InvalidArgumentError('Unauthorized'),
      );
    }
    expect(requests).toHaveLength(0);
  });

  it("needs the account uuid: 'No account has been specified', and nothing is sent", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.supportToken.create({ uuid: ' ', admin: true })).rejects.toThrow(
      'No account has been specified',
    );
    await expect(() => client.supportToken.create(undefined as never)).rejects.toThrow('No account has been specified');
    expect(requests).toHaveLength(0);
  });

  it('throws an ApiError when the server refuses', async () => {
    const { client } = clientWith(jsonResponse({ message: 'Forbidden' }, 403));
    const error = await client.supportToken.create({ uuid: ACCOUNT, admin: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
