import { describe, expect, it } from 'vitest';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';

const DAY_MS = 86_400_000;

// The remediation section is only worth looking at on `npm start` if the mock tells a story: fast
// critical fixes with a slow tail and a few breaches, and weeks that go either way.
describe.each(['default', 'large'] as const)('the %s scenario tells a remediation story', (name) => {
  const metrics = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS[name]);
  const analytics = deriveRemediationAnalytics(metrics);

  it('critical fixes are mostly fast, with a tail of slow ones', () => {
    const critical = analytics.mttr.CRITICAL;
    expect(critical.count).toBeGreaterThan(20);
    expect(critical.medianDays).toBeLessThanOrEqual(7);
    expect(critical.p90Days).toBeGreaterThan(7);
    expect(analytics.durationBuckets['90+']).toBeGreaterThan(0);
    // lower severities wait longer
    expect(analytics.mttr.LOW.medianDays).toBeGreaterThan(critical.medianDays ?? 0);
  });

  it('every severity meets its default target mostly, with a few breaches', () => {
    for (const [severity, figures] of Object.entries(analytics.sla)) {
      expect(figures.compliance, severity).toBeGreaterThan(0.6);
      expect(figures.compliance, severity).toBeLessThan(1);
    }
  });

  it('some weeks introduce more than they fix, and others fix more', () => {
    const weeks = analytics.weekly;
    expect(weeks.filter((week) => week.introduced > week.fixed).length).toBeGreaterThan(2);
    expect(weeks.filter((week) => week.fixed > week.introduced).length).toBeGreaterThan(2);
    expect(analytics.netResolveRate).not.toBeNull();
  });

  // Plain checks collected into one list: an expect() per fix of `large` would take seconds.
  it('every fix has whole days, counted no longer than the vulnerability was known', () => {
    const problems: string[] = [];
    for (const project of metrics.projects) {
      const firstScan = Math.min(...project.scans.map((scan) => scan.timestamp));
      for (const fix of project.remediations.vulnerabilities) {
        if (!Number.isInteger(fix.daysToFix) || fix.daysToFix < 0) problems.push(`${fix.id}: ${fix.daysToFix} days`);
        // what the baseline scan finds was found at most 120 days before it
        if (fix.fixedWhen - fix.daysToFix * DAY_MS < firstScan - 121 * DAY_MS) problems.push(`${fix.id}: too long`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
