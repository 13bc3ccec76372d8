import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChangeBreakdown,
  type Contributor,
  deriveChangeBreakdown,
} from '@/dashboard/features/change-breakdown/model/derive-change-breakdown';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { MEASURES } from '@/dashboard/shared/metrics/measures';
import { wireFix, wireProject, wireScan } from '../../../support/metrics-fixtures';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 5, 9);

interface EntryInput {
  uuid?: unknown;
  url?: unknown;
  branch?: unknown;
  identified?: unknown;
  addressed?: unknown;
  /** daysToFix and severity of each fix */
  fixes?: [unknown, unknown][];
  /** [mitigationCount, vulnerabilityDelta] of each scan after a baseline scan */
  flow?: [number, number][];
}

const entry = ({
  uuid = 'u-a',
  url = 'https://github.com/acme/a',
  branch = 'main',
  identified = 0,
  addressed = 0,
  fixes = [],
  flow = [],
}: EntryInput) => {
  let count = 50;
  // The baseline scan's own mitigations and delta count for nothing: they came before the window.
  const scans = [
    wireScan({ timestamp: T0, reportUUID: 'r0', vulnerabilityCount: count, mitigationCount: 2, vulnerabilityDelta: 5 }),
  ];
  flow.forEach(([mitigated, delta], index) => {
    count += delta;
    scans.push(
      wireScan({
        timestamp: T0 + (index + 1) * DAY,
        reportUUID: `r${index + 1}`,
        vulnerabilityCount: count,
        mitigationCount: mitigated,
        vulnerabilityDelta: delta,
      }),
    );
  });
  return wireProject({
    projectUUID: uuid,
    projectUrl: url,
    projectBranch: branch,
    scans,
    vulnerabilitiesIdentified: identified,
    vulnerabilitiesAddressed: addressed,
    remediations: {
      vulnerabilities: fixes.map(([daysToFix, severity], index) =>
        wireFix({ id: `CVE-2026-${index}`, severity, daysToFix, fixedWhen: T0 }),
      ),
    },
  });
};

const answer = (...projects: unknown[]) => ({ projects });
/** An entry whose only non-zero measure is `unaddressed`, equal to `value`. */
const open = (uuid: string, url: string, value: number, branch = 'main') =>
  entry({ uuid, url, branch, identified: value });
const row = (contributor: Contributor) =>
  `${contributor.projectUrl}:${contributor.projectBranch} ${contributor.previous}→${contributor.current} ${contributor.presence}`;

