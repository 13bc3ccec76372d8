import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { ApiError, formatDateFilterError } from '../../../../sdk';
import { type DashboardModel, deriveDashboard } from '../model/derive-dashboard';
import { fetchStateReducer, initialFetchState } from '../model/fetch-state';
import { ERROR_ALERT_MS, type FilterQuery, toMetricsQuery } from '../model/filters';
import { useMetrics } from './use-metrics';

export interface DashboardData {
  /** The applied query; null until the filters are applied. */
  query: FilterQuery | null;
  apply: (query: FilterQuery) => void;
  /** True while the metrics call is pending: the views show a spinner. */
  isPending: boolean;
  /** The derived model; null before the first load and after an error. */
  model: DashboardModel | null;
  /** The load error's message, shown for 10 s; null otherwise. */
  alert: string | null;
  /** The metrics call answered 401: the visitor must log in. */
  loginRequired: boolean;
}

/**
 * The metrics of the applied filters, derived for the views (product spec section 4): pending shows
 * a spinner; on error the overview is reset, the fetch state cleared and the message shown for 10 s.
 */
export function useDashboardData(searchFilter: string): DashboardData {
  const [state, dispatch] = useReducer(fetchStateReducer, undefined, () => initialFetchState());
  // Each load error is its own alert object, so a repeated message restarts the 10 s.
  const [alert, setAlert] = useState<{ message: string } | null>(null);
  const metricsQuery = useMemo(() => (state.queries ? toMetricsQuery(state.queries) : null), [state.queries]);
  const metrics = useMetrics(metricsQuery);

  const apply = useCallback((query: FilterQuery) => {
    dispatch({ type: 'setQueries', queries: query });
    setAlert(null);
  }, []);

  useEffect(() => {
    dispatch({ type: 'setPending', isPending: metrics.isLoading });
  }, [metrics.isLoading]);

  const loginRequired = metrics.error instanceof ApiError && metrics.error.status === 401;
  useEffect(() => {
    if (!metrics.error || loginRequired) return;
    const formatted = formatDateFilterError(metrics.error);
    dispatch({ type: 'setError', error: formatted });
    // Resetting clears the applied query too, so the failed call is not repeated behind the alert.
    dispatch({ type: 'reset' });
    setAlert({ message: formatted.message });
  }, [metrics.error, loginRequired]);

  // Its own effect: the reset above ends the failed call, which must not cut the alert short.
  useEffect(() => {
    if (alert === null) return;
    const timer = setTimeout(() => setAlert(null), ERROR_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  // The model is derived from the response and the search text; a new search needs no new call.
  const model = useMemo(
    () => (state.queries && metrics.data && !metrics.error ? deriveDashboard(metrics.data, searchFilter) : null),
    [state.queries, metrics.data, metrics.error, searchFilter],
  );

  return {
    query: state.queries,
    apply,
    isPending: state.isPending || metrics.isLoading,
    model,
    alert: alert?.message ?? null,
    loginRequired,
  };
}
