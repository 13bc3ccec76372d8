import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { useDerived } from '@/dashboard/shared/metrics/load/use-derived';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { whenIdle } from '@/dashboard/shared/model/when-idle';
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
 * The lines asked for around those in view, in blocks: scrolling within a block asks nothing, and a
 * listing holds the lines in view with a block's margin on each side.
 */
const LINE_BLOCK = 100;

/** The lines to ask for, from `start` to `end`, when `first` to `last` are in view. */
export const linesAround = (first: number, last: number) => ({
  start: Math.max(0, (Math.floor(first / LINE_BLOCK) - 1) * LINE_BLOCK),
  end: (Math.ceil(last / LINE_BLOCK) + 1) * LINE_BLOCK,
});

const NO_GROUPS: readonly string[] = [];

/** The metrics answer the worklist is derived from, and the question the section asks of it. */
function useWorklistQuestion(
  query: FilterQuery | null,
  searchFilter: string,
  now: number,
  slaDays: SlaTargets | undefined,
  acceptances: readonly Acceptance[] | undefined,
  { view, openGroups, start, end }: WorklistWanted,
) {
  const metricsQuery = useMemo(() => (query ? toMetricsQuery(query) : null), [query]);
  const { data: metrics } = useMetrics(metricsQuery, { revalidateIfStale: false });
  const options = useMemo(
    (): WorklistOptions | null =>
      acceptances === undefined || slaDays === undefined
        ? null
        : { now, projectFilter: searchFilter, slaDays, acceptances },
    [now, searchFilter, slaDays, acceptances],
  );
  const question = useMemo(
    (): WorklistQuestion | null => (options === null ? null : { options, view, openGroups, start, end }),
    [options, view, openGroups, start, end],
  );
  return { metrics, options, question };
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
  const { metrics, options, question } = useWorklistQuestion(query, searchFilter, now, slaDays, acceptances, wanted);
  const { view } = wanted;
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

/**
 * Has the worklist derived ahead of its section, once: when the answer is whole and the targets and
 * accepted risks are there, at the browser's next idle moment, the section's first question is asked
 * where the answer is held, which keeps the derived list for the section's own question. Its first
 * derivation, in a worker that has not run it yet, takes a few hundred milliseconds at 2,000
 * projects: the reader who scrolls to the section no longer waits for it. Only the first answer's
 * (new criteria or a new filter are derived when the section asks), and nothing is kept on the page.
 * A failure is the section's to show when it asks.
 */
export function useWorklistAhead(
  query: FilterQuery | null,
  searchFilter: string,
  now: number,
  slaDays: SlaTargets | undefined,
  acceptances: readonly Acceptance[] | undefined,
  view: WorklistView,
): void {
  const wanted = useMemo(() => ({ view, openGroups: NO_GROUPS, ...linesAround(0, 1) }), [view]);
  const { metrics, question } = useWorklistQuestion(query, searchFilter, now, slaDays, acceptances, wanted);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || metrics === undefined || question === null) return;
    return whenIdle(() => {
      asked.current = true;
      metrics.ask(worklistListing, question).catch(() => {});
    });
  }, [metrics, question]);
}