describe('deriveChangeBreakdown: measures of one entry', () => {
  it('fixes count the remediations with a usable daysToFix; risk removed weighs them by severity', () => {
    const current = answer(
      entry({
        fixes: [
          [3, 'CRITICAL'],
          [40, ' high '],
          [2, 'MEDIUM'],
          [100, 'LOW'],
          [5, 'NONE'],
          [null, 'CRITICAL'],
          [-1, 'CRITICAL'],
          [Number.NaN, 'CRITICAL'],
        ],
      }),
    );
    const breakdown = deriveChangeBreakdown(current, answer());
    expect(breakdown.fixes.current).toBe(5);
    expect(breakdown.riskRemoved.current).toBe(10 + 5 + 3 + 1 + 5);
  });

  it('introduced and fixed are the flow: the first scan is the baseline, introduced = max(0, delta + mitigations)', () => {
    const current = answer(
      entry({
        flow: [
          [3, -1], // fixed 3, introduced 2
          [0, 4], // introduced 4
          [5, -7], // fixed 5, introduced max(0, -2) = 0
        ],
      }),
    );
    const breakdown = deriveChangeBreakdown(current, answer());
    expect(breakdown.fixed.current).toBe(8);
    expect(breakdown.introduced.current).toBe(6);
  });

  it('unaddressed is identified − addressed, never below 0', () => {
    const breakdown = deriveChangeBreakdown(
      answer(
        open('u-1', 'https://x/1', 9),
        entry({ uuid: 'u-2', url: 'https://x/2', identified: 3, addressed: 5 }),
        entry({ uuid: 'u-3', url: 'https://x/3', identified: 10, addressed: 4 }),
      ),
      answer(),
    );
    expect(breakdown.unaddressed.current).toBe(9 + 0 + 6);
    expect(breakdown.unaddressed.contributors.map((contributor) => contributor.current)).toEqual([9, 6]);
  });

  it('reads each count as the normaliser reads it, so the breakdown agrees with the Unaddressed tile', () => {
    const unaddressed = (identified: unknown, addressed: unknown) => {
      const metrics = answer(entry({ identified, addressed }));
      const tile = deriveRemediationAnalytics(metrics).unaddressed;
      const breakdown = deriveChangeBreakdown(metrics, answer()).unaddressed.current;
      expect(breakdown).toBe(tile);
      return breakdown;
    };
    // A numeric string is a count, as everywhere on the page; what is no count at all is 0.
    expect(unaddressed('7', 0)).toBe(7);
    expect(unaddressed(7, '3')).toBe(4);
    expect(unaddressed(7.4, 0)).toBe(7);
    expect(unaddressed(Number.NaN, 0)).toBe(0);
    expect(unaddressed(Number.POSITIVE_INFINITY, 0)).toBe(0);
    expect(unaddressed(-4, 0)).toBe(0);
    expect(unaddressed(null, 0)).toBe(0);
    expect(unaddressed(7, Number.NaN)).toBe(7);
    expect(unaddressed(7, -3)).toBe(7);
    expect(unaddressed(7, Number.POSITIVE_INFINITY)).toBe(7);
  });
});

describe('deriveChangeBreakdown: matching the two periods', () => {
  it('entries match by uuid and branch together; only-current is new, only-previous is gone', () => {
    const breakdown = deriveChangeBreakdown(
      answer(
        open('u-1', 'https://x/a', 5, 'main'),
        open('u-1', 'https://x/a', 2, 'dev'),
        open('u-2', 'https://x/b', 4),
      ),
      answer(open('u-1', 'https://x/a', 1, 'main'), open('u-3', 'https://x/c', 3)),
    );
    expect(breakdown.unaddressed.contributors.map(row)).toEqual([
      'https://x/a:main 1→5 both',
      'https://x/b:main 0→4 new',
      'https://x/c:main 3→0 gone',
      'https://x/a:dev 0→2 new',
    ]);
    expect(breakdown.unaddressed).toMatchObject({ current: 11, previous: 4, change: 7, othersChange: 0 });
  });

  it('the same uuid on another branch, or another uuid on the same branch, is another entry', () => {
    const breakdown = deriveChangeBreakdown(
      answer(open('u-1', 'https://x/a', 5)),
      answer(open('u-2', 'https://x/a', 5)),
    );
    expect(breakdown.unaddressed.change).toBe(0);
    expect(breakdown.unaddressed.contributors.map((contributor) => contributor.presence).sort()).toEqual([
      'gone',
      'new',
    ]);
  });

  it('a key twice in one answer is summed', () => {
    const breakdown = deriveChangeBreakdown(
      answer(open('u-1', 'https://x/a', 5), open('u-1', 'https://x/a', 4)),
      answer(open('u-1', 'https://x/a', 2)),
    );
    expect(breakdown.unaddressed.contributors).toEqual([
      {
        projectUUID: 'u-1',
        projectUrl: 'https://x/a',
        projectBranch: 'main',
        current: 9,
        previous: 2,
        change: 7,
        presence: 'both',
      },
    ]);
  });

  it("the filter keeps each answer's entries by their own URL: a repository renamed into the filter is new", () => {
    const breakdown = deriveChangeBreakdown(
      answer(open('u-1', 'https://github.com/acme/payments', 5)),
      answer(open('u-1', 'https://github.com/acme/legacy', 3)),
      { projectFilter: 'PAYMENTS' },
    );
    expect(breakdown.unaddressed).toMatchObject({ current: 5, previous: 0, change: 5 });
    expect(breakdown.unaddressed.contributors.map(row)).toEqual(['https://github.com/acme/payments:main 0→5 new']);
    const gone = deriveChangeBreakdown(
      answer(open('u-1', 'https://github.com/acme/payments', 5)),
      answer(open('u-1', 'https://github.com/acme/legacy', 3)),
      { projectFilter: 'legacy' },
    );
    expect(gone.unaddressed.contributors.map(row)).toEqual(['https://github.com/acme/legacy:main 3→0 gone']);
  });

  it("a contributor's URL is the current one when present, else the previous one", () => {
    const breakdown = deriveChangeBreakdown(
      answer(open('u-1', 'https://x/renamed', 5), open('u-2', 42 as never, 1)),
      answer(open('u-1', 'https://x/old', 3), open('u-2', 'https://x/kept', 4), open('u-3', 'https://x/gone', 2)),
    );
    const urls = Object.fromEntries(breakdown.unaddressed.contributors.map((c) => [c.projectUUID, c.projectUrl]));
    expect(urls).toEqual({ 'u-1': 'https://x/renamed', 'u-2': 'https://x/kept', 'u-3': 'https://x/gone' });
  });

  it('uuid, URL and branch are trimmed as the normaliser trims them', () => {
    const breakdown = deriveChangeBreakdown(
      answer(open(' u-1 ', ' https://x/a ', 5, ' main ')),
      answer(open('u-1', 'https://x/a', 2, 'main')),
    );
    expect(breakdown.unaddressed.contributors.map(row)).toEqual(['https://x/a:main 2→5 both']);
  });
});

