import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DashboardModel, dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
import { ERROR_ALERT_MS, type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { useForgetFailedMetrics, useMetrics, useNormalizedMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { ApiError, formatDateFilterError } from '@/sdk';

export interface DashboardData {
  /** The query being shown; null after its load failed (until it is applied again). */
  query: FilterQuery | null;
  /**
   * Apply asks again: a query (the applied one unless named) whose load failed is sent once more,
   * and the alert goes.
   */
  retry: (query?: FilterQuery) => void;
  /** True while the metrics call is pending: the views show a spinner. */
  isPending: boolean;
  /** The derived model; null before the first load and after an error. */
  model: DashboardModel | null;
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

const keyOf = (query: FilterQuery) => JSON.stringify(toMetricsQuery(query));

/**
 * The metrics of the applied query (the page address's criteria), derived for the views. SWR owns
 * the server state (the answer, whether it is pending, its error); this hook keeps only which query
 * failed and the alert. A failed query is not sent again behind the alert, so the overview is gone,
 * and the message shows for 10 s (see src/dashboard/README.md, *Loading and errors*).
 */
export function useDashboardData(applied: FilterQuery, searchFilter: string): DashboardData {
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const failedKey = failed?.key ?? null;
  // Each load error is its own alert object, so a repeated message restarts the 10 s.
  const [alert, setAlert] = useState<{ message: string } | null>(null);
  const query = failedKey === keyOf(applied) ? null : applied;
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const metrics = useMetrics(metricsQuery);

  const forgetFailed = useForgetFailedMetrics();
  const retry = useCallback(
    (asked?: FilterQuery) => {
      // SWR keeps a failed read's error: without this, asking again would show the old error at once.
      forgetFailed(toMetricsQuery(asked ?? applied));
      setFailed(null);
      setAlert(null);
    },
    [forgetFailed, applied],
  );

  const loginRequired = metrics.error instanceof ApiError && metrics.error.status === 401;
  useEffect(() => {
    if (!metrics.error || loginRequired || metricsQuery === null) return;
    const { message } = formatDateFilterError(metrics.error);
    setAlert({ message });
    setFailed({ key: JSON.stringify(metricsQuery), message });
  }, [metrics.error, loginRequired, metricsQuery]);

  // Its own effect: dropping the failed query ends the failed call, which must not cut the alert short.
  useEffect(() => {
    if (alert === null) return;
    const timer = setTimeout(() => setAlert(null), ERROR_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  // The model is derived from the answer and the search text; a new search needs no new call.
  const shown = query !== null;
  const normalized = useNormalizedMetrics(metrics.data);
  const model = useMemo(
    () => (shown && normalized && !metrics.error ? dashboardModelOf(normalized, searchFilter) : null),
    [shown, normalized, metrics.error, searchFilter],
  );

  const failure = query === null ? (failed?.message ?? null) : null;
  return { query, retry, isPending: metrics.isLoading, model, alert: alert?.message ?? null, failure, loginRequired };
}
