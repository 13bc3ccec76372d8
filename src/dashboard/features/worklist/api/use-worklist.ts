import { useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { deriveWorklist, type Worklist } from '../model/derive-worklist';

/**
 * The worklist of the applied criteria and the project-name filter, aged at `now` (the page's clock
 * reading) against the saved SLA targets; null until the metrics are there. The metrics call is the
 * page's own, shared through the SDK's SWR cache: never sent twice.
 */
export function useWorklist(
  query: FilterQuery | null,
  searchFilter: string,
  now: number,
  slaDays: SlaTargets,
): Worklist | null {
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const { data, error } = useMetrics(metricsQuery, { revalidateIfStale: false });
  return useMemo(
    () => (data !== undefined && !error ? deriveWorklist(data, { now, projectFilter: searchFilter, slaDays }) : null),
    [data, error, now, searchFilter, slaDays],
  );
}
