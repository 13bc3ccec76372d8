import { describe, expect, it, vi } from 'vitest';
import {
  AbortedError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  createClient,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  UnprocessableEntityError,
} from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const TOKEN = 'tok_hooks_5e8a21c4';
const auth = { type: 'Bearer' as const, token: TOKEN };

describe('ApiError subclasses by status', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
  ])('%i is a %o, still an ApiError with its status and body', async (status, ErrorClass) => {
    const { fetch } = stubFetch(jsonResponse({ message: 'refused' }, status));
    const error = await createClient({ baseUrl: BASE_URL, fetch, retry: false })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body: { message: 'refused' }, name: ErrorClass.name });
  });

  it('a status without a subclass (418) is a plain ApiError', async () => {
    const { fetch } = stubFetch(jsonResponse({}, 418));
    const error = await createClient({ baseUrl: BASE_URL, fetch })
      .metrics.get()
      .catch((caught: unknown) => caught);
    expect((error as Error).constructor).toBe(ApiError);
  });

  it("every ApiError carries the response's request id when there is one (and in its JSON form)", async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'boom' }, 500, { 'x-request-id': 'req_7f3a9c' }));
    const error = (await createClient({ baseUrl: BASE_URL, fetch, retry: false })
      .metrics.get()
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.requestId).toBe('req_7f3a9c');
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ requestId: 'req_7f3a9c' });
    const { fetch: plain } = stubFetch(jsonResponse({}, 404));
    const without = (await createClient({ baseUrl: BASE_URL, fetch: plain })
      .metrics.get()
      .catch((caught: unknown) => caught)) as ApiError;
    expect(without.requestId).toBeUndefined();
  });

  it("a caller's cancel is an AbortedError carrying the caller's reason", async () => {
    const controller = new AbortController();
    const fetch = (request: Request, init?: { signal?: AbortSignal }) =>
      new Promise<Response>((_, reject) => {
        const signal = init?.signal ?? request.signal;
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const pending = createClient({ baseUrl: BASE_URL, fetch }).metrics.get({}, { signal: controller.signal });
    const reason = new Error('filters changed');
    controller.abort(reason);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toMatchObject({ reason, message: 'filters changed' });
    const already = await createClient({ baseUrl: BASE_URL, fetch })
      .metrics.get({}, { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(already).toBeInstanceOf(AbortedError);
  });
});

describe('per-call retry and Retry-After', () => {
  it('{ retry: { retries: 0 } } on one call sends it once although the client retries', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 503));
    const client = createClient({ baseUrl: BASE_URL, fetch, retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(client.metrics.get({}, { retry: { retries: 0 } })).rejects.toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(1);
    await expect(client.metrics.get({}, { retry: false })).rejects.toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(2);
    await expect(client.metrics.get()).rejects.toBeInstanceOf(InternalServerError);
    expect(requests).toHaveLength(6);
  });

  it('a per-call retry turns retrying on for a client that does not retry', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 503), jsonResponse({ projects: [] }));
    const client = createClient({ baseUrl: BASE_URL, fetch, retry: false });
    await expect(client.metrics.get({}, { retry: { retries: 1, baseDelayMs: 1 } })).resolves.toEqual({ projects: [] });
    expect(requests).toHaveLength(2);
  });

  it('a Retry-After longer than the time left ends the retries with the ApiError, not a TimeoutError', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, requests } = stubFetch(jsonResponse({ message: 'slow down' }, 429, { 'retry-after': '20' }));
      const client = createClient({ baseUrl: BASE_URL, fetch, timeoutMs: 10_000 });
      const error = await client.metrics.get().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error).not.toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ status: 429, message: 'slow down' });
      expect(requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the raw Response and the request/response hooks', () => {
  it('onRawResponse gives the status and headers while the promise keeps the typed data', async () => {
    const { fetch } = stubFetch(jsonResponse({ projects: [] }, 200, { 'x-ratelimit-remaining': '41' }));
    let raw: Response | undefined;
    const data = await createClient({ baseUrl: BASE_URL, fetch }).metrics.get(
      {},
      {
        onRawResponse: (response) => {
          raw = response;
        },
      },
    );
    expect(data).toEqual({ projects: [] });
    expect(raw?.status).toBe(200);
    expect(raw?.headers.get('x-ratelimit-remaining')).toBe('41');
  });

  it('onRawResponse also sees a failed answer', async () => {
    const { fetch } = stubFetch(jsonResponse({}, 404, { 'x-request-id': 'req_1' }));
    let status = 0;
    await createClient({ baseUrl: BASE_URL, fetch })
      .metrics.get({}, { onRawResponse: (response) => (status = response.status) })
      .catch(() => undefined);
    expect(status).toBe(404);
  });

  it('onRequest and onResponse see every call; they can add a tracing header', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({ projects: [] }));
    const log: string[] = [];
    const client = createClient({
      baseUrl: BASE_URL,
      fetch,
      auth,
      onRequest: (request) => {
        log.push(`→ ${request.method} ${new URL(request.url).pathname}`);
        const traced = new Request(request);
        traced.headers.set('traceparent', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
        return traced;
      },
      onResponse: (response, request) => {
        log.push(`← ${response.status} ${request.method} ${new URL(request.url).pathname}`);
      },
    });
    await client.metrics.get();
    expect(log).toEqual(['→ GET /api/v1/metrics/security/me', '← 200 GET /api/v1/metrics/security/me']);
    expect(requests[0]?.headers.get('traceparent')).toMatch(/^00-/);
    expect(log.join('\n')).not.toContain(TOKEN);
  });
});
