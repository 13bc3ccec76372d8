import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { normalizeScans } from '@/dashboard/shared/metrics/normalize';
import { weekStartOf } from '@/dashboard/shared/metrics/weekly-flow';
import { wireFix, wireProject, wireScan } from '../../../support/metrics-fixtures';

const DAY = 86_400_000;
/** Monday 2026-03-02, 00:00 UTC. */
const MONDAY = Date.UTC(2026, 2, 2);

interface ScanInput {
  at: number;
  count: number;
  mitigated?: number;
  delta?: number;
}

const scan = ({ at, count, mitigated = 0, delta = 0 }: ScanInput) =>
  wireScan({
    timestamp: at,
    reportUUID: `report-${at}`,
    vulnerabilityCount: count,
    mitigationCount: mitigated,
    vulnerabilityDelta: delta,
  });

const fix = (severity: unknown, daysToFix: unknown) => wireFix({ severity, daysToFix, fixedWhen: MONDAY });

const project = (url: string, scans: unknown[], fixes: unknown[] = []) =>
  wireProject({ projectUUID: `uuid-${url}`, projectUrl: url, scans, remediations: { vulnerabilities: fixes } });

const answer = <T>(...projects: T[]) => ({ projects });

describe('deriveRemediationAnalytics: fixes and MTTR', () => {
  it('median of an even count is the mean of the two middle values; P90 is nearest-rank', () => {
    const analytics = deriveRemediationAnalytics(
      answer(project('https://x/a', [], [fix('HIGH', 10), fix('HIGH', 2), fix('HIGH', 4), fix('HIGH', 30)])),
    );
    // sorted 2, 4, 10, 30: mean 46/4, median (4 + 10) / 2, P90 rank ceil(3.6) = 4 → 30
    expect(analytics.mttr.HIGH).toEqual({ count: 4, meanDays: 11.5, medianDays: 7, p90Days: 30 });
    expect(analytics.mttr.ALL).toEqual(analytics.mttr.HIGH);
  });

  it('median of an odd count is the middle value; P90 of ten values is the ninth', () => {
    expect(durationStats([5, 1, 3])).toEqual({ count: 3, meanDays: 3, medianDays: 3, p90Days: 5 });
    const ten = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(durationStats(ten).p90Days).toBe(9); // rank ceil(9) = 9
    expect(durationStats([...ten, 11]).p90Days).toBe(10); // rank ceil(9.9) = 10
    expect(durationStats([42]).p90Days).toBe(42);
  });

  it('no fixes: every figure is null, counts are 0', () => {
    const analytics = deriveRemediationAnalytics(answer(project('https://x/a', [])));
    expect(analytics.mttr.ALL).toEqual({ count: 0, meanDays: null, medianDays: null, p90Days: null });
    expect(analytics.sla.CRITICAL).toEqual({ targetDays: 7, count: 0, withinTarget: 0, compliance: null });
    expect(analytics.durationBuckets).toEqual({ '0-7': 0, '8-30': 0, '31-90': 0, '90+': 0 });
    expect(analytics.riskRemoved).toBe(0);
  });

  it('severity is trimmed and upper-cased; NONE, unknown and missing ones are OTHER', () => {
    const analytics = deriveRemediationAnalytics(
      answer(
        project(
          'https://x/a',
          [],
          [fix(' critical ', 1), fix('Low', 2), fix('NONE', 3), fix('urgent', 4), fix(undefined, 5), fix(7, 6)],
        ),
      ),
    );
    expect(analytics.mttr.CRITICAL.count).toBe(1);
    expect(analytics.mttr.LOW.count).toBe(1);
    expect(analytics.mttr.OTHER).toEqual({ count: 4, meanDays: 4.5, medianDays: 4.5, p90Days: 6 });
    expect(analytics.mttr.ALL.count).toBe(6);
    // OTHER has no target: it is in no SLA row.
    expect(Object.keys(analytics.sla)).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
    // risk: CRITICAL 10 + LOW 1 + 4 × OTHER 5
    expect(analytics.riskRemoved).toBe(31);
  });

  it('a fix with a missing, negative or non-finite daysToFix is left out of every figure', () => {
    const analytics = deriveRemediationAnalytics(
      answer(
        project(
          'https://x/a',
          [],
          [
            fix('CRITICAL', undefined),
            fix('CRITICAL', -1),
            fix('CRITICAL', Number.NaN),
            fix('CRITICAL', Number.POSITIVE_INFINITY),
            fix('CRITICAL', 'soon'),
            fix('CRITICAL', null),
            { severity: 'CRITICAL' },
            null,
            'CVE-1',
            fix('CRITICAL', 0),
            fix('CRITICAL', '3'),
          ],
        ),
      ),
    );
    expect(analytics.mttr.ALL).toEqual({ count: 2, meanDays: 1.5, medianDays: 1.5, p90Days: 3 });
    expect(analytics.sla.CRITICAL).toEqual({ targetDays: 7, count: 2, withinTarget: 2, compliance: 1 });
    expect(analytics.durationBuckets['0-7']).toBe(2);
    expect(analytics.riskRemoved).toBe(20);
  });

  it('duration buckets: 0–7, 8–30, 31–90 and more than 90 days, edges included below', () => {
    const days = [0, 7, 8, 30, 31, 90, 91, 400];
    const analytics = deriveRemediationAnalytics(
      answer(
        project(
          'https://x/a',
          [],
          days.map((d) => fix('LOW', d)),
        ),
      ),
    );
    expect(analytics.durationBuckets).toEqual({ '0-7': 2, '8-30': 2, '31-90': 2, '90+': 2 });
  });

  it('SLA: default targets, overrides, withinTarget counts daysToFix <= target', () => {
    const fixes = [fix('CRITICAL', 7), fix('CRITICAL', 8), fix('HIGH', 30), fix('HIGH', 31), fix('MEDIUM', 5)];
    const byDefault = deriveRemediationAnalytics(answer(project('https://x/a', [], fixes)));
    expect(byDefault.sla.CRITICAL).toEqual({ targetDays: 7, count: 2, withinTarget: 1, compliance: 0.5 });
    expect(byDefault.sla.HIGH).toEqual({ targetDays: 30, count: 2, withinTarget: 1, compliance: 0.5 });
    expect(byDefault.sla.MEDIUM).toEqual({ targetDays: 90, count: 1, withinTarget: 1, compliance: 1 });
    expect(byDefault.sla.LOW).toEqual({ targetDays: 120, count: 0, withinTarget: 0, compliance: null });

    const overridden = deriveRemediationAnalytics(answer(project('https://x/a', [], fixes)), {
      slaDays: { CRITICAL: 10, MEDIUM: 3 },
    });
    expect(overridden.sla.CRITICAL).toMatchObject({ targetDays: 10, withinTarget: 2, compliance: 1 });
    expect(overridden.sla.HIGH.targetDays).toBe(30);
    expect(overridden.sla.MEDIUM).toMatchObject({ targetDays: 3, withinTarget: 0, compliance: 0 });
  });

  it('risk removed weighs fixes CRITICAL 10, HIGH 5, MEDIUM 3, LOW 1', () => {
    const fixes = [fix('CRITICAL', 1), fix('HIGH', 1), fix('MEDIUM', 1), fix('LOW', 1)];
    expect(deriveRemediationAnalytics(answer(project('https://x/a', [], fixes))).riskRemoved).toBe(19);
  });
});

