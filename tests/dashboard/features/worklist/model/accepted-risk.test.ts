import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveWorklist, type WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import { wireProject } from '../../../support/metrics-fixtures';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const ago = (days: number) => NOW - days * DAY;
const open = (id: string, severity: string, firstSeenWhen: number) => ({ id, severity, firstSeenWhen });
const project = (url: string, openVulnerabilities: unknown[], branch = 'main', uuid = `uuid-${url}-${branch}`) =>
  wireProject({ projectUUID: uuid, projectUrl: url, projectBranch: branch, openVulnerabilities });
const answer = (...projects: unknown[]) => ({ projects });
const accept = (id: unknown, expiresAt: unknown, reason: unknown = `because ${String(id)}`) => ({
  id,
  expiresAt,
  reason,
});
const worklistOf = (metrics: unknown, acceptances?: unknown[]) =>
  deriveWorklist(metrics, { now: NOW, ...(acceptances === undefined ? {} : { acceptances: acceptances as never }) });
const itemOf = (items: readonly WorklistItem[], id: string) => items.find((item) => item.id === id) as WorklistItem;

describe('deriveWorklist: accepted risk, which acceptance counts', () => {
  const metrics = answer(project('https://x/a', [open('CVE-1', 'CRITICAL', ago(20))]));

  it('without acceptances every item has acceptance null and nothing is accepted', () => {
    for (const worklist of [worklistOf(metrics), worklistOf(metrics, [])]) {
      expect(itemOf(worklist.items, 'CVE-1')).toMatchObject({ status: 'overdue', acceptance: null });
      expect(worklist.summary.ALL.accepted).toBe(0);
    }
  });

  it('an acceptance with no expiry is active: status accepted, target and days left still computed', () => {
    const worklist = worklistOf(metrics, [accept('CVE-1', null, 'not reachable')]);
    expect(itemOf(worklist.items, 'CVE-1')).toMatchObject({
      status: 'accepted',
      targetDays: 7,
      daysLeft: -13,
      acceptance: { state: 'active', expiresAt: null, reason: 'not reachable' },
    });
  });

  it('is active while expiresAt is after now, expired at now and after', () => {
    const later = worklistOf(metrics, [accept('CVE-1', NOW + 1)]);
    expect(itemOf(later.items, 'CVE-1')).toMatchObject({ status: 'accepted', acceptance: { state: 'active' } });
    for (const expiresAt of [NOW, NOW - DAY]) {
      const ran = worklistOf(metrics, [accept('CVE-1', expiresAt, 'vendor patch')]);
      expect(itemOf(ran.items, 'CVE-1')).toMatchObject({
        status: 'overdue',
        acceptance: { state: 'expired', expiresAt, reason: 'vendor patch' },
      });
      expect(ran.summary.ALL).toMatchObject({ overdue: 1, accepted: 0 });
    }
  });

  it('names an id exactly: another case or surrounding spaces name nothing', () => {
    const worklist = worklistOf(metrics, [accept('cve-1', null), accept(' CVE-1', null)]);
    expect(itemOf(worklist.items, 'CVE-1').acceptance).toBeNull();
  });

  it('of several naming one id, the latest expiresAt counts; null is the latest; the first listed on a tie', () => {
    const latest = worklistOf(metrics, [accept('CVE-1', NOW + DAY, 'a'), accept('CVE-1', NOW - DAY, 'b')]);
    expect(itemOf(latest.items, 'CVE-1').acceptance).toEqual({ state: 'active', expiresAt: NOW + DAY, reason: 'a' });
    const none = worklistOf(metrics, [accept('CVE-1', NOW + 9 * DAY, 'a'), accept('CVE-1', null, 'b')]);
    expect(itemOf(none.items, 'CVE-1').acceptance).toEqual({ state: 'active', expiresAt: null, reason: 'b' });
    const tie = worklistOf(metrics, [accept('CVE-1', NOW - DAY, 'first'), accept('CVE-1', NOW - DAY, 'second')]);
    expect(itemOf(tie.items, 'CVE-1').acceptance?.reason).toBe('first');
    const nullTie = worklistOf(metrics, [accept('CVE-1', null, 'first'), accept('CVE-1', null, 'second')]);
    expect(itemOf(nullTie.items, 'CVE-1').acceptance?.reason).toBe('first');
  });

  it('ignores entries without a non-empty string id or with an expiry that is neither null nor finite', () => {
    const unusable = [
      accept('', null),
      accept(7, null),
      accept(null, null),
      accept('CVE-1', undefined),
      accept('CVE-1', Number.NaN),
      accept('CVE-1', Number.POSITIVE_INFINITY),
      accept('CVE-1', '2030-01-01'),
      'CVE-1',
      null,
    ];
    expect(itemOf(worklistOf(metrics, unusable).items, 'CVE-1')).toMatchObject({ status: 'overdue', acceptance: null });
    // An ignored entry never outranks a usable one.
    const mixed = worklistOf(metrics, [accept('CVE-1', Number.POSITIVE_INFINITY), accept('CVE-1', NOW - DAY, 'ok')]);
    expect(itemOf(mixed.items, 'CVE-1').acceptance).toEqual({ state: 'expired', expiresAt: NOW - DAY, reason: 'ok' });
    for (const acceptances of ['x', 42, { id: 'CVE-1' }]) {
      const worklist = deriveWorklist(metrics, { now: NOW, acceptances: acceptances as never });
      expect(itemOf(worklist.items, 'CVE-1').acceptance).toBeNull();
    }
  });
});