describe('deriveChangeBreakdown: contributors', () => {
  it('only entries that changed, by absolute change descending, then URL and branch', () => {
    const breakdown = deriveChangeBreakdown(
      answer(
        open('u-1', 'https://x/d', 1),
        open('u-2', 'https://x/c', 10),
        open('u-3', 'https://x/b', 7),
        open('u-4', 'https://x/a', 7, 'main'),
        open('u-5', 'https://x/a', 7, 'dev'),
        open('u-6', 'https://x/e', 4),
      ),
      answer(
        open('u-1', 'https://x/d', 9), // −8
        open('u-2', 'https://x/c', 10), // 0: not listed
        open('u-3', 'https://x/b', 4), // +3
        open('u-4', 'https://x/a', 10, 'main'), // −3
        open('u-5', 'https://x/a', 4, 'dev'), // +3
      ),
    );
    expect(breakdown.unaddressed.contributors.map((c) => `${c.projectUrl}:${c.projectBranch} ${c.change}`)).toEqual([
      'https://x/d:main -8',
      'https://x/e:main 4',
      'https://x/a:dev 3',
      'https://x/a:main -3',
      'https://x/b:main 3',
    ]);
  });

  const twelve = () => {
    const current = [];
    for (let index = 1; index <= 12; index += 1) {
      current.push(open(`u-${index}`, `https://x/${String(index).padStart(2, '0')}`, index));
    }
    return deriveChangeBreakdown.bind(null, answer(...current), answer());
  };

  it('lists 10 by default; othersChange is the change of the rest', () => {
    const breakdown = twelve()();
    expect(breakdown.unaddressed.change).toBe(78);
    expect(breakdown.unaddressed.contributors.map((c) => c.change)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(breakdown.unaddressed.othersChange).toBe(2 + 1);
  });

  it('the limit sets how many are listed; an unusable one is the default', () => {
    expect(twelve()({ limit: 2 }).unaddressed.contributors).toHaveLength(2);
    expect(twelve()({ limit: 2 }).unaddressed.othersChange).toBe(78 - 12 - 11);
    expect(twelve()({ limit: 0 }).unaddressed).toMatchObject({ contributors: [], othersChange: 78 });
    expect(twelve()({ limit: 2.9 }).unaddressed.contributors).toHaveLength(2);
    expect(twelve()({ limit: Number.POSITIVE_INFINITY }).unaddressed.contributors).toHaveLength(12);
    for (const limit of [-1, Number.NaN, '3', null]) {
      expect(twelve()({ limit } as never).unaddressed.contributors).toHaveLength(10);
    }
  });

  it('othersChange can be of either sign: the rest may pull the other way', () => {
    const breakdown = deriveChangeBreakdown(
      answer(open('u-1', 'https://x/a', 10), open('u-2', 'https://x/b', 0), open('u-3', 'https://x/c', 0)),
      answer(open('u-1', 'https://x/a', 0), open('u-2', 'https://x/b', 2), open('u-3', 'https://x/c', 3)),
      { limit: 1 },
    );
    expect(breakdown.unaddressed).toMatchObject({ change: 5, othersChange: -5 });
  });

  it('every measure is broken down on its own', () => {
    const breakdown = deriveChangeBreakdown(
      answer(entry({ uuid: 'u-1', fixes: [[1, 'CRITICAL']], flow: [[1, 2]] })),
      answer(
        entry({
          uuid: 'u-1',
          fixes: [
            [1, 'LOW'],
            [2, 'LOW'],
          ],
          flow: [[4, -4]],
        }),
      ),
    );
    const changes = Object.fromEntries(MEASURES.map((measure) => [measure, breakdown[measure].change]));
    expect(changes).toEqual({ fixes: -1, introduced: 3, fixed: -3, riskRemoved: 8, unaddressed: 0 });
  });

  it('non-object answers and options are empty', () => {
    for (const value of [null, 42, 'x', [], { projects: {} }]) {
      const breakdown = deriveChangeBreakdown(value, value, value as never);
      for (const measure of MEASURES) {
        expect(breakdown[measure]).toEqual({ current: 0, previous: 0, change: 0, contributors: [], othersChange: 0 });
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const entryArbitrary = fc
  .record({
    uuid: fc.constantFrom('u-1', 'u-2', 'u-3', 'u-4'),
    url: fc.constantFrom('https://x/a', 'https://x/b', 'https://github.com/acme/api', 'https://gitlab.com/acme/web'),
    branch: fc.constantFrom('main', 'dev'),
    identified: fc.oneof(fc.nat(40), fc.constantFrom(-1, Number.NaN, '3', ' 12 ', 4.5)),
    addressed: fc.oneof(fc.nat(40), fc.constantFrom(null, '2', 1e308)),
    fixes: fc.array(
      fc.tuple(
        fc.oneof(fc.nat(200), fc.constantFrom(-1, null, '4', 2.6)),
        fc.constantFrom('CRITICAL', 'high', 'NONE', 3),
      ),
      { maxLength: 5 },
    ),
    flow: fc.array(fc.tuple(fc.nat(6), fc.integer({ min: -6, max: 6 })), { maxLength: 5 }),
  })
  .map(entry);
const answerArbitrary = fc.array(entryArbitrary, { maxLength: 8 }).map((projects) => answer(...projects));
const optionsArbitrary = fc.record(
  { projectFilter: fc.constantFrom('', 'acme', 'X/A', 'none'), limit: fc.nat(6) },
  { requiredKeys: [] },
);

const keyOf = (contributor: Contributor) => `${contributor.projectUUID}\n${contributor.projectBranch}`;

describe('deriveChangeBreakdown: properties', () => {
  it('the listed contributors plus othersChange add up to the change, which is current − previous', () => {
    fc.assert(
      fc.property(answerArbitrary, answerArbitrary, optionsArbitrary, (current, previous, options) => {
        const breakdown = deriveChangeBreakdown(current, previous, options);
        for (const measure of MEASURES) {
          const figures = breakdown[measure];
          expect(figures.change).toBe(figures.current - figures.previous);
          const listed = figures.contributors.reduce((total, contributor) => total + contributor.change, 0);
          expect(listed + figures.othersChange).toBe(figures.change);
          expect(figures.contributors.length).toBeLessThanOrEqual(options.limit ?? 10);
          for (const contributor of figures.contributors) {
            expect(contributor.change).not.toBe(0);
            expect(contributor.change).toBe(contributor.current - contributor.previous);
          }
        }
      }),
    );
  });

  it('swapping the two periods negates every change and swaps new and gone', () => {
    const swapped = { new: 'gone', gone: 'new', both: 'both' };
    fc.assert(
      fc.property(answerArbitrary, answerArbitrary, fc.constantFrom('', 'acme'), (current, previous, projectFilter) => {
        const forward = deriveChangeBreakdown(current, previous, { projectFilter, limit: Number.POSITIVE_INFINITY });
        const backward = deriveChangeBreakdown(previous, current, { projectFilter, limit: Number.POSITIVE_INFINITY });
        for (const measure of MEASURES) {
          expect(backward[measure].change).toBe(-forward[measure].change || 0);
          expect(backward[measure].current).toBe(forward[measure].previous);
          const back = new Map(backward[measure].contributors.map((contributor) => [keyOf(contributor), contributor]));
          expect(back.size).toBe(forward[measure].contributors.length);
          for (const contributor of forward[measure].contributors) {
            const mirror = back.get(keyOf(contributor));
            expect(mirror?.change).toBe(-contributor.change);
            expect(mirror?.presence).toBe(swapped[contributor.presence]);
          }
        }
      }),
    );
  });

  it('the totals are what the Remediation tiles show for each answer (fixes, flow, risk removed, unaddressed)', () => {
    fc.assert(
      fc.property(answerArbitrary, answerArbitrary, fc.constantFrom('', 'acme'), (current, previous, projectFilter) => {
        const breakdown = deriveChangeBreakdown(current, previous, { projectFilter });
        for (const [side, metrics] of [
          ['current', current],
          ['previous', previous],
        ] as const) {
          const analytics = deriveRemediationAnalytics(metrics, { projectFilter });
          expect(breakdown.fixes[side]).toBe(analytics.mttr.ALL.count);
          expect(breakdown.introduced[side]).toBe(analytics.introduced);
          expect(breakdown.fixed[side]).toBe(analytics.fixed);
          expect(breakdown.riskRemoved[side]).toBe(analytics.riskRemoved);
          expect(breakdown.unaddressed[side]).toBe(analytics.unaddressed);
        }
      }),
    );
  });

  it('contributors come by absolute change descending, then URL and branch', () => {
    fc.assert(
      fc.property(answerArbitrary, answerArbitrary, optionsArbitrary, (current, previous, options) => {
        const breakdown: ChangeBreakdown = deriveChangeBreakdown(current, previous, options);
        for (const measure of MEASURES) {
          const list = breakdown[measure].contributors;
          for (let index = 1; index < list.length; index += 1) {
            const [left, right] = [list[index - 1] as Contributor, list[index] as Contributor];
            const order =
              Math.abs(right.change) - Math.abs(left.change) ||
              (left.projectUrl < right.projectUrl ? -1 : left.projectUrl > right.projectUrl ? 1 : 0) ||
              (left.projectBranch < right.projectBranch ? -1 : left.projectBranch > right.projectBranch ? 1 : 0);
            expect(order).toBeLessThanOrEqual(0);
          }
        }
      }),
    );
  });

  it('never throws, and gives plain JSON, on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (current, previous, options) => {
        const breakdown = deriveChangeBreakdown(current, previous, options as never);
        expect(JSON.parse(JSON.stringify(breakdown))).toEqual(breakdown);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (current, previous) => {
        const breakdown = deriveChangeBreakdown(current, previous);
        expect(JSON.parse(JSON.stringify(breakdown))).toEqual(breakdown);
      }),
    );
  });
});
