import { lazy, memo, Suspense, useMemo } from 'react';
import chartCard from '@/dashboard/shared/charts/chart-card.module.css';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { Card } from '@/dashboard/shared/ui/card';
import { projectsOverviewChart } from '../model/charts/score-band-counts';
import { USAGE_CHART } from '../model/charts/usage-series';

// nivo loads in its own chunk, so the page's first view does not wait for it.
const ProjectsOverviewChartView = lazy(() =>
  import('./projects-overview-chart-view').then((module) => ({ default: module.ProjectsOverviewChartView })),
);

/** The charts of the Metrics section share one height (332 px). */
const CHART_HEIGHT = USAGE_CHART.height;

/** How many projects fall in each score band, riskiest first, coloured with the risk tokens. */
export const ProjectsOverviewChart = memo(function ProjectsOverviewChart({ overview }: { overview: Overview }) {
  const chart = useMemo(() => projectsOverviewChart(overview.projects), [overview.projects]);
  return (
    <Card title="Projects overview" headingLevel={3}>
      <p className={chartCard.subtitle}>Projects by security score band</p>
      {overview.projects.length === 0 ? (
        <p className={chartCard.empty}>No projects in this selection.</p>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton height={CHART_HEIGHT} />}>
            <ProjectsOverviewChartView
              counts={chart.counts}
              ticks={chart.ticks}
              height={CHART_HEIGHT}
              label="Projects overview: number of projects per security score band"
            />
          </Suspense>
          <p className="visually-hidden">{chart.summary}</p>
        </>
      )}
    </Card>
  );
});