describe('deriveWorklist: accepted risk in the counts', () => {
  it('an accepted item counts in open and accepted, never in overdue or due soon (summary and projects)', () => {
    const metrics = answer(
      project('https://x/a', [
        open('late', 'CRITICAL', ago(20)),
        open('soon', 'HIGH', ago(25)),
        open('ok', 'LOW', ago(1)),
      ]),
      project('https://x/b', [open('late', 'CRITICAL', ago(30))]),
    );
    const worklist = worklistOf(metrics, [accept('late', null), accept('soon', NOW + DAY)]);
    expect(worklist.summary.ALL).toMatchObject({ open: 4, overdue: 0, dueSoon: 0, accepted: 3 });
    expect(worklist.summary.CRITICAL).toMatchObject({ open: 2, overdue: 0, accepted: 2 });
    expect(worklist.summary.HIGH).toMatchObject({ open: 1, dueSoon: 0, accepted: 1 });
    expect(worklist.projects.map(({ projectUrl, open, overdue }) => ({ projectUrl, open, overdue }))).toEqual([
      { projectUrl: 'https://x/a', open: 3, overdue: 0 },
      { projectUrl: 'https://x/b', open: 1, overdue: 0 },
    ]);
    const ranOut = worklistOf(metrics, [accept('late', NOW - DAY)]);
    expect(ranOut.summary.ALL).toMatchObject({ overdue: 2, dueSoon: 1, accepted: 0 });
  });
});

