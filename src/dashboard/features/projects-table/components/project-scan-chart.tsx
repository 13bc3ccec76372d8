import { type ComponentProps, lazy, Suspense, useId } from 'react';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import { loadOnce } from '@/dashboard/shared/model/load-once';
import { type DualAxisScanChart, PROJECT_CHART_HEIGHT } from '../model/scan-chart-axes';
import styles from './project-scan-chart.module.css';
import scanTableStyles from './scan-table.module.css';

type ViewModule = typeof import('./project-scan-chart-view');

// nivo loads in its own chunk, so the page's first view does not wait for the chart library; the
// table asks for it as soon as it has drawn (preloadProjectScanChart), so a row expands at once.
const view = loadOnce(() => import('./project-scan-chart-view'));

/** Starts loading the chart's chunk (once): the projects table calls it when the browser is idle. */
export const preloadProjectScanChart = view.preload;

const LazyProjectScanChartView = lazy(() => view.load().then((module) => ({ default: module.ProjectScanChartView })));

/**
 * The chart view: drawn at once when its chunk is already there (preloaded), without the Suspense
 * round that React.lazy takes even for a loaded module; lazily otherwise.
 */
function ProjectScanChartView(props: ComponentProps<ViewModule['ProjectScanChartView']>) {
  const loadedView = view.loaded();
  if (loadedView) return <loadedView.ProjectScanChartView {...props} />;
  return <LazyProjectScanChartView {...props} />;
}

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
