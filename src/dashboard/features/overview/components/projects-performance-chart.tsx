import { lazy, memo, Suspense, useMemo } from 'react';
import chartCard from '@/dashboard/shared/charts/chart-card.module.css';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { Card } from '@/dashboard/shared/ui/card';
import { TrendIcon } from '@/dashboard/shared/ui/icons';
import { performanceChart } from '../model/charts/performance-bars';
import { USAGE_CHART } from '../model/charts/usage-series';
import styles from './projects-performance-chart.module.css';

// nivo loads in its own chunk, so the page's first view does not wait for it.
const ProjectsPerformanceChartView = lazy(() =>
  import('./projects-performance-chart-view').then((module) => ({ default: module.ProjectsPerformanceChartView })),
);

/** The charts of the Metrics section share one height (332 px). */
const CHART_HEIGHT = USAGE_CHART.height;

/**
 * The performance scores of the most improved and the underachieving projects, as bars diverging
 * around 0; an empty state when both lists are empty.
 */
export const ProjectsPerformanceChart = memo(function ProjectsPerformanceChart({ overview }: { overview: Overview }) {
  // Only the two lists matter; the overview object may be rebuilt around the same lists.
  const { topPerforming, leastPerforming } = overview;
  const chart = useMemo(() => performanceChart({ topPerforming, leastPerforming }), [topPerforming, leastPerforming]);
  return (
    <Card title="Projects performance" headingLevel={3}>
      <p className={chartCard.subtitle}>Change of the most improved and the underachieving projects</p>
      {chart.isEmpty ? (
        <p className={chartCard.empty}>No project improved or declined in this selection.</p>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton height={CHART_HEIGHT} />}>
            <ProjectsPerformanceChartView
              bars={chart.bars}
              domain={chart.domain}
              height={CHART_HEIGHT}
              label="Projects performance: performance score of the most improved and the underachieving projects"
            />
          </Suspense>
          <ul className={chartCard.key} aria-hidden="true">
            <li className={chartCard.keyItem}>
              <TrendIcon direction="increase" variant={1} className={styles.increase} />
              Improved
            </li>
            <li className={chartCard.keyItem}>
              <TrendIcon direction="decrease" variant={1} className={styles.decrease} />
              Declined
            </li>
          </ul>
          <ul className="visually-hidden">
            {chart.bars.map((bar) => (
              <li key={bar.key}>{bar.description}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
});