describe('deriveRemediationAnalytics: flow and weeks', () => {
  it('the first scan of each project is the baseline; negative deltas introduce max(0, delta + fixed)', () => {
    const analytics = deriveRemediationAnalytics(
      answer(
        project('https://x/a', [
          // wire order is any: the scans are sorted by timestamp first
          scan({ at: MONDAY + 2 * DAY, count: 8, mitigated: 4, delta: -2 }), // introduced 2, fixed 4
          scan({ at: MONDAY, count: 10, mitigated: 99, delta: 99 }), // baseline: nothing
          scan({ at: MONDAY + 3 * DAY, count: 3, mitigated: 2, delta: -5 }), // introduced max(0, −3) = 0, fixed 2
        ]),
      ),
    );
    expect(analytics.introduced).toBe(2);
    expect(analytics.fixed).toBe(6);
    expect(analytics.netResolveRate).toBe(3);
    expect(analytics.weekly).toEqual([{ weekStart: '2026-03-02', introduced: 2, fixed: 6, backlog: 3 }]);
  });

  it('net resolve rate is null when nothing was introduced', () => {
    const analytics = deriveRemediationAnalytics(
      answer(project('https://x/a', [scan({ at: MONDAY, count: 5 }), scan({ at: MONDAY + DAY, count: 5 })])),
    );
    expect(analytics.introduced).toBe(0);
    expect(analytics.netResolveRate).toBeNull();
  });

  it('weeks run Monday to Sunday UTC; an empty week is listed; backlog carries each project’s latest count', () => {
    const sundayLate = MONDAY + 7 * DAY - 1;
    const analytics = deriveRemediationAnalytics(
      answer(
        project('https://x/a', [
          scan({ at: MONDAY + DAY, count: 10 }),
          scan({ at: sundayLate, count: 12, mitigated: 1, delta: 2 }), // same week: introduced 3, fixed 1
          scan({ at: MONDAY + 21 * DAY, count: 4, mitigated: 8, delta: -8 }), // week 4: introduced 0, fixed 8
        ]),
        project('https://x/b', [
          scan({ at: MONDAY + 7 * DAY, count: 5 }), // first seen in week 2: baseline
          scan({ at: MONDAY + 8 * DAY, count: 6, mitigated: 0, delta: 1 }), // introduced 1
        ]),
      ),
    );
    expect(analytics.weekly).toEqual([
      { weekStart: '2026-03-02', introduced: 3, fixed: 1, backlog: 12 }, // b not scanned yet: 0
      { weekStart: '2026-03-09', introduced: 1, fixed: 0, backlog: 18 },
      { weekStart: '2026-03-16', introduced: 0, fixed: 0, backlog: 18 }, // empty week
      { weekStart: '2026-03-23', introduced: 0, fixed: 8, backlog: 10 },
    ]);
    expect(analytics.introduced).toBe(4);
    expect(analytics.fixed).toBe(9);
  });

  it('weeks start on the ISO Monday, including across a year end', () => {
    expect(new Date(weekStartOf(Date.UTC(2026, 0, 1, 12))).toISOString()).toBe('2025-12-29T00:00:00.000Z');
    expect(new Date(weekStartOf(Date.UTC(2026, 2, 8, 23, 59))).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(new Date(weekStartOf(Date.UTC(2026, 2, 9))).toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });

  it('scans at the ends of Date are not usable times: they never throw, nor list millions of weeks', () => {
    const extreme = [-8.64e15, -1, 8.64e15, Date.UTC(2200, 0, 1) + 1].map((at) => scan({ at, count: 9, mitigated: 4 }));
    const analytics = deriveRemediationAnalytics(
      answer(project('https://x/a', [...extreme, scan({ at: 0, count: 3 }), scan({ at: MONDAY, count: 5, delta: 2 })])),
    );
    // 1970 to 2026: every week listed, from the scan at the epoch to the one of March 2026.
    expect(analytics.weekly[0]?.weekStart).toBe('1969-12-29');
    expect(analytics.weekly.at(-1)?.weekStart).toBe('2026-03-02');
    expect(analytics.weekly).toHaveLength((MONDAY - Date.UTC(1969, 11, 29)) / (7 * DAY) + 1);
    expect(analytics.introduced).toBe(2);
  });

  it('no scan at all: no weeks, no flow', () => {
    const analytics = deriveRemediationAnalytics(answer(project('https://x/a', [], [fix('HIGH', 3)])));
    expect(analytics.weekly).toEqual([]);
    expect(analytics.introduced).toBe(0);
    expect(analytics.fixed).toBe(0);
  });
});

describe('deriveRemediationAnalytics: projects and bad input', () => {
  it('the project filter keeps URLs containing the text, case-insensitively; an entry per branch counts', () => {
    const metrics = answer(
      project('https://github.com/Acme/payments', [], [fix('HIGH', 1)]),
      project('https://github.com/acme/payments', [], [fix('HIGH', 2)]),
      project('https://github.com/other/tool', [], [fix('HIGH', 3)]),
    );
    expect(deriveRemediationAnalytics(metrics, { projectFilter: 'ACME/PAY' }).mttr.ALL.count).toBe(2);
    expect(deriveRemediationAnalytics(metrics, { projectFilter: '' }).mttr.ALL.count).toBe(3);
    expect(deriveRemediationAnalytics(metrics, { projectFilter: 'a.b' }).mttr.ALL.count).toBe(0);
  });

  it('any value gives an empty result and never throws', () => {
    for (const value of [null, undefined, 7, 'x', [], { projects: 'x' }, { projects: [null, 1, []] }]) {
      const analytics = deriveRemediationAnalytics(value);
      expect(analytics.mttr.ALL.count).toBe(0);
      expect(analytics.weekly).toEqual([]);
      expect(JSON.parse(JSON.stringify(analytics))).toEqual(analytics);
    }
  });

  it('bad options fall back to defaults', () => {
    const analytics = deriveRemediationAnalytics(answer(), {
      slaDays: { CRITICAL: -1, HIGH: Number.NaN, MEDIUM: '5' as never },
      projectFilter: 42 as never,
    });
    expect(analytics.sla.CRITICAL.targetDays).toBe(7);
    expect(analytics.sla.HIGH.targetDays).toBe(30);
    expect(analytics.sla.MEDIUM.targetDays).toBe(90);
  });
});

// --- properties -------------------------------------------------------------------------------

const severityArbitrary = fc.constantFrom('CRITICAL', 'high', ' Medium', 'LOW', 'NONE', 'odd', undefined);
const daysArbitrary = fc.oneof(
  fc.integer({ min: 0, max: 500 }),
  fc.constantFrom(-3, Number.NaN, undefined, Number.POSITIVE_INFINITY, '12'),
);
const scanArbitrary = fc.record({
  at: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 6, 1) }),
  count: fc.nat({ max: 200 }),
  mitigated: fc.nat({ max: 30 }),
  delta: fc.integer({ min: -40, max: 40 }),
});
const projectArbitrary = fc.record({
  url: fc.constantFrom('https://github.com/acme/api', 'https://github.com/acme/web', 'https://gitlab.com/beta/tool'),
  // one scan per timestamp: of scans sharing one the dashboard keeps the first in wire order
  scans: fc.uniqueArray(scanArbitrary, { maxLength: 12, selector: (s) => s.at }),
  fixes: fc.array(fc.record({ severity: severityArbitrary, days: daysArbitrary }), { maxLength: 10 }),
});
const metricsArbitrary = fc.array(projectArbitrary, { maxLength: 6 }).map((projects) =>
  answer(
    ...projects.map((p) =>
      project(
        p.url,
        p.scans.map(scan),
        p.fixes.map((f) => fix(f.severity, f.days)),
      ),
    ),
  ),
);

