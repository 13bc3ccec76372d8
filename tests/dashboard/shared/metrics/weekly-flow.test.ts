import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import type { Project, WeeklyFlowSums } from '@/dashboard/shared/metrics/types';
import { mondayOfWeek, weeklyFlowOf, weekStartOf } from '@/dashboard/shared/metrics/weekly-flow';
import { cleanScansArbitrary, wireProject, wireResponse } from '../../support/metrics-fixtures';

const WEEK = 7 * 86_400_000;

/** The flow as the definition reads, scan by scan: what `weeklyFlowOf` must sum to. */
function flowByDefinition(projects: readonly Project[]) {
  const weeks = new Map<number, { introduced: number; fixed: number }>();
  const mondays = new Set<number>();
  for (const project of projects) {
    // Per project and week first, then across projects in list order, as the sums are taken.
    const own = new Map<number, { introduced: number; fixed: number }>();
    project.scans.forEach((scan, index) => {
      const monday = weekStartOf(scan.timestamp);
      mondays.add(monday);
      if (index === 0) return; // the baseline
      const week = own.get(monday) ?? { introduced: 0, fixed: 0 };
      week.introduced += Math.max(0, scan.vulnerabilityDelta + scan.mitigationCount);
      week.fixed += scan.mitigationCount;
      own.set(monday, week);
    });
    for (const [monday, week] of own) {
      const sum = weeks.get(monday) ?? { introduced: 0, fixed: 0 };
      sum.introduced += week.introduced;
      sum.fixed += week.fixed;
      weeks.set(monday, sum);
    }
  }
  const backlogAt = (weekEnd: number) =>
    projects.reduce(
      (sum, project) => sum + (project.scans.findLast((scan) => scan.timestamp < weekEnd)?.vulnerabilityCount ?? 0),
      0,
    );
  return { weeks, mondays, backlogAt };
}

function expectDefinition(sums: WeeklyFlowSums, projects: readonly Project[]) {
  const { weeks, mondays, backlogAt } = flowByDefinition(projects);
  if (mondays.size === 0) {
    expect(sums.introduced).toEqual([]);
    return;
  }
  const first = Math.min(...mondays);
  const last = Math.max(...mondays);
  expect(mondayOfWeek(sums.firstWeek)).toBe(first);
  expect(sums.introduced).toHaveLength((last - first) / WEEK + 1);
  let backlog = 0;
  sums.introduced.forEach((introduced, index) => {
    const monday = first + index * WEEK;
    expect(introduced).toBe(weeks.get(monday)?.introduced ?? 0);
    expect(sums.fixed[index]).toBe(weeks.get(monday)?.fixed ?? 0);
    backlog += sums.backlogChange[index] as number;
    expect(backlog).toBe(backlogAt(monday + WEEK));
  });
}

const projectsOf = (scanLists: readonly unknown[][]) =>
  normalizeMetrics(wireResponse({ projects: scanLists.map((scans) => wireProject({ scans: scans as never })) }))
    .projects;

describe('weekly flow', () => {
  it('sums each week as the definition reads, and normalising sums the whole account the same way', () => {
    fc.assert(
      fc.property(fc.array(cleanScansArbitrary, { maxLength: 5 }), (scanLists) => {
        const metrics = normalizeMetrics(wireResponse({ projects: scanLists.map((scans) => wireProject({ scans })) }));
        expectDefinition(weeklyFlowOf(metrics.projects), metrics.projects);
        expect(metrics.weeklyFlow).toEqual(weeklyFlowOf(metrics.projects));
      }),
    );
  });

  it('counts near the largest safe integer sum as the definition reads', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const scan = (day: number, count: number, mitigated: number, delta: number) => ({
      timestamp: Date.UTC(2026, 2, 2) + day * 86_400_000,
      reportUUID: `r-${day}`,
      securityScore: 50,
      vulnerabilityCount: count,
      mitigationCount: mitigated,
      vulnerabilityDelta: delta,
    });
    const projects = projectsOf([
      [scan(0, big, 0, 0), scan(1, big, big, big), scan(2, 1, big, -big), scan(9, big, 3, big - 1)],
      [scan(0, 7, 0, 0), scan(3, big - 5, big - 2, big - 12), scan(8, 0, 1, -big)],
    ]);
    expectDefinition(weeklyFlowOf(projects), projects);
  });

  it('a project without scans adds no week', () => {
    expect(weeklyFlowOf(projectsOf([[], []])).introduced).toEqual([]);
  });
});
