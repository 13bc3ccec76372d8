// The metrics call the page's first script sends, and the SDK taking it over: the SDK's own request
// for the page's query must be recognised as the same call (or the answer is asked for twice), and
// anything else must not get that answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryBeforeUser } from '@/dashboard/app/dashboard/model/address-resolution';
import { parseView } from '@/dashboard/app/dashboard/model/page-address';
import type * as EarlyMetricsCall from '@/dashboard/app/early-metrics-call';
import { UNTAKEN_EARLY_CALL_MS } from '@/dashboard/app/early-metrics-call';
import { TOKEN_STORAGE_KEY } from '@/dashboard/features/session/token-storage';
import { toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { createClient, type MetricsQuery } from '@/sdk';

const TOKEN = 'tok_early_5d1e';
const ORIGIN = window.location.origin;
const EARLY_ANSWER = { projects: [], answeredBy: 'the early call' };

interface Sent {
  request: Request;
  signal: AbortSignal | undefined;
}

/** A fetch that records what it is sent and answers each request with `answer`. */
function recordingFetch(answer: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn((request: Request, init?: RequestInit) => {
    sent.push({ request, signal: init?.signal ?? undefined });
    return Promise.resolve(Response.json(answer));
  });
  return { sent, fetch };
}

/** The query the page sends first for an address, as the read-ahead computes it. */
function pageQuery(search: string): MetricsQuery {
  const applied = queryBeforeUser(parseView(search).criteria);
  if (applied === null) throw new Error(`the page sends no query before the user for ${search}`);
  return toMetricsQuery(applied);
}

function pageClient(onward: ReturnType<typeof recordingFetch>['fetch']) {
  return createClient({
    baseUrl: ORIGIN,
    auth: { type: 'Bearer', token: TOKEN },
    retry: false,
    fetch: adoptEarlyMetricsCall(onward),
  });
}

let sendEarlyMetricsCall: typeof EarlyMetricsCall.sendEarlyMetricsCall;
let adoptEarlyMetricsCall: typeof EarlyMetricsCall.adoptEarlyMetricsCall;

beforeEach(async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  // Each test is a page load of its own: the module keeps the one early call of a load.
  vi.resetModules();
  ({ sendEarlyMetricsCall, adoptEarlyMetricsCall } = await import('@/dashboard/app/early-metrics-call'));
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the early metrics call', () => {
  it.each([
    ['the dashboard', '/dashboard'],
    ['the root address', '/'],
    [
      'criteria in the address',
      '/dashboard?startDate=2026-01-01&endDate=2026-02-01&branches=main&tags=prod&cached=false',
    ],
  ])("is the SDK's own call for %s: the SDK takes it over, and it is sent once", async (_, address) => {
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}${address}`, early.fetch);
    expect(early.sent).toHaveLength(1);
    const [call] = early.sent;
    expect(call?.request.method).toBe('GET');
    expect(new URL(call?.request.url ?? '').pathname).toBe('/api/v1/metrics/security/me');
    expect(call?.request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);

    const onward = recordingFetch({ projects: [], answeredBy: 'a second call' });
    const client = pageClient(onward.fetch);
    const search = new URL(`${ORIGIN}${address}`).search;
    await expect(client.metrics.get(pageQuery(search))).resolves.toMatchObject({ answeredBy: 'the early call' });
    expect(onward.sent).toHaveLength(0);
    // Taken over once: the same call again is a call of its own.
    await expect(client.metrics.get(pageQuery(search))).resolves.toMatchObject({ answeredBy: 'a second call' });
    expect(onward.sent).toHaveLength(1);
  });

  it.each([
    ['no token is stored', '/dashboard', null],
    [
      'the address names a team (only the user can confirm it)',
      '/dashboard?teamUUID=3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c',
      TOKEN,
    ],
    ['the page is not the dashboard', '/settings', TOKEN],
    ['the stored token is blank', '/dashboard', '   '],
  ])('is not sent when %s', (_, address, token) => {
    localStorage.clear();
    if (token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}${address}`, early.fetch);
    expect(early.sent).toHaveLength(0);
  });

  it('is stopped, not used, when the page asks for another query', async () => {
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    const onward = recordingFetch({ projects: [], answeredBy: 'the page' });
    const other = { ...pageQuery(''), branches: 'release' };
    await expect(pageClient(onward.fetch).metrics.get(other)).resolves.toMatchObject({ answeredBy: 'the page' });
    expect(early.sent[0]?.signal?.aborted).toBe(true);
    expect(new URL(onward.sent[0]?.request.url ?? '').searchParams.get('branches')).toBe('release');
  });

  it.each([
    ['a Prefer header (a mock scenario)', TOKEN, 'example=large'],
    ['another token', 'someone-else', null],
  ])('is not used for a request with %s', async (_, token, prefer) => {
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    const onward = recordingFetch({ projects: [], answeredBy: 'the page' });
    const client = createClient({
      baseUrl: ORIGIN,
      auth: { type: 'Bearer', token },
      retry: false,
      fetch: (request, init) => {
        const headers = new Headers(request.headers);
        if (prefer !== null) headers.set('Prefer', prefer);
        return adoptEarlyMetricsCall(onward.fetch)(new Request(request, { headers }), init);
      },
    });
    await expect(client.metrics.get(pageQuery(''))).resolves.toMatchObject({ answeredBy: 'the page' });
    expect(early.sent[0]?.signal?.aborted).toBe(true);
  });

  it('is sent once in a page load: a second attempt sends nothing, the first still waiting or stopped', async () => {
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    expect(early.sent).toHaveLength(1);
    const onward = recordingFetch({ projects: [], answeredBy: 'the page' });
    await pageClient(onward.fetch).metrics.get({ ...pageQuery(''), branches: 'release' });
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    expect(early.sent).toHaveLength(1);
  });

  it('is not sent when the page has already sent its metrics call (the first script ran after the app)', async () => {
    const onward = recordingFetch({ projects: [], answeredBy: 'the page' });
    await expect(pageClient(onward.fetch).metrics.get(pageQuery(''))).resolves.toMatchObject({
      answeredBy: 'the page',
    });
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    expect(early.sent).toHaveLength(0);
    expect(onward.sent.filter(({ request }) => request.url.includes('/metrics/'))).toHaveLength(1);
  });

  it('is sent when the page has called only other operations so far', async () => {
    const onward = recordingFetch({});
    await pageClient(onward.fetch)
      .users.get()
      .catch(() => {});
    expect(onward.sent).toHaveLength(1);
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    expect(early.sent).toHaveLength(1);
  });

  it("is cancelled with the SDK's call that took it over", async () => {
    let earlySignal: AbortSignal | undefined;
    // A server that has not answered yet: the call ends only when it is cancelled.
    const pending = (_request: Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        earlySignal = init?.signal ?? undefined;
        earlySignal?.addEventListener('abort', () => reject(earlySignal?.reason));
      });
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, pending);
    const controller = new AbortController();
    const onward = recordingFetch({});
    const call = pageClient(onward.fetch).metrics.get(pageQuery(''), { signal: controller.signal });
    expect(earlySignal?.aborted).toBe(false);
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(earlySignal?.aborted).toBe(true);
    expect(onward.sent).toHaveLength(0);
  });

  it(`is stopped when nothing takes it over within ${UNTAKEN_EARLY_CALL_MS / 1000} s, and the page's call then goes out`, async () => {
    vi.useFakeTimers();
    const early = recordingFetch(EARLY_ANSWER);
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, early.fetch);
    vi.advanceTimersByTime(UNTAKEN_EARLY_CALL_MS - 1);
    expect(early.sent[0]?.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(early.sent[0]?.signal?.aborted).toBe(true);
    vi.useRealTimers();
    const onward = recordingFetch({ projects: [], answeredBy: 'the page' });
    await expect(pageClient(onward.fetch).metrics.get(pageQuery(''))).resolves.toMatchObject({
      answeredBy: 'the page',
    });
  });

  it('never throws: a fetch that throws leaves the page to send its call itself', async () => {
    sendEarlyMetricsCall(`${ORIGIN}/dashboard`, () => {
      throw new TypeError('no fetch here');
    });
    const onward = recordingFetch({ projects: [], answeredBy: 'the page' });
    await expect(pageClient(onward.fetch).metrics.get(pageQuery(''))).resolves.toMatchObject({
      answeredBy: 'the page',
    });
  });
});
