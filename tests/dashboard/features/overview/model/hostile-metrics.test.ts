// The metrics model on the hostile answers the browser suite serves (tests/support/hostile-answers.ts):
// whatever the server sends, the derivations never throw and everything a view draws is a finite
// number or a real date. A value that would draw `NaN` coordinates or an 'Invalid time value' in
// Chromium fails here in milliseconds, with the seed to replay it (HOSTILE_SEED, HOSTILE_RUNS).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { performanceAxisTicks } from '@/dashboard/features/overview/model/charts/performance-axis';
import { performanceChart } from '@/dashboard/features/overview/model/charts/performance-bars';
import { projectsOverviewChart } from '@/dashboard/features/overview/model/charts/score-band-counts';
import { usageChartAxes } from '@/dashboard/features/overview/model/charts/usage-chart-scale';
import { rankingEntries } from '@/dashboard/features/overview/model/rankings/ranking-display';
import { doughnutDisplay } from '@/dashboard/features/overview/model/summary/doughnut-slices';
import { lastScannedText } from '@/dashboard/features/projects-table/model/projects-table-display';
import { projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import { dualAxisScanChart } from '@/dashboard/features/projects-table/model/scan-chart-axes';
import { scanDetail, scanRowAt } from '@/dashboard/features/projects-table/model/scan-list';
import { paddedDomain, spacedTicks } from '@/dashboard/shared/charts/tick-spacing';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import type { Project } from '@/dashboard/shared/metrics/types';
import {
  assertHostile,
  hostileMetricsJson,
  hostileProject,
  hugeProject,
  parsedJson,
} from '../../../../support/hostile-answers';
import { dashboardOf } from '../../../support/metrics-fixtures';

const DATE_LIMIT_MS = 8.64e15;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The broad properties run 100 answers of every kind, a few of them huge: most of their time is spent
 * generating those, so they get a ceiling for a busy machine. The huge-input ones keep vitest's
 * default limit, which is what they check: the derivations stay fast.
 */
const BROAD_PROPERTY_TIMEOUT_MS = 20_000;
/** The chart's plot width at the page's 1440 px window (any positive length will do for the check). */
const PLOT_WIDTH = 900;

/** Every number reachable from `value` (own enumerable fields), with its path, that is not finite. */
function nonFiniteNumbers(value: unknown, path = '$', seen = new Set<object>(), found: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(`${path} = ${value}`);
    return found;
  }
  if (typeof value !== 'object' || value === null || seen.has(value) || found.length >= 5) return found;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nonFiniteNumbers(item, `${path}[${index}]`, seen, found);
  } else for (const [key, item] of Object.entries(value)) nonFiniteNumbers(item, `${path}.${key}`, seen, found);
  return found;
}

/**
 * Fails the property with `message` unless `condition` holds. Plain code, not `expect`: it runs once
 * per scan of a 50,000-scan project, where `expect` would take seconds.
 */
function check(condition: boolean, message: () => string) {
  if (!condition) throw new Error(message());
}

function expectAllFinite(value: unknown, what: string) {
  const found = nonFiniteNumbers(value);
  check(found.length === 0, () => `non-finite numbers in ${what}: ${found.join(', ')}`);
}

/** A time the page can format: a whole number of ms within Date's range. */
function expectDrawableTime(time: number, what: string) {
  check(Number.isInteger(time) && Math.abs(time) <= DATE_LIMIT_MS, () => `${what} is not a drawable time: ${time}`);
}

/** A YYYY-MM-DD label that reads back as that UTC day. */
function expectDayLabel(label: string, what: string) {
  const valid = DAY_KEY.test(label) && Number.isFinite(Date.parse(`${label}T00:00:00Z`));
  check(valid, () => `${what} is not a real day: ${JSON.stringify(label)}`);
}

/** The positions a project's scans take in its table: first, last and a few between. */
function sampledIndexes(length: number): number[] {
  return [...new Set([0, 1, Math.floor(length / 2), length - 2, length - 1])].filter(
    (index) => index >= 0 && index < length,
  );
}

