import { memo } from 'react';
import { formatDays } from '@/dashboard/shared/metrics/duration-stats';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import printStyles from '@/dashboard/shared/print/print.module.css';
import { PRINT_ROW_LIMIT, printLimitNote } from '../model/print-limit';
import { projectMttr } from '../model/project-mttr';
import { lastScannedText, PROJECTS_TABLE_COLUMNS } from '../model/projects-table-display';
import styles from './print-projects-table.module.css';

/**
 * The projects table as printed: every filtered, sorted row up to the limit, in a plain table with
 * no virtualisation (the screen's table draws only the rows in view). Rendered only while printing.
 */
export const PrintProjectsTable = memo(function PrintProjectsTable({
  projects,
  limit = PRINT_ROW_LIMIT,
}: {
  projects: readonly ProjectSummary[];
  limit?: number;
}) {
  const printed = projects.length > limit ? projects.slice(0, limit) : projects;
  const note = printLimitNote(printed.length, projects.length);
  return (
    <section className={printStyles.printOnly} aria-label="Projects (print)" data-print-projects="">
      <h3>Projects</h3>
      <table className={styles.printTable}>
        <thead>
          <tr>
            {PROJECTS_TABLE_COLUMNS.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">MTTR</th>
          </tr>
        </thead>
        <tbody>
          {printed.map((project) => (
            <tr key={project.rowId}>
              <td>{project.projectUrl}</td>
              <td>{project.projectBranch}</td>
              <td className={styles.printNumber}>{project.vulns}</td>
              <td className={styles.printNumber}>{project.totalScans}</td>
              <td className={styles.printNumber}>{project.securityScore}</td>
              <td>{lastScannedText(project.lastScanned)}</td>
              <td className={styles.printNumber}>{formatDays(projectMttr(project).meanDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className={styles.printNote}>{note}</p>}
    </section>
  );
});
