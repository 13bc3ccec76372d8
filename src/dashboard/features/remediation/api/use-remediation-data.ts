import { useMemo } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { useDerived } from '@/dashboard/shared/metrics/load/use-derived';
import type { PeriodDates } from '@/dashboard/shared/metrics/previous-period';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { usePeriodMetrics } from '@/dashboard/shared/metrics/use-period-metrics';
import {
  type RemediationAnalytics,
  type RemediationAnalyticsOptions,
  remediationAnalytics,
} from '../model/remediation-analytics';

/** Where the previous period's figures stand: the tiles show "—" until 'ready'. */
export type PreviousPeriodStatus = 'loading' | 'ready' | 'failed' | 'unavailable';

export interface RemediationData {
  /** The applied period's figures; null until its metrics are loaded. */
  analytics: RemediationAnalytics | null;
  /** The previous period's figures, when loaded. */
  previous: RemediationAnalytics | undefined;
  previousStatus: PreviousPeriodStatus;
  /** The previous period's dates, null when the applied dates do not make one. */
  previousDates: PeriodDates | null;
}

/**
 * Remediation analytics of the applied filters and the project-name filter against the SLA targets
 * (undefined while they are read: nothing yet), and of the previous
 * period (same number of days, ending the day before the start, every other criterion the same).
 * The previous period is only asked for once the current one is loaded, so it never delays the
 * first view, and its failure only costs the comparison. Both are derived where their answers are
 * (the metrics worker that read them): the section receives the figures, never the fixes.
 */
export function useRemediationData(
  query: FilterQuery | null,
  searchFilter: string,
  slaDays: SlaTargets | undefined,
): RemediationData {
  const { current, previous, previousDates } = usePeriodMetrics(query);

  // The page's answer is normalised once, for the page and this section alike.
  // Nothing is derived until the targets are read: figures against the wrong targets would show first.
  const options = useMemo(
    (): RemediationAnalyticsOptions | null => (slaDays ? { projectFilter: searchFilter, slaDays } : null),
    [searchFilter, slaDays],
  );
  const currentFigures = useDerived(current.error ? undefined : current.data, remediationAnalytics, options);
  const previousFigures = useDerived(previous.error ? undefined : previous.data, remediationAnalytics, options);
  // Derived from an answer the page holds: a failure is a fault of the page, shown by its boundary.
  const failure = currentFigures.error ?? previousFigures.error;
  if (failure !== undefined) throw failure;
  const analytics = currentFigures.result ?? null;
  const previousAnalytics = previousFigures.result;

  let previousStatus: PreviousPeriodStatus;
  if (previousDates === null) previousStatus = 'unavailable';
  else if (previous.error) previousStatus = 'failed';
  else if (previousAnalytics) previousStatus = 'ready';
  else previousStatus = 'loading';

  return { analytics, previous: previousAnalytics, previousStatus, previousDates };
}
