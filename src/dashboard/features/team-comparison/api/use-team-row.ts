import { useCallback, useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { previousPeriod } from '@/dashboard/shared/metrics/previous-period';
import type { NormalizedMetrics } from '@/dashboard/shared/metrics/types';
import { useForgetFailedMetrics, useMetrics, useNormalizedMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { AbortedError, formatDateFilterError } from '@/sdk';
import type { TeamFigures, TeamRowState } from '../model/team-figures';

/** Makes a team's figures from its metrics and, when loaded, the previous period's. */
export type TeamFiguresOf = (current: NormalizedMetrics, previous: NormalizedMetrics | undefined) => TeamFigures;

export interface TeamRowInput {
  /** The applied criteria: every team is read with them, under its own teamUUID. */
  readonly query: FilterQuery;
  readonly teamUUID: string;
  /** False while the row waits for a slot: nothing is sent. */
  readonly reading: boolean;
  /** Cancels the row's calls when the view is left. */
  readonly signal: AbortSignal;
  readonly figuresOf: TeamFiguresOf;
}

export interface TeamRowRead {
  readonly state: TeamRowState;
  /** Both reads have ended (answer or error): the row's slot can go to the next team. */
  readonly settled: boolean;
  /** Forgets the row's failed reads, so that reading again sends them again. */
  readonly forgetFailed: () => void;
}

// A call cancelled because a view was left is no failure: the row reads again when it is shown again.
const failure = (error: unknown) => (error && !(error instanceof AbortedError) ? error : undefined);

/**
 * One team's row: its metrics over the applied criteria, then (once they are there) those of the
 * previous period, each an SWR read through the SDK, shared with every other reader of the same
 * query. An answer already cached is used as it is. The previous period's failure costs only the
 * changes ('—').
 */
export function useTeamRow({ query, teamUUID, reading, signal, figuresOf }: TeamRowInput): TeamRowRead {
  const teamQuery = useMemo(() => toMetricsQuery({ ...query, teamUUID }), [query, teamUUID]);
  const current = useMetrics(reading ? teamQuery : null, { revalidateIfStale: false, signal });
  const dates = useMemo(() => previousPeriod(query.startDate, query.endDate), [query]);
  const currentLoaded = current.data !== undefined;
  const previousQuery = useMemo(
    () => (dates && currentLoaded ? { ...teamQuery, ...dates } : null),
    [teamQuery, dates, currentLoaded],
  );
  const previous = useMetrics(reading ? previousQuery : null, { revalidateIfStale: false, signal });
  const currentMetrics = useNormalizedMetrics(current.data);
  const previousMetrics = useNormalizedMetrics(previous.data);

  const currentFailure = failure(current.error);
  const previousDone = dates === null || previous.data !== undefined || failure(previous.error) !== undefined;
  const state = useMemo<TeamRowState>(() => {
    if (!reading) return { status: 'waiting' };
    if (currentFailure) return { status: 'failed', message: formatDateFilterError(currentFailure).message };
    if (currentMetrics === undefined || !previousDone) return { status: 'loading' };
    return { status: 'loaded', figures: figuresOf(currentMetrics, previous.error ? undefined : previousMetrics) };
  }, [reading, currentFailure, currentMetrics, previousDone, previousMetrics, previous.error, figuresOf]);

  const forget = useForgetFailedMetrics();
  const forgetFailed = useCallback(() => {
    forget(teamQuery);
    if (previousQuery) forget(previousQuery);
  }, [forget, teamQuery, previousQuery]);

  return { state, settled: state.status === 'loaded' || state.status === 'failed', forgetFailed };
}
