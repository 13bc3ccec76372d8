import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import type { FetchLike } from '../../../src/sdk/internal/transport';
import { BADGE_TIMEOUT_MS } from '../../../src/sdk/resources/badges';
import { clientWith } from '../support/clients';
import { BASE_URL, jsonResponse } from '../support/stub-fetch';

const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>security: 82</title></svg>';

const svgResponse = (body = SVG, type = 'image/svg+xml') =>
  new Response(body, { status: 200, headers: { 'content-type': type } });

/** A fetch whose answer arrives after `delayMs` (never when undefined), unless the call's signal aborts it. */
function slowFetch(delayMs: number | undefined): FetchLike {
  return (request, init) =>
    new Promise((resolve, reject) => {
      const signal = init?.signal ?? request.signal;
      if (delayMs !== undefined) setTimeout(() => resolve(svgResponse()), delayMs);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('badges.get', () => {
  it('the badge time-out is 3000 ms', async () => {
    expect(BADGE_TIMEOUT_MS).toBe(3000);
  });

  it('resolves the SVG text from GET /api/v2/badges/{project}/{domain}, asking for SVG', async () => {
    const { client, requests } = clientWith(svgResponse());
    await expect(client.badges.get({ project: PROJECT, domain: 'security' })).resolves.toBe(SVG);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe(`/api/v2/badges/${PROJECT}/security`);
    expect(requests[0]?.url.search).toBe('');
    expect(requests[0]?.headers.get('accept')).toBe('image/svg+xml, application/json;q=0.5');
  });

  it('with b64 asks for text/plain and resolves the base64 text as it came', async () => {
    const base64 = Buffer.from(SVG).toString('base64');
    const { client, requests } = clientWith(svgResponse(base64, 'text/plain'));
    await expect(client.badges.get({ project: PROJECT, domain: 'stability', b64: true })).resolves.toBe(base64);
    expect(requests[0]?.headers.get('accept')).toBe('text/plain, application/json;q=0.5');
    expect(requests[0]?.url.searchParams.get('b64')).toBe('true');
  });

  it('sends branch, slug and reportUuid, and encodes a slug with a slash as one segment', async () => {
    const { client, requests } = clientWith(svgResponse());
    await client.badges.get({
      project: 'acme/payments-api',
      domain: 'licensing',
      slug: true,
      branch: 'feature/sepa-instant',
      reportUuid: '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f',
    });
    expect(requests[0]?.url.pathname).toBe('/api/v2/badges/acme%2Fpayments-api/licensing');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      branch: 'feature/sepa-instant',
      slug: 'true',
      reportUuid: '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f',
    });
  });

  it('resolves null when the server answers 404 (no badge)', async () => {
    const { client } = clientWith(jsonResponse({ message: 'No badge', status: 404 }, 404));
    await expect(client.badges.get({ project: PROJECT, domain: 'security' })).resolves.toBeNull();
  });

  it("any other status throws an ApiError whose message is 'Badge not available', keeping status and body", async () => {
    const { client } = clientWith(jsonResponse({ message: 'Internal error' }, 500));
    const error = await client.badges.get({ project: PROJECT, domain: 'security' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Badge not available',
      status: 500,
      body: { message: 'Internal error' },
      path: `/api/v2/badges/${PROJECT}/security`,
    });
  });

  it('gives up after 3000 ms and resolves null, even when the client allows longer', async () => {
    vi.useFakeTimers();
    const client = createClient({
      baseUrl: BASE_URL,
      fetch: slowFetch(undefined),
      auth,
      retry: false,
      timeoutMs: 60_000,
    });
    let settled: string | null | undefined;
    const badge = client.badges.get({ project: PROJECT, domain: 'security' }).then((value) => {
      settled = value;
      return value;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(badge).resolves.toBeNull();
  });

  it("the 3000 ms limit replaces the client's shorter default too", async () => {
    vi.useFakeTimers();
    const client = createClient({ baseUrl: BASE_URL, fetch: slowFetch(1000), auth, retry: false, timeoutMs: 100 });
    const badge = client.badges.get({ project: PROJECT, domain: 'security' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(badge).resolves.toBe(SVG);
  });

  it("the caller's own timeoutMs wins over the badge's 3000 ms", async () => {
    vi.useFakeTimers();
    const client = createClient({ baseUrl: BASE_URL, fetch: slowFetch(2000), auth, retry: false });
    const early = client.badges.get({ project: PROJECT, domain: 'security' }, { timeoutMs: 500 });
    const late = client.badges.get({ project: PROJECT, domain: 'security' }, { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(early).resolves.toBeNull();
    await expect(late).resolves.toBe(SVG);
  });

  it("a caller's abort is not turned into null", async () => {
    const client = createClient({ baseUrl: BASE_URL, fetch: slowFetch(undefined), auth, retry: false });
    const controller = new AbortController();
    const badge = client.badges.get({ project: PROJECT, domain: 'security' }, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(badge).rejects.toThrow('left the page');
  });

  it("needs the project: 'No project uuid has been specified'; and the domain: missing-parameters; nothing is sent", async () => {
    const { client, requests } = clientWith();
    await expect(() => client.badges.get({ project: '', domain: 'security' })).rejects.toThrow(
      new InvalidArgumentError('No project uuid has been specified'),
    );
    await expect(() => client.badges.get({ project: PROJECT, domain: undefined as never })).rejects.toThrow(
      new InvalidArgumentError('Some parameters necessary for the request are missing.'),
    );
    expect(requests).toHaveLength(0);
  });
});
