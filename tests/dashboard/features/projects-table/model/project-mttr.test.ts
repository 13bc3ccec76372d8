import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectMttr } from '@/dashboard/features/projects-table/model/project-mttr';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { wireFix, wireProject } from '../../../support/metrics-fixtures';

const FIXED_WHEN = Date.UTC(2026, 2, 2);

const fix = (daysToFix: unknown, fixedWhen: unknown = FIXED_WHEN) => wireFix({ daysToFix, fixedWhen });

const answer = (fixes: unknown[]) => ({
  projects: [
    wireProject({
      projectUUID: 'uuid-a',
      projectUrl: 'https://git.example.com/team/a',
      remediations: { vulnerabilities: fixes },
    }),
  ],
});

const columnMttr = (metrics: unknown) => {
  const project = normalizeMetrics(metrics).projects[0];
  if (project === undefined) throw new Error('no project');
  return projectMttr(project);
};

describe('projectMttr: the projects table MTTR column', () => {
  it('leaves out a fix whose daysToFix is missing, negative or not finite, instead of counting it as 0 days', () => {
    const metrics = answer([fix(10), fix(-3), fix(undefined), fix('Infinity'), fix('soon'), fix(null), fix('4')]);
    expect(columnMttr(metrics)).toEqual({ count: 2, meanDays: 7, medianDays: 7, p90Days: 10 });
  });

  it('agrees with the Remediation section for one project, whatever the fixes hold (their dates included)', () => {
    const daysToFix = fc.oneof(
      fc.nat(400),
      fc.integer({ min: -50, max: -1 }),
      fc.double(),
      fc.constantFrom(undefined, null, 'NaN', '12', ' 7 ', '', 'x', true),
    );
    const fixedWhen = fc.oneof(fc.constant(FIXED_WHEN), fc.constantFrom(undefined, null, 'never', 9e15, 1.5));
    fc.assert(
      fc.property(fc.array(fc.tuple(daysToFix, fixedWhen), { maxLength: 30 }), (values) => {
        const metrics = answer(values.map(([days, when]) => fix(days, when)));
        expect(columnMttr(metrics)).toEqual(deriveRemediationAnalytics(metrics).mttr.ALL);
      }),
    );
  });
});
