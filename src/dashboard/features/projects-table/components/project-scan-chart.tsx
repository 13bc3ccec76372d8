import { Suspense, useId } from 'react';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import { preloadable } from '@/dashboard/shared/ui/preloadable';
import { type DualAxisScanChart, PROJECT_CHART_HEIGHT } from '../model/scan-chart-axes';
import styles from './project-scan-chart.module.css';
import scanTableStyles from './scan-table.module.css';

// nivo loads in its own chunk, so the page's first view does not wait for the chart library; the
// table asks for it as soon as it has drawn (preloadProjectScanChart), so a row expands at once.
const view = preloadable(
  () => import('./project-scan-chart-view'),
  (module) => module.ProjectScanChartView,
);

/** Starts loading the chart's chunk (once): the projects table calls it when the browser is idle. */
export const preloadProjectScanChart = view.preload;

const ProjectScanChartView = view.Component;

/**
 * The expanded row's line chart: security score (left axis, 0-100) and vulnerability count (right
 * axis) per scan date. Clicking a point opens that scan.
 */
export function ProjectScanChart({
  chart,
  onSelectScan,
}: {
  chart: DualAxisScanChart;
  onSelectScan: (timestamp: number) => void;
}) {
  const summaryId = useId();
  return (
    <div className={styles.chart}>
      <div className={styles.header}>
        {/* Titled like the scans panel beside it. */}
        <h4 className={scanTableStyles.title}>Security score and vulnerabilities</h4>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.scoreSwatch}`} aria-hidden="true" />
            Security score <span className={styles.axisHint}>(left axis)</span>
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.vulnerabilitySwatch}`} aria-hidden="true" />
            Vulnerabilities <span className={styles.axisHint}>(right axis)</span>
          </li>
        </ul>
      </div>
      {chart.isEmpty ? (
        <p className={styles.empty} style={{ height: PROJECT_CHART_HEIGHT }}>
          {chart.summary}
        </p>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton height={PROJECT_CHART_HEIGHT} />}>
            <ProjectScanChartView
              chart={chart}
              label="Security score and vulnerabilities per scan date"
              summaryId={summaryId}
              onSelectScan={onSelectScan}
            />
          </Suspense>
          <p className="visually-hidden" id={summaryId}>
            {chart.summary}
          </p>
        </>
      )}
    </div>
  );
}
