import { memo } from 'react';
import {
  lastScannedText,
  PROJECTS_TABLE_COLUMNS,
} from '@/dashboard/features/metrics/model/projects-table/projects-table-display';
import { formatDays } from '@/dashboard/features/remediation/model/period-comparison';
import { projectMttr } from '@/dashboard/features/remediation/model/project-mttr';
import type { Project } from '../../metrics/model/types';
import { PRINT_ROW_LIMIT, printLimitNote } from '../model/criteria-summary';
import styles from './views.module.css';

/**
 * The projects table as printed: every filtered, sorted row up to the limit, in a plain table with
 * no virtualisation (the screen's table draws only the rows in view). Rendered only while printing.
 */
export const PrintProjectsTable = memo(function PrintProjectsTable({
  projects,
  limit = PRINT_ROW_LIMIT,
}: {
  projects: readonly Project[];
  limit?: number;
}) {
  const printed = projects.length > limit ? projects.slice(0, limit) : projects;
  const note = printLimitNote(printed.length, projects.length);
  return (
    <section className={styles.printOnly} aria-label="Projects (print)" data-print-projects="">
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
