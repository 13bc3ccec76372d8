import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const SESSION = {
  token: 'eyJ.session',
  tokenType: 'Bearer',
  expiresAt: '2026-11-21T18:30:00Z',
  user: { id: 'u1', name: 'Marco', email: 'marco.bellini@acme-payments.com', account: {} },
};
const BAD_EMAILS = ['', '   ', 'marco.bellini', 'marco@acme', 'two words@acme.com', undefined, null, 42];

describe('credentials', () => {
  it('register without a name sends the part of the e-mail before the @ as the name', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(SESSION));
    await createClient({ baseUrl: BASE_URL, fetch }).credentials.register({
      email: 'marco.bellini@acme-payments.com',
      password: 'Tr0ub4dor-and-3-2026',
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/credentials/register');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      email: 'marco.bellini@acme-payments.com',
      password: 'Tr0ub4dor-and-3-2026',
      name: 'marco.bellini',
    });
  });

  it('register with a blank name also falls back to the e-mail before the @', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(SESSION));
    await createClient({ baseUrl: BASE_URL, fetch }).credentials.register({
      email: 'priya@acme.com',
      password: 'pw',
      name: '  ',
    });
    expect(JSON.parse(requests[0]?.body ?? '').name).toBe('priya');
  });

  it('register keeps a name that is given', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(SESSION));
    const session = await createClient({ baseUrl: BASE_URL, fetch }).credentials.register({
      email: 'marco.bellini@acme-payments.com',
      password: 'pw',
      name: 'Marco Bellini',
    });
    expect(JSON.parse(requests[0]?.body ?? '').name).toBe('Marco Bellini');
    expect(session.token).toBe('eyJ.session');
  });

  it("register refuses a missing or malformed e-mail with 'Email address invalid or missing' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    for (const email of BAD_EMAILS) {
      await expect(() => client.credentials.register({ email: email as never, password: 'pw' })).rejects.toThrow(
        new InvalidArgumentError('Email address invalid or missing'),
      );
    }
    await expect(() => client.credentials.register(undefined as never)).rejects.toThrow(
      'Email address invalid or missing',
    );
    expect(requests).toHaveLength(0);
  });

  it('register without a password is refused with the missing-parameters message', async () => {
    const { fetch, requests } = stubFetch();
    await expect(() =>
      createClient({ baseUrl: BASE_URL, fetch }).credentials.register({ email: 'a@b.co', password: '' }),
    ).rejects.toThrow(new InvalidArgumentError('Some parameters necessary for the request are missing.'));
    expect(requests).toHaveLength(0);
  });

  it("forget refuses a missing or malformed e-mail with 'Email address invalid or missing' and sends nothing", async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    for (const email of BAD_EMAILS) {
      await expect(() => client.credentials.forget({ email: email as never })).rejects.toThrow(
        new InvalidArgumentError('Email address invalid or missing'),
      );
    }
    await expect(() => client.credentials.forget(undefined as never)).rejects.toThrow(
      'Email address invalid or missing',
    );
    expect(requests).toHaveLength(0);
  });

  it('forget sends the e-mail as the encoded email query of a POST', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    const result = await createClient({ baseUrl: BASE_URL, fetch }).credentials.forget({
      email: 'dana+reset@acme-payments.com',
    });
    expect(result).toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/credentials/forget');
    expect(requests[0]?.url.search).toBe('?email=dana%2Breset%40acme-payments.com');
    expect(requests[0]?.url.searchParams.get('email')).toBe('dana+reset@acme-payments.com');
  });

  it('login needs an e-mail and a password: the missing-parameters message, before anything is sent', async () => {
    const { fetch, requests } = stubFetch();
    const client = createClient({ baseUrl: BASE_URL, fetch });
    for (const body of [{ email: '', password: 'pw' }, { email: 'a@b.co', password: ' ' }, {}, undefined]) {
      await expect(() => client.credentials.login(body as never)).rejects.toThrow(
        new InvalidArgumentError('Some parameters necessary for the request are missing.'),
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('login posts the e-mail and password and answers the session', async () => {
    const { fetch, requests } = stubFetch(jsonResponse(SESSION));
    const session = await createClient({ baseUrl: BASE_URL, fetch }).credentials.login({
      email: 'dana.whitfield@acme-payments.com',
      password: 'correct-Horse-battery-2026',
    });
    expect(session).toEqual(SESSION);
    expect(requests[0]?.url.pathname).toBe('/api/v1/credentials/login');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      email: 'dana.whitfield@acme-payments.com',
      password: 'correct-Horse-battery-2026',
    });
  });

  it('login from an anonymous client sends no Authorization header; a signed-in client sends its own', async () => {
    const anonymous = stubFetch(jsonResponse(SESSION));
    await createClient({ baseUrl: BASE_URL, fetch: anonymous.fetch }).credentials.login({
      email: 'a@b.co',
      password: 'x',
    });
    expect(anonymous.requests[0]?.headers.has('authorization')).toBe(false);

    const signedIn = stubFetch(jsonResponse(SESSION));
    await createClient({ baseUrl: BASE_URL, fetch: signedIn.fetch, auth }).credentials.login({
      email: 'a@b.co',
      password: 'x',
    });
    expect(signedIn.requests[0]?.headers.get('authorization')).toBe('Bearer tok_live_4f1c');
  });

  it('login with wrong credentials (401) throws an ApiError with the server message', async () => {
    const body = { message: 'Bad credentials', error: 'Unauthorized', status: 401 };
    const { fetch } = stubFetch(jsonResponse(body, 401));
    const error = await createClient({ baseUrl: BASE_URL, fetch })
      .credentials.login({ email: 'a@b.co', password: 'wrong' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body, message: 'Bad credentials' });
  });

  it('logout posts to /api/v1/credentials/logout with the client credentials', async () => {
    const { fetch, requests } = stubFetch(new Response(null, { status: 200 }));
    await expect(createClient({ baseUrl: BASE_URL, fetch, auth }).credentials.logout()).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/credentials/logout');
    expect(requests[0]?.body).toBeNull();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok_live_4f1c');
  });
});
