import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverageChart,
  exclusionsChart,
  MIN_USAGE_DATES,
  projectsUsageOf,
  USAGE_CHART,
} from '@/dashboard/features/overview/model/charts/usage-series';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { dashboardOf, exampleResponse, makeProject, wireResponse } from '../../../../support/metrics-fixtures';

const days = (count: number) =>
  Array.from({ length: count }, (_, day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10));

describe('usage series', () => {
  it('Coverage = two lines, "Projects" (totalProjects) and "Analyses" (totalScans), per date in sortedDates order', () => {
    const chart = dashboardOf(exampleResponse()).coverageChart;
    expect(chart.visible).toBe(true);
    expect(chart.series).toEqual([
      {
        id: 'Projects',
        data: [
          { x: '2026-10-06', y: 2 },
          { x: '2026-10-20', y: 2 },
          { x: '2026-11-03', y: 3 },
          { x: '2026-11-17', y: 3 },
        ],
      },
      {
        id: 'Analyses',
        data: [
          { x: '2026-10-06', y: 2 },
          { x: '2026-10-20', y: 3 },
          { x: '2026-11-03', y: 5 },
          { x: '2026-11-17', y: 6 },
        ],
      },
    ]);
  });

  it('Exclusions = one line of the cumulative totalExclusions per date', () => {
    expect(dashboardOf(exampleResponse()).exclusionsChart).toEqual({
      visible: true,
      series: [
        {
          id: 'Exclusions',
          data: [
            { x: '2026-10-20', y: 1 },
            { x: '2026-11-03', y: 2 },
          ],
        },
      ],
    });
  });

  it('a flag hides the chart when there are fewer than 2 dates', () => {
    expect(MIN_USAGE_DATES).toBe(2);
    const oneDate = normalizeMetrics(
      wireResponse({
        projectsUsage: {
          sortedDates: ['2026-01-01'],
          dates: { '2026-01-01': { timestamp: 0, totalProjects: 1, totalScans: 1 } },
        },
        exclusionUsage: { sortedDates: [], dates: {} },
      }),
    );
    expect(coverageChart(oneDate.projectsUsage).visible).toBe(false);
    expect(exclusionsChart(oneDate.exclusionUsage).visible).toBe(false);
    expect(dashboardOf(null).coverageChart.visible).toBe(false);
  });

  it('long series are thinned by min-max decimation to at most 41 points, first and last kept', () => {
    const sortedDates = days(365);
    const metrics = normalizeMetrics(
      wireResponse({
        projectsUsage: {
          sortedDates,
          dates: Object.fromEntries(
            sortedDates.map((date, day) => [date, { timestamp: 0, totalProjects: day % 17, totalScans: day * 3 }]),
          ),
        },
      }),
    );
    const [projects, analyses] = coverageChart(metrics.projectsUsage).series;
    for (const line of [projects, analyses]) {
      expect(line?.data.length).toBeLessThanOrEqual(41);
      expect(line?.data[0]?.x).toBe('2026-01-01');
      expect(line?.data.at(-1)?.x).toBe('2026-12-31');
    }
    expect(analyses?.data.at(-1)?.y).toBe(364 * 3);
  });

  it('exports the chart constants: height 332, y step 25, 10 samples, legend hidden, points thinned', () => {
    expect(USAGE_CHART).toEqual({
      height: 332,
      yStep: 25,
      decimationSamples: 10,
      maxPoints: 41,
      legend: false,
      pointsThinned: true,
    });
  });
});

describe('projectsUsageOf: the coverage series of a selection of projects', () => {
  const at = (day: number, hour = 9) => Date.UTC(2026, 0, 1 + day, hour);
  const scansOn = (...stamps: number[]) =>
    stamps.map((timestamp) => ({
      timestamp,
      reportUUID: `r-${timestamp}`,
      securityScore: 50,
      vulnerabilityCount: 1,
      mitigationCount: 0,
      vulnerabilityDelta: 0,
    }));

  it('counts projects first scanned up to each date and their scans up to each date, per UTC day with a scan', () => {
    const usage = projectsUsageOf([
      makeProject({ scans: scansOn(at(0), at(0, 18), at(2)) }),
      makeProject({ scans: scansOn(at(2), at(5)) }),
      makeProject({ scans: [] }),
    ]);
    expect(usage.sortedDates).toEqual(['2026-01-01', '2026-01-03', '2026-01-06']);
    expect(usage.sortedDates.map((date) => [usage.dates[date]?.totalProjects, usage.dates[date]?.totalScans])).toEqual([
      [1, 2],
      [2, 4],
      [2, 5],
    ]);
    expect(usage.dates['2026-01-03']?.timestamp).toBe(Date.UTC(2026, 0, 3));
  });

  it('gives an empty series for no projects, and a hidden chart', () => {
    expect(projectsUsageOf([])).toEqual({ sortedDates: [], dates: {} });
    expect(coverageChart(projectsUsageOf([])).visible).toBe(false);
  });

  it('for any projects: running totals never fall, and end at the projects scanned and all their scans', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 400 * 24 }), { maxLength: 20 }), { maxLength: 12 }),
        (hoursPerProject) => {
          const projects = hoursPerProject.map((hours) =>
            makeProject({ scans: scansOn(...[...hours].sort((a, b) => a - b).map((hour) => at(0, hour))) }),
          );
          const usage = projectsUsageOf(projects);
          const totals = usage.sortedDates.map((date) => usage.dates[date]);
          for (let index = 1; index < totals.length; index += 1) {
            expect(totals[index]?.totalProjects).toBeGreaterThanOrEqual(totals[index - 1]?.totalProjects ?? 0);
            expect(totals[index]?.totalScans).toBeGreaterThan(totals[index - 1]?.totalScans ?? 0);
          }
          expect([...usage.sortedDates].sort()).toEqual(usage.sortedDates);
          expect(totals[totals.length - 1]?.totalProjects ?? 0).toBe(projects.filter((p) => p.scans.length > 0).length);
          expect(totals[totals.length - 1]?.totalScans ?? 0).toBe(projects.reduce((sum, p) => sum + p.scans.length, 0));
        },
      ),
    );
  });
});
