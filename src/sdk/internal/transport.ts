// The fetch that openapi-fetch calls: per-attempt time limit, retries with backoff for idempotent
// calls, and typed errors. It sees every request, so these rules live in one place.

import { DepsightError, NetworkError, TimeoutError } from '../errors';
import { MESSAGES } from '../messages';

export type FetchLike = (request: Request) => Promise<Response>;

export interface RetryPolicy {
  /** Retries after the first attempt. 0 turns retrying off. */
  retries: number;
  /** The first backoff step; each retry doubles it, and full jitter picks a delay below it. */
  baseDelayMs: number;
  /** No computed backoff exceeds this. */
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the response is returned as it is. */
  maxRetryAfterMs: number;
  /** Methods safe to send twice. */
  idempotentMethods: readonly string[];
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  maxRetryAfterMs: 30_000,
  idempotentMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'],
};

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface TransportOptions {
  fetch: FetchLike;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Waits before a retry; replaced in tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for jitter; replaced in tests. */
  random?: () => number;
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Delay before retry number `attempt` (1-based): `Retry-After` when given, else full-jitter backoff. */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | null,
  policy: RetryPolicy,
  random: () => number,
  now = Date.now(),
): number | undefined {
  if (retryAfter !== null) {
    const seconds = Number(retryAfter);
    const waitMs = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(waitMs)) {
      const clamped = Math.max(0, waitMs);
      return clamped > policy.maxRetryAfterMs ? undefined : clamped;
    }
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

export function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RequestSummary {
  method: string;
  /** The path without its query string, which may carry keys or e-mails. */
  path: string;
}

function describe(request: Request): RequestSummary {
  return { method: request.method, path: new URL(request.url).pathname };
}

/** The method and path each response answered, for error messages; openapi-fetch does not return them. */
export const requestOfResponse = new WeakMap<Response, RequestSummary>();

export function createTransport(options: TransportOptions): FetchLike {
  const { fetch, timeoutMs, retry } = options;
  const sleep = options.sleep ?? sleepFor;
  const random = options.random ?? Math.random;

  async function attempt(request: Request): Promise<Response> {
    if (request.signal.aborted) throw request.signal.reason;
    let response: Response | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopFollowingCaller = () => {};
    try {
      if (timeoutMs > 0) {
        // The limit races the fetch instead of relying on the fetch honouring its signal: an
        // injected fetch may ignore signals, and runtimes follow a Request's signal only weakly.
        const controller = new AbortController();
        const sent = new Request(request, { signal: controller.signal });
        const limit = new Promise<never>((_, reject) => {
          const onCallerAbort = () => {
            controller.abort(request.signal.reason);
            reject(request.signal.reason);
          };
          request.signal.addEventListener('abort', onCallerAbort, { once: true });
          stopFollowingCaller = () => request.signal.removeEventListener('abort', onCallerAbort);
          timer = setTimeout(() => {
            const error = new TimeoutError({ timeoutMs, ...describe(request) });
            controller.abort(error);
            reject(error);
          }, timeoutMs);
        });
        response = await Promise.race([fetch(sent), limit]);
      } else {
        response = await fetch(request);
      }
    } catch (error) {
      if (request.signal.aborted) throw request.signal.reason ?? error;
      if (error instanceof DepsightError) throw error;
      // Only the message is kept: the cause of a failed fetch may carry the request.
      const reason = error instanceof Error ? error.message : String(error);
      throw new NetworkError({ ...describe(request), reason });
    } finally {
      // The limit covers the wait for the response to start, as most HTTP clients' do.
      clearTimeout(timer);
      stopFollowingCaller();
    }
    if (!response) throw new DepsightError(MESSAGES.fetchYieldedNothing);
    requestOfResponse.set(response, describe(request));
    return response;
  }

  return async function transport(request: Request): Promise<Response> {
    const attempts = retry.idempotentMethods.includes(request.method) ? retry.retries + 1 : 1;
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      const isLast = attemptNumber >= attempts;
      // A body can be read once, so every attempt but the last sends a copy.
      const current = isLast || request.body === null ? request : request.clone();
      let response: Response;
      try {
        response = await attempt(current);
      } catch (error) {
        if (isLast || !(error instanceof NetworkError)) throw error;
        await sleep(retryDelayMs(attemptNumber, null, retry, random) ?? 0, request.signal);
        continue;
      }
      if (isLast || !isRetryableStatus(response.status)) return response;
      const delay = retryDelayMs(attemptNumber, response.headers.get('retry-after'), retry, random);
      if (delay === undefined) return response;
      // Not awaited: cancelling one branch of a teed body only settles when the other branch does.
      response.body?.cancel().catch(() => {});
      await sleep(delay, request.signal);
    }
  };
}
