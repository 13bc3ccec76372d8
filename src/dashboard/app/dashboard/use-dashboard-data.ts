import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { filteredProjectsUsage } from '@/dashboard/features/overview/model/charts/usage-series';
import { type DashboardModel, dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
import { ERROR_ALERT_MS, type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { type ArrivingAnswer, arrivingAnswerOf, partialAccount } from '@/dashboard/shared/metrics/load/arriving-answer';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { useDerived } from '@/dashboard/shared/metrics/load/use-derived';
import type { MetricsSummary, ProjectsUsage } from '@/dashboard/shared/metrics/types';
import { type MetricsState, useAskFailedMetricsAgain, useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { ApiError, formatDateFilterError } from '@/sdk';

export interface DashboardData {
  /** The query being shown; null while its load has failed (until it is asked again). */
  query: FilterQuery | null;
  /**
   * Apply and Try again ask again: a query (the applied one unless named) whose load failed is sent
   * once more, and its failure and alert go.
   */
  retry: (query?: FilterQuery) => void;
  /** True while the metrics call is pending: the views show a spinner until the first projects arrive. */
  isPending: boolean;
  /**
   * The derived model; null before the first load and after an error. While a large answer arrives,
   * the model of the projects received so far (see `arriving`).
   */
  model: DashboardModel | null;
  /** The answer the model is derived from (the rows' details are asked of it); null when there is no model. */
  answer: MetricsAnswer | null;
  /** While the answer arrives and the model shows only part of it: how far it has come. Null otherwise. */
  arriving: ArrivingAnswer | null;
  /** The load error's message, shown for 10 s; null otherwise. */
  alert: string | null;
  /**
   * The shown query's last load failed (error, time-out, unusable answer): the section says so for as
   * long as it lasts, so an empty section never reads as "no metrics". Null otherwise.
   */
  failure: string | null;
  /** The metrics call answered 401: the visitor must log in. */
  loginRequired: boolean;
}

/** What the page's first render shows of the metrics: the spinner, until the transition draws them. */
const STILL_TO_DRAW: MetricsState = { data: undefined, error: undefined, isLoading: true, progress: null };

/**
 * The metrics of the applied query (the page address's criteria), derived for the views. SWR owns
 * the server state, the failure included: whether the load failed is read, during the render, from
 * the error SWR holds for the query, so no render shows the section without its failure. A failed
 * read is not retried (no retry, no refetch on focus) until Apply or Try again asks again, which
 * clears it in SWR's cache. This hook keeps only which error's alert has had its 10 s (see
 * src/dashboard/README.md, *Loading and errors*).
 */
export function useDashboardData(applied: FilterQuery, searchFilter: string): DashboardData {
  const metricsQuery = useMemo(() => toMetricsQuery(applied), [applied]);
  // Every report of an arriving answer, and its end, derive the model again and redraw every
  // section: rendered as a transition, which React cuts into short slices, so that the page answers
  // the user in between; the render before it shows the state before, unchanged. New criteria are
  // shown at once (their spinner), not after the transition.
  // The page's first render draws the sections as a transition too: a first visit whose answer is
  // already arriving (read while the user was identified) would otherwise draw the criteria and
  // every section in one task.
  const latest = useMetrics(metricsQuery);
  const current = useMemo(() => ({ metricsQuery, latest }), [metricsQuery, latest]);
  const deferred = useDeferredValue(current, { metricsQuery, latest: STILL_TO_DRAW });
  const metrics = deferred.metricsQuery === metricsQuery ? deferred.latest : latest;
  const { error } = metrics;
  const loginRequired = error instanceof ApiError && error.status === 401;
  const failure = error && !loginRequired ? formatDateFilterError(error).message : null;

  // Each load error is its own object, so a repeated message restarts the 10 s.
  const [alertOver, setAlertOver] = useState<unknown>(null);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setAlertOver(error), ERROR_ALERT_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const askAgain = useAskFailedMetricsAgain();
  const retry = useCallback((asked?: FilterQuery) => askAgain(toMetricsQuery(asked ?? applied)), [askAgain, applied]);

  // The model is derived from the answer and the search text; a new search needs no new call. While
  // the answer arrives, from the projects so far (the account's other parts come with its end).
  const { data, progress } = metrics;
  const answer = error ? undefined : (data ?? progress?.answer);
  const account = useMemo(
    () => data?.summary ?? (progress ? partialAccount(progress.projects) : undefined),
    [data, progress],
  );
  const filteredUsage = useFilteredUsage(answer, account, searchFilter);
  const model = useMemo(
    () => (account && !error ? dashboardModelOf(account, searchFilter, filteredUsage) : null),
    [account, error, searchFilter, filteredUsage],
  );
  const arriving = useMemo(
    () => (data === undefined && progress ? arrivingAnswerOf(progress) : null),
    [data, progress],
  );

  return {
    query: failure === null ? applied : null,
    retry,
    isPending: metrics.isLoading,
    model,
    answer: model === null ? null : (answer ?? null),
    arriving,
    alert: failure !== null && alertOver !== error ? failure : null,
    failure,
    loginRequired,
  };
}

/**
 * Under a project-name filter, the filtered projects' Coverage series, derived where their scans are
 * (the last one while a new filter, or more of an arriving answer, is derived); without a filter, none.
 */
function useFilteredUsage(
  answer: MetricsAnswer | undefined,
  account: MetricsSummary | undefined,
  searchFilter: string,
): ProjectsUsage | 'pending' | 'failed' {
  const search = searchFilter.trim();
  const usage = useDerived(answer, filteredProjectsUsage, search === '' ? null : search, account);
  if (usage.error !== undefined) return 'failed';
  return usage.result ?? 'pending';
}
