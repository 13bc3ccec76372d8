import { useCallback, useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { previousPeriod } from '@/dashboard/shared/metrics/previous-period';
import { useForgetFailedMetrics, useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { AbortedError, formatDateFilterError } from '@/sdk';
import type { TeamFigures, TeamRowState } from '../model/team-row';
import { useMadeFrom } from './use-made-from';

/**
 * Makes a team's figures from its metrics and, when loaded, the previous period's: at once, or where
 * the answers are (in the workers that read them).
 */
export type TeamFiguresOf = (
  current: MetricsAnswer,
  previous: MetricsAnswer | undefined,
  /** The team's own settings (its SLA targets) may differ from the account's. */
  teamUUID: string,
) => TeamFigures | Promise<TeamFigures>;

/** What a row says when its figures cannot be made from its answers. */
export const FIGURES_FAILED = 'The figures of this team could not be derived.';

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
  /** Forgets the row's failed reads (all its reads when its figures failed), so that reading again sends them again. */
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
  const figuresFrom = readingCurrent && !currentFailure && previousDone ? currentMetrics : undefined;
  const figuresBefore = previous.error ? undefined : previousMetrics;
  const figureInputs = useMemo<[MetricsAnswer, MetricsAnswer | undefined] | undefined>(
    () => (figuresFrom === undefined ? undefined : [figuresFrom, figuresBefore]),
    [figuresFrom, figuresBefore],
  );
  const makeFigures = useCallback(
    (current: MetricsAnswer, previous: MetricsAnswer | undefined) => figuresOf(current, previous, teamUUID),
    [figuresOf, teamUUID],
  );
  // The figures of the period's answer (and the earlier period's) once made.
  const figures = useMadeFrom(figureInputs, makeFigures);
  const state = useMemo<TeamRowState>(() => {
    if (!readingCurrent) return { status: 'waiting' };
    if (currentFailure) return { status: 'failed', message: formatDateFilterError(currentFailure).message };
    if (figures === undefined) return { status: 'loading' };
    if (figures === 'failed') return { status: 'failed', message: FIGURES_FAILED };
    return { status: 'loaded', figures };
  }, [readingCurrent, currentFailure, figures]);

  // Figures that could not be made (their answers' worker is gone) are made again from new reads.
  const figuresFailed = figures === 'failed';
  const forget = useForgetFailedMetrics();
  const forgetFailed = useCallback(() => {
    forget(teamQuery, figuresFailed);
    if (previousQuery) forget(previousQuery, figuresFailed);
  }, [forget, teamQuery, previousQuery, figuresFailed]);

  return {
    state,
    currentSettled: currentMetrics !== undefined || currentFailure !== undefined,
    previousSettled: previousDone,
    forgetFailed,
  };
}
