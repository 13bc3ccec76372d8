import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixDurationsOf } from '@/dashboard/shared/metrics/fix-durations';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { SEVERITIES } from '@/dashboard/shared/metrics/severity';
import type { Project } from '@/dashboard/shared/metrics/types';
import { anyFieldValue, wireFix, wireProject, wireResponse } from '../../support/metrics-fixtures';

/** The durations as the definition reads: every fix with a duration, under its severity, in order. */
function durationsByDefinition(projects: readonly Project[]) {
  const bySeverity = Object.fromEntries(SEVERITIES.map((severity) => [severity, [] as number[]]));
  for (const project of projects) {
    for (const fix of project.remediations) {
      const severity = (SEVERITIES as readonly string[]).includes(fix.severity) ? fix.severity : 'OTHER';
      if (fix.daysToFix !== null) bySeverity[severity]?.push(fix.daysToFix);
    }
  }
  return bySeverity;
}

const anyFix = fc.record(
  {
    id: fc.oneof(fc.string(), anyFieldValue),
    adviceID: fc.string(),
    severity: fc.oneof(fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'critical ', 'UNKNOWN', ''), anyFieldValue),
    daysToFix: fc.oneof(fc.nat(400), fc.double(), anyFieldValue),
    fixedBy: fc.string(),
    fixedWhen: fc.oneof(fc.nat(), anyFieldValue),
  },
  { requiredKeys: [] },
);

describe('fix durations', () => {
  it('normalising collects every fix with a duration under its severity, as fixDurationsOf does over the projects', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.oneof(anyFix, anyFieldValue), { maxLength: 6 }), { maxLength: 5 }), (lists) => {
        const metrics = normalizeMetrics(
          wireResponse({
            projects: lists.map((vulnerabilities) => wireProject({ remediations: { vulnerabilities } as never })),
          }),
        );
        const expected = durationsByDefinition(metrics.projects);
        expect(metrics.fixDurations).toEqual(expected);
        expect(fixDurationsOf(metrics.projects)).toEqual(expected);
      }),
    );
  });

  it('a subset of the projects gives only their fixes', () => {
    const metrics = normalizeMetrics(
      wireResponse({
        projects: [
          wireProject({ remediations: { vulnerabilities: [{ ...fix('HIGH', 3) }, { ...fix('LOW', 9) }] } }),
          wireProject({ remediations: { vulnerabilities: [{ ...fix('HIGH', 5) }, { ...fix('bogus', 1) }] } }),
        ],
      }),
    );
    expect(fixDurationsOf(metrics.projects.slice(1))).toEqual({
      CRITICAL: [],
      HIGH: [5],
      MEDIUM: [],
      LOW: [],
      OTHER: [1],
    });
  });
});

function fix(severity: string, daysToFix: number) {
  return wireFix({ severity, daysToFix });
}
