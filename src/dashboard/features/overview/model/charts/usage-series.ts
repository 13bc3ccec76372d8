// The usage-over-time chart: Coverage (projects and analyses) or Exclusions, per date.

import { DECIMATION_SAMPLES, decimateMinMax, MAX_DECIMATED_POINTS } from '@/dashboard/shared/charts/decimation';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import type {
  ExclusionUsage,
  LinePoint,
  LineSeries,
  Project,
  ProjectsUsage,
  UsageChart,
  UsageDay,
} from '@/dashboard/shared/metrics/types';

/**
 * The chart's settings (see src/dashboard/README.md, *Charts*): height 332 px, y step 25, legend hidden, points thinned out (drawn
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

const DAY_MS = 86_400_000;

/**
 * The Coverage series of a selection of projects (the project-name filter's), from their scans, in the
 * server's terms: one entry per UTC day on which one of them was scanned, with `totalProjects` the
 * projects first scanned on or before that day and `totalScans` their scans up to and including it
 * (running totals). For every project of the response it gives back the server's own series.
 */
export function projectsUsageOf(projects: readonly Project[]): ProjectsUsage {
  // Keyed by day number: formatting a date per scan would cost more than the rest of the pass.
  const perDay = new Map<number, { scans: number; newProjects: number }>();
  for (const project of projects) {
    let previousDay = Number.NaN;
    let entry: { scans: number; newProjects: number } | undefined;
    for (let index = 0; index < project.scans.length; index += 1) {
      const scan = project.scans[index] as Project['scans'][number];
      const day = Math.floor(scan.timestamp / DAY_MS);
      if (day !== previousDay) {
        entry = perDay.get(day);
        if (entry === undefined) {
          entry = { scans: 0, newProjects: 0 };
          perDay.set(day, entry);
        }
        previousDay = day;
      }
      if (entry === undefined) continue;
      entry.scans += 1;
      if (index === 0) entry.newProjects += 1; // scans are in time order: the first is the earliest
    }
  }
  const sortedDays = [...perDay.keys()].sort((left, right) => left - right);
  const sortedDates: string[] = [];
  const dates: Record<string, UsageDay> = Object.create(null);
  let totalProjects = 0;
  let totalScans = 0;
  for (const day of sortedDays) {
    const entry = perDay.get(day);
    if (entry === undefined) continue;
    totalProjects += entry.newProjects;
    totalScans += entry.scans;
    const timestamp = day * DAY_MS;
    const date = new Date(timestamp).toISOString().slice(0, 10);
    sortedDates.push(date);
    dates[date] = { timestamp, totalProjects, totalScans };
  }
  return { sortedDates, dates };
}

/**
 * The Coverage series of the projects whose URL contains a search text, asked of the worker that holds
 * their scans; answered from the projects received so far while the answer arrives.
 */
export const filteredProjectsUsage: MetricsDerivation<string, ProjectsUsage> = {
  name: 'filtered-projects-usage',
  whileArriving: true,
  run: ({ projects }, searchFilter) => projectsUsageOf(filterProjectsByUrl(projects, searchFilter)),
};

/** Exclusions: one line of the cumulative totalExclusions per date. */
export function exclusionsChart(usage: ExclusionUsage): UsageChart {
  const totals: LinePoint[] = [];
  for (const date of usage.sortedDates) {
    const day = usage.dates[date];
    if (day !== undefined) totals.push({ x: date, y: day.totalExclusions });
  }
  return { visible: totals.length >= MIN_USAGE_DATES, series: [line(USAGE_SERIES_IDS.exclusions, totals)] };
}
