import { useEffect } from 'react';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { type SlotStatus, teamReadIds } from '@/dashboard/shared/model/slot-queue';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import { SortHeaderCell } from '@/dashboard/shared/ui/sort-header-cell';
import { type TeamFiguresOf, useTeamRow } from '../api/use-team-row';
import type { ComparedTeam, TeamRowState } from '../model/team-row';
import {
  nextTeamSort,
  TEAM_COLUMN_LABELS,
  TEAM_SORT_COLUMNS,
  type TeamSort,
  type TeamSortColumn,
} from '../model/team-table';
import styles from './team-comparison.module.css';
import { TeamRowView } from './team-row-view';

interface TeamComparisonTableProps {
  teams: readonly ComparedTeam[];
  query: FilterQuery;
  signal: AbortSignal;
  /** Where each read stands in the queue (`teamReadIds`). */
  statusOf: (id: string) => SlotStatus;
  figuresOf: TeamFiguresOf;
  sort: TeamSort | null;
  onSort: (sort: TeamSort) => void;
  onRowState: (uuid: string, state: TeamRowState) => void;
  /** A read has ended, or is no longer needed. */
  onSettled: (id: string) => void;
  onRetry: (uuid: string) => void;
  onShowTeam: (teamUUID: string) => void;
}

/** One row per team; every header sorts. Each row reads, loads and fails on its own. */
export function TeamComparisonTable({ teams, sort, onSort, ...rowProps }: TeamComparisonTableProps) {
  return (
    <div className={`${dataTable.scroller} ${styles.scroller}`}>
      <table className={`${dataTable.table} ${styles.table}`} aria-label="Team comparison">
        <thead>
          <tr>
            {TEAM_SORT_COLUMNS.map((column) => (
              <HeaderCell key={column} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <TeamRow key={team.uuid} team={team} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type TeamRowProps = Omit<TeamComparisonTableProps, 'teams' | 'sort' | 'onSort'> & { team: ComparedTeam };

function TeamRow({
  team,
  query,
  signal,
  statusOf,
  figuresOf,
  onRowState,
  onSettled,
  onRetry,
  onShowTeam,
}: TeamRowProps) {
  const ids = teamReadIds(team.uuid);
  const currentStatus = statusOf(ids.current);
  const previousStatus = statusOf(ids.previous);
  const row = useTeamRow({
    query,
    teamUUID: team.uuid,
    readingCurrent: currentStatus !== 'waiting',
    readingPrevious: previousStatus !== 'waiting',
    signal,
    figuresOf,
  });
  const { state, currentSettled, previousSettled, forgetFailed } = row;
  useEffect(() => onRowState(team.uuid, state), [team.uuid, state, onRowState]);
  useEffect(() => {
    if (currentSettled && currentStatus === 'running') onSettled(ids.current);
  }, [currentSettled, currentStatus, ids.current, onSettled]);
  // The previous period's read gives its slot back when it ends, and leaves the line at once when
  // there is nothing to ask (no previous period, or its answer is already cached).
  useEffect(() => {
    if (previousSettled && previousStatus !== 'done') onSettled(ids.previous);
  }, [previousSettled, previousStatus, ids.previous, onSettled]);

  return (
    <TeamRowView
      team={team}
      state={state}
      onShowTeam={onShowTeam}
      onRetry={() => {
        forgetFailed();
        onRetry(team.uuid);
      }}
    />
  );
}

function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: TeamSortColumn;
  sort: TeamSort | null;
  onSort: (sort: TeamSort) => void;
}) {
  return (
    <SortHeaderCell
      label={TEAM_COLUMN_LABELS[column]}
      direction={sort?.column === column ? sort.direction : null}
      onSort={() => onSort(nextTeamSort(sort, column))}
    />
  );
}