/** What the expanded row of a project draws: its chart, axes, scan rows and a scan's detail. */
function expectExpandedRowDrawable(project: Project) {
  const chart = dualAxisScanChart(projectScanChart(project));
  expectAllFinite(chart, `the scan chart of ${project.projectUUID}`);
  for (const series of chart.series) {
    for (const point of series.data) {
      expectDrawableTime(point.x, 'a plotted scan time');
      check(point.y >= 0 && point.y <= 100, () => `a plotted y off the 0..100 scale: ${point.y}`);
      check(
        /^Scanned on [-+]?\d{4,6}-\d{2}-\d{2}$/.test(point.title),
        () => `a tooltip without a date: ${point.title}`,
      );
    }
  }
  for (const tick of [...chart.dateTicks, ...chart.vulnerabilityTicks, ...chart.scoreTicks]) {
    check(tick.label !== '', () => `an empty tick label at ${tick.value}`);
  }
  check(!/from {2}to|on :/.test(chart.summary), () => `the chart summary lacks its dates: ${chart.summary}`);
  // The x scale the view builds and the ticks it keeps on it.
  const domain = paddedDomain(chart.series[0]?.data.map((point) => point.x) ?? []);
  expectAllFinite(domain, 'the scan chart x domain');
  check(domain.max > domain.min, () => `an empty x domain ${domain.min}..${domain.max}`);
  expectAllFinite(spacedTicks(chart.dateTicks, { ...domain, length: PLOT_WIDTH }), 'the spaced date ticks');

  for (const index of sampledIndexes(project.scans.length)) {
    const row = scanRowAt(project, index);
    check(row !== undefined, () => `no scan row ${index}`);
    if (!row) continue;
    expectAllFinite(row, `scan row ${index}`);
    check(row.date !== '', () => `scan row ${index} has no date (timestamp ${row.timestamp})`);
    const detail = scanDetail(project, row.timestamp);
    check(detail.title !== 'Scan - ', () => `the scan detail title has no date (timestamp ${row.timestamp})`);
    expectAllFinite(detail.rows, 'the scan detail rows');
  }
  check(lastScannedText(project.lastScanned) !== '', () => `no last-scanned text for ${project.lastScanned}`);
}

