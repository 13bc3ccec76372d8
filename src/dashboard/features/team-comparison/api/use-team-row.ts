import { useCallback, useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { previousPeriod } from '@/dashboard/shared/metrics/previous-period';
import type { NormalizedMetrics } from '@/dashboard/shared/metrics/types';
import { useForgetFailedMetrics, useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { AbortedError, formatDateFilterError } from '@/sdk';
import type { TeamFigures, TeamRowState } from '../model/team-row';

/** Makes a team's figures from its metrics and, when loaded, the previous period's. */
export type TeamFiguresOf = (current: NormalizedMetrics, previous: NormalizedMetrics | undefined) => TeamFigures;

export interface TeamRowInput {
  /** The applied criteria: every team is read with them, under its own teamUUID. */
  readonly query: FilterQuery;
  readonly teamUUID: string;
  /** False while the period's read waits for a slot: nothing is sent. */
  readonly readingCurrent: boolean;
  /** The same for the previous period's read. */
  readonly readingPrevious: boolean;
  /** Cancels the row's calls when the view is left. */
  readonly signal: AbortSignal;
  readonly figuresOf: TeamFiguresOf;
}

export interface TeamRowRead {
  readonly state: TeamRowState;
  /** The period's read has ended (answer or error): its slot can go to the next read. */
  readonly currentSettled: boolean;
  /** The previous period's read has ended (answer or error), or there is no previous period. */
  readonly previousSettled: boolean;
  /** Forgets the row's failed reads, so that reading again sends them again. */
  readonly forgetFailed: () => void;
}

// A call cancelled because a view was left is no failure: the row reads again when it is shown again.
const failure = (error: unknown) => (error && !(error instanceof AbortedError) ? error : undefined);

/**
 * One team's row: its metrics over the applied criteria and those of the previous period, each an
 * SWR read through the SDK (each in its own slot), shared with every other reader of the same query.
 * An answer already cached is used as it is. The previous period's failure costs only the changes ('—').
 */
export function useTeamRow({
  query,
  teamUUID,
  readingCurrent,
  readingPrevious,
  signal,
  figuresOf,
}: TeamRowInput): TeamRowRead {
  const teamQuery = useMemo(() => toMetricsQuery({ ...query, teamUUID }), [query, teamUUID]);
  const previousQuery = useMemo(() => {
    const dates = previousPeriod(query.startDate, query.endDate);
    return dates ? { ...teamQuery, ...dates } : null;
  }, [query, teamQuery]);
  const current = useMetrics(readingCurrent ? teamQuery : null, { revalidateIfStale: false, signal });
  const previous = useMetrics(readingPrevious ? previousQuery : null, { revalidateIfStale: false, signal });
  const currentMetrics = current.data;
  const previousMetrics = previous.data;

  const currentFailure = failure(current.error);
  const previousFailure = failure(previous.error);
  const previousDone = previousQuery === null || previous.data !== undefined || previousFailure !== undefined;
  const state = useMemo<TeamRowState>(() => {
    if (!readingCurrent) return { status: 'waiting' };
    if (currentFailure) return { status: 'failed', message: formatDateFilterError(currentFailure).message };
    if (currentMetrics === undefined || !previousDone) return { status: 'loading' };
    return { status: 'loaded', figures: figuresOf(currentMetrics, previous.error ? undefined : previousMetrics) };
  }, [readingCurrent, currentFailure, currentMetrics, previousDone, previousMetrics, previous.error, figuresOf]);

  const forget = useForgetFailedMetrics();
  const forgetFailed = useCallback(() => {
    forget(teamQuery);
    if (previousQuery) forget(previousQuery);
  }, [forget, teamQuery, previousQuery]);

  return {
    state,
    currentSettled: currentMetrics !== undefined || currentFailure !== undefined,
    previousSettled: previousDone,
    forgetFailed,
  };
}
