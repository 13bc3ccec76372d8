import useSWR from 'swr';
import type { MetricsQuery, SecurityMetrics } from '../../../../sdk';
import { useSdk } from '../../../shared/api/sdk-context';

/** The SWR key of a metrics query: every query field, so that any change fetches anew. */
export function metricsKey(scope: string, query: MetricsQuery) {
  return [
    'metrics',
    scope,
    query.startDate ?? '',
    query.endDate ?? '',
    query.branches ?? '*',
    query.tags ?? '',
    query.cache ?? false,
    query.teamUUID ?? '',
  ] as const;
}

/** The metrics of a query; a null query (filters not applied yet) sends no request. */
export function useMetrics(query: MetricsQuery | null) {
  const { client, scope } = useSdk();
  return useSWR<SecurityMetrics>(query ? metricsKey(scope, query) : null, () => client.metrics.get(query ?? {}), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
