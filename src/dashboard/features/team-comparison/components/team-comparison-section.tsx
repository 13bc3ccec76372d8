import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { toCsv } from '@/dashboard/shared/export/csv';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import {
  fillSlots,
  releaseSlot,
  requeueSlot,
  type SlotQueue,
  slotQueue,
  slotStatus,
  teamReadIds,
} from '@/dashboard/shared/model/slot-queue';
import { PageSection } from '@/dashboard/shared/ui/page-section';
import { type TeamsFiguresOf, useAccountTeams } from '../api/use-account-teams';
import { useLeaveSignal } from '../api/use-leave-signal';
import type { TeamFiguresOf } from '../api/use-team-row';
import { type ComparedTeam, type TeamRowState, WAITING_ROW } from '../model/team-row';
import { sortTeams, TEAM_CSV_COLUMNS, type TeamSort } from '../model/team-table';
import styles from './team-comparison.module.css';
import { TeamComparisonTable } from './team-comparison-table';
import { TeamReadRow } from './team-read-row';
import { TeamRowView } from './team-row-view';

/** At most this many calls are under way at once: 20 teams never send 40 calls together. */
const TEAM_READ_CONCURRENCY = 4;

export interface TeamComparisonSectionProps {
  /** The signed-in user's teams, in their order. */
  teams: readonly ComparedTeam[];
  /** The applied criteria; every team is read with them. Null until applied. */
  query: FilterQuery | null;
  /** The sort, as the page address holds it (`teams.sort`). */
  sort: TeamSort | null;
  onSortChange: (sort: TeamSort) => void;
  /** Makes a row's figures from the team's own answers (the page composes the remediation and worklist models). */
  figuresOf: TeamFiguresOf;
  /** Makes every row's figures from the account's answers, when they name each project's teams. */
  teamsFiguresOf: TeamsFiguresOf;
  /** Shows the dashboard for one team (its teamUUID applied). */
  onShowTeam: (teamUUID: string) => void;
  /** How many calls are under way at once. */
  concurrency?: number;
}

/** The comparison of the user's teams, one row each, over the applied criteria. */
export function TeamComparisonSection({ query, teams, ...rest }: TeamComparisonSectionProps) {
  // New criteria or other teams start over: the old calls are cancelled with the old rows.
  const generation = useMemo(() => JSON.stringify([query, teams.map((team) => team.uuid)]), [query, teams]);
  return (
    <PageSection title="Compare teams">
      {teams.length === 0 ? (
        <p className={styles.note}>You belong to no team, so there is nothing to compare.</p>
      ) : query === null ? (
        <p className={styles.note}>Choose the criteria and select Apply to compare your teams.</p>
      ) : (
        <TeamComparison key={generation} query={query} teams={teams} {...rest} />
      )}
    </PageSection>
  );
}

type SlotAction = { type: 'fill' } | { type: 'release' | 'requeue'; id: string };

function slotReducer(queue: SlotQueue, action: SlotAction): SlotQueue {
  if (action.type === 'fill') return fillSlots(queue);
  return action.type === 'release' ? releaseSlot(queue, action.id) : requeueSlot(queue, action.id);
}

type ComparisonProps = TeamComparisonSectionProps & { query: FilterQuery };

/**
 * The rows from the account's answers when they name each project's teams (no team's answers read);
 * otherwise each team's own, read in turn.
 */
function TeamComparison(props: ComparisonProps) {
  const { query, teams, teamsFiguresOf, onShowTeam } = props;
  const account = useAccountTeams({ query, teams, teamsFiguresOf });
  if (account.road === 'per-team') return <EachTeamRead {...props} />;
  const { stateOf, retry } =
    account.road === 'shared' ? account : { stateOf: (_uuid: string) => LOADING_ROW, retry: () => {} };
  return (
    <ComparedRows
      {...props}
      stateOf={stateOf}
      row={(team) => <TeamRowView team={team} state={stateOf(team.uuid)} onShowTeam={onShowTeam} onRetry={retry} />}
    />
  );
}

const LOADING_ROW: TeamRowState = Object.freeze({ status: 'loading' });

/** Each team's own answers read, at most `concurrency` calls at once, each row loading and failing on its own. */
function EachTeamRead({
  query,
  teams,
  figuresOf,
  onShowTeam,
  concurrency = TEAM_READ_CONCURRENCY,
  ...rest
}: ComparisonProps) {
  const signal = useLeaveSignal();
  const [queue, dispatch] = useReducer(slotReducer, undefined, () =>
    slotQueue(
      teams.flatMap((team) => {
        const ids = teamReadIds(team.uuid);
        return [ids.current, ids.previous];
      }),
      concurrency,
    ),
  );
  // Slots are given after each change has been drawn: a row asked again first reads nothing, so
  // its read starts anew when its turn comes.
  useEffect(() => {
    if (fillSlots(queue) !== queue) dispatch({ type: 'fill' });
  }, [queue]);

  const [states, setStates] = useState<ReadonlyMap<string, TeamRowState>>(() => new Map());
  const onRowState = useCallback((uuid: string, state: TeamRowState) => {
    setStates((previous) => (previous.get(uuid) === state ? previous : new Map(previous).set(uuid, state)));
  }, []);
  const onSettled = useCallback((id: string) => dispatch({ type: 'release', id }), []);
  const onRetry = useCallback((uuid: string) => {
    const ids = teamReadIds(uuid);
    dispatch({ type: 'requeue', id: ids.current });
    dispatch({ type: 'requeue', id: ids.previous });
  }, []);
  const stateOf = useCallback((uuid: string) => states.get(uuid) ?? WAITING_ROW, [states]);
  return (
    <ComparedRows
      {...rest}
      teams={teams}
      stateOf={stateOf}
      row={(team) => (
        <TeamReadRow
          team={team}
          query={query}
          signal={signal}
          statusOf={(id) => slotStatus(queue, id)}
          figuresOf={figuresOf}
          onRowState={onRowState}
          onSettled={onSettled}
          onRetry={onRetry}
          onShowTeam={onShowTeam}
        />
      )}
    />
  );
}

interface ComparedRowsProps {
  readonly teams: readonly ComparedTeam[];
  readonly sort: TeamSort | null;
  readonly onSortChange: (sort: TeamSort) => void;
  readonly stateOf: (uuid: string) => TeamRowState;
  readonly row: (team: ComparedTeam) => ReactNode;
}

/** The count of teams loaded, the CSV of the rows shown, and the table, in the sort's order. */
function ComparedRows({ teams, sort, onSortChange, stateOf, row }: ComparedRowsProps) {
  const ordered = useMemo(() => sortTeams(teams, stateOf, sort), [teams, stateOf, sort]);
  const naming = useExportNaming();
  const loaded = ordered.filter((team) => stateOf(team.uuid).status === 'loaded').length;
  const failed = ordered.filter((team) => stateOf(team.uuid).status === 'failed').length;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {loaded} of {teams.length} teams loaded{failed > 0 ? `, ${failed} failed` : ''}
        </p>
        {naming && (
          <CsvExportButton
            label="Export CSV"
            build={() => ({
              fileName: exportFileName(naming, 'teams'),
              csv: toCsv(
                TEAM_CSV_COLUMNS,
                ordered.map((team) => ({ team, state: stateOf(team.uuid) })),
              ),
            })}
          />
        )}
      </div>
      <TeamComparisonTable teams={ordered} sort={sort} onSort={onSortChange} row={row} />
    </>
  );
}