describe('the metrics model on hostile answers', () => {
  it(
    'normalizeMetrics never throws and keeps only drawable scans, in strict time order',
    () => {
      assertHostile(
        fc.property(hostileMetricsJson, (body) => {
          const metrics = normalizeMetrics(body);
          expectAllFinite(metrics.accountOverview, 'the account overview');
          for (const project of metrics.projects) {
            let previous = Number.NEGATIVE_INFINITY;
            for (const scan of project.scans) {
              const { timestamp, securityScore, vulnerabilityCount, mitigationCount, vulnerabilityDelta } = scan;
              expectDrawableTime(timestamp, 'a scan timestamp');
              check(timestamp > previous, () => `scans out of order: ${previous} then ${timestamp}`);
              previous = timestamp;
              check(Number.isInteger(securityScore) && securityScore >= 0 && securityScore <= 100, () => 'a score');
              check(Number.isSafeInteger(vulnerabilityCount) && vulnerabilityCount >= 0, () => 'a count');
              check(Number.isSafeInteger(mitigationCount) && mitigationCount >= 0, () => 'a mitigation count');
              check(Number.isSafeInteger(vulnerabilityDelta), () => 'a delta');
              check(typeof scan.reportUUID === 'string', () => 'a report id');
            }
            expectAllFinite({ ...project, scans: [] }, `project ${project.rowId}`);
            check(project.totalScans === project.scans.length, () => 'totalScans counts the scans');
            if (project.lastScanned !== null) expectDrawableTime(project.lastScanned, 'lastScanned');
            for (const fix of project.remediations) {
              if (fix.fixedWhen !== null) expectDrawableTime(fix.fixedWhen, 'a fix time');
              const days = fix.daysToFix;
              check(days === null || (Number.isInteger(days) && days >= 0), () => `days to fix ${days}`);
            }
          }
          for (const usage of [metrics.projectsUsage, metrics.exclusionUsage]) {
            for (const [index, date] of usage.sortedDates.entries()) {
              check(
                index === 0 || date > (usage.sortedDates[index - 1] as string),
                () => `dates out of order at ${date}`,
              );
              check(usage.dates[date] !== undefined, () => `no entry for the day ${date}`);
            }
            expectAllFinite(usage.dates, 'a usage series');
          }
        }),
      );
    },
    BROAD_PROPERTY_TIMEOUT_MS,
  );

  it(
    'normalizeMetrics keeps only real calendar days in the usage series',
    () => {
      assertHostile(
        fc.property(hostileMetricsJson, (body) => {
          const metrics = normalizeMetrics(body);
          for (const date of metrics.projectsUsage.sortedDates) expectDayLabel(date, 'a Coverage date');
          for (const date of metrics.exclusionUsage.sortedDates) expectDayLabel(date, 'an Exclusions date');
        }),
      );
    },
    BROAD_PROPERTY_TIMEOUT_MS,
  );

  it(
    'the overview model never throws on any answer, with or without a search, and every figure it draws is finite',
    () => {
      assertHostile(
        fc.property(hostileMetricsJson, fc.constantFrom('', 'acme', 'huge', '<b>', '  '), (body, search) => {
          const model = dashboardOf(body, search);
          for (const overview of [model.account, model.displayed]) {
            expectAllFinite(overview.totals, 'the totals');
            for (const total of Object.values(overview.totals)) check(total >= 0, () => `a negative total ${total}`);
            expectAllFinite(doughnutDisplay(overview.doughnut), 'the doughnut');
            expectAllFinite(projectsOverviewChart(overview.projects), 'the projects overview chart');
            const performance = performanceChart(overview);
            expectAllFinite(performance, 'the projects performance chart');
            expectAllFinite(performanceAxisTicks(performance.domain), 'the performance axis ticks');
            for (const kind of ['most-improved', 'underachievers'] as const) {
              const entries = rankingEntries(
                kind,
                kind === 'most-improved' ? overview.topPerforming : overview.leastPerforming,
              );
              expectAllFinite(entries, `the ${kind} list`);
            }
            for (const project of overview.projects)
              check(
                lastScannedText(project.lastScanned) !== '',
                () => `no last-scanned text for ${project.lastScanned}`,
              );
          }
          for (const [chart, mode] of [
            [model.coverageChart, 'Coverage'],
            [model.exclusionsChart, 'Exclusions'],
          ] as const) {
            expectAllFinite(chart, `the ${mode} chart`);
            expectAllFinite(usageChartAxes(chart, mode).yAxis, `the ${mode} y axis`);
          }
        }),
      );
    },
    BROAD_PROPERTY_TIMEOUT_MS,
  );

  it(
    'under a project-name filter, the Coverage chart derived from the scans is dated with real days',
    () => {
      // The server's own dates are checked above; these are the ones the model writes from scan times.
      assertHostile(
        fc.property(hostileMetricsJson, fc.constantFrom('acme', 'huge', 'extreme', 'http'), (body, search) => {
          const model = dashboardOf(body, search);
          for (const line of model.coverageChart.series) {
            for (const point of line.data) expectDayLabel(point.x, 'a Coverage date under a filter');
          }
        }),
      );
    },
    BROAD_PROPERTY_TIMEOUT_MS,
  );

  it(
    "an expanded row draws finite coordinates and real dates, whatever the project's scans",
    () => {
      assertHostile(
        fc.property(fc.array(hostileProject, { minLength: 1, maxLength: 4 }).map(parsedJson), (projects) => {
          for (const project of normalizeMetrics({ projects }).projects) expectExpandedRowDrawable(project);
        }),
      );
    },
    BROAD_PROPERTY_TIMEOUT_MS,
  );

  it('a project with thousands of scans (50,000: the issue) derives and expands, with every coordinate finite', () => {
    assertHostile(
      fc.property(hugeProject, (project) => {
        const model = dashboardOf(parsedJson({ projects: [project] }));
        expectAllFinite(model.coverageChart, 'the Coverage chart');
        const [normalised] = model.account.projects;
        expect(normalised).toBeDefined();
        if (normalised) expectExpandedRowDrawable(normalised);
      }),
      { defaultRuns: 15 },
    );
  });
});
