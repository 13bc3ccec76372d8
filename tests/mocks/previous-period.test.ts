import { describe, expect, it } from 'vitest';
import { deriveChangeBreakdown } from '@/dashboard/features/change-breakdown/model/derive-change-breakdown';
import { MEASURES } from '@/dashboard/shared/metrics/measures';
import { PREVIOUS_PERIOD_EXAMPLE, previousPeriodPrefer } from '../../mocks/previous-period.mjs';
import {
  METRICS_PATH,
  METRICS_SCENARIO_OPTIONS,
  MOCK_EXAMPLES,
  MOCK_SCENARIOS,
  PREVIOUS_PERIOD_EXAMPLES,
} from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { METRICS_TEAMS } from '../../mocks/team-metrics.mjs';

const window = (startDate: string, endDate: string, more = '') =>
  `${METRICS_PATH}?startDate=${startDate}&endDate=${endDate}&branches=*&cache=true${more}`;
const EARLIER = `example=${PREVIOUS_PERIOD_EXAMPLE}`;

describe('previousPeriodPrefer', () => {
  it("the default window's previous period gets the earlier example; the window itself does not", () => {
    // The dashboard on the reference day: 2026-10-21 – 2026-11-21, and the 32 days before it.
    expect(previousPeriodPrefer({ url: window('2026-09-19', '2026-10-20') })).toBe(EARLIER);
    expect(previousPeriodPrefer({ url: window('2026-10-21', '2026-11-21') })).toBeUndefined();
    // 14 days before the reference day is earlier; 13 is not
    expect(previousPeriodPrefer({ url: window('2026-10-01', '2026-11-07') })).toBe(EARLIER);
    expect(previousPeriodPrefer({ url: window('2026-10-01', '2026-11-08') })).toBeUndefined();
    expect(previousPeriodPrefer({ url: `http://127.0.0.1:5173${window('2025-01-01', '2025-01-31')}` })).toBe(EARLIER);
  });

  it('replaces the default example and keeps any other scenario, error or team', () => {
    const url = window('2026-09-19', '2026-10-20');
    expect(previousPeriodPrefer({ url, prefer: 'example=default' })).toBe(EARLIER);
    expect(previousPeriodPrefer({ url, prefer: 'code=200, example=default' })).toBe(`code=200, ${EARLIER}`);
    expect(previousPeriodPrefer({ url, prefer: 'dynamic=false' })).toBe(`dynamic=false, ${EARLIER}`);
    for (const prefer of ['example=large', 'code=400, example=date-window-error', 'code=401']) {
      expect(previousPeriodPrefer({ url, prefer })).toBe(prefer);
    }
    const team = METRICS_TEAMS[0]?.uuid ?? '';
    expect(previousPeriodPrefer({ url: window('2026-09-19', '2026-10-20', `&teamUUID=${team}`) })).toBeUndefined();
  });

  it('leaves every other request as it is', () => {
    const cases: Parameters<typeof previousPeriodPrefer>[0][] = [
      { url: `${METRICS_PATH}?branches=*` }, // no window
      { url: window('2026-09-19', 'yesterday') },
      { method: 'POST', url: window('2026-09-19', '2026-10-20') },
      { url: '/api/v1/users/me?endDate=2026-01-01', prefer: 'example=default' },
      { url: 'http://[bad', prefer: 'example=default' },
    ];
    for (const request of cases) expect(previousPeriodPrefer(request)).toBe(request.prefer);
    expect(previousPeriodPrefer({})).toBeUndefined();
  });
});

describe("the default account's earlier period", () => {
  const current = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
  const earlier = PREVIOUS_PERIOD_EXAMPLES[0]?.build?.() as typeof current;

  it('is an example of the mock document, not a toolbar scenario, the same on every build', () => {
    const names = MOCK_EXAMPLES.filter((entry) => entry.path === METRICS_PATH).map((entry) => entry.name);
    expect(names).toContain(PREVIOUS_PERIOD_EXAMPLE);
    expect(MOCK_SCENARIOS.map((scenario) => scenario.name)).not.toContain(PREVIOUS_PERIOD_EXAMPLE);
    expect(JSON.stringify(PREVIOUS_PERIOD_EXAMPLES[0]?.build?.())).toBe(JSON.stringify(earlier));
  });

  it('moves every measure of the comparison, some projects up and some down, with projects new and gone', () => {
    const breakdown = deriveChangeBreakdown(current, earlier, { limit: Number.POSITIVE_INFINITY });
    for (const measure of MEASURES) {
      const changes = breakdown[measure].contributors.map((contributor) => contributor.change);
      expect(breakdown[measure].change, measure).not.toBe(0);
      expect(Math.max(...changes), measure).toBeGreaterThan(0);
      expect(Math.min(...changes), measure).toBeLessThan(0);
    }
    const presences = new Set(breakdown.fixes.contributors.map((contributor) => contributor.presence));
    expect(presences).toEqual(new Set(['new', 'gone', 'both']));
  });

  it("has totals that are its projects' own", () => {
    const sum = (field: 'vulnerabilitiesIdentified' | 'vulnerabilitiesAddressed') =>
      earlier.projects.reduce((total, project) => total + project[field], 0);
    expect(earlier.accountOverview).toEqual({
      numberOfProjects: earlier.projects.length,
      totalScans: earlier.projects.reduce((total, project) => total + project.scans.length, 0),
      vulnerabilitiesIdentified: sum('vulnerabilitiesIdentified'),
      vulnerabilitiesAddressed: sum('vulnerabilitiesAddressed'),
    });
    expect(new Set(earlier.projects.map((project) => project.projectUUID)).size).toBe(earlier.projects.length);
  });
});
