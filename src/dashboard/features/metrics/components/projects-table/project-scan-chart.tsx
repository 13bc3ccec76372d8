import { lazy, Suspense, useId } from 'react';
import { ChartSkeleton } from '../../../../shared/charts/chart-skeleton';
import { type DualAxisScanChart, PROJECT_CHART_HEIGHT } from '../../model/scan-chart-axes';
import styles from './project-scan-chart.module.css';

// nivo loads in its own chunk, so expanding a row does not wait for the whole chart library up front.
const ProjectScanChartView = lazy(() =>
  import('./project-scan-chart-view').then((module) => ({ default: module.ProjectScanChartView })),
);

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
        <h4 className={styles.title}>Security score and vulnerabilities</h4>
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
