import { useCallback, useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { type UsableRead, usableRead } from '@/dashboard/shared/api/usable-read';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import type { MetricsQuery, SecurityMetrics } from '@/sdk';
import { depsightKey, useDepsight } from '@/sdk/swr';
import { normalizeMetrics } from './normalize';
import type { NormalizedMetrics } from './types';

/** What the error alert says when a 200 carries no metrics at all. */
export const EMPTY_METRICS_ANSWER_MESSAGE = 'The server answered without any metrics (an empty or unreadable body).';

/** A 200 whose body is null, empty, not JSON or not an object: an error, never an empty dashboard. */
export class EmptyMetricsAnswerError extends Error {
  constructor() {
    super(EMPTY_METRICS_ANSWER_MESSAGE);
    this.name = 'EmptyMetricsAnswerError';
  }
}

export type MetricsState = UsableRead<SecurityMetrics>;

/** An answer that holds metrics (an object), or null: the one rule of which 200 is usable. */
const usableMetrics = (answer: unknown): SecurityMetrics | null =>
  isRecord(answer) ? (answer as SecurityMetrics) : null;

// A cache with no observable effect: normalizeMetrics is pure and SWR's answers are never modified. It lets
// the page and the Remediation section, which read the same answer object, normalise it once between them.
const normalizedAnswers = new WeakMap<SecurityMetrics, NormalizedMetrics>();

/** The normalised model of an answer (undefined before it arrives), made once per answer object. */
export function useNormalizedMetrics(answer: SecurityMetrics | undefined): NormalizedMetrics | undefined {
  return useMemo(() => {
    if (answer === undefined) return undefined;
    let metrics = normalizedAnswers.get(answer);
    if (metrics === undefined) {
      metrics = normalizeMetrics(answer);
      normalizedAnswers.set(answer, metrics);
    }
    return metrics;
  }, [answer]);
}

export interface MetricsReadOptions {
  /**
   * False: an answer already in the cache is used as it is, not asked for again when another part
   * of the page starts reading it (the page's own call is shared, never repeated).
   */
  revalidateIfStale?: boolean;
  /** Cancels the call when aborted (a part of the page that is left); no part of the cache key. */
  signal?: AbortSignal;
}

/**
 * The metrics of a query, read with the SDK's SWR hook (`depsight/swr`), so every reader of the same
 * query shares one call and one cache entry. A null query (filters not applied yet) sends nothing.
 * No refetch on focus and no retry of a failed call: the page shows the error instead. An answer
 * without metrics (an empty, null, unreadable or non-object body) is an error.
 */
export function useMetrics(query: MetricsQuery | null, options: MetricsReadOptions = {}): MetricsState {
  const { client } = useSdk();
  const { data, error, isLoading } = useDepsight(client, 'metrics.get', query ? [query] : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    revalidateIfStale: options.revalidateIfStale ?? true,
    signal: options.signal,
  });
  return useMemo(
    () => usableRead({ data, error, isLoading }, query !== null, usableMetrics, () => new EmptyMetricsAnswerError()),
    [query, data, error, isLoading],
  );
}

/**
 * Forgets a failed metrics read of a query, so that asking for it again (Apply, Try again) sends the
 * call again: SWR keeps a read's error until a new answer replaces it, and the page would otherwise
 * show the old error at once. A read that succeeded stays cached.
 */
export function useForgetFailedMetrics(): (query: MetricsQuery) => void {
  const { client } = useSdk();
  const { cache } = useSWRConfig();
  return useCallback(
    (query: MetricsQuery) => {
      // The whole entry goes: one left without data and without an error would read as an empty answer.
      const key = unstable_serialize(depsightKey(client, 'metrics.get', [query]));
      if (cache.get(key)?.error) cache.delete(key);
    },
    [client, cache],
  );
}

/**
 * Asks again for a query whose read failed (an error, or an answer without metrics): its error and
 * answer are cleared in SWR's cache and every reader of it reads again at once, so the failure,
 * which readers derive from that cache entry, is gone in the same render. A read that succeeded
 * stays cached and is not asked again.
 */
export function useAskFailedMetricsAgain(): (query: MetricsQuery) => void {
  const { client } = useSdk();
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (query: MetricsQuery) => {
      const key = unstable_serialize(depsightKey(client, 'metrics.get', [query]));
      const entry = cache.get(key);
      if (entry === undefined || (!entry.error && (entry.data === undefined || usableMetrics(entry.data) !== null))) {
        return;
      }
      void mutate(key, undefined).catch(() => {});
    },
    [client, cache, mutate],
  );
}
