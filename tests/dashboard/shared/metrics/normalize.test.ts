import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { MAX_TIMESTAMP } from '@/dashboard/shared/metrics/wire-numbers';
import {
  anyFieldValue,
  cleanScansArbitrary,
  DAY,
  exampleResponse,
  expectNormalizedScans,
  normalizedProject,
  T0,
  wireProject,
  wireResponse,
  wireScan,
} from '../../support/metrics-fixtures';

describe('normalising malformed input', () => {
  it('a non-object response gives an empty result and never throws', () => {
    for (const response of [null, undefined, 42, 'projects', true, [], [{ projects: [] }], Number.NaN]) {
      const metrics = normalizeMetrics(response);
      expect(metrics.projects).toEqual([]);
      expect(metrics.accountOverview).toEqual({});
      expect(metrics.projectsUsage.sortedDates).toEqual([]);
      expect(metrics.exclusionUsage.sortedDates).toEqual([]);
    }
  });

  it('missing arrays are empty: no projects, a project without scans, no usage series', () => {
    expect(normalizeMetrics({}).projects).toEqual([]);
    expect(normalizeMetrics({ projects: null }).projects).toEqual([]);
    const project = normalizedProject({ scans: undefined as never, remediations: undefined as never });
    expect(project.scans).toEqual([]);
    expect(project.totalScans).toBe(0);
    expect(project.lastScanned).toBeNull();
    expect(project.remediations).toEqual([]);
  });

  it('entries of projects that are not objects are dropped; rowId numbers the kept ones', () => {
    const metrics = normalizeMetrics({ projects: [null, 'x', 7, [], wireProject(), undefined, wireProject()] });
    expect(metrics.projects.map((project) => project.rowId)).toEqual([0, 1]);
  });

  it('null and non-string text fields become empty strings; strings are trimmed', () => {
    const project = normalizedProject({
      projectUUID: null as never,
      projectUrl: 42 as never,
      projectBranch: '  main  ',
    });
    expect(project.projectUUID).toBe('');
    expect(project.projectUrl).toBe('');
    expect(project.projectBranch).toBe('main');
    expect(project.nameFront + project.nameTail).toBe('');
  });

  it('counts become integers >= 0: negative → 0, fractional → rounded, numeric strings read, junk → 0', () => {
    const cases: [unknown, number][] = [
      [-5, 0],
      [3.6, 4],
      ['12', 12],
      [' 7 ', 7],
      ['abc', 0],
      [null, 0],
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
      [1e308, Number.MAX_SAFE_INTEGER],
    ];
    for (const [value, expected] of cases) {
      expect(normalizedProject({ vulnerabilitiesIdentified: value as number }).vulnerabilitiesIdentified).toBe(
        expected,
      );
      const [scan] = normalizedProject({ scans: [wireScan({ vulnerabilityCount: value as number })] }).scans;
      expect(scan?.vulnerabilityCount).toBe(expected);
    }
  });

  it('scores are clamped to 0..100 and rounded; a non-numeric scan score is 0', () => {
    const cases: [unknown, number][] = [
      [150, 100],
      [-5, 0],
      [82.4, 82],
      ['82', 82],
      ['high', 0],
      [null, 0],
      [Number.NaN, 0],
    ];
    for (const [value, expected] of cases) {
      const [scan] = normalizedProject({ scans: [wireScan({ securityScore: value as number })] }).scans;
      expect(scan?.securityScore).toBe(expected);
    }
  });

  it("a project's unusable score falls back to its newest scan's score, else 0", () => {
    const scans = [
      wireScan({ timestamp: T0, securityScore: 20 }),
      wireScan({ timestamp: T0 + DAY, securityScore: 70 }),
    ];
    expect(normalizedProject({ securityScore: 'n/a' as never, scans }).securityScore).toBe(70);
    expect(normalizedProject({ securityScore: null as never }).securityScore).toBe(0);
    expect(normalizedProject({ securityScore: 250 }).securityScore).toBe(100);
  });

  it('scans are sorted by timestamp ascending whatever the wire order', () => {
    const timestamps = [T0 + 2 * DAY, T0, T0 + 3 * DAY, T0 + DAY];
    const shuffled = normalizedProject({ scans: timestamps.map((timestamp) => wireScan({ timestamp })) });
    expect(shuffled.scans.map((scan) => scan.timestamp)).toEqual([T0, T0 + DAY, T0 + 2 * DAY, T0 + 3 * DAY]);
    const descending = normalizedProject({
      scans: [3, 2, 1, 0].map((day) => wireScan({ timestamp: T0 + day * DAY })),
    });
    expect(descending.scans.map((scan) => scan.timestamp)).toEqual([T0, T0 + DAY, T0 + 2 * DAY, T0 + 3 * DAY]);
  });

  it('duplicate timestamps keep one scan: the first in wire order', () => {
    const project = normalizedProject({
      scans: [
        wireScan({ timestamp: T0 + DAY, reportUUID: 'second-day' }),
        wireScan({ timestamp: T0, reportUUID: 'first' }),
        wireScan({ timestamp: T0, reportUUID: 'duplicate' }),
      ],
    });
    expect(project.scans.map((scan) => scan.reportUUID)).toEqual(['first', 'second-day']);
    expect(project.totalScans).toBe(2);
  });

  it('a scan without a usable timestamp is dropped; so is a non-object scan', () => {
    const project = normalizedProject({
      scans: [
        wireScan({ timestamp: T0 }),
        wireScan({ timestamp: null as never }),
        wireScan({ timestamp: 'yesterday' as never }),
        wireScan({ timestamp: Number.NaN }),
        wireScan({ timestamp: 1e20 }),
        null as never,
        'scan' as never,
        wireScan({ timestamp: String(T0 + DAY) as never }),
      ],
    });
    expect(project.scans.map((scan) => scan.timestamp)).toEqual([T0, T0 + DAY]);
  });

  it('usable times run from the epoch to 2200: before or after, at the ends of Date, a scan is dropped', () => {
    const project = normalizedProject({
      scans: [
        wireScan({ timestamp: -1 }),
        wireScan({ timestamp: -8.64e15 }),
        wireScan({ timestamp: 0, reportUUID: 'epoch' }),
        wireScan({ timestamp: MAX_TIMESTAMP, reportUUID: 'last usable' }),
        wireScan({ timestamp: MAX_TIMESTAMP + 1 }),
        wireScan({ timestamp: 8.64e15 }),
      ],
    });
    expect(project.scans.map((scan) => scan.reportUUID)).toEqual(['epoch', 'last usable']);
    expect(MAX_TIMESTAMP).toBe(Date.UTC(2200, 0, 1));
  });

  it("a missing vulnerabilityDelta is the change against the previous scan (0 for the first); the wire's is kept", () => {
    const project = normalizedProject({
      scans: [
        wireScan({ timestamp: T0 + DAY, vulnerabilityCount: 7, vulnerabilityDelta: 'x' as never }),
        wireScan({ timestamp: T0, vulnerabilityCount: 10, vulnerabilityDelta: null as never }),
        wireScan({ timestamp: T0 + 2 * DAY, vulnerabilityCount: 9, vulnerabilityDelta: 5 }),
      ],
    });
    expect(project.scans.map((scan) => scan.vulnerabilityDelta)).toEqual([0, -3, 5]);
  });

  it('clean, ordered scans are kept as they are: same objects, nothing copied (the 10,000-project fast path)', () => {
    const scans = [wireScan({ timestamp: T0 }), wireScan({ timestamp: T0 + DAY })];
    const project = normalizedProject({ scans });
    expect(project.scans).toBe(scans);
    expect(project.scans[1]).toBe(scans[1]);
  });

  it('the input is never modified', () => {
    const response = exampleResponse();
    const firstProject = response.projects[0];
    if (firstProject) firstProject.scans.reverse();
    const before = JSON.stringify(response);
    normalizeMetrics(response);
    normalizeMetrics(Object.freeze(response));
    expect(JSON.stringify(response)).toBe(before);
  });

  it('unknown severities are kept upper-cased; a missing one is UNKNOWN; a fix without a usable date is kept undated', () => {
    const project = normalizedProject({
      remediations: {
        vulnerabilities: [
          { id: 'CVE-1', adviceID: 'a', severity: ' moderate ', daysToFix: 2, fixedBy: 'x', fixedWhen: T0 },
          { id: 'CVE-2', adviceID: 'b', severity: null as never, daysToFix: -3, fixedBy: 4 as never, fixedWhen: T0 },
          { id: 'CVE-3', adviceID: 'c', severity: 'high', daysToFix: 1, fixedBy: 'y', fixedWhen: 'never' as never },
          null as never,
        ],
      },
    });
    expect(project.remediations).toEqual([
      { id: 'CVE-1', adviceID: 'a', severity: 'MODERATE', daysToFix: 2, fixedBy: 'x', fixedWhen: T0 },
      { id: 'CVE-2', adviceID: 'b', severity: 'UNKNOWN', daysToFix: null, fixedBy: '', fixedWhen: T0 },
      // Its duration counts (the Remediation section, the MTTR column); no scan shows it.
      { id: 'CVE-3', adviceID: 'c', severity: 'HIGH', daysToFix: 1, fixedBy: 'y', fixedWhen: null },
    ]);
    expect(JSON.stringify(project)).not.toContain('moderate');
  });

  it('remediations given as a bare array are read too; any other shape gives none', () => {
    const fix = { id: 'CVE-1', adviceID: 'a', severity: 'LOW', daysToFix: 1, fixedBy: 'x', fixedWhen: T0 };
    expect(normalizedProject({ remediations: [fix] as never }).remediations).toEqual([fix]);
    for (const remediations of [null, 'x', 3, { vulnerabilities: 'x' }, { vulnerabilities: null }]) {
      expect(normalizedProject({ remediations: remediations as never }).remediations).toEqual([]);
    }
  });

  it("the server's totals are kept only when numeric and non-negative", () => {
    const metrics = normalizeMetrics(
      wireResponse({
        accountOverview: {
          numberOfProjects: -1,
          totalScans: '9' as never,
          vulnerabilitiesIdentified: null as never,
          vulnerabilitiesAddressed: 4,
        },
      }),
    );
    expect(metrics.accountOverview).toEqual({ totalScans: 9, vulnerabilitiesAddressed: 4 });
  });

  it('usage dates: only YYYY-MM-DD keys present in dates, sorted, once each; values made counts', () => {
    const metrics = normalizeMetrics(
      wireResponse({
        projectsUsage: {
          sortedDates: [
            '2026-10-20',
            '2026-10-06',
            'garbage',
            '__proto__',
            'constructor',
            '2026-10-20',
            '2026-11-03',
            7,
          ],
          dates: {
            '2026-10-06': { timestamp: 1, totalProjects: 2, totalScans: -4 },
            '2026-10-20': { timestamp: 'x', totalProjects: '3', totalScans: 5 },
            garbage: { timestamp: 1, totalProjects: 1, totalScans: 1 },
          },
        } as never,
      }),
    );
    expect(metrics.projectsUsage.sortedDates).toEqual(['2026-10-06', '2026-10-20']);
    expect(metrics.projectsUsage.dates['2026-10-06']).toEqual({ timestamp: 1, totalProjects: 2, totalScans: 0 });
    expect(metrics.projectsUsage.dates['2026-10-20']).toEqual({
      timestamp: Date.UTC(2026, 9, 20),
      totalProjects: 3,
      totalScans: 5,
    });
    expect(Object.getPrototypeOf(metrics.projectsUsage.dates)).toBeNull();
  });

  it('exclusion usage: a missing running total is the previous total plus the day’s exclusions', () => {
    const exclusion = { domain: 'security', name: 'CVE-1' };
    const metrics = normalizeMetrics(
      wireResponse({
        exclusionUsage: {
          sortedDates: ['2026-10-01', '2026-10-02', '2026-10-03'],
          dates: {
            '2026-10-01': { exclusions: [exclusion, exclusion], totalExclusions: 2 },
            '2026-10-02': { exclusions: [exclusion, { domain: 'weather' }, null], totalExclusions: -1 },
            '2026-10-03': { exclusions: null, totalExclusions: 10 },
          },
        } as never,
      }),
    );
    const totals = metrics.exclusionUsage.sortedDates.map(
      (date) => metrics.exclusionUsage.dates[date]?.totalExclusions,
    );
    expect(totals).toEqual([2, 3, 10]);
    expect(metrics.exclusionUsage.dates['2026-10-02']?.exclusions).toEqual([exclusion]);
  });

  it('property: any value for any field normalises without throwing, to the promised invariants', () => {
    const wireScanWithHostileFields = fc.record({
      timestamp: fc.oneof(anyFieldValue, fc.integer({ min: T0, max: T0 + 1000 * DAY })),
      reportUUID: anyFieldValue,
      securityScore: anyFieldValue,
      vulnerabilityCount: anyFieldValue,
      mitigationCount: anyFieldValue,
      vulnerabilityDelta: anyFieldValue,
    });
    // Mostly clean fields, so that a fix with one bad field among clean ones comes up often.
    const mostly = (clean: fc.Arbitrary<unknown>) =>
      fc.oneof({ weight: 5, arbitrary: clean }, { weight: 1, arbitrary: anyFieldValue });
    const hostileFix = fc.record({
      id: mostly(fc.string()),
      adviceID: mostly(fc.string()),
      severity: mostly(fc.constantFrom('CRITICAL', 'HIGH', 'NONE', ' low ', 'weird')),
      daysToFix: mostly(fc.nat(400)),
      fixedBy: mostly(fc.string()),
      fixedWhen: mostly(fc.integer({ min: T0, max: T0 + 1000 * DAY })),
    });
    const project = fc.record({
      projectUUID: anyFieldValue,
      projectUrl: anyFieldValue,
      projectBranch: anyFieldValue,
      securityScore: anyFieldValue,
      vulnerabilitiesIdentified: anyFieldValue,
      vulnerabilitiesAddressed: anyFieldValue,
      scans: fc.oneof(anyFieldValue, fc.array(fc.oneof(wireScanWithHostileFields, anyFieldValue), { maxLength: 12 })),
      remediations: fc.oneof(
        anyFieldValue,
        fc.record({ vulnerabilities: fc.array(fc.oneof(anyFieldValue, hostileFix), { maxLength: 3 }) }),
      ),
    });
    fc.assert(
      fc.property(
        fc.oneof(anyFieldValue, fc.record({ projects: fc.array(fc.oneof(project, anyFieldValue)) })),
        (response) => {
          const metrics = normalizeMetrics(response);
          for (const normalized of metrics.projects) {
            expectNormalizedScans(normalized.scans);
            expect(normalized.totalScans).toBe(normalized.scans.length);
            for (const count of [
              normalized.vulnerabilitiesIdentified,
              normalized.vulnerabilitiesAddressed,
              normalized.vulns,
            ]) {
              expect(Number.isSafeInteger(count) && count >= 0).toBe(true);
            }
            expect(normalized.securityScore).toBeGreaterThanOrEqual(0);
            expect(normalized.securityScore).toBeLessThanOrEqual(100);
            expect(typeof normalized.projectUrl).toBe('string');
            for (const fix of normalized.remediations) {
              for (const text of [fix.id, fix.adviceID, fix.fixedBy]) expect(typeof text).toBe('string');
              expect(fix.severity).toBe(fix.severity.trim().toUpperCase());
              expect(fix.severity).not.toBe('');
              expect(fix.daysToFix === null || (Number.isInteger(fix.daysToFix) && fix.daysToFix >= 0)).toBe(true);
              expect(
                fix.fixedWhen === null ||
                  (Number.isInteger(fix.fixedWhen) && fix.fixedWhen >= 0 && fix.fixedWhen <= MAX_TIMESTAMP),
              ).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: any JSON value normalises without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (response) => {
        expect(() => normalizeMetrics(response)).not.toThrow();
        expect(() =>
          normalizeMetrics({ projects: [response], projectsUsage: response, exclusionUsage: response }),
        ).not.toThrow();
      }),
    );
  });

  it('property: the wire order of clean scans does not change the result', () => {
    fc.assert(
      fc.property(
        cleanScansArbitrary.chain((scans) =>
          fc.tuple(fc.constant(scans), fc.shuffledSubarray(scans, { minLength: scans.length })),
        ),
        ([scans, shuffled]) => {
          const ordered = [...scans].sort((a, b) => a.timestamp - b.timestamp);
          expect(normalizedProject({ scans: shuffled }).scans).toEqual(ordered);
        },
      ),
    );
  });
});
