import { describe, expect, it } from 'vitest';
import { teamFiguresOf } from '@/dashboard/app/dashboard/model/team-figures';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { DEFAULT_SLA_DAYS } from '@/dashboard/shared/metrics/severity';
import { fix, wire } from '../../../support/fix-fixtures';
import { openVulnerabilities, teamFigures } from '../../../support/team-fixtures';

const NOW = Date.UTC(2026, 10, 21);
const OPTIONS = { now: NOW, slaDays: DEFAULT_SLA_DAYS };

const withOpen = (url: string, fixes: unknown[], ages: number[]) => ({
  ...wire(url, fixes),
  openVulnerabilities: openVulnerabilities(ages, NOW),
});

describe('teamFiguresOf', () => {
  const current = normalizeMetrics({
    projects: [withOpen('https://x/a', [fix(10), fix(20)], [1, 45]), withOpen('https://x/b', [], [100])],
  });

  it('counts the projects and the open and overdue vulnerabilities (HIGH: 30 days)', () => {
    const figures = teamFiguresOf(current, undefined, OPTIONS);
    expect(figures).toMatchObject({ projects: 2, open: 3, overdue: 2, mttrDays: 15 });
  });

  it('keeps an actively accepted risk out of Overdue, as the worklist does; an expired one counts again', () => {
    const ids = current.projects.flatMap((project) => project.openVulnerabilities ?? []).map((open) => open.id);
    const late = current.projects[1]?.openVulnerabilities?.[0]?.id as string;
    expect(ids).toContain(late);
    const accepted = teamFiguresOf(current, undefined, {
      ...OPTIONS,
      acceptances: [{ id: late, expiresAt: null, reason: 'r' }],
    });
    expect(accepted).toMatchObject({ open: 3, overdue: 1 });
    const expired = teamFiguresOf(current, undefined, {
      ...OPTIONS,
      acceptances: [{ id: late, expiresAt: NOW - 1, reason: 'r' }],
    });
    expect(expired).toMatchObject({ open: 3, overdue: 2 });
  });

  it('has no change without the previous period, and the change against it when there', () => {
    expect(teamFiguresOf(current, undefined, OPTIONS)).toMatchObject({
      mttrChange: null,
      slaChange: null,
      netResolveRateChange: null,
    });
    const previous = normalizeMetrics({ projects: [wire('https://x/a', [fix(30)])] });
    expect(teamFiguresOf(current, previous, OPTIONS).mttrChange).toBe(-50);
  });

  it('an empty team has figures of nothing, never an error', () => {
    expect(teamFiguresOf(normalizeMetrics({}), normalizeMetrics({}), OPTIONS)).toEqual(teamFigures());
  });
});
