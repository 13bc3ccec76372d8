import { Fragment, type ReactNode } from 'react';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import { SortHeaderCell } from '@/dashboard/shared/ui/sort-header-cell';
import type { ComparedTeam } from '../model/team-row';
import {
  nextTeamSort,
  TEAM_COLUMN_LABELS,
  TEAM_SORT_COLUMNS,
  type TeamSort,
  type TeamSortColumn,
} from '../model/team-table';
import styles from './team-comparison.module.css';

interface TeamComparisonTableProps {
  teams: readonly ComparedTeam[];
  sort: TeamSort | null;
  onSort: (sort: TeamSort) => void;
  /** A team's row (keyed by the table): read on its own, or drawn from figures made for every team. */
  row: (team: ComparedTeam) => ReactNode;
}

/** One row per team; every header sorts. */
export function TeamComparisonTable({ teams, sort, onSort, row }: TeamComparisonTableProps) {
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
            <Fragment key={team.uuid}>{row(team)}</Fragment>
          ))}
        </tbody>
      </table>
    </div>
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
