import { memo, useEffect, useMemo, useState } from 'react';
import type { Project } from '@/dashboard/shared/metrics/types';
import { scanAddress, scanAtAddress } from '../model/scan-address';
import { projectScanChart } from '../model/scan-chart';
import { dualAxisScanChart } from '../model/scan-chart-axes';
import { scanDetail } from '../model/scan-list';
import styles from './expanded-project.module.css';
import { ExpandedProjectExports } from './expanded-project-exports';
import { ProjectScanChart } from './project-scan-chart';
import { ProjectScansPanel } from './project-scans-panel';
import { ScanDetailPanel } from './scan-detail';
import { useScanSelection } from './scan-selection-context';

/**
 * An expanded project: its chart beside the 'Project scans' panel. Selecting a scan (a row of the
 * list or a point of the chart) swaps the list for that scan's detail; the breadcrumb swaps it back.
 * The selection lives here, so it is gone when the row collapses.
 */
export const ExpandedProject = memo(function ExpandedProject({ project, id }: { project: Project; id: string }) {
  const [ownSelectedScan, setOwnSelectedScan] = useState<number | null>(null);
  // On the dashboard page the opened scan lives in the page address (by its address, model/scan-address.ts).
  const shared = useScanSelection();
  const sharedScan = shared?.selectedScan ?? null;
  const selectedScan = useMemo(() => {
    if (shared === null) return ownSelectedScan;
    return scanAtAddress(project, sharedScan)?.timestamp ?? null;
  }, [shared, sharedScan, ownSelectedScan, project]);
  const setSelectedScan = (timestamp: number | null) => {
    if (shared === null) {
      setOwnSelectedScan(timestamp);
      return;
    }
    const scan = timestamp === null ? undefined : project.scans.find((candidate) => candidate.timestamp === timestamp);
    shared.selectScan(scan === undefined ? null : scanAddress(project, scan));
  };
  // A scan the address names but the project does not have (checked here when the page did not
  // hold the project's scans as it read the address) is dropped from the address.
  const unknownScan = shared !== null && sharedScan !== null && selectedScan === null;
  useEffect(() => {
    if (unknownScan) shared?.dropUnknownScan();
  }, [unknownScan, shared]);
  // The scan last opened, whose row takes the focus back when the list returns.
  const [lastOpenedScan, setLastOpenedScan] = useState<number | null>(null);
  const chart = useMemo(() => dualAxisScanChart(projectScanChart(project)), [project]);
  const detail = useMemo(
    () => (selectedScan === null ? null : scanDetail(project, selectedScan)),
    [project, selectedScan],
  );

  const selectScan = (timestamp: number) => {
    setSelectedScan(timestamp);
    setLastOpenedScan(timestamp);
  };

  return (
    <section className={styles.container} id={id} aria-label={`Metrics of ${project.projectUrl}`}>
      <ExpandedProjectExports project={project} openedScan={selectedScan} />
      <div className={styles.expanded}>
        <ProjectScanChart chart={chart} onSelectScan={selectScan} />
        {detail ? (
          <ScanDetailPanel detail={detail} onBack={() => setSelectedScan(null)} />
        ) : (
          <ProjectScansPanel project={project} onSelectScan={selectScan} focusTimestamp={lastOpenedScan} />
        )}
      </div>
    </section>
  );
});
