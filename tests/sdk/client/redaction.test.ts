import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, createClient, REDACTED, redactSecrets } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const TOKEN = 'tok_live_4f1c9a7e2b';

describe('redactSecrets', () => {
  it('replaces the known token wherever it appears', () => {
    expect(redactSecrets(`token=${TOKEN}&x=1 and ${TOKEN}`, [TOKEN])).toBe(`token=${REDACTED}&x=1 and ${REDACTED}`);
  });

  it('replaces credentials after Bearer, Basic and token, and JSON Web Tokens, even when the token is unknown', () => {
    expect(redactSecrets('Authorization: Bearer abc.def-ghi was rejected')).toBe(
      `Authorization: Bearer ${REDACTED} was rejected`,
    );
    expect(redactSecrets('header "authorization: token ghp_9f8e7d6c" invalid')).toBe(
      `header "authorization: token ${REDACTED}" invalid`,
    );
    expect(redactSecrets('Basic dXNlcjpwYXNz')).toBe(`Basic ${REDACTED}`);
    expect(redactSecrets('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here')).toBe(`jwt ${REDACTED} here`);
  });

  it('keeps ordinary words after "token": "token expired" stays readable', () => {
    expect(redactSecrets('The token expired; sign in again')).toBe('The token expired; sign in again');
  });

  it('walks nested objects and arrays (keys too) and returns copies, leaving the input as it was', () => {
    const body = { message: `echo Bearer ${TOKEN}`, details: [{ header: TOKEN }], [TOKEN]: 1, count: 3 };
    const redacted = redactSecrets(body, [TOKEN]);
    expect(JSON.stringify(redacted)).not.toContain(TOKEN);
    expect(redacted).toEqual({
      message: `echo Bearer ${REDACTED}`,
      details: [{ header: REDACTED }],
      [REDACTED]: 1,
      count: 3,
    });
    expect(body.details[0]?.header).toBe(TOKEN);
  });

  it('keeps a `__proto__` key as a plain key', () => {
    const redacted = redactSecrets(JSON.parse('{"__proto__": {"polluted": "yes"}}') as object);
    expect(Object.getPrototypeOf(redacted)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('property: a token embedded anywhere in any server text never survives', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{12,40}$/),
        fc.array(fc.string(), { minLength: 1, maxLength: 4 }),
        (token, parts) => {
          const text = parts.join(token);
          const echoed = { message: `Authorization: Bearer ${token} ${text}`, nested: [text, { text }] };
          expect(JSON.stringify(redactSecrets(echoed, [token]))).not.toContain(token);
        },
      ),
    );
  });
});

describe('a server error that echoes the token never surfaces it', () => {
  const echo = {
    message: `Internal error while handling GET /api/v1/metrics/security/me (Authorization: Bearer ${TOKEN})`,
    request: { headers: { authorization: `Bearer ${TOKEN}` }, raw: [`Authorization: Bearer ${TOKEN}`] },
  };

  it('not in the ApiError message, body, string form, JSON form, inspection or stack', async () => {
    const { fetch } = stubFetch(jsonResponse(echo, 500));
    const client = createClient({ baseUrl: BASE_URL, fetch, auth: { type: 'Bearer', token: TOKEN }, retry: false });
    const error = await client.metrics.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(500);
    expect(apiError.message).toContain(`Authorization: Bearer ${REDACTED}`);
    for (const surface of [
      apiError.message,
      String(apiError),
      JSON.stringify(apiError),
      JSON.stringify(apiError.body),
      inspect(apiError, { depth: 10 }),
      apiError.stack ?? '',
    ]) {
      expect(surface).not.toContain(TOKEN);
    }
  });

  it('a `token` scheme client: the plain-text body of a 500 loses the token too', async () => {
    const { fetch } = stubFetch(
      new Response(`upstream rejected token ${TOKEN}`, { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    const client = createClient({ baseUrl: BASE_URL, fetch, auth: { type: 'token', token: TOKEN }, retry: false });
    const error = (await client.metrics.get().catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe(`upstream rejected token ${REDACTED}`);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
  });
});