describe('deriveRemediationAnalytics: properties', () => {
  it('bucket counts sum to mttr.ALL.count, which is the sum of the severities', () => {
    fc.assert(
      fc.property(metricsArbitrary, (metrics) => {
        const analytics = deriveRemediationAnalytics(metrics);
        const buckets = Object.values(analytics.durationBuckets).reduce((sum, count) => sum + count, 0);
        expect(buckets).toBe(analytics.mttr.ALL.count);
        const severities = (['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'OTHER'] as const).reduce(
          (sum, severity) => sum + analytics.mttr[severity].count,
          0,
        );
        expect(severities).toBe(analytics.mttr.ALL.count);
      }),
    );
  });

  it('withinTarget <= count for every severity and any targets', () => {
    fc.assert(
      fc.property(metricsArbitrary, fc.integer({ min: 1, max: 365 }), (metrics, days) => {
        const analytics = deriveRemediationAnalytics(metrics, { slaDays: { CRITICAL: days, LOW: days } });
        for (const figures of Object.values(analytics.sla)) {
          expect(figures.withinTarget).toBeLessThanOrEqual(figures.count);
          if (figures.compliance !== null) expect(figures.compliance).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('weeks are contiguous Mondays, ascending, and their flow sums to the totals', () => {
    fc.assert(
      fc.property(metricsArbitrary, (metrics) => {
        const analytics = deriveRemediationAnalytics(metrics);
        analytics.weekly.forEach((week, index) => {
          expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
          const previous = analytics.weekly[index - 1];
          if (previous !== undefined) {
            expect(Date.parse(week.weekStart) - Date.parse(previous.weekStart)).toBe(7 * DAY);
          }
        });
        expect(analytics.weekly.reduce((sum, week) => sum + week.introduced, 0)).toBe(analytics.introduced);
        expect(analytics.weekly.reduce((sum, week) => sum + week.fixed, 0)).toBe(analytics.fixed);
      }),
    );
  });

  it('figures are unchanged by shuffling scans', () => {
    fc.assert(
      fc.property(
        metricsArbitrary.chain((metrics) =>
          fc
            .tuple(...metrics.projects.map((p) => fc.shuffledSubarray(p.scans, { minLength: p.scans.length })))
            .map((shuffled) => ({
              metrics,
              shuffled: { projects: metrics.projects.map((p, index) => ({ ...p, scans: shuffled[index] })) },
            })),
        ),
        ({ metrics, shuffled }) => {
          expect(deriveRemediationAnalytics(shuffled)).toEqual(deriveRemediationAnalytics(metrics));
        },
      ),
    );
  });

  it('scans as a server may send them give the figures of their normalised form', () => {
    // The figures are those of the normalised scans, whatever a scan on the wire holds.
    const near = (day: number) => Date.UTC(2026, 0, 5) + day * 43_200_000;
    const wireValue = (good: fc.Arbitrary<unknown>) =>
      fc.oneof(
        { weight: 6, arbitrary: good },
        { weight: 1, arbitrary: fc.constantFrom(undefined, null, '7', -1, 2.5, 'x', Number.NaN) },
      );
    const wireScan = fc.record(
      {
        timestamp: fc.oneof(
          { weight: 8, arbitrary: fc.integer({ min: 0, max: 20 }).map(near) },
          { weight: 1, arbitrary: fc.constantFrom(undefined, '2026-01-05', 9e15, -9e15, near(3) + 0.5) },
        ),
        reportUUID: fc.oneof(fc.uuid(), fc.constantFrom(undefined, 42)),
        securityScore: wireValue(fc.integer({ min: 0, max: 100 })),
        vulnerabilityCount: wireValue(fc.nat({ max: 60 })),
        mitigationCount: wireValue(fc.nat({ max: 20 })),
        vulnerabilityDelta: wireValue(fc.integer({ min: -20, max: 20 })),
      },
      { requiredKeys: [] },
    );
    const wireProjects = fc.array(
      fc.record({
        projectUrl: fc.constantFrom('https://github.com/acme/api', 'https://github.com/acme/web'),
        scans: fc.oneof(
          { weight: 6, arbitrary: fc.array(wireScan, { maxLength: 14 }) },
          // In time order, as servers send them: the flow's own road.
          {
            weight: 6,
            arbitrary: fc
              .array(wireScan, { maxLength: 14 })
              .map((scans) => [...scans].sort((a, b) => (Number(a.timestamp) || 0) - (Number(b.timestamp) || 0))),
          },
          { weight: 1, arbitrary: fc.constantFrom(undefined, null, 'scans', [null, 3]) },
        ),
      }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(wireProjects, (projects) => {
        const normalised = projects.map((p) => ({ ...p, scans: normalizeScans(p.scans) }));
        expect(deriveRemediationAnalytics({ projects })).toEqual(deriveRemediationAnalytics({ projects: normalised }));
      }),
      { numRuns: 1500 },
    );
  });

  it('the project filter never adds fixes, flow or risk', () => {
    fc.assert(
      fc.property(metricsArbitrary, fc.constantFrom('acme', 'API', 'gitlab', 'nothing', ''), (metrics, filter) => {
        const all = deriveRemediationAnalytics(metrics);
        const filtered = deriveRemediationAnalytics(metrics, { projectFilter: filter });
        expect(filtered.mttr.ALL.count).toBeLessThanOrEqual(all.mttr.ALL.count);
        expect(filtered.fixed).toBeLessThanOrEqual(all.fixed);
        expect(filtered.introduced).toBeLessThanOrEqual(all.introduced);
        expect(filtered.riskRemoved).toBeLessThanOrEqual(all.riskRemoved);
      }),
    );
  });

  it('a filter gives the figures of an answer holding only the projects it keeps', () => {
    // Without a filter the flow is the one summed while normalising; with one, the kept projects' own.
    fc.assert(
      fc.property(metricsArbitrary, fc.constantFrom('acme', 'API', 'gitlab'), (metrics, filter) => {
        const kept = metrics.projects.filter((p) => p.projectUrl.toLowerCase().includes(filter.toLowerCase()));
        expect(deriveRemediationAnalytics(metrics, { projectFilter: filter })).toEqual(
          deriveRemediationAnalytics(answer(...kept)),
        );
      }),
    );
  });
});
