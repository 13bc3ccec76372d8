import { toCsv } from '@/dashboard/shared/export/csv';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import { formatDate } from '@/dashboard/shared/metrics/display';
import type { Project } from '@/dashboard/shared/metrics/types';
import { fixedVulnerabilities, scansNewestFirst } from '../model/scan-list';
import { FIXED_VULNERABILITY_CSV_COLUMNS, SCAN_CSV_COLUMNS } from '../model/table-csv';
import styles from './expanded-project-exports.module.css';

/**
 * The exports of an expanded project: its scans and, with a scan opened, the vulnerabilities that
 * scan fixed. Shown only inside the dashboard page, which names the files.
 */
export function ExpandedProjectExports({ project, openedScan }: { project: Project; openedScan: number | null }) {
  const naming = useExportNaming();
  if (naming === null) return null;
  const projectName = `${project.nameTail}-${project.projectBranch}`;
  const scan = openedScan === null ? undefined : project.scans.find((entry) => entry.timestamp === openedScan);
  return (
    <div className={styles.exports}>
      <CsvExportButton
        label="Export scans (CSV)"
        build={() => ({
          fileName: exportFileName(naming, 'scans', projectName),
          csv: toCsv(SCAN_CSV_COLUMNS, scansNewestFirst(project.scans)),
        })}
      />
      {scan && (
        <CsvExportButton
          label="Export fixed vulnerabilities (CSV)"
          build={() => ({
            fileName: exportFileName(
              naming,
              'fixed-vulnerabilities',
              `${projectName}-scan-${formatDate(scan.timestamp)}`,
            ),
            csv: toCsv(FIXED_VULNERABILITY_CSV_COLUMNS, fixedVulnerabilities(project, scan.timestamp)),
          })}
        />
      )}
    </div>
  );
}
