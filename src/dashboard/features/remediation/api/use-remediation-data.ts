import { useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { previousPeriod } from '@/dashboard/shared/metrics/previous-period';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useMetrics, useNormalizedMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { type RemediationAnalytics, remediationAnalyticsOf } from '../model/remediation-analytics';

/** Where the previous period's figures stand: the tiles show "—" until 'ready'. */
export type PreviousPeriodStatus = 'loading' | 'ready' | 'failed' | 'unavailable';

export interface RemediationData {
  /** The applied period's figures; null until its metrics are loaded. */
  analytics: RemediationAnalytics | null;
  /** The previous period's figures, when loaded. */
  previous: RemediationAnalytics | undefined;
  previousStatus: PreviousPeriodStatus;
  /** The previous period's dates, null when the applied dates do not make one. */
  previousDates: { startDate: string; endDate: string } | null;
}

/**
 * Remediation analytics of the applied filters and the project-name filter, and of the previous
 * period (same number of days, ending the day before the start, every other criterion the same).
 * The previous period is only asked for once the current one is loaded, so it never delays the
 * first view, and its failure only costs the comparison.
 */
export function useRemediationData(
  query: FilterQuery | null,
  searchFilter: string,
  slaDays: SlaTargets,
): RemediationData {
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

  // The page's answer is normalised once, for the page and this section alike.
  const currentMetrics = useNormalizedMetrics(current.data);
  const previousMetrics = useNormalizedMetrics(previous.data);
  const analytics = useMemo(
    () =>
      currentMetrics !== undefined && !current.error
        ? remediationAnalyticsOf(currentMetrics, { projectFilter: searchFilter, slaDays })
        : null,
    [currentMetrics, current.error, searchFilter, slaDays],
  );
  const previousAnalytics = useMemo(
    () =>
      previousMetrics !== undefined && !previous.error
        ? remediationAnalyticsOf(previousMetrics, { projectFilter: searchFilter, slaDays })
        : undefined,
    [previousMetrics, previous.error, searchFilter, slaDays],
  );

  let previousStatus: PreviousPeriodStatus;
  if (previousDates === null) previousStatus = 'unavailable';
  else if (previous.error) previousStatus = 'failed';
  else if (previousAnalytics) previousStatus = 'ready';
  else previousStatus = 'loading';

  return { analytics, previous: previousAnalytics, previousStatus, previousDates };
}
