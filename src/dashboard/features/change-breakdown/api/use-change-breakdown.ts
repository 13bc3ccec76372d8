import { useMemo } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { PeriodDates } from '@/dashboard/shared/metrics/previous-period';
import { usePeriodMetrics } from '@/dashboard/shared/metrics/use-period-metrics';
import { type ChangeBreakdown, changeBreakdownOf } from '../model/derive-change-breakdown';

/** `unavailable`: the applied dates make no previous period; `failed`: either period's call failed. */
type ChangeBreakdownStatus = 'loading' | 'ready' | 'unavailable' | 'failed';

export interface ChangeBreakdownData {
  readonly status: ChangeBreakdownStatus;
  /** Both periods' breakdown, once both are loaded. */
  readonly breakdown: ChangeBreakdown | null;
  readonly previousDates: PeriodDates | null;
}

/**
 * The change breakdown of the applied criteria against the previous period, under the project-name
 * filter. The only place this feature reads data: the rest of it sees the derived breakdown. Both
 * metrics calls are the ones the page and the Remediation section already make (the same queries
 * through SWR), so opening a breakdown sends nothing new.
 */
export function useChangeBreakdown(query: FilterQuery | null, searchFilter: string): ChangeBreakdownData {
  const { current, previous, previousDates } = usePeriodMetrics(query);
  // Both answers as the page and the Remediation section normalised them (once per answer, shared).
  const now = current.data?.summary;
  const before = previous.data?.summary;
  const breakdown = useMemo(
    () => (now && before ? changeBreakdownOf(now, before, { projectFilter: searchFilter }) : null),
    [now, before, searchFilter],
  );
  let status: ChangeBreakdownStatus;
  if (query !== null && previousDates === null) status = 'unavailable';
  else if (current.error || previous.error) status = 'failed';
  else if (breakdown) status = 'ready';
  else status = 'loading';
  return { status, breakdown, previousDates };
}
