import { describe, expect, it } from 'vitest';
import { createClient, DepsightError, TimeoutError } from '../../../src/sdk';
import { BASE_URL, jsonResponse } from '../support/stub-fetch';

function hangingFetch(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });
}

describe('time limits and cancellation', () => {
  it('raises a typed TimeoutError when the default time limit passes', async () => {
    const client = createClient({ baseUrl: BASE_URL, fetch: hangingFetch, timeoutMs: 30, retry: false });
    const error = await client.metrics.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30, method: 'GET', path: '/api/v1/metrics/security/me' });
  });

  it('a per-call time limit overrides the default', async () => {
    const client = createClient({ baseUrl: BASE_URL, fetch: hangingFetch, timeoutMs: 60_000, retry: false });
    await expect(client.metrics.get({}, { timeoutMs: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
      timeoutMs: 20,
    });
  });

  it('an AbortSignal cancels the call with the caller’s reason, not a timeout', async () => {
    const client = createClient({ baseUrl: BASE_URL, fetch: hangingFetch, timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = client.metrics.get({}, { signal: controller.signal });
    controller.abort(new Error('filters changed'));
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ message: 'filters changed' });
  });

  it("a fetch that yields nothing gives 'Seem like fetch did not work, request is undefined'", async () => {
    const client = createClient({
      baseUrl: BASE_URL,
      fetch: async () => undefined as unknown as Response,
    });
    const error = await client.metrics.get().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DepsightError);
    expect((error as Error).message).toBe('Seem like fetch did not work, request is undefined');
  });

  it('a call that answers in time is not affected by the limit', async () => {
    const client = createClient({
      baseUrl: BASE_URL,
      fetch: async () => jsonResponse({ projects: [] }),
      timeoutMs: 1000,
    });
    await expect(client.metrics.get()).resolves.toEqual({ projects: [] });
  });
});
