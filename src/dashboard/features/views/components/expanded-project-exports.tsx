import { formatDate } from '@/dashboard/features/metrics/model/display/display';
import { fixedVulnerabilities, scansNewestFirst } from '@/dashboard/features/metrics/model/projects-table/scan-list';
import type { Project } from '../../metrics/model/types';
import { toCsv } from '../model/csv';
import { FIXED_VULNERABILITY_CSV_COLUMNS, SCAN_CSV_COLUMNS } from '../model/csv-tables';
import { exportFileName } from '../model/export-file-name';
import { CsvExportButton } from './csv-export-button';
import { useSharedViewContext } from './shared-view-context';
import styles from './views.module.css';

/**
 * The exports of an expanded project: its scans and, with a scan opened, the vulnerabilities that
 * scan fixed. Shown only inside the dashboard page, which names the files.
 */
export function ExpandedProjectExports({ project, openedScan }: { project: Project; openedScan: number | null }) {
  const shared = useSharedViewContext();
  if (shared === null) return null;
  const projectName = `${project.nameTail}-${project.projectBranch}`;
  const scan = openedScan === null ? undefined : project.scans.find((entry) => entry.timestamp === openedScan);
  return (
    <div className={styles.exports}>
      <CsvExportButton
        label="Export scans (CSV)"
        build={() => ({
          fileName: exportFileName(shared.exportNaming, 'scans', projectName),
          csv: toCsv(SCAN_CSV_COLUMNS, scansNewestFirst(project.scans)),
        })}
      />
      {scan && (
        <CsvExportButton
          label="Export fixed vulnerabilities (CSV)"
          build={() => ({
            fileName: exportFileName(
              shared.exportNaming,
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
