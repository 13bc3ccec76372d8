import { useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useMetrics, useNormalizedMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { type Worklist, worklistOfProjects } from '../model/derive-worklist';

/**
 * The worklist of the applied criteria and the project-name filter, aged at `now` (the page's clock
 * reading) against the saved SLA targets; null until the metrics are there. The metrics call is the
 * page's own, shared through the SDK's SWR cache: never sent twice, and its answer normalised once.
 */
export function useWorklist(
  query: FilterQuery | null,
  searchFilter: string,
  now: number,
  slaDays: SlaTargets,
): Worklist | null {
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const { data } = useMetrics(metricsQuery, { revalidateIfStale: false });
  // The answer the page normalised already (one normalisation per answer, shared).
  const normalized = useNormalizedMetrics(data);
  return useMemo(
    () =>
      normalized === undefined
        ? null
        : worklistOfProjects(normalized.projects, { now, projectFilter: searchFilter, slaDays }),
    [normalized, now, searchFilter, slaDays],
  );
}
