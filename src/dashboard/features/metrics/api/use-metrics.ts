import { useMemo } from 'react';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import { type DepsightError, InvalidResponseError, type MetricsQuery, type SecurityMetrics } from '@/sdk';
import { useDepsight } from '@/sdk/swr';

/** What the error alert says when a 200 carries no metrics at all. */
export const EMPTY_METRICS_ANSWER_MESSAGE = 'The server answered without any metrics (an empty or unreadable body).';

/** A 200 whose body is null, empty, not JSON or not an object: an error, never an empty dashboard. */
export class EmptyMetricsAnswerError extends Error {
  constructor() {
    super(EMPTY_METRICS_ANSWER_MESSAGE);
    this.name = 'EmptyMetricsAnswerError';
  }
}

export interface MetricsState {
  /** The answer, once loaded and usable. */
  data: SecurityMetrics | undefined;
  error: DepsightError | EmptyMetricsAnswerError | undefined;
  /** The call is pending with nothing to show yet. */
  isLoading: boolean;
}

export interface MetricsReadOptions {
  /**
   * False: an answer already in the cache is used as it is, not asked for again when another part
   * of the page starts reading it (the page's own call is shared, never repeated).
   */
  revalidateIfStale?: boolean;
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
  });
  const asked = query !== null;
  // Memoised, so that an effect that follows the error sees one error per answer, not per render.
  return useMemo((): MetricsState => {
    if (error) {
      return {
        data: undefined,
        error: error instanceof InvalidResponseError ? new EmptyMetricsAnswerError() : error,
        isLoading: false,
      };
    }
    // Loaded without an object (an empty body resolves with undefined): no metrics.
    if (asked && !isLoading && !isRecord(data)) {
      return { data: undefined, error: new EmptyMetricsAnswerError(), isLoading: false };
    }
    return { data, error: undefined, isLoading };
  }, [asked, data, error, isLoading]);
}
