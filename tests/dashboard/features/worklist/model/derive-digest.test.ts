import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Digest, deriveDigest, mergeDigests } from '@/dashboard/features/worklist/model/derive-digest';
import { deriveWorklist, type Worklist, type WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import { wireProject } from '../../../support/metrics-fixtures';
import { ago, DAY, NOW, referenceDayInstant, worklistAnswer, worklistSettings } from '../support/exploitation-answers';

const SINCE = NOW - 7 * DAY;
const open = (id: string, severity: string, firstSeenWhen: number, extra: Record<string, unknown> = {}) => ({
  id,
  severity,
  firstSeenWhen,
  ...extra,
});
const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const answer = (...entries: unknown[]) => ({
  projects: [wireProject({ projectUUID: 'u', projectUrl: 'https://x/a', openVulnerabilities: entries })],
});
const digestOf = (metrics: unknown, options: Record<string, unknown> = {}) =>
  deriveDigest(metrics, { now: NOW, since: SINCE, ...options } as never);
const ids = (items: readonly WorklistItem[]) => items.map((item) => item.id);

describe('deriveDigest: each list', () => {
  it('newly overdue: overdue now and not at since, or not there at since', () => {
    const digest = digestOf(
      answer(
        open('crossed', 'HIGH', ago(35)), // 25 days old at since: within then, overdue now
        open('already', 'HIGH', ago(60)), // overdue at both
        open('new-kev', 'LOW', ago(2), { kev: { dateAdded: day(ago(1)), dueDate: day(ago(1)) } }), // absent at since
        open('within', 'LOW', ago(10)),
      ),
    );
    // Most late first: crossed is 5 days late, new-kev 1.
    expect(ids(digest.newlyOverdue)).toEqual(['crossed', 'new-kev']);
  });

  it('a KEV listing added after since is absent at since: its due date makes the item newly overdue', () => {
    const digest = digestOf(
      answer(open('listed', 'LOW', ago(100), { kev: { dateAdded: day(ago(3)), dueDate: day(ago(1)) } })),
    );
    expect(ids(digest.newlyOverdue)).toEqual(['listed']);
    expect(digest.totals.since).toMatchObject({ overdue: 0, kev: 0 });
    expect(digest.totals.now).toMatchObject({ overdue: 1, kev: 1 });
  });

  it('an item accepted at since and overdue now, its acceptance run out, is newly overdue too', () => {
    const digest = digestOf(answer(open('ran-out', 'CRITICAL', ago(30))), {
      acceptances: [{ id: 'ran-out', expiresAt: NOW - DAY, reason: 'vendor' }],
    });
    expect(ids(digest.newlyOverdue)).toEqual(['ran-out']);
    expect(ids(digest.acceptanceExpired)).toEqual(['ran-out']);
    expect(digest.newlyOverdue[0]).toMatchObject({ status: 'overdue', acceptance: { state: 'expired' } });
  });

  it('newly KEV: added in (since, now], not accepted now', () => {
    const listed = (id: string, added: number) =>
      open(id, 'MEDIUM', ago(40), { kev: { dateAdded: day(added), dueDate: day(NOW + 30 * DAY) } });
    const digest = digestOf(
      answer(
        listed('at-since', SINCE - (SINCE % DAY)), // 00:00 of since's day: before since
        listed('after', SINCE + DAY),
        listed('today', NOW),
        listed('tomorrow', NOW + DAY),
        listed('accepted', SINCE + DAY),
      ),
      { acceptances: [{ id: 'accepted', expiresAt: null, reason: '' }] },
    );
    expect(ids(digest.newlyKev).sort()).toEqual(['after', 'today']);
  });

  it('new critical: CRITICAL, first seen in (since, now], not accepted now', () => {
    const digest = digestOf(
      answer(
        open('new', 'CRITICAL', ago(2)),
        open('at-since', 'CRITICAL', SINCE),
        open('older', 'CRITICAL', ago(20)),
        open('future', 'CRITICAL', NOW + DAY),
        open('high', 'HIGH', ago(2)),
        open('waived', 'CRITICAL', ago(1)),
      ),
      { acceptances: [{ id: 'waived', expiresAt: NOW + 90 * DAY, reason: '' }] },
    );
    expect(ids(digest.newCritical)).toEqual(['new']);
  });

  it('acceptances: run out since, and running out within the window, soonest first', () => {
    const entries = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => open(id, 'LOW', ago(1)));
    const digest = digestOf(answer(...entries), {
      acceptances: [
        { id: 'a', expiresAt: SINCE + DAY, reason: '' }, // ran out since
        { id: 'b', expiresAt: SINCE, reason: '' }, // ran out at since: not active then
        { id: 'c', expiresAt: NOW + 7 * DAY, reason: '' }, // runs out on the window's last instant
        { id: 'd', expiresAt: NOW + 2 * DAY, reason: '' },
        { id: 'e', expiresAt: NOW + 7 * DAY + 1, reason: '' }, // after the window
        { id: 'f', expiresAt: null, reason: '' },
      ],
    });
    expect(ids(digest.acceptanceExpired)).toEqual(['a']);
    expect(ids(digest.acceptanceExpiring)).toEqual(['d', 'c']);
    expect(
      ids(
        digestOf(answer(...entries), {
          expiringWithinDays: 1,
          acceptances: [{ id: 'd', expiresAt: NOW + 2 * DAY, reason: '' }],
        }).acceptanceExpiring,
      ),
    ).toEqual([]);
  });

  it('totals are the summary counts of both worklists; empty when no list has an item', () => {
    const digest = digestOf(answer(open('old', 'HIGH', ago(60)), open('young', 'LOW', ago(1))));
    expect(digest).toMatchObject({
      since: SINCE,
      now: NOW,
      totals: {
        now: { open: 2, overdue: 1, dueSoon: 0, accepted: 0, kev: 0 },
        since: { open: 1, overdue: 1, dueSoon: 0, accepted: 0, kev: 0 },
      },
      empty: true,
    });
    expect(digestOf(answer(open('c', 'CRITICAL', ago(1)))).empty).toBe(false);
  });

  it('since at or after now: every list empty, the totals at since those of now', () => {
    const metrics = answer(open('c', 'CRITICAL', ago(1)), open('h', 'HIGH', ago(40)));
    for (const since of [NOW, NOW + DAY]) {
      const digest = digestOf(metrics, { since });
      expect(digest.empty).toBe(true);
      expect(digest.totals.since).toEqual(digest.totals.now);
      expect(digest.totals.now.open).toBe(2);
    }
  });

  it('expiringWithinDays that is not a finite number >= 0 is 7', () => {
    const metrics = answer(open('a', 'LOW', ago(1)), open('b', 'LOW', ago(1)));
    const acceptances = [
      { id: 'a', expiresAt: NOW + 6 * DAY, reason: '' },
      { id: 'b', expiresAt: NOW + 8 * DAY, reason: '' },
    ];
    for (const expiringWithinDays of [undefined, -1, Number.NaN, Number.POSITIVE_INFINITY, '30', null]) {
      expect(ids(digestOf(metrics, { acceptances, expiringWithinDays }).acceptanceExpiring)).toEqual(['a']);
    }
    expect(ids(digestOf(metrics, { acceptances, expiringWithinDays: 0 }).acceptanceExpiring)).toEqual([]);
    expect(ids(digestOf(metrics, { acceptances, expiringWithinDays: 8 }).acceptanceExpiring)).toEqual(['a', 'b']);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer as it stood at `since`, by the contract's words, on the wire. */
function answerAsOf(metrics: unknown, since: number): unknown {
  if (!isRecord(metrics) || !Array.isArray(metrics.projects)) return metrics;
  const entryThen = (entry: unknown) => {
    if (!isRecord(entry)) return [entry];
    if (typeof entry.firstSeenWhen === 'number' && entry.firstSeenWhen > since) return [];
    const added = isRecord(entry.kev) ? referenceDayInstant(entry.kev.dateAdded) : null;
    if (added === null || added <= since) return [entry];
    const { kev: _later, ...then } = entry;
    return [then];
  };
  return {
    ...metrics,
    projects: metrics.projects.map((project) =>
      isRecord(project) && Array.isArray(project.openVulnerabilities)
        ? { ...project, openVulnerabilities: project.openVulnerabilities.flatMap(entryThen) }
        : project,
    ),
  };
}

const keyOf = (item: WorklistItem) => JSON.stringify([item.projectUUID, item.projectBranch, item.id]);
const countsOf = ({ open, overdue, dueSoon, accepted, kev }: Worklist['summary']['ALL']) => ({
  open,
  overdue,
  dueSoon,
  accepted,
  kev,
});

/** The contract's digest written out again from two worklists (every project entry its own key). */
function referenceDigest(metrics: unknown, options: { now: number; since: number; expiringWithinDays?: unknown }) {
  const { now, since } = options;
  const current = deriveWorklist(metrics, options as never);
  const earlier =
    since < now ? deriveWorklist(answerAsOf(metrics, since), { ...options, now: since } as never) : current;
  const overdueThen = new Set(earlier.items.filter((item) => item.status === 'overdue').map(keyOf));
  const days = options.expiringWithinDays;
  const window = (typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : 7) * DAY;
  const within = (time: number) => time > since && time <= now;
  const items = since < now ? current.items : [];
  const expiresAt = (item: WorklistItem) => item.acceptance?.expiresAt ?? null;
  const lists = {
    newlyOverdue: items.filter((item) => item.status === 'overdue' && !overdueThen.has(keyOf(item))),
    newlyKev: items.filter((item) => item.status !== 'accepted' && item.kev !== null && within(item.kev.dateAdded)),
    newCritical: items.filter(
      (item) => item.status !== 'accepted' && item.severity === 'CRITICAL' && within(item.firstSeenWhen),
    ),
    acceptanceExpired: items.filter(
      (item) => item.acceptance?.state === 'expired' && (expiresAt(item) as number) > since,
    ),
    acceptanceExpiring: items
      .filter(
        (item) =>
          item.acceptance?.state === 'active' &&
          expiresAt(item) !== null &&
          (expiresAt(item) as number) <= now + window,
      )
      .sort((left, right) => (expiresAt(left) as number) - (expiresAt(right) as number)),
  };
  return {
    since,
    now,
    ...lists,
    totals: { now: countsOf(current.summary.ALL), since: countsOf(earlier.summary.ALL) },
    empty: Object.values(lists).every((list) => list.length === 0),
  };
}

const moment = fc.integer({ min: NOW - 40 * DAY, max: NOW + 5 * DAY });
const digestSettings = fc.tuple(
  worklistSettings,
  moment,
  fc.option(fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom<unknown>(-3, Number.NaN, 'x')), {
    nil: undefined,
  }),
);

/** Each project entry alone, as a streaming reader sees the answer. */
const onePerProject = (metrics: unknown): unknown[] =>
  isRecord(metrics) && Array.isArray(metrics.projects)
    ? metrics.projects.map((project) => ({ projects: [project] }))
    : [];

describe('deriveDigest: properties', () => {
  it('is the contract: two worklists, now and as the answer stood at since', () => {
    fc.assert(
      fc.property(
        worklistAnswer({ unique: true }),
        digestSettings,
        (metrics, [settings, since, expiringWithinDays]) => {
          const options = {
            ...settings,
            now: NOW,
            since,
            ...(expiringWithinDays === undefined ? {} : { expiringWithinDays }),
          };
          expect(deriveDigest(metrics, options as never)).toEqual(referenceDigest(metrics, options));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('merging the digests of each project entry gives the digest of the whole answer', () => {
    fc.assert(
      fc.property(
        worklistAnswer(),
        digestSettings,
        fc.boolean(),
        (metrics, [settings, since, expiringWithinDays], pairwise) => {
          const options = { ...settings, now: NOW, since, expiringWithinDays } as never;
          const whole = deriveDigest(metrics, options);
          const start = deriveDigest({ projects: [] }, options);
          const parts = onePerProject(metrics).map((part) => deriveDigest(part, options));
          const merged = pairwise
            ? parts.reduce((total, part) => mergeDigests(total, part), start)
            : mergeDigests(start, ...parts);
          if (isRecord(metrics) && Array.isArray(metrics.projects)) expect(merged).toEqual(whole);
          else expect(whole).toEqual(start);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the merge takes any split of the answer, and merging with an empty digest changes nothing', () => {
    fc.assert(
      fc.property(worklistAnswer(), digestSettings, fc.nat(6), (metrics, [settings, since], cut) => {
        fc.pre(isRecord(metrics) && Array.isArray(metrics.projects));
        const projects = (metrics as { projects: unknown[] }).projects;
        const options = { ...settings, now: NOW, since } as never;
        const whole = deriveDigest(metrics, options);
        const head = deriveDigest({ projects: projects.slice(0, cut) }, options);
        const tail = deriveDigest({ projects: projects.slice(cut) }, options);
        expect(mergeDigests(head, tail)).toEqual(whole);
        expect(mergeDigests(whole, deriveDigest({ projects: [] }, options))).toEqual(whole);
      }),
    );
  });

  it('since at or after now: nothing to send, and the totals at since are those of now', () => {
    fc.assert(
      fc.property(worklistAnswer(), worklistSettings, fc.integer({ min: 0, max: 400 }), (metrics, settings, later) => {
        const digest = deriveDigest(metrics, { ...settings, now: NOW, since: NOW + later * 3_600_000 } as never);
        expect(digest.empty).toBe(true);
        for (const list of [
          'newlyOverdue',
          'newlyKev',
          'newCritical',
          'acceptanceExpired',
          'acceptanceExpiring',
        ] as const)
          expect(digest[list]).toEqual([]);
        expect(digest.totals.since).toEqual(digest.totals.now);
      }),
    );
  });

  it('every listed item is the item as it is now, and empty says whether a list has one', () => {
    fc.assert(
      fc.property(worklistAnswer(), digestSettings, (metrics, [settings, since]) => {
        const options = { ...settings, now: NOW } as never;
        const digest: Digest = deriveDigest(metrics, { ...(options as object), since } as never);
        const now = deriveWorklist(metrics, options).items;
        const lists = [
          digest.newlyOverdue,
          digest.newlyKev,
          digest.newCritical,
          digest.acceptanceExpired,
          digest.acceptanceExpiring,
        ];
        for (const list of lists) for (const item of list) expect(now).toContainEqual(item);
        expect(digest.empty).toBe(lists.every((list) => list.length === 0));
        // Each list but the last in the worklist's order: a subsequence of its items.
        for (const list of lists.slice(0, 4)) {
          let position = -1;
          for (const item of list) {
            const next = now.findIndex(
              (candidate, index) => index > position && JSON.stringify(candidate) === JSON.stringify(item),
            );
            expect(next).toBeGreaterThan(position);
            position = next;
          }
        }
      }),
    );
  });

  it('never throws, and gives plain JSON, on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (metrics, options) => {
        const digest = deriveDigest(metrics, options as never);
        expect(JSON.parse(JSON.stringify(digest))).toEqual(digest);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.double(), fc.double(), (metrics, now, since) => {
        const digest = deriveDigest(metrics, { now, since });
        expect(JSON.parse(JSON.stringify(digest))).toEqual(digest);
      }),
    );
  });
});
