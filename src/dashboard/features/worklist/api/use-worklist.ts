import { useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import type { WorklistItem } from '../model/derive-worklist';
import { type Acceptance, type Worklist, worklistOfProjects } from '../model/derive-worklist';
import { type VulnerabilityDetails, vulnerabilityDetailsOf } from '../model/vulnerability-details';

export interface WorklistData {
  readonly worklist: Worklist;
  /** An item's advisory id and dependency, from the same answer. */
  readonly detailsOf: (item: WorklistItem) => VulnerabilityDetails;
}

/**
 * The worklist of the applied criteria and the project-name filter, aged at `now` (the page's clock
 * reading) against the saved SLA targets, with the account's accepted risks; null until the metrics
 * and the accepted risks are there. The metrics call is the
 * page's own, shared through the SDK's SWR cache: never sent twice, and its answer normalised once.
 */
export function useWorklist(
  query: FilterQuery | null,
  searchFilter: string,
  now: number,
  slaDays: SlaTargets,
  acceptances: readonly Acceptance[] | undefined,
): WorklistData | null {
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const { data: normalized } = useMetrics(metricsQuery, { revalidateIfStale: false });
  // The model the page's read made (one read, one normalisation per answer, shared).
  return useMemo(
    () =>
      normalized === undefined || acceptances === undefined
        ? null
        : {
            worklist: worklistOfProjects(normalized.projects, {
              now,
              projectFilter: searchFilter,
              slaDays,
              acceptances,
            }),
            detailsOf: vulnerabilityDetailsOf(normalized.projects),
          },
    [normalized, now, searchFilter, slaDays, acceptances],
  );
}
