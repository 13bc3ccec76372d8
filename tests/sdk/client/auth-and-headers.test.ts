import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClient, InvalidArgumentError, SDK_VERSION } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

describe('authentication', () => {
  it('sends Authorization: Bearer <token> on every call', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ projects: [] }));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth: { type: 'Bearer', token: 'tok_live_4f1c' } });
    await client.metrics.get();
    await client.metrics.get();
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer tok_live_4f1c',
      'Bearer tok_live_4f1c',
    ]);
  });

  it('sends Authorization: token <token> for the token type', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ projects: [] }));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth: { type: 'token', token: 'tok_live_4f1c' } });
    await client.metrics.get();
    expect(requests[0]?.headers.get('authorization')).toBe('token tok_live_4f1c');
  });

  it("refuses an auth type other than Bearer or token: 'Auth type is not valid'", () => {
    for (const type of ['bearer', 'Basic', '', 'TOKEN']) {
      expect(() => createClient({ baseUrl: BASE_URL, auth: { type: type as 'Bearer', token: 'x' } })).toThrow(
        new InvalidArgumentError('Auth type is not valid'),
      );
    }
  });

  it("refuses the token type without a token: 'Auth type is token but no token is specified'", () => {
    for (const token of [undefined, null, '', '   ']) {
      expect(() => createClient({ baseUrl: BASE_URL, auth: { type: 'token', token } })).toThrow(
        'Auth type is token but no token is specified',
      );
    }
  });

  it('sends no Authorization header without auth', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ projects: [] }));
    await createClient({ baseUrl: BASE_URL, fetch }).metrics.get();
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('refuses a base URL that is not http or https before sending anything', () => {
    expect(() => createClient({ baseUrl: 'ftp://api.depsight.test' })).toThrow(/baseUrl/);
  });
});

describe('headers', () => {
  it('identifies itself as depsight-sdk/<version> in the user-agent, after an extra product token', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ projects: [] }));
    await createClient({ baseUrl: BASE_URL, fetch }).metrics.get();
    await createClient({ baseUrl: BASE_URL, fetch, userAgent: 'acme-release-bot/2.1' }).metrics.get();
    expect(requests[0]?.headers.get('user-agent')).toBe(`depsight-sdk/${SDK_VERSION}`);
    expect(requests[1]?.headers.get('user-agent')).toBe(`acme-release-bot/2.1 depsight-sdk/${SDK_VERSION}`);
  });

  it('the SDK version is the package version', () => {
    expect(SDK_VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });

  it('sends no Content-Type on a call without a body', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ projects: [] }));
    await createClient({ baseUrl: BASE_URL, fetch }).metrics.get();
    expect(requests[0]?.headers.has('content-type')).toBe(false);
  });
});
