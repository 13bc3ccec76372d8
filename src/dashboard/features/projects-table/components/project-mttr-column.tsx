// The projects table's MTTR column: its header, its width and its cell, kept here so that the table
// only places them.

import { formatDays } from '@/dashboard/shared/metrics/duration-stats';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { projectMttr } from '../model/project-mttr';
import { ariaSortOf, type ProjectSort, type SortColumn } from '../model/project-sort';
import styles from './project-mttr-column.module.css';
import { SortHeaderButton } from './sort-header-button';

export function ProjectMttrColumn() {
  return <col className={styles.column} />;
}

/** The MTTR header; a sort button like the other columns' when the table is sortable. */
export function ProjectMttrHeader({
  sort = null,
  onSort,
}: {
  sort?: ProjectSort | null;
  onSort?: ((column: SortColumn) => void) | undefined;
}) {
  const label = <abbr title="Mean time to remediate">MTTR</abbr>;
  return (
    <th scope="col" className={styles.header} aria-sort={ariaSortOf(sort, 'mttr')}>
      {onSort ? (
        <SortHeaderButton column="mttr" sort={sort} onSort={onSort}>
          {label}
        </SortHeaderButton>
      ) : (
        label
      )}
    </th>
  );
}

/** The project's mean days to fix, with its median, P90 and fix count on hover; "—" without fixes. */
export function ProjectMttrCell({ project }: { project: ProjectSummary }) {
  const stats = projectMttr(project);
  if (stats.count === 0) {
    return (
      <td className={styles.cell}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No fixes</span>
      </td>
    );
  }
  return (
    <td
      className={styles.cell}
      title={`${stats.count} fixes: median ${formatDays(stats.medianDays)}, P90 ${formatDays(stats.p90Days)}`}
    >
      {formatDays(stats.meanDays)}
    </td>
  );
}