describe('deriveWorklist: accepted risk in the order', () => {
  const ids = (metrics: unknown, acceptances: unknown[]) =>
    worklistOf(metrics, acceptances).items.map((item) => item.id);

  it('accepted items come after every other status, no-target included', () => {
    const metrics = answer(project('https://x/a', [open('a', 'CRITICAL', ago(90)), open('o', 'NONE', ago(1))]));
    expect(ids(metrics, [accept('a', null)])).toEqual(['o', 'a']);
  });

  it('then by expiresAt ascending, null last', () => {
    const metrics = answer(
      project('https://x/a', [open('a', 'LOW', ago(1)), open('b', 'LOW', ago(1)), open('c', 'LOW', ago(1))]),
    );
    expect(ids(metrics, [accept('a', null), accept('b', NOW + 5 * DAY), accept('c', NOW + 2 * DAY)])).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('then days left ascending (a missing one, no target, after every number)', () => {
    const metrics = answer(
      project('https://x/a', [open('o', 'NONE', ago(500)), open('a', 'LOW', ago(1)), open('b', 'LOW', ago(100))]),
    );
    expect(ids(metrics, [accept('a', null), accept('b', null), accept('o', null)])).toEqual(['b', 'a', 'o']);
  });

  it('then severity, then age descending', () => {
    // Same days left (23): HIGH at 7 days old, MEDIUM at 67 days old.
    const bySeverity = answer(project('https://x/a', [open('m', 'MEDIUM', ago(67)), open('h', 'HIGH', ago(7))]));
    expect(ids(bySeverity, [accept('m', null), accept('h', null)])).toEqual(['h', 'm']);
    // OTHER has no days left: age decides.
    const byAge = answer(project('https://x/a', [open('y', 'NONE', ago(3)), open('x', 'NONE', ago(9))]));
    expect(ids(byAge, [accept('x', null), accept('y', null)])).toEqual(['x', 'y']);
  });

  it('then project URL, branch and id by UTF-16 code units', () => {
    const metrics = answer(
      project('https://x/b', [open('v', 'LOW', ago(1))]),
      project('https://x/a', [open('v', 'LOW', ago(1))], 'main'),
      project('https://x/a', [open('v', 'LOW', ago(1))], 'dev'),
    );
    const items = worklistOf(metrics, [accept('v', null)]).items;
    expect(items.map((item) => `${item.projectUrl}:${item.projectBranch}`)).toEqual([
      'https://x/a:dev',
      'https://x/a:main',
      'https://x/b:main',
    ]);
    const byId = answer(project('https://x/a', [open('b', 'LOW', ago(1)), open('B', 'LOW', ago(1))]));
    expect(ids(byId, [accept('b', null), accept('B', null)])).toEqual(['B', 'b']);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: the rules written out again, independently, and checked on generated worklists.

const IDS = ['CVE-1', 'CVE-2', 'CWE-79', 'GHSA-x'];
const entryArbitrary = fc.record({
  id: fc.constantFrom(...IDS),
  severity: fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NONE'),
  firstSeenWhen: fc.integer({ min: -5, max: 300 }).map(ago),
});
const metricsArbitrary = fc
  .array(
    fc.record({
      url: fc.constantFrom('https://x/a', 'https://x/b', 'https://x/c'),
      branch: fc.constantFrom('main', 'dev'),
      entries: fc.array(entryArbitrary, { maxLength: 6 }),
    }),
    { maxLength: 5 },
  )
  .map((projects) =>
    // Each entry its own uuid: a project row is one entry of the answer.
    answer(...projects.map(({ url, branch, entries }, index) => project(url, entries, branch, `u${index}`))),
  );
const expiryArbitrary = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -20, max: 20 }).map((days) => NOW + days * DAY),
  fc.constant(NOW),
  fc.constantFrom(undefined, Number.NaN, 'soon'),
);
const acceptancesArbitrary = fc.array(
  fc.record({
    id: fc.oneof(fc.constantFrom(...IDS, 'cve-1', ''), fc.integer()),
    expiresAt: expiryArbitrary,
    reason: fc.string({ maxLength: 5 }),
  }),
  { maxLength: 8 },
);

/** The acceptance that counts for `id`, from the rules: usable entries, latest expiry, first on a tie. */
function countingAcceptance(acceptances: readonly { id: unknown; expiresAt: unknown; reason: string }[], id: string) {
  const usable = acceptances.filter(
    (entry) =>
      entry.id === id &&
      (entry.expiresAt === null || (typeof entry.expiresAt === 'number' && Number.isFinite(entry.expiresAt))),
  );
  const rank = (expiresAt: unknown) => (expiresAt === null ? Number.POSITIVE_INFINITY : (expiresAt as number));
  const latest = Math.max(...usable.map((entry) => rank(entry.expiresAt)));
  return usable.find((entry) => rank(entry.expiresAt) === latest);
}

const STATUS_ORDER = ['overdue', 'due-soon', 'within', 'no-target', 'accepted'];
const SEVERITY_ORDER = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'OTHER'];
const codeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
const ascendingNullLast = (left: number | null, right: number | null) =>
  left === right ? 0 : left === null ? 1 : right === null ? -1 : left - right;
const contractOrder = (left: WorklistItem, right: WorklistItem) =>
  STATUS_ORDER.indexOf(left.status) - STATUS_ORDER.indexOf(right.status) ||
  (left.status === 'accepted'
    ? ascendingNullLast(left.acceptance?.expiresAt ?? null, right.acceptance?.expiresAt ?? null)
    : 0) ||
  ascendingNullLast(left.daysLeft, right.daysLeft) ||
  SEVERITY_ORDER.indexOf(left.severity) - SEVERITY_ORDER.indexOf(right.severity) ||
  right.ageDays - left.ageDays ||
  codeUnits(left.projectUrl, right.projectUrl) ||
  codeUnits(left.projectBranch, right.projectBranch) ||
  codeUnits(left.id, right.id);

const keyOf = (item: WorklistItem) => `${item.projectUUID}|${item.projectBranch}|${item.id}`;

describe('deriveWorklist: accepted risk, properties', () => {
  it('each item takes the acceptance that counts for its id, and status accepted exactly when it is active', () => {
    fc.assert(
      fc.property(metricsArbitrary, acceptancesArbitrary, (metrics, acceptances) => {
        const plain = new Map(worklistOf(metrics).items.map((item) => [keyOf(item), item]));
        const { items } = worklistOf(metrics, acceptances);
        expect(items).toHaveLength(plain.size);
        for (const item of items) {
          const before = plain.get(keyOf(item)) as WorklistItem;
          expect({ ...item, status: before.status, acceptance: null }).toEqual(before);
          const counting = countingAcceptance(acceptances, item.id);
          if (counting === undefined) {
            expect(item.acceptance).toBeNull();
            expect(item.status).toBe(before.status);
            continue;
          }
          const expiresAt = counting.expiresAt as number | null;
          const active = expiresAt === null || expiresAt > NOW;
          expect(item.acceptance).toEqual({
            state: active ? 'active' : 'expired',
            expiresAt,
            reason: counting.reason,
          });
          expect(item.status).toBe(active ? 'accepted' : before.status);
        }
      }),
    );
  });

  it('counts: open unchanged, accepted never overdue or due soon, per severity, for all and per project', () => {
    fc.assert(
      fc.property(metricsArbitrary, acceptancesArbitrary, (metrics, acceptances) => {
        const { items, summary, projects } = worklistOf(metrics, acceptances);
        for (const severity of [...SEVERITY_ORDER, 'ALL'] as const) {
          const mine = items.filter((item) => severity === 'ALL' || item.severity === severity);
          const figures = summary[severity as keyof typeof summary];
          expect(figures.open).toBe(mine.length);
          expect(figures.accepted).toBe(mine.filter((item) => item.status === 'accepted').length);
          expect(figures.overdue).toBe(mine.filter((item) => item.status === 'overdue').length);
          expect(figures.dueSoon).toBe(mine.filter((item) => item.status === 'due-soon').length);
        }
        for (const row of projects) {
          const mine = items.filter(
            (item) => item.projectUUID === row.projectUUID && item.projectBranch === row.projectBranch,
          );
          expect(row.open).toBe(mine.length);
          expect(row.overdue).toBe(mine.filter((item) => item.status === 'overdue').length);
        }
      }),
    );
  });

  it("items come in the contract's order, accepted ones last", () => {
    fc.assert(
      fc.property(metricsArbitrary, acceptancesArbitrary, (metrics, acceptances) => {
        const { items } = worklistOf(metrics, acceptances);
        for (let index = 1; index < items.length; index += 1) {
          expect(contractOrder(items[index - 1] as WorklistItem, items[index] as WorklistItem)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
