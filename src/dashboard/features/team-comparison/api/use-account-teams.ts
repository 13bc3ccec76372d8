import { useCallback, useMemo } from 'react';
import { type FilterQuery, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { previousPeriod } from '@/dashboard/shared/metrics/previous-period';
import { namesTeams } from '@/dashboard/shared/metrics/team-uuids';
import { useAskFailedMetricsAgain, useForgetFailedMetrics, useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { AbortedError } from '@/sdk';
import type { ComparedTeam, TeamFigures, TeamRowState } from '../model/team-row';
import { useMadeFrom } from './use-made-from';
import { FIGURES_FAILED } from './use-team-row';

/**
 * Makes every team's figures, in the order of `teamUUIDs`, from the account's answers of the period and
 * of the previous one (when it loaded and names its projects' teams too), where the answers are.
 */
export type TeamsFiguresOf = (
  current: MetricsAnswer,
  previous: MetricsAnswer | undefined,
  teamUUIDs: readonly string[],
) => Promise<readonly TeamFigures[]>;

/** Where the rows' figures come from. */
export type AccountTeams =
  /** The account's answer is being read: it will say. */
  | { readonly road: 'pending' }
  /** It does not name its projects' teams (or could not be read): each team's answers are read. */
  | { readonly road: 'per-team' }
  /** Every row from the account's answers, none read per team. */
  | {
      readonly road: 'shared';
      readonly stateOf: (teamUUID: string) => TeamRowState;
      /** Reads the account's answers again (their figures could not be made), and derives again. */
      readonly retry: () => void;
    };

interface AccountTeamsInput {
  /** The applied criteria: the account's answers are read with them, without their team. */
  readonly query: FilterQuery;
  readonly teams: readonly ComparedTeam[];
  readonly teamsFiguresOf: TeamsFiguresOf;
}

const LOADING: TeamRowState = Object.freeze({ status: 'loading' });
const FAILED: TeamRowState = Object.freeze({ status: 'failed', message: FIGURES_FAILED });

// A read stopped because no part of the page waited for it is no failure: it is read again when wanted.
const failed = (error: unknown) => Boolean(error) && !(error instanceof AbortedError);

/**
 * The account's answers of the applied criteria (the page's own call when no team is applied, shared
 * through SWR) and, once it names every project's teams, of the previous period (the Remediation
 * section's call): then every row is derived from them, and no team's answers are read. An answer
 * that does not name them, or a failed read, leaves the rows to their own reads. No leave signal: the
 * page may share the read, and the page's cache stops a read no part of the page waits for.
 */
export function useAccountTeams({ query, teams, teamsFiguresOf }: AccountTeamsInput): AccountTeams {
  const accountQuery = useMemo(() => {
    const { teamUUID: _team, ...account } = query;
    return toMetricsQuery(account);
  }, [query]);
  const current = useMetrics(accountQuery, { revalidateIfStale: false });
  const named = current.data !== undefined && namesTeams(current.data.summary.projects);
  const previousQuery = useMemo(() => {
    const dates = named ? previousPeriod(query.startDate, query.endDate) : null;
    return dates ? { ...accountQuery, ...dates } : null;
  }, [named, query, accountQuery]);
  const previous = useMetrics(previousQuery, { revalidateIfStale: false });
  const previousDone = previousQuery === null || previous.data !== undefined || failed(previous.error);
  // An earlier period whose projects do not name their teams cannot be shared out: no changes then.
  const before = previous.data;
  const previousShared = before && (before.summary.projects.length === 0 || namesTeams(before.summary.projects));

  const teamUUIDs = useMemo(() => teams.map((team) => team.uuid), [teams]);
  const sharedFrom = named && previousDone ? current.data : undefined;
  const sharedBefore = previousShared ? before : undefined;
  const figureInputs = useMemo<Parameters<TeamsFiguresOf> | undefined>(
    () => (sharedFrom === undefined ? undefined : [sharedFrom, sharedBefore, teamUUIDs]),
    [sharedFrom, sharedBefore, teamUUIDs],
  );
  // Every team's figures from the period's answer (and the earlier period's) once made.
  const figures = useMadeFrom(figureInputs, teamsFiguresOf);
  // The period's answer is read again at once; the previous period's is forgotten, and read again
  // once the period's answer has come (until then it is not asked for).
  const askAgain = useAskFailedMetricsAgain();
  const forget = useForgetFailedMetrics();
  const retry = useCallback(() => {
    if (previousQuery) forget(previousQuery, true);
    askAgain(accountQuery, true);
  }, [askAgain, forget, accountQuery, previousQuery]);
  const stateOf = useCallback(
    (teamUUID: string): TeamRowState => {
      if (figures === undefined) return LOADING;
      if (figures === 'failed') return FAILED;
      const row = figures[teamUUIDs.indexOf(teamUUID)];
      return row === undefined ? FAILED : { status: 'loaded', figures: row };
    },
    [figures, teamUUIDs],
  );

  if (failed(current.error)) return { road: 'per-team' };
  if (current.data === undefined) return { road: 'pending' };
  if (!named) return { road: 'per-team' };
  return { road: 'shared', stateOf, retry };
}
