// The page's metrics call, sent by the page's first, small script (src/dashboard/early.ts) while the
// browser still compiles and runs the app's bundle: on a first visit that is a few hundred
// milliseconds in which the answer can already be on its way. The SDK then takes that response over
// instead of sending the call again (`adoptEarlyMetricsCall`, the client's fetch): everything after
// the response (statuses, errors, the body's stream and its reader) is the SDK's as for any call.
// Sent only when the read-ahead would send the same call: a stored token, a dashboard address that
// names no team. Only to the configured API host, with the token the SDK would send. At most once in a
// page load, and never after the page has sent a metrics call of its own: the first script is loaded
// beside the app's bundle, and on a busy machine the browser may run it after the app.
import { queryBeforeUser } from '@/dashboard/app/dashboard/model/address-resolution';
import { parseView } from '@/dashboard/app/dashboard/model/page-address';
import { readToken } from '@/dashboard/features/session/token-storage';
import { toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { METRICS_CALL } from '@/dashboard/shared/metrics/metrics-call';
import { apiBaseUrl } from './api-base-url';
import { routeOf } from './route';

/** How long a call nobody took over is kept before it is stopped: the page asks again then. */
export const UNTAKEN_EARLY_CALL_MS = 30_000;

type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

interface EarlyCall {
  readonly request: Request;
  readonly response: Promise<Response>;
  readonly controller: AbortController;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** The call sent and not taken over yet; at most one, for one page load. */
let waiting: EarlyCall | null = null;
/** Whether the early call's moment has passed: it was taken over or stopped, or the page asked first. */
let passed = false;

/**
 * Sends the page's metrics call now, if the page at `href` will make it as soon as it runs: the
 * dashboard, a token in storage, no team in the address. Sends nothing once an early call was sent in
 * this page load, or once the page sent a metrics call itself. Never throws: a page that cannot tell
 * simply sends its call later, as it would without this.
 */
export function sendEarlyMetricsCall(href: string = window.location.href, send: Fetch = globalThis.fetch): void {
  if (passed || waiting !== null) return;
  try {
    const request = earlyMetricsRequest(href);
    if (request === null) return;
    const controller = new AbortController();
    const response = send(request, { signal: controller.signal });
    // A call nobody takes over is nobody's failure either.
    response.catch(() => {});
    const timer = setTimeout(
      () => stopWaitingCall('No part of the page took the early metrics call'),
      UNTAKEN_EARLY_CALL_MS,
    );
    waiting = { request, response, controller, timer };
  } catch {
    waiting = null;
  }
}

/** The metrics call the page at `href` will make first, as the SDK sends it; null when it makes none. */
function earlyMetricsRequest(href: string): Request | null {
  const address = new URL(href);
  if (routeOf(address.pathname).name !== 'dashboard') return null;
  const token = readToken()?.trim();
  if (!token) return null;
  const applied = queryBeforeUser(parseView(address.search).criteria);
  if (applied === null) return null;
  const url = metricsCallUrl();
  // The query as the page's read sends it (branches and cache always set, so the SDK adds nothing).
  for (const [name, value] of Object.entries(toMetricsQuery(applied))) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return new Request(url, { method: METRICS_CALL.method, headers: { authorization: `Bearer ${token}` } });
}

/** The metrics call's address on the configured API host, without a query. */
function metricsCallUrl(): URL {
  return new URL(`${apiBaseUrl().replace(/\/+$/, '')}${METRICS_CALL.path}`);
}

function isMetricsCall(request: Request): boolean {
  const asked = new URL(request.url);
  const metrics = metricsCallUrl();
  return asked.origin === metrics.origin && asked.pathname === metrics.pathname;
}

function stopWaitingCall(reason: string) {
  passed = true;
  if (waiting === null) return;
  clearTimeout(waiting.timer);
  waiting.controller.abort(new Error(reason));
  waiting = null;
}

/**
 * Whether `request`, a metrics call, is the early call: the same method, query (in any order) and
 * headers that matter.
 */
function isTheEarlyCall(request: Request, early: Request): boolean {
  if (request.method !== METRICS_CALL.method) return false;
  const asked = new URL(request.url);
  const sent = new URL(early.url);
  const sorted = (url: URL) =>
    [...url.searchParams]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  if (sorted(asked) !== sorted(sent)) return false;
  // A scenario's Prefer header (development) or another token asks for another answer.
  return ['authorization', 'prefer'].every((name) => request.headers.get(name) === early.headers.get(name));
}

/**
 * The SDK's fetch, which answers the early call's request with the response already on its way, once.
 * Any other metrics call means the page wants another answer: the early one is stopped. Cancelling
 * the SDK's request cancels the early call. Once the page has sent a metrics call, none is sent early.
 */
export function adoptEarlyMetricsCall(fetchOnward: Fetch): Fetch {
  return (request, init) => {
    if (!isMetricsCall(request)) return fetchOnward(request, init);
    passed = true;
    const early = waiting;
    if (early === null) return fetchOnward(request, init);
    const signal = init?.signal ?? request.signal;
    if (!isTheEarlyCall(request, early.request) || signal?.aborted) {
      stopWaitingCall('The page asked for another metrics answer');
      return fetchOnward(request, init);
    }
    clearTimeout(early.timer);
    waiting = null;
    signal?.addEventListener('abort', () => early.controller.abort(signal.reason), { once: true });
    return early.response;
  };
}
