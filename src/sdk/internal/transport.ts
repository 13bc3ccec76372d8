// The fetch that openapi-fetch calls: retries with backoff for idempotent calls, and typed network
// errors. It sees every attempt, so these rules live in one place. Time limits are per call (core.ts).

import { DepsightError, NetworkError } from '../errors';
import { MESSAGES } from '../messages';

/** A fetch: the global one, or an injected one. `init.signal` is the call's time limit and abort. */
export type FetchLike = (request: Request, init?: { signal?: AbortSignal }) => Promise<Response>;

/**
 * Sends a request with its retries. It takes the call's signal separately, so a Request need not be
 * rebuilt to carry it; `retry` replaces the client's policy for this call; `deadline` is when the
 * call's time limit ends (ms since the epoch): a longer Retry-After ends the retries.
 */
export type Transport = (
  request: Request,
  signal?: AbortSignal,
  retry?: RetryPolicy,
  deadline?: number,
) => Promise<Response>;

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
  retry: RetryPolicy;
  /** Waits before a retry; replaced in tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for jitter; replaced in tests. */
  random?: () => number;
}

function isRetryableStatus(status: number): boolean {
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

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
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

export function describeRequest(request: Request): RequestSummary {
  return { method: request.method, path: new URL(request.url).pathname };
}

export function createTransport(options: TransportOptions): Transport {
  const { fetch, retry: clientRetry } = options;
  const sleep = options.sleep ?? sleepFor;
  const random = options.random ?? Math.random;

  /** A failed fetch as the SDK's error: the caller's abort as it is, anything else a NetworkError. */
  function failure(error: unknown, request: Request, signal: AbortSignal): unknown {
    if (signal.aborted) return signal.reason ?? error;
    if (error instanceof DepsightError) return error;
    // Only the message is kept: the cause of a failed fetch may carry the request.
    const reason = error instanceof Error ? error.message : String(error);
    return new NetworkError({ ...describeRequest(request), reason });
  }

  return async function transport(
    request: Request,
    callSignal?: AbortSignal,
    callRetry?: RetryPolicy,
    deadline?: number,
  ): Promise<Response> {
    const signal = callSignal ?? request.signal;
    const retry = callRetry ?? clientRetry;
    const attempts = retry.idempotentMethods.includes(request.method) ? retry.retries + 1 : 1;
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      const isLast = attemptNumber >= attempts;
      // A body can be read once, so every attempt but the last sends a copy.
      const current = isLast || request.body === null ? request : request.clone();
      let response: Response | undefined;
      try {
        response = await (signal === current.signal ? fetch(current) : fetch(current, { signal }));
      } catch (error) {
        const failed = failure(error, current, signal);
        if (isLast || !(failed instanceof NetworkError)) throw failed;
        await sleep(retryDelayMs(attemptNumber, null, retry, random) ?? 0, signal);
        continue;
      }
      if (!response) throw new DepsightError(MESSAGES.fetchYieldedNothing);
      if (isLast || !isRetryableStatus(response.status)) return response;
      const delay = retryDelayMs(attemptNumber, response.headers.get('retry-after'), retry, random);
      // Waiting past the time limit would hide the server's answer behind a TimeoutError.
      if (delay === undefined || (deadline !== undefined && Date.now() + delay >= deadline)) return response;
      // Not awaited: cancelling one branch of a teed body only settles when the other branch does.
      response.body?.cancel().catch(() => {});
      await sleep(delay, signal);
    }
  };
}
