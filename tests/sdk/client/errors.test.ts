import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createClient,
  DepsightError,
  formatDateFilterError,
  InvalidResponseError,
  MESSAGE_MAX_LENGTH,
  NetworkError,
  TimeoutError,
} from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const TOKEN = 'tok_secret_9b2e7f4a1c';

function leaks(error: unknown): boolean {
  const forms = [
    JSON.stringify(error),
    String(error),
    (error as Error).stack ?? '',
    JSON.stringify({ ...(error as object) }),
  ];
  return forms.some((form) => form.includes(TOKEN));
}

describe('errors', () => {
  it('a non-200 answer throws an ApiError carrying the status and the server’s JSON body', async () => {
    const body = { message: 'requested time window is too large', error: 'Bad Request', status: 400 };
    const { fetch } = stubFetch(jsonResponse(body, 400));
    const error = await createClient({ baseUrl: BASE_URL, fetch })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, method: 'GET', path: '/api/v1/metrics/security/me' });
    expect((error as Error).message).toBe('requested time window is too large');
  });

  it('a non-JSON error body is kept as text', async () => {
    const { fetch } = stubFetch(new Response('Bad gateway', { status: 502 }));
    const error = await createClient({ baseUrl: BASE_URL, fetch, retry: false })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('a success whose body is not JSON rejects with an InvalidResponseError that does not repeat the body', async () => {
    const body = `<html>Authorization: Bearer ${TOKEN}</html>`;
    const { fetch } = stubFetch(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    const error = await createClient({ baseUrl: BASE_URL, fetch, auth: { type: 'Bearer', token: TOKEN } })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toBeInstanceOf(DepsightError);
    expect(error).toMatchObject({ method: 'GET', path: '/api/v1/metrics/security/me' });
    expect((error as Error).message).toBe('The answer to GET /api/v1/metrics/security/me is not readable JSON');
    expect(leaks(error)).toBe(false);
  });

  it('other 2xx statuses are failures too when the call does not accept them', async () => {
    const { fetch } = stubFetch(jsonResponse({ projects: [] }, 203));
    await expect(createClient({ baseUrl: BASE_URL, fetch }).metrics.get()).rejects.toMatchObject({ status: 203 });
  });

  it('no error ever contains the token: API errors, time-outs and network errors', async () => {
    const auth = { type: 'Bearer' as const, token: TOKEN };
    const echoing = stubFetch((request) =>
      jsonResponse({ message: 'denied', echo: 'no headers here' }, 403, {
        'x-echo': request.headers.get('authorization') ?? '',
      }),
    );
    const apiError = await createClient({ baseUrl: BASE_URL, fetch: echoing.fetch, auth })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(apiError).toBeInstanceOf(ApiError);

    const timeoutError = await createClient({
      baseUrl: BASE_URL,
      auth,
      timeoutMs: 10,
      fetch: (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(timeoutError).toBeInstanceOf(TimeoutError);

    const networkError = await createClient({
      baseUrl: BASE_URL,
      auth,
      retry: false,
      fetch: async (request) => {
        throw new TypeError(`connect ECONNREFUSED while sending ${request.url}`, { cause: request });
      },
    })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(networkError).toBeInstanceOf(NetworkError);

    for (const error of [apiError, timeoutError, networkError]) expect(leaks(error)).toBe(false);
  });

  it('no error contains the query string, which may carry keys or e-mails', async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'nope' }, 500));
    const error = await createClient({ baseUrl: BASE_URL, fetch, retry: false })
      .metrics.get({ tags: 'secret-tag' })
      .catch((caught: unknown) => caught);
    expect(JSON.stringify(error)).not.toContain('secret-tag');
    expect(String((error as Error).stack)).not.toContain('secret-tag');
  });
});

describe('the message of an error whose body is not JSON', () => {
  const page = (inner: string) =>
    `<!DOCTYPE html><html><head><title>502</title><style>h1{color:red}</style><script>var t=1<2;</script></head>` +
    `<body><h1>502 Bad Gateway</h1><p>The upstream &amp; its <b>proxy</b> failed.</p>${inner}</body></html>`;

  async function errorFor(body: string, status = 502) {
    const { fetch } = stubFetch(new Response(body, { status, headers: { 'content-type': 'text/html' } }));
    return (await createClient({ baseUrl: BASE_URL, fetch, retry: false })
      .metrics.get()
      .catch((caught: unknown) => caught)) as ApiError;
  }

  it('is the page as short plain text, and the whole page stays on the error as its body', async () => {
    const body = page('');
    const error = await errorFor(body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('502 Bad Gateway The upstream & its proxy failed.');
    expect(error.body).toBe(body);
  });

  it('is capped at MESSAGE_MAX_LENGTH characters, with an ellipsis where it was cut', async () => {
    const error = await errorFor(page(`<p>${'word '.repeat(2_000)}</p>`));
    expect(error.message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
    expect(error.message.endsWith('…')).toBe(true);
    expect(error.message.startsWith('502 Bad Gateway')).toBe(true);
  });

  it('falls back to the method, path and status when the page has no text', async () => {
    const error = await errorFor('<html><body><div></div></body></html>', 503);
    expect(error.message).toBe('GET /api/v1/metrics/security/me failed with status 503');
  });

  it('never holds markup or more than the cap, whatever the body (formatDateFilterError included)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('<p>', '</div>', '<a href="x">', '&amp;', '&#60;', '<br/>')), {
          maxLength: 40,
        }),
        async (parts) => {
          const error = await errorFor(parts.join(''), 500);
          for (const message of [error.message, formatDateFilterError(error).message]) {
            expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH + 1);
            expect(message).not.toMatch(/<\/?[a-zA-Z][^<>]*>/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
