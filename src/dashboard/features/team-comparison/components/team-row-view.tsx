import { formatDays } from '@/dashboard/shared/metrics/duration-stats';
import { formatChange, formatCount, formatPercent } from '@/dashboard/shared/metrics/figure-format';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import type { ComparedTeam, TeamFigures, TeamRowState } from '../model/team-row';
import { TEAM_SORT_COLUMNS } from '../model/team-table';
import styles from './team-comparison.module.css';

/** A figure's cell: right-aligned like the worklist's numbers, never wrapped. */
const NUMBER_CELL = `${dataTable.number} ${styles.number}`;

/** The cells after the team's name. */
const REST_COLUMNS = TEAM_SORT_COLUMNS.length - 1;

export interface TeamRowViewProps {
  readonly team: ComparedTeam;
  readonly state: TeamRowState;
  readonly onShowTeam: (teamUUID: string) => void;
  /** Retry of a failed row: reads (or derives) its figures again. */
  readonly onRetry: () => void;
}

/** A team's row as its state draws it: its figures, where it stands until then, or its failure with Retry. */
export function TeamRowView({ team, state, onShowTeam, onRetry }: TeamRowViewProps) {
  const name = <TeamNameCell team={team} onShowTeam={onShowTeam} />;
  if (state.status === 'failed') {
    return (
      <tr className={dataTable.bodyRow}>
        {name}
        <td colSpan={REST_COLUMNS} className={styles.failed}>
          <span role="alert">Could not load this team: {state.message}</span>
          <button type="button" className={styles.retry} aria-label={`Retry ${team.name}`} onClick={onRetry}>
            Retry
          </button>
        </td>
      </tr>
    );
  }
  if (state.status !== 'loaded') {
    return (
      <tr aria-busy="true" className={dataTable.bodyRow}>
        {name}
        <td colSpan={REST_COLUMNS} className={styles.pending}>
          <span className={styles.skeleton} aria-hidden="true" />
          {state.status === 'waiting' ? 'Waiting for its turn…' : 'Loading…'}
        </td>
      </tr>
    );
  }
  return (
    <tr className={dataTable.bodyRow}>
      {name}
      <FigureCells figures={state.figures} />
    </tr>
  );
}

/** The team's name: a button to the dashboard of that team. */
function TeamNameCell({ team, onShowTeam }: Pick<TeamRowViewProps, 'team' | 'onShowTeam'>) {
  return (
    <th scope="row" className={styles.teamCell}>
      <button
        type="button"
        className={styles.teamLink}
        title={`Show the dashboard for ${team.name}`}
        onClick={() => onShowTeam(team.uuid)}
      >
        {team.name}
      </button>
    </th>
  );
}

function FigureCells({ figures }: { figures: TeamFigures }) {
  return (
    <>
      <td className={NUMBER_CELL}>{formatCount(figures.projects)}</td>
      <td className={NUMBER_CELL}>{formatCount(figures.open)}</td>
      <td className={NUMBER_CELL}>{formatCount(figures.overdue)}</td>
      <FigureCell value={formatDays(figures.mttrDays)} change={figures.mttrChange} />
      <FigureCell value={formatPercent(figures.slaCompliance)} change={figures.slaChange} />
      <FigureCell value={formatPercent(figures.netResolveRate)} change={figures.netResolveRateChange} />
    </>
  );
}

/** A period figure and, below it, its change against the previous period. */
function FigureCell({ value, change }: { value: string; change: number | null }) {
  return (
    <td className={NUMBER_CELL}>
      {value}
      <span className={styles.change}>
        <span className="visually-hidden">change against the previous period: </span>
        {formatChange(change)}
      </span>
    </td>
  );
}
