import { describe, expect, it } from 'vitest';
import {
  formatChange,
  pooledCompliance,
  remediationKpis,
} from '@/dashboard/features/remediation/model/period-comparison';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { percentChange } from '@/dashboard/shared/metrics/previous-period';

const fix = (severity: string, daysToFix: number) => ({ severity, daysToFix });
const analyticsOf = (fixes: unknown[]) =>
  deriveRemediationAnalytics({ projects: [{ projectUrl: 'https://x/a', scans: [], remediations: fixes }] });

describe('percentChange and formatChange', () => {
  it('is (now − previous) / previous × 100, "—" when the previous value is 0 or null', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(5, undefined)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
    expect(formatChange(50)).toBe('+50%');
    expect(formatChange(-12.4)).toBe('−12%');
    expect(formatChange(0.2)).toBe('0%');
    expect(formatChange(null)).toBe('—');
  });
});

describe('remediationKpis', () => {
  const now = analyticsOf([fix('CRITICAL', 2), fix('CRITICAL', 10), fix('HIGH', 4), fix('LOW', 200)]);
  const before = analyticsOf([fix('CRITICAL', 20), fix('HIGH', 40)]);

  it('pools the four severities for SLA compliance', () => {
    // within: CRITICAL 2 (of 2,10), HIGH 4, LOW 200 > 120 → 2 of 4
    expect(pooledCompliance(now)).toBe(0.5);
    expect(pooledCompliance(before)).toBe(0);
    expect(pooledCompliance(analyticsOf([fix('NONE', 1)]))).toBeNull();
  });

  it('shows each figure with its change against the previous period', () => {
    const kpis = Object.fromEntries(remediationKpis(now, before).map((kpi) => [kpi.id, kpi]));
    expect(kpis.fixes).toMatchObject({ value: '4', change: 100 });
    expect(kpis.mttr).toMatchObject({
      value: '54 d',
      detail: 'median 7 d · P90 200 d',
      change: 80,
      higherIsBetter: false,
    });
    // previous compliance is 0: no change can be computed
    expect(kpis.sla).toMatchObject({ value: '50%', change: null });
    expect(kpis.netResolveRate).toMatchObject({ value: '—', change: null });
    expect(kpis.riskRemoved).toMatchObject({ value: '26', change: 73.33333333333333 });
  });

  it('has no change without a previous period', () => {
    for (const kpi of remediationKpis(now, undefined)) expect(kpi.change).toBeNull();
  });
});
