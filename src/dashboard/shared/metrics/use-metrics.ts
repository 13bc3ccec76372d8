import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { type UsableRead, usableRead } from '@/dashboard/shared/api/usable-read';
import { AbortedError, type DepsightClient, type MetricsQuery } from '@/sdk';
import { depsightKey } from '@/sdk/swr';
import { AnswerCache } from './load/answer-cache';
import { EmptyMetricsAnswerError } from './load/empty-answer';
import type { MetricsAnswer } from './load/metrics-answer';
import { type ReadProgress, readMetricsAnswer } from './load/read-metrics-answer';

export interface MetricsState extends UsableRead<MetricsAnswer> {
  /** While the answer arrives: the answer, the projects received so far and the bytes; null otherwise. */
  progress: ReadProgress | null;
}

export interface MetricsReadOptions {
  /**
   * False: an answer already in the cache is used as it is, not asked for again when another part
   * of the page starts reading it (the page's own call is shared, never repeated).
   */
  revalidateIfStale?: boolean;
  /** Cancels the call when aborted (a part of the page that is left); no part of the cache key. */
  signal?: AbortSignal;
  /**
   * How long after this reader sent the call its read counts as fresh: a reader that mounts within it
   * takes the read over, under way or done, instead of sending the call again (SWR's
   * `dedupingInterval` of the read this reader starts). SWR's setting by default.
   */
  freshForMs?: number;
}

/**
 * The cache key of a query's metrics answer: the SDK's key of `metrics.get` (so the SDK's mutation
 * hooks, which ask again every read a write changes, reach it) marked as the answer's.
 */
function metricsKey(client: DepsightClient, query: MetricsQuery | null) {
  const key = depsightKey(client, 'metrics.get', query ? [query] : null);
  return key === null ? null : ([...key, 'answer'] as const);
}

/** The page's cache, which the metrics answers need (it disposes of them): the app's SWR provider. */
function useAnswerCache(): AnswerCache {
  const { cache } = useSWRConfig();
  if (!(cache instanceof AnswerCache)) {
    throw new Error('The metrics hooks need an AnswerCache as SWR’s cache (SWRConfig’s provider).');
  }
  return cache;
}

const NOT_ASKED: MetricsState = { data: undefined, error: undefined, isLoading: false, progress: null };
const noProgress = () => null;
const ownAbort = (error: unknown, signal: AbortSignal | undefined) => error instanceof AbortedError && !signal?.aborted;

/**
 * The metrics answer of a query (`MetricsAnswer`: the page's summaries, and questions about the rest),
 * read through SWR so every reader of the same query shares one read and one cache entry. The answer
 * is read as a stream (in a worker of its own when the cache makes them), and `progress` holds the
 * projects received so far while it comes. An answer no reader shows may be let go (answer-cache.ts):
 * a reader that mounts later reads it again. A null query sends nothing. No refetch on focus and no
 * retry of a failed call: the page shows the error instead. An answer without metrics (an empty,
 * unreadable or non-object body) is an error. A read no part of the page waits for any more (the
 * criteria changed) is stopped, worker and all, and asked again if wanted.
 */
export function useMetrics(query: MetricsQuery | null, options: MetricsReadOptions = {}): MetricsState {
  const { client } = useSdk();
  const { signal } = options;
  const cache = useAnswerCache();
  const key = useMemo(() => metricsKey(client, query), [client, query]);
  const id = key === null ? null : unstable_serialize(key);
  const { data, error, isLoading } = useSWR<MetricsAnswer, unknown>(
    key,
    () => {
      const read = cache.reads.start(id as string, signal);
      return readMetricsAnswer(client, query as MetricsQuery, {
        signal: read.signal,
        onProgress: read.report,
        createWorker: cache.createWorker,
        keeper: cache,
        key: id as string,
      }).finally(read.end);
    },
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      revalidateIfStale: options.revalidateIfStale ?? true,
      ...(options.freshForMs !== undefined && { dedupingInterval: options.freshForMs }),
    },
  );
  useEffect(() => (id === null ? undefined : cache.retain(id)), [cache, id]);
  const progress = useSyncExternalStore(
    cache.reads.subscribe,
    id === null ? noProgress : () => cache.reads.progress(id),
    noProgress,
  );
  // A read stopped because nobody waited for it is no failure: a reader that wants it now has just
  // mounted or changed its key, and SWR asks again for an entry without an answer on that render.
  const stoppedHere = ownAbort(error, signal);
  return useMemo(() => {
    if (query === null) return NOT_ASKED;
    if (stoppedHere) return { data: undefined, error: undefined, isLoading: true, progress };
    const read = usableRead(
      { data, error, isLoading },
      true,
      (answer) => answer as MetricsAnswer,
      () => new EmptyMetricsAnswerError(),
    );
    return { ...read, progress: read.isLoading ? progress : null };
  }, [query, data, error, isLoading, stoppedHere, progress]);
}

/**
 * Forgets a failed metrics read of a query, so that asking for it again (Apply, Try again) sends the
 * call again: SWR keeps a read's error until a new answer replaces it, and the page would otherwise
 * show the old error at once. A read that succeeded stays cached, unless `answeredToo` (its answer
 * could not be used: what was derived from it failed).
 */
export function useForgetFailedMetrics(): (query: MetricsQuery, answeredToo?: boolean) => void {
  const { client } = useSdk();
  const { cache } = useSWRConfig();
  return useCallback(
    (query: MetricsQuery, answeredToo = false) => {
      // The whole entry goes: one left without data and without an error would read as an empty answer.
      const key = unstable_serialize(metricsKey(client, query));
      if (answeredToo || cache.get(key)?.error) cache.delete(key);
    },
    [client, cache],
  );
}

/**
 * Asks again for a query whose read failed: its error is cleared in SWR's cache and every reader of
 * it reads again at once, so the failure, which readers derive from that cache entry, is gone in the
 * same render. A read that succeeded stays cached and is not asked again, unless `answeredToo` (its
 * answer could not be used: what was derived from it failed).
 */
export function useAskFailedMetricsAgain(): (query: MetricsQuery, answeredToo?: boolean) => void {
  const { client } = useSdk();
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (query: MetricsQuery, answeredToo = false) => {
      const key = unstable_serialize(metricsKey(client, query));
      if (!answeredToo && !cache.get(key)?.error) return;
      void mutate(key, undefined).catch(() => {});
    },
    [client, cache, mutate],
  );
}
