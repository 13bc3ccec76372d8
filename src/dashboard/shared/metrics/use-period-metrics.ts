import { useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from './filters';
import { type PeriodDates, previousPeriod } from './previous-period';
import { type MetricsState, useMetrics } from './use-metrics';

export interface PeriodMetrics {
  /** The applied criteria's metrics: the page's own call. */
  readonly current: MetricsState;
  /** The previous period's metrics (every other criterion the same); nothing is asked before `current` answers. */
  readonly previous: MetricsState;
  /** The previous period's dates, null when the applied dates do not make one. */
  readonly previousDates: PeriodDates | null;
}

/**
 * The metrics of the applied criteria and of the period before them, for every part of the page that
 * compares the two. Both reads go through SWR with the same queries, so however many parts read them,
 * each call is sent once; the previous period is only asked for once the current one is loaded, so it
 * never delays the first view, and its failure only costs the comparison.
 */
export function usePeriodMetrics(query: FilterQuery | null): PeriodMetrics {
  const currentQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  // The page's own metrics call, shared through the SDK's SWR cache: never sent twice.
  const current = useMetrics(currentQuery, { revalidateIfStale: false });
  const previousDates = useMemo(() => (query ? previousPeriod(query.startDate, query.endDate) : null), [query]);
  const currentLoaded = current.data !== undefined;
  const previousQuery = useMemo(
    () => (currentQuery && previousDates && currentLoaded ? { ...currentQuery, ...previousDates } : null),
    [currentQuery, previousDates, currentLoaded],
  );
  const previous = useMetrics(previousQuery, { revalidateIfStale: false });
  return { current, previous, previousDates };
}
