// Rule 6: the usage-over-time chart (product spec section 2): Coverage or Exclusions.
import { DECIMATION_SAMPLES, decimateMinMax, MAX_DECIMATED_POINTS } from './decimation';
import type { ExclusionUsage, LinePoint, LineSeries, ProjectsUsage, UsageChart } from './types';

/**
 * Chart settings from the spec: height 332 px, y step 25, legend hidden, points thinned out (drawn
 * small; the data itself is thinned by min-max decimation with 10 samples, at most 41 points).
 */
export const USAGE_CHART = {
  height: 332,
  yStep: 25,
  decimationSamples: DECIMATION_SAMPLES,
  maxPoints: MAX_DECIMATED_POINTS,
  legend: false,
  pointsThinned: true,
} as const;

/** The chart is hidden when there are fewer than 2 dates. */
export const MIN_USAGE_DATES = 2;

export const USAGE_SERIES_IDS = { projects: 'Projects', analyses: 'Analyses', exclusions: 'Exclusions' } as const;

export type UsageChartMode = 'coverage' | 'exclusions';
export const USAGE_CHART_MODES: readonly { value: UsageChartMode; label: string }[] = [
  { value: 'coverage', label: 'Coverage' },
  { value: 'exclusions', label: 'Exclusions' },
];

const pointValue = (point: LinePoint) => point.y;

function line(id: string, points: LinePoint[]): LineSeries {
  return { id, data: decimateMinMax(points, pointValue, USAGE_CHART.decimationSamples) };
}

/** Coverage: two lines, 'Projects' (totalProjects) and 'Analyses' (totalScans), per date in sortedDates order. */
export function coverageChart(usage: ProjectsUsage): UsageChart {
  const projects: LinePoint[] = [];
  const analyses: LinePoint[] = [];
  for (const date of usage.sortedDates) {
    const day = usage.dates[date];
    if (day === undefined) continue;
    projects.push({ x: date, y: day.totalProjects });
    analyses.push({ x: date, y: day.totalScans });
  }
  return {
    visible: projects.length >= MIN_USAGE_DATES,
    series: [line(USAGE_SERIES_IDS.projects, projects), line(USAGE_SERIES_IDS.analyses, analyses)],
  };
}

/** Exclusions: one line of the cumulative totalExclusions per date. */
export function exclusionsChart(usage: ExclusionUsage): UsageChart {
  const totals: LinePoint[] = [];
  for (const date of usage.sortedDates) {
    const day = usage.dates[date];
    if (day !== undefined) totals.push({ x: date, y: day.totalExclusions });
  }
  return { visible: totals.length >= MIN_USAGE_DATES, series: [line(USAGE_SERIES_IDS.exclusions, totals)] };
}
