import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETRY_POLICY, NetworkError } from '../../../src/sdk';
import { createTransport, retryDelayMs } from '../../../src/sdk/internal/transport';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

const URL_BASE = 'https://api.depsight.test/api/v1/users/me';

function transportWith(fetch: (request: Request) => Promise<Response>, retries = 2) {
  const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
  const transport = createTransport({
    fetch,
    retry: { ...DEFAULT_RETRY_POLICY, retries },
    sleep,
    random: () => 0.5,
  });
  return { transport, sleep };
}

describe('retries', () => {
  it('retries an idempotent call on 503 and 429, then returns the success', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 503), jsonResponse({}, 429), jsonResponse({ ok: true }));
    const { transport, sleep } = transportWith(fetch);
    const response = await transport(new Request(URL_BASE));
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('never retries a 4xx other than 429', async () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      const { fetch, requests } = stubFetch(jsonResponse({ message: 'no' }, status), jsonResponse({}));
      const { transport } = transportWith(fetch);
      expect((await transport(new Request(URL_BASE))).status).toBe(status);
      expect(requests).toHaveLength(1);
    }
  });

  it('never retries a POST, which is not idempotent', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 503), jsonResponse({}));
    const { transport } = transportWith(fetch);
    const response = await transport(new Request(URL_BASE, { method: 'POST', body: '{"name":"Platform"}' }));
    expect(response.status).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it('resends the same body on every attempt of a PUT', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 502), jsonResponse({}));
    const { transport } = transportWith(fetch);
    await transport(new Request(URL_BASE, { method: 'PUT', body: '{"question":"Is CVE-2024-37890 reachable?"}' }));
    expect(requests.map((request) => request.body)).toEqual([
      '{"question":"Is CVE-2024-37890 reachable?"}',
      '{"question":"Is CVE-2024-37890 reachable?"}',
    ]);
  });

  it('retries network errors and raises a NetworkError when they persist', async () => {
    let calls = 0;
    const { transport } = transportWith(async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    });
    await expect(transport(new Request(URL_BASE))).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(3);
  });

  it('gives up after the configured number of retries and returns the last answer', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 500));
    const { transport } = transportWith(fetch, 1);
    expect((await transport(new Request(URL_BASE))).status).toBe(500);
    expect(requests).toHaveLength(2);
  });

  it('honours Retry-After in seconds and as an HTTP date', async () => {
    expect(retryDelayMs(1, '3', DEFAULT_RETRY_POLICY, () => 0.5)).toBe(3000);
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryDelayMs(1, 'Sat, 21 Nov 2026 10:00:05 GMT', DEFAULT_RETRY_POLICY, () => 0.5, now)).toBe(5000);
    const { fetch } = stubFetch(jsonResponse({}, 429, { 'retry-after': '2' }), jsonResponse({}));
    const { transport, sleep } = transportWith(fetch);
    await transport(new Request(URL_BASE));
    expect(sleep.mock.calls[0]?.[0]).toBe(2000);
  });

  it('does not wait for a Retry-After longer than the policy allows', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 503, { 'retry-after': '3600' }), jsonResponse({}));
    const { transport } = transportWith(fetch);
    expect((await transport(new Request(URL_BASE))).status).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it('backs off exponentially with full jitter, below the maximum', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, null, policy, () => 0.999))).toEqual([
      99, 199, 399, 799, 999,
    ]);
    expect(retryDelayMs(3, null, policy, () => 0)).toBe(0);
  });

  it('stops waiting as soon as the caller aborts', async () => {
    const { fetch, requests } = stubFetch(jsonResponse({}, 503));
    const transport = createTransport({
      fetch,
      retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 60_000 },
      random: () => 0.9,
    });
    const controller = new AbortController();
    const pending = transport(new Request(URL_BASE, { signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('user left the page')), 10);
    await expect(pending).rejects.toThrow('user left the page');
    expect(requests).toHaveLength(1);
  });
});
