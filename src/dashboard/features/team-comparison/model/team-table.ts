// The team comparison's part of the page address: its sort, under a parameter of its own
// (`teams.sort=<column>:<asc|desc>`), read as untrusted input and written back the same way; and the
// rows in that order. Pure.

import type { CsvColumn } from '@/dashboard/shared/export/csv';
import { compareTexts } from '@/dashboard/shared/model/text-order';
import type { ComparedTeam, TeamFigures, TeamRowState } from './team-row';

export const TEAM_SORT_COLUMNS = ['team', 'projects', 'open', 'overdue', 'mttr', 'sla', 'netResolveRate'] as const;
export type TeamSortColumn = (typeof TEAM_SORT_COLUMNS)[number];

export interface TeamSort {
  readonly column: TeamSortColumn;
  readonly direction: 'asc' | 'desc';
}

export const TEAM_SORT_PARAMETER = 'teams.sort';

export const TEAM_COLUMN_LABELS: Readonly<Record<TeamSortColumn, string>> = {
  team: 'Team',
  projects: 'Projects',
  open: 'Open',
  overdue: 'Overdue',
  mttr: 'MTTR',
  sla: 'SLA compliance',
  netResolveRate: 'Net resolve rate',
};

/** The sort a `teams.sort` value names, or null (the teams' own order) for anything else. */
export function parseTeamSort(value: string | null): TeamSort | null {
  if (value === null) return null;
  const [column, direction, ...rest] = value.split(':');
  if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) return null;
  if (!(TEAM_SORT_COLUMNS as readonly string[]).includes(column ?? '')) return null;
  return { column: column as TeamSortColumn, direction };
}

export function serializeTeamSort(sort: TeamSort): string {
  return `${sort.column}:${sort.direction}`;
}

/** Same column: the direction flips; another column starts A to Z for the name, largest first for figures. */
export function nextTeamSort(current: TeamSort | null, column: TeamSortColumn): TeamSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'team' ? 'asc' : 'desc' };
}

function figureOf(figures: TeamFigures, column: Exclude<TeamSortColumn, 'team'>): number | null {
  switch (column) {
    case 'projects':
      return figures.projects;
    case 'open':
      return figures.open;
    case 'overdue':
      return figures.overdue;
    case 'mttr':
      return figures.mttrDays;
    case 'sla':
      return figures.slaCompliance;
    case 'netResolveRate':
      return figures.netResolveRate;
  }
}

/**
 * The teams in the order of `sort`: null keeps the teams' own order. A row without the figure (not
 * loaded yet, failed, or no value such as an MTTR without fixes) goes last either way; ties keep the
 * teams' order. The name sorts whatever the row's state.
 */
export function sortTeams(
  teams: readonly ComparedTeam[],
  stateOf: (uuid: string) => TeamRowState,
  sort: TeamSort | null,
): ComparedTeam[] {
  if (sort === null) return [...teams];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = teams.map((team, index) => {
    const state = stateOf(team.uuid);
    let key: string | number | null;
    if (sort.column === 'team') key = team.name;
    else key = state.status === 'loaded' ? figureOf(state.figures, sort.column) : null;
    return { team, index, key };
  });
  keyed.sort((left, right) => {
    if (left.key === null || right.key === null) {
      if (left.key === right.key) return left.index - right.index;
      return left.key === null ? 1 : -1;
    }
    const order =
      typeof left.key === 'string' || typeof right.key === 'string'
        ? compareTexts(String(left.key), String(right.key))
        : left.key - right.key;
    return order === 0 ? left.index - right.index : sign * order;
  });
  return keyed.map((entry) => entry.team);
}

/** A ratio (0..1) as a percentage rounded to a tenth, for the CSV; null stays empty. */
const percentOf = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 10);
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export interface TeamCsvRow {
  readonly team: ComparedTeam;
  readonly state: TeamRowState;
}

const figure =
  (read: (figures: TeamFigures) => number | null) =>
  ({ state }: TeamCsvRow) =>
    state.status === 'loaded' ? read(state.figures) : null;

/** The CSV of the rows shown: a row that failed or is not loaded has its status and empty figures. */
export const TEAM_CSV_COLUMNS: readonly CsvColumn<TeamCsvRow>[] = [
  { header: 'Team', value: ({ team }) => team.name },
  { header: 'Team UUID', value: ({ team }) => team.uuid },
  { header: 'Status', value: ({ state }) => state.status },
  { header: 'Projects', value: figure((figures) => figures.projects) },
  { header: 'Open vulnerabilities', value: figure((figures) => figures.open) },
  { header: 'Overdue vulnerabilities', value: figure((figures) => figures.overdue) },
  { header: 'MTTR (days)', value: figure((figures) => rounded(figures.mttrDays)) },
  { header: 'MTTR change (%)', value: figure((figures) => rounded(figures.mttrChange)) },
  { header: 'SLA compliance (%)', value: figure((figures) => percentOf(figures.slaCompliance)) },
  { header: 'SLA compliance change (%)', value: figure((figures) => rounded(figures.slaChange)) },
  { header: 'Net resolve rate (%)', value: figure((figures) => percentOf(figures.netResolveRate)) },
  { header: 'Net resolve rate change (%)', value: figure((figures) => rounded(figures.netResolveRateChange)) },
];
