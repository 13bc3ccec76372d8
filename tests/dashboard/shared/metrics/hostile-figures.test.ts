// The figures of the normalised answer and of the contract functions on the hostile answers the
// browser suite serves (tests/support/hostile-answers.ts): not only "does not throw", but every figure
// as its definition reads, counted here again the plain way from what the normaliser kept.
// HOSTILE_SEED and HOSTILE_RUNS replay or widen a run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveChangeBreakdown } from '@/dashboard/features/change-breakdown/model/derive-change-breakdown';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { deriveWorklist } from '@/dashboard/features/worklist/model/derive-worklist';
import { durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { MEASURES } from '@/dashboard/shared/metrics/measures';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { RISK_WEIGHTS, SEVERITIES, severityOf } from '@/dashboard/shared/metrics/severity';
import type { Project } from '@/dashboard/shared/metrics/types';
import { assertHostile, hostileMetricsJson } from '../../../support/hostile-answers';

const FILTERS = ['', 'acme', 'huge'] as const;
const NOW = Date.UTC(2026, 10, 21, 12);

/** A project's figures by their definitions, from its normalised scans and fixes. */
function figuresByDefinition(project: Project) {
  const counted = project.remediations.filter((fix) => fix.daysToFix !== null);
  const fixesBySeverity = Object.fromEntries(
    SEVERITIES.map((severity) => [severity, counted.filter((fix) => severityOf(fix.severity) === severity).length]),
  );
  let introduced = 0;
  let fixed = 0;
  for (const scan of project.scans.slice(1)) {
    fixed += scan.mitigationCount;
    introduced += Math.max(0, scan.vulnerabilityDelta + scan.mitigationCount);
  }
  return {
    fixes: counted.length,
    fixesBySeverity,
    riskRemoved: counted.reduce((total, fix) => total + RISK_WEIGHTS[severityOf(fix.severity)], 0),
    introduced,
    fixed,
    unaddressed: Math.max(0, project.vulnerabilitiesIdentified - project.vulnerabilitiesAddressed),
  };
}

/**
 * The same count, exactly while it is a safe integer; beyond (counts near 2^53 summed), floating point
 * rounds each order of addition its own way, so only the first 12 digits are compared.
 */
function expectSameCount(actual: number, expected: number, what: string) {
  if (Number.isSafeInteger(expected) && Number.isSafeInteger(actual)) expect(actual, what).toBe(expected);
  else expect(Math.abs(actual - expected) / Math.abs(expected), what).toBeLessThan(1e-12);
}

describe('figures on hostile answers', () => {
  it("each project's figures, counted while normalising, are their definitions; the account's sums add them up", () => {
    assertHostile(
      fc.property(hostileMetricsJson, (body) => {
        const metrics = normalizeMetrics(body);
        let fixes = 0;
        let introduced = 0;
        for (const project of metrics.projects) {
          const { fixesBySeverity, ...counts } = figuresByDefinition(project);
          expect(project.figures.fixesBySeverity).toEqual(fixesBySeverity);
          // The table's MTTR: the same fixes' days, counted once here instead of on every draw and sort.
          const days = project.remediations.flatMap((fix) => (fix.daysToFix === null ? [] : [fix.daysToFix]));
          expect(project.figures.mttr).toEqual(durationStats(days));
          for (const [name, expected] of Object.entries(counts)) {
            expectSameCount(project.figures[name as keyof typeof counts], expected, name);
          }
          fixes += project.figures.fixes;
          introduced += project.figures.introduced;
        }
        expect(SEVERITIES.reduce((total, severity) => total + metrics.fixDurations[severity].length, 0)).toBe(fixes);
        const weekly = metrics.weeklyFlow.introduced.reduce((total, week) => total + week, 0);
        expectSameCount(weekly, introduced, 'the weekly flow');
      }),
    );
  }, 30_000);

  it('the change breakdown totals are the Remediation figures of each answer, and its parts add up', () => {
    assertHostile(
      fc.property(hostileMetricsJson, hostileMetricsJson, fc.constantFrom(...FILTERS), (current, previous, filter) => {
        const breakdown = deriveChangeBreakdown(current, previous, { projectFilter: filter });
        for (const [side, body] of [
          ['current', current],
          ['previous', previous],
        ] as const) {
          const analytics = deriveRemediationAnalytics(body, { projectFilter: filter });
          expect(breakdown.fixes[side]).toBe(analytics.mttr.ALL.count);
          expectSameCount(breakdown.introduced[side], analytics.introduced, 'introduced');
          expectSameCount(breakdown.fixed[side], analytics.fixed, 'fixed');
          expectSameCount(breakdown.riskRemoved[side], analytics.riskRemoved, 'risk removed');
          expectSameCount(breakdown.unaddressed[side], analytics.unaddressed, 'unaddressed');
        }
        for (const measure of MEASURES) {
          const { change, contributors, othersChange } = breakdown[measure];
          const listed = contributors.reduce((total, contributor) => total + contributor.change, 0);
          if (Number.isSafeInteger(change) && Number.isSafeInteger(listed)) expect(listed + othersChange).toBe(change);
        }
      }),
      { defaultRuns: 50 },
    );
  }, 30_000);

  it('the worklist counts its own items: per severity, per project, by status', () => {
    assertHostile(
      fc.property(hostileMetricsJson, fc.constantFrom(...FILTERS), (body, projectFilter) => {
        const worklist = deriveWorklist(body, { now: NOW, projectFilter });
        const { items, summary, projects } = worklist;
        expect(summary.ALL.open).toBe(items.length);
        expect(summary.ALL.overdue).toBe(items.filter((item) => item.status === 'overdue').length);
        expect(summary.ALL.dueSoon).toBe(items.filter((item) => item.status === 'due-soon').length);
        expect(SEVERITIES.reduce((total, severity) => total + summary[severity].open, 0)).toBe(items.length);
        expect(projects.reduce((total, project) => total + project.open, 0)).toBe(items.length);
        for (const item of items) {
          expect(Number.isSafeInteger(item.ageDays) && item.ageDays >= 0).toBe(true);
          expect(item.daysLeft).toBe(item.targetDays === null ? null : item.targetDays - item.ageDays);
        }
        if (!worklist.available) expect(items).toEqual([]);
      }),
    );
  }, 30_000);
});
