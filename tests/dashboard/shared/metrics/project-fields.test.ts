import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { performanceScore, splitProjectName } from '@/dashboard/shared/metrics/project-fields';
import {
  cleanScansArbitrary,
  DAY,
  dashboardOf,
  exampleResponse,
  normalizedProject,
  scanSeries,
  T0,
  wireScan,
} from '../../support/metrics-fixtures';

describe('derived project fields', () => {
  it('performanceScore is 0 with one scan or none', () => {
    expect(normalizedProject({ scans: [] }).performanceScore).toBe(0);
    expect(normalizedProject({ scans: scanSeries([[90, 0]]) }).performanceScore).toBe(0);
    expect(performanceScore([])).toBe(0);
  });

  it('performanceScore = 1000 × (last score − first score) + (first count − last count), scans by timestamp', () => {
    // The example's payments-api on main: 54 → 71 → 82, 14 → 9 → 7 vulnerabilities.
    const byUrl = dashboardOf(exampleResponse()).account.projects.map((project) => [
      `${project.projectUrl}@${project.projectBranch}`,
      project.performanceScore,
    ]);
    expect(byUrl).toEqual([
      ['https://github.com/acme/payments-api@main', 28_007],
      ['https://gitlab.com/acme/checkout-web@develop', -15_004],
      ['https://github.com/acme/payments-api@release/2.4', 0],
    ]);
    // Wire order is irrelevant: the newest scan first still compares first with last in time.
    const project = normalizedProject({
      scans: scanSeries([
        [40, 20],
        [10, 30],
        [45, 5],
      ]).reverse(),
    });
    expect(project.performanceScore).toBe(1000 * (45 - 40) + (20 - 5));
  });

  it('property: performanceScore follows the formula for any scans', () => {
    fc.assert(
      fc.property(cleanScansArbitrary, (scans) => {
        const project = normalizedProject({ scans });
        const ordered = [...scans].sort((a, b) => a.timestamp - b.timestamp);
        const first = ordered[0];
        const last = ordered[ordered.length - 1];
        const expected =
          ordered.length < 2 || !first || !last
            ? 0
            : 1000 * (last.securityScore - first.securityScore) + (first.vulnerabilityCount - last.vulnerabilityCount);
        expect(project.performanceScore).toBe(expected);
      }),
    );
  });

  it('deltaSecurityScore and deltaVulns are the newest scan minus the previous one; 0 with fewer than two scans', () => {
    const project = normalizedProject({
      scans: scanSeries([
        [50, 10],
        [60, 12],
        [55, 4],
      ]),
    });
    expect(project.deltaSecurityScore).toBe(55 - 60);
    expect(project.deltaVulns).toBe(4 - 12);
    const single = normalizedProject({ scans: scanSeries([[50, 10]]) });
    expect([single.deltaSecurityScore, single.deltaVulns]).toEqual([0, 0]);
    const none = normalizedProject({ scans: [] });
    expect([none.deltaSecurityScore, none.deltaVulns]).toEqual([0, 0]);
  });

  it('lastScanned is the newest scan time, null without scans; totalScans counts the scans kept', () => {
    const project = normalizedProject({
      scans: [wireScan({ timestamp: T0 + DAY }), wireScan({ timestamp: T0 }), wireScan({ timestamp: T0 })],
    });
    expect(project.lastScanned).toBe(T0 + DAY);
    expect(project.totalScans).toBe(2);
    expect(normalizedProject({ scans: [] }).lastScanned).toBeNull();
  });

  it("vulns is the newest scan's count; without scans, identified − addressed, never negative", () => {
    expect(
      normalizedProject({
        scans: scanSeries([
          [50, 10],
          [60, 3],
        ]),
      }).vulns,
    ).toBe(3);
    expect(normalizedProject({ vulnerabilitiesIdentified: 19, vulnerabilitiesAddressed: 12 }).vulns).toBe(7);
    expect(normalizedProject({ vulnerabilitiesIdentified: 2, vulnerabilitiesAddressed: 12 }).vulns).toBe(0);
  });

  it('nameFront/nameTail split the URL for display, dropping query, fragment, trailing slashes and .git', () => {
    const cases: [string, string, string][] = [
      ['https://github.com/acme/payments-api', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/payments-api/', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/payments-api///', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/payments-api?tab=readme', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/payments-api/#readme', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/payments-api.git', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/payments-api.GIT/', 'https://github.com/acme/', 'payments-api'],
      ['https://gitlab.com/acme/group/sub/checkout-web', 'https://gitlab.com/acme/group/sub/', 'checkout-web'],
      ['git@github.com:acme/payments-api.git', 'git@github.com:acme/', 'payments-api'],
      ['git@github.com:payments-api.git', 'git@github.com:', 'payments-api'],
      ['ssh://git@github.com/acme/payments-api.git', 'ssh://git@github.com/acme/', 'payments-api'],
      ['https://github.com', 'https://', 'github.com'],
      ['payments-api', '', 'payments-api'],
      ['acme/payments-api', 'acme/', 'payments-api'],
      ['  https://github.com/acme/payments-api  ', 'https://github.com/acme/', 'payments-api'],
      ['https://github.com/acme/.git', 'https://github.com/acme/', '.git'],
      ['', '', ''],
      ['///', '', ''],
      ['?only=query', '', ''],
    ];
    for (const [url, nameFront, nameTail] of cases) {
      expect(splitProjectName(url), url).toEqual({ nameFront, nameTail });
    }
    expect(splitProjectName(null as never)).toEqual({ nameFront: '', nameTail: '' });
  });

  it('property: nameFront + nameTail reads as the original minus noise, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (url) => {
        const { nameFront, nameTail } = splitProjectName(url);
        expect(url.trim().startsWith(nameFront + nameTail)).toBe(true);
        expect(nameTail).not.toContain('/');
        expect(nameFront === '' || nameFront.endsWith('/') || nameFront.endsWith(':')).toBe(true);
      }),
    );
  });

  it('property: the tail is the repository name whatever noise follows it', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,15}$/);
    const noise = fc.constantFrom('', '/', '//', '.git', '.git/', '?tab=1', '#readme', '.git?x=/a/b', '/#frag');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), segment, noise, (path, name, suffix) => {
        const base = `https://example.com/${path.join('/')}/`;
        expect(splitProjectName(`${base}${name}${suffix}`)).toEqual({ nameFront: base, nameTail: name });
      }),
    );
  });
});
