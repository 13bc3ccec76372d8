import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, formatDateFilterError } from '@/sdk';
import { type DashboardModel, dashboardModelOf } from '../model/derive-dashboard';
import { ERROR_ALERT_MS, type FilterQuery, toMetricsQuery } from '../model/filters/filters';
import { useForgetFailedMetrics, useMetrics, useNormalizedMetrics } from './use-metrics';

export interface DashboardData {
  /** The applied query; null until the filters are applied, and again after a failed load. */
  query: FilterQuery | null;
  apply: (query: FilterQuery) => void;
  /** True while the metrics call is pending: the views show a spinner. */
  isPending: boolean;
  /** The derived model; null before the first load and after an error. */
  model: DashboardModel | null;
  /** The load error's message, shown for 10 s; null otherwise. */
  alert: string | null;
  /**
   * The last load failed (error, time-out, unusable answer) and nothing was applied since: the
   * section says so for as long as it lasts, so an empty section never reads as "no metrics".
   */
  failure: { message: string; retry: () => void } | null;
  /** The metrics call answered 401: the visitor must log in. */
  loginRequired: boolean;
}

/**
 * The metrics of the applied filters, derived for the views. SWR owns the server state (the answer,
 * whether it is pending, its error); this hook keeps only the applied query and the alert. On an
 * error the applied query is cleared, so the overview is gone and the failed call is not repeated
 * behind the alert, and the message shows for 10 s (see src/dashboard/README.md, "Loading and errors").
 */
export function useDashboardData(searchFilter: string): DashboardData {
  const [query, setQuery] = useState<FilterQuery | null>(null);
  // Each load error is its own alert object, so a repeated message restarts the 10 s.
  const [alert, setAlert] = useState<{ message: string } | null>(null);
  const [failed, setFailed] = useState<{ message: string; query: FilterQuery } | null>(null);
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const metrics = useMetrics(metricsQuery);
  const forgetFailed = useForgetFailedMetrics();

  const apply = useCallback(
    (next: FilterQuery) => {
      forgetFailed(toMetricsQuery(next));
      setQuery(next);
      setAlert(null);
      setFailed(null);
    },
    [forgetFailed],
  );

  const loginRequired = metrics.error instanceof ApiError && metrics.error.status === 401;
  useEffect(() => {
    if (!metrics.error || loginRequired || query === null) return;
    const { message } = formatDateFilterError(metrics.error);
    setAlert({ message });
    setFailed({ message, query });
    setQuery(null);
  }, [metrics.error, loginRequired, query]);

  // Its own effect: clearing the query ends the failed call, which must not cut the alert short.
  useEffect(() => {
    if (alert === null) return;
    const timer = setTimeout(() => setAlert(null), ERROR_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  // The model is derived from the answer and the search text; a new search needs no new call.
  const normalized = useNormalizedMetrics(metrics.data);
  const model = useMemo(
    () => (query && normalized && !metrics.error ? dashboardModelOf(normalized, searchFilter) : null),
    [query, normalized, metrics.error, searchFilter],
  );

  const failure = useMemo(
    () => (failed ? { message: failed.message, retry: () => apply(failed.query) } : null),
    [failed, apply],
  );

  return { query, apply, isPending: metrics.isLoading, model, alert: alert?.message ?? null, failure, loginRequired };
}
