import { useCallback, useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { useDerived } from '@/dashboard/shared/metrics/load/use-derived';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import type { Acceptance, WorklistOptions } from '../model/derive-worklist';
import { type WorklistListing, type WorklistQuestion, worklistCsv, worklistListing } from '../model/worklist-listing';
import type { WorklistView } from '../model/worklist-view';

/** What the section shows of the worklist, and how it shows it. */
export interface WorklistWanted {
  readonly view: WorklistView;
  /** The ids whose groups are open (by vulnerability). */
  readonly openGroups: readonly string[];
  /** The table's lines wanted, from `start` up to, not including, `end`. */
  readonly start: number;
  readonly end: number;
}

export interface WorklistData {
  /** The latest listing: a newer question's answer replaces it when it comes. */
  readonly listing: WorklistListing;
  /** A newer question is being answered (the listing shown is the one before). */
  readonly pending: boolean;
  /** The CSV of every row shown, in the order shown. */
  readonly csv: () => Promise<string>;
}

/**
 * The worklist of the applied criteria and the project-name filter, aged at `now` (the page's clock
 * reading) against the SLA targets, with the account's accepted risks; null until the metrics, the
 * targets and the accepted risks are there, then 'deriving' until the first listing is. The metrics call is the page's own, shared
 * through the SDK's SWR cache; the worklist is derived where its answer is held (`ask`), and only the
 * lines in view come to the page.
 */
export function useWorklist(
  query: FilterQuery | null,
  searchFilter: string,
  now: number,
  slaDays: SlaTargets | undefined,
  acceptances: readonly Acceptance[] | undefined,
  wanted: WorklistWanted,
): WorklistData | 'deriving' | null {
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const { data: metrics } = useMetrics(metricsQuery, { revalidateIfStale: false });
  const options = useMemo(
    (): WorklistOptions | null =>
      acceptances === undefined || slaDays === undefined
        ? null
        : { now, projectFilter: searchFilter, slaDays, acceptances },
    [now, searchFilter, slaDays, acceptances],
  );
  const { view, openGroups, start, end } = wanted;
  const question = useMemo(
    (): WorklistQuestion | null => (options === null ? null : { options, view, openGroups, start, end }),
    [options, view, openGroups, start, end],
  );
  const { result: listing, pending, error } = useDerived(metrics, worklistListing, question);
  const csv = useCallback(
    () =>
      metrics === undefined || options === null ? Promise.resolve('') : metrics.ask(worklistCsv, { options, view }),
    [metrics, options, view],
  );
  // The section shows what it cannot derive as its own failure (SectionBoundary).
  if (error !== undefined) throw error;
  if (listing !== undefined) return { listing, pending, csv };
  return metrics === undefined || question === null ? null : 'deriving';
}
