import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveWorklist,
  type Worklist,
  type WorklistItem,
  worklistOfProjects,
} from '@/dashboard/features/worklist/model/derive-worklist';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { wireProject } from '../../../support/metrics-fixtures';

const DAY = 86_400_000;
/** 2026-11-24 12:00 UTC: the clock reading every case passes in. */
const NOW = Date.UTC(2026, 10, 24, 12);
/** First seen `days` days before NOW. */
const ago = (days: number) => NOW - days * DAY;

const open = (id: unknown, severity: unknown, firstSeenWhen: unknown) => ({ id, severity, firstSeenWhen });

interface ProjectInput {
  url?: unknown;
  branch?: unknown;
  uuid?: unknown;
  openVulnerabilities?: unknown;
}

const project = ({ url = 'https://github.com/acme/api', branch = 'main', uuid, openVulnerabilities }: ProjectInput) =>
  wireProject({
    projectUUID: uuid ?? `uuid-${String(url)}-${String(branch)}`,
    projectUrl: url,
    projectBranch: branch,
    ...(openVulnerabilities === undefined ? {} : { openVulnerabilities }),
  });

const answer = (...projects: unknown[]) => ({ projects });
const worklistOf = (metrics: unknown, options: Partial<Parameters<typeof deriveWorklist>[1]> = {}) =>
  deriveWorklist(metrics, { now: NOW, ...options });
const oneProject = (...entries: unknown[]) => worklistOf(answer(project({ openVulnerabilities: entries })));
const only = (worklist: Worklist): WorklistItem => {
  expect(worklist.items).toHaveLength(1);
  return worklist.items[0] as WorklistItem;
};

describe('deriveWorklist: availability', () => {
  it('is unavailable, with every list empty and every count 0, when no kept project sends the array', () => {
    const worklist = worklistOf(answer(project({}), project({ url: 'https://x/b', openVulnerabilities: null })));
    expect(worklist.available).toBe(false);
    expect(worklist.items).toEqual([]);
    expect(worklist.projects).toEqual([]);
    for (const figures of Object.values(worklist.summary)) {
      expect(figures).toEqual({
        open: 0,
        overdue: 0,
        dueSoon: 0,
        accepted: 0,
        kev: 0,
        oldestAgeDays: null,
        medianAgeDays: null,
      });
    }
  });

  it('is available when one kept project sends an empty array: none open is a fact, not a gap', () => {
    const worklist = worklistOf(answer(project({}), project({ url: 'https://x/b', openVulnerabilities: [] })));
    expect(worklist.available).toBe(true);
    expect(worklist.items).toEqual([]);
    expect(worklist.projects).toEqual([]);
  });

  it('only kept projects count: a filter that leaves out the one sending the array makes it unavailable', () => {
    const metrics = answer(
      project({ url: 'https://github.com/acme/web' }),
      project({ url: 'https://github.com/acme/api', openVulnerabilities: [open('CVE-1', 'HIGH', ago(1))] }),
    );
    expect(worklistOf(metrics, { projectFilter: 'WEB' }).available).toBe(false);
    const kept = worklistOf(metrics, { projectFilter: 'ACME/API' });
    expect(kept.available).toBe(true);
    expect(kept.items.map((item) => item.id)).toEqual(['CVE-1']);
  });

  it('a non-object answer, or one without projects, gives the unavailable worklist', () => {
    for (const metrics of [null, undefined, 42, 'x', [], {}, { projects: 'x' }]) {
      expect(worklistOf(metrics).available).toBe(false);
    }
  });
});

describe('deriveWorklist: items', () => {
  it('keeps entries with a non-empty string id and a finite firstSeenWhen >= 0; leaves out the rest', () => {
    const worklist = oneProject(
      open('CVE-ok', 'HIGH', ago(1)),
      open('CVE-epoch', 'HIGH', 0),
      open('', 'HIGH', ago(1)),
      open(42, 'HIGH', ago(1)),
      open(null, 'HIGH', ago(1)),
      open('CVE-negative', 'HIGH', -1),
      open('CVE-nan', 'HIGH', Number.NaN),
      open('CVE-infinite', 'HIGH', Number.POSITIVE_INFINITY),
      open('CVE-text', 'HIGH', String(ago(1))),
      open('CVE-missing', 'HIGH', undefined),
      null,
      'CVE-bare',
      [],
    );
    expect(worklist.items.map((item) => item.id).sort()).toEqual(['CVE-epoch', 'CVE-ok']);
  });

  it('one item per id within a project: the earliest firstSeenWhen, with the severity of that entry', () => {
    const item = only(
      oneProject(open('CVE-1', 'LOW', ago(3)), open('CVE-1', 'CRITICAL', ago(10)), open('CVE-1', 'HIGH', ago(5))),
    );
    expect(item).toMatchObject({ id: 'CVE-1', severity: 'CRITICAL', firstSeenWhen: ago(10), ageDays: 10 });
  });

  it('on a tie of the earliest firstSeenWhen, the first entry in the array gives the severity', () => {
    expect(only(oneProject(open('CVE-1', 'MEDIUM', ago(4)), open('CVE-1', 'HIGH', ago(4)))).severity).toBe('MEDIUM');
    expect(only(oneProject(open('CVE-1', 'HIGH', ago(4)), open('CVE-1', 'MEDIUM', ago(4)))).severity).toBe('HIGH');
  });

  it('a left-out entry does not take part in the dedupe', () => {
    const item = only(oneProject(open('CVE-1', 'CRITICAL', -5), open('CVE-1', 'LOW', ago(2))));
    expect(item).toMatchObject({ severity: 'LOW', ageDays: 2 });
  });

  it('the same id in two project entries is two items', () => {
    const worklist = worklistOf(
      answer(
        project({ branch: 'main', openVulnerabilities: [open('CVE-1', 'HIGH', ago(1))] }),
        project({ branch: 'develop', openVulnerabilities: [open('CVE-1', 'HIGH', ago(1))] }),
      ),
    );
    expect(worklist.items.map((item) => item.projectBranch)).toEqual(['develop', 'main']);
  });

  it('severity is trimmed and upper-cased; NONE, unknown and missing ones are OTHER', () => {
    const worklist = oneProject(
      open('a', ' critical ', ago(1)),
      open('b', 'High', ago(1)),
      open('c', 'NONE', ago(1)),
      open('d', 'urgent', ago(1)),
      open('e', undefined, ago(1)),
      open('f', 3, ago(1)),
    );
    const severities = Object.fromEntries(worklist.items.map((item) => [item.id, item.severity]));
    expect(severities).toEqual({ a: 'CRITICAL', b: 'HIGH', c: 'OTHER', d: 'OTHER', e: 'OTHER', f: 'OTHER' });
  });

  it('copies the project fields the normaliser gives (trimmed) onto each item', () => {
    const item = only(
      worklistOf(
        answer(
          project({
            url: ' https://x/a ',
            branch: ' dev ',
            uuid: ' u-1 ',
            openVulnerabilities: [open('CVE-1', 'LOW', ago(1))],
          }),
        ),
      ),
    );
    expect(item).toMatchObject({ projectUUID: 'u-1', projectUrl: 'https://x/a', projectBranch: 'dev' });
  });
});

describe('deriveWorklist: age, target and status', () => {
  it('age is whole days, rounded down', () => {
    expect(only(oneProject(open('a', 'LOW', NOW - 2 * DAY + 1))).ageDays).toBe(1);
    expect(only(oneProject(open('a', 'LOW', NOW - 2 * DAY))).ageDays).toBe(2);
    expect(only(oneProject(open('a', 'LOW', NOW))).ageDays).toBe(0);
  });

  it('a vulnerability first seen after now is 0 days old, and still listed', () => {
    const item = only(oneProject(open('a', 'CRITICAL', NOW + 3 * DAY)));
    expect(item).toMatchObject({ ageDays: 0, targetDays: 7, daysLeft: 7, status: 'due-soon' });
  });

  it('due soon is 0 to 7 days left, both included; overdue below 0; within above 7', () => {
    // HIGH: 30 days
    const status = (age: number) => only(oneProject(open('a', 'HIGH', ago(age))));
    expect(status(31)).toMatchObject({ targetDays: 30, daysLeft: -1, status: 'overdue' });
    expect(status(30)).toMatchObject({ daysLeft: 0, status: 'due-soon' });
    expect(status(23)).toMatchObject({ daysLeft: 7, status: 'due-soon' });
    expect(status(22)).toMatchObject({ daysLeft: 8, status: 'within' });
  });

  it('default targets are CRITICAL 7, HIGH 30, MEDIUM 90, LOW 120; OTHER has none', () => {
    const worklist = oneProject(
      open('c', 'CRITICAL', ago(0)),
      open('h', 'HIGH', ago(0)),
      open('m', 'MEDIUM', ago(0)),
      open('l', 'LOW', ago(0)),
      open('o', 'NONE', ago(400)),
    );
    const targets = Object.fromEntries(worklist.items.map((item) => [item.id, item.targetDays]));
    expect(targets).toEqual({ c: 7, h: 30, m: 90, l: 120, o: null });
    expect(worklist.items.find((item) => item.id === 'o')).toMatchObject({ daysLeft: null, status: 'no-target' });
  });

  it('slaDays overrides a target; an unusable override keeps the default', () => {
    const worklist = worklistOf(
      answer(project({ openVulnerabilities: [open('c', 'CRITICAL', ago(5)), open('h', 'HIGH', ago(5))] })),
      { slaDays: { CRITICAL: 3, HIGH: -1 } },
    );
    const byId = Object.fromEntries(worklist.items.map((item) => [item.id, item]));
    expect(byId.c).toMatchObject({ targetDays: 3, daysLeft: -2, status: 'overdue' });
    expect(byId.h).toMatchObject({ targetDays: 30, daysLeft: 25, status: 'within' });
  });

  it('an unusable clock reading gives the unavailable worklist rather than false ages', () => {
    const metrics = answer(project({ openVulnerabilities: [open('a', 'HIGH', ago(1))] }));
    for (const now of [Number.NaN, Number.POSITIVE_INFINITY, '1', undefined]) {
      expect(deriveWorklist(metrics, { now } as never).available).toBe(false);
    }
    expect(deriveWorklist(metrics, undefined as never).available).toBe(false);
  });
});

describe('deriveWorklist: order of items', () => {
  it('status, then days left ascending, then severity, then age descending, then URL, branch and id', () => {
    const entries = (...list: unknown[]) => list;
    const worklist = worklistOf(
      answer(
        project({
          url: 'https://x/b',
          openVulnerabilities: entries(
            open('within-high', 'HIGH', ago(1)), // within, 29 left
            open('no-target-young', 'NONE', ago(1)),
            open('late-2', 'CRITICAL', ago(9)), // overdue, -2
            open('soon-0', 'LOW', ago(120)), // due-soon, 0
            open('no-target-old', 'weird', ago(500)),
            open('late-5-low', 'LOW', ago(125)), // overdue, -5, LOW
            open('late-5-critical', 'CRITICAL', ago(12)), // overdue, -5, CRITICAL
            open('z-same', 'MEDIUM', ago(85)), // due-soon, 5
            open('a-same', 'MEDIUM', ago(85)), // due-soon, 5: id breaks the tie
          ),
        }),
        project({ url: 'https://x/a', openVulnerabilities: [open('z-same', 'MEDIUM', ago(85))] }), // URL first
        project({ url: 'https://x/a', branch: 'dev', openVulnerabilities: [open('z-same', 'MEDIUM', ago(85))] }),
      ),
    );
    expect(worklist.items.map((item) => `${item.projectUrl}:${item.projectBranch}:${item.id}`)).toEqual([
      'https://x/b:main:late-5-critical',
      'https://x/b:main:late-5-low',
      'https://x/b:main:late-2',
      'https://x/b:main:soon-0',
      'https://x/a:dev:z-same',
      'https://x/a:main:z-same',
      'https://x/b:main:a-same',
      'https://x/b:main:z-same',
      'https://x/b:main:within-high',
      'https://x/b:main:no-target-old',
      'https://x/b:main:no-target-young',
    ]);
  });

  it('among items with no target, days left is skipped: severity, then age descending, then URL', () => {
    const worklist = worklistOf(
      answer(
        project({
          url: 'https://x/b',
          openVulnerabilities: [open('b-old', 'NONE', ago(50)), open('b-new', 'NONE', ago(5))],
        }),
        project({ url: 'https://x/a', openVulnerabilities: [open('a-new', 'NONE', ago(5))] }),
      ),
    );
    expect(worklist.items.map((item) => item.id)).toEqual(['b-old', 'a-new', 'b-new']);
  });

  it('ids compare by UTF-16 code units, not by locale: upper case before lower case', () => {
    const worklist = oneProject(open('b', 'LOW', ago(1)), open('B', 'LOW', ago(1)), open('a', 'LOW', ago(1)));
    expect(worklist.items.map((item) => item.id)).toEqual(['B', 'a', 'b']);
  });
});

describe('deriveWorklist: summary', () => {
  it('counts open, overdue and due soon per severity and for all; oldest and median ages', () => {
    const worklist = oneProject(
      open('c1', 'CRITICAL', ago(10)), // overdue
      open('c2', 'CRITICAL', ago(2)), // due soon
      open('c3', 'CRITICAL', ago(4)), // due soon
      open('h1', 'HIGH', ago(1)), // within
      open('h2', 'HIGH', ago(40)), // overdue
      open('o1', 'NONE', ago(300)), // no target
    );
    expect(worklist.summary.CRITICAL).toEqual({
      open: 3,
      overdue: 1,
      dueSoon: 2,
      accepted: 0,
      kev: 0,
      oldestAgeDays: 10,
      medianAgeDays: 4,
    });
    // an even count: the mean of the two middle values
    expect(worklist.summary.HIGH).toEqual({
      open: 2,
      overdue: 1,
      dueSoon: 0,
      accepted: 0,
      kev: 0,
      oldestAgeDays: 40,
      medianAgeDays: 20.5,
    });
    expect(worklist.summary.MEDIUM).toEqual({
      open: 0,
      overdue: 0,
      dueSoon: 0,
      accepted: 0,
      kev: 0,
      oldestAgeDays: null,
      medianAgeDays: null,
    });
    expect(worklist.summary.OTHER).toEqual({
      open: 1,
      overdue: 0,
      dueSoon: 0,
      accepted: 0,
      kev: 0,
      oldestAgeDays: 300,
      medianAgeDays: 300,
    });
    // ages 1, 2, 4, 10, 40, 300
    expect(worklist.summary.ALL).toEqual({
      open: 6,
      overdue: 2,
      dueSoon: 2,
      accepted: 0,
      kev: 0,
      oldestAgeDays: 300,
      medianAgeDays: 7,
    });
  });
});

describe('deriveWorklist: projects', () => {
  it('one row per kept entry with an item: overdue descending, open descending, then URL and branch', () => {
    const late = (id: string) => open(id, 'CRITICAL', ago(30));
    const fresh = (id: string) => open(id, 'LOW', ago(1));
    const worklist = worklistOf(
      answer(
        project({ url: 'https://x/a', openVulnerabilities: [fresh('1'), fresh('2'), fresh('3')] }),
        project({ url: 'https://x/b', openVulnerabilities: [late('1')] }),
        project({ url: 'https://x/c', openVulnerabilities: [late('1'), fresh('2')] }),
        project({ url: 'https://x/d', branch: 'main', openVulnerabilities: [late('1')] }),
        project({ url: 'https://x/d', branch: 'dev', openVulnerabilities: [late('1')] }),
        project({ url: 'https://x/e', openVulnerabilities: [] }),
        project({ url: 'https://x/f', openVulnerabilities: [open('', 'LOW', ago(1))] }),
      ),
    );
    expect(worklist.projects.map((row) => [row.projectUrl, row.projectBranch, row.open, row.overdue])).toEqual([
      ['https://x/c', 'main', 2, 1],
      ['https://x/b', 'main', 1, 1],
      ['https://x/d', 'dev', 1, 1],
      ['https://x/d', 'main', 1, 1],
      ['https://x/a', 'main', 3, 0],
    ]);
    expect(worklist.projects[0]).toEqual({
      projectUUID: 'uuid-https://x/c-main',
      projectUrl: 'https://x/c',
      projectBranch: 'main',
      open: 2,
      overdue: 1,
    });
  });

  it('counts deduplicated items, not wire entries', () => {
    const worklist = oneProject(open('a', 'LOW', ago(1)), open('a', 'LOW', ago(2)));
    expect(worklist.projects.map((row) => row.open)).toEqual([1]);
  });
});

describe('worklistOfProjects', () => {
  it('gives what deriveWorklist gives on the answer the projects came from', () => {
    const metrics = answer(project({ openVulnerabilities: [open('a', 'HIGH', ago(40)), open('b', 'LOW', ago(2))] }));
    expect(worklistOfProjects(normalizeMetrics(metrics).projects, { now: NOW, projectFilter: 'acme' })).toEqual(
      worklistOf(metrics, { projectFilter: 'acme' }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const SEVERITY_VALUES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NONE', 'high', ' Low ', 'other', undefined, 7];
const entryArbitrary = fc.record({
  id: fc.oneof(fc.constantFrom('CVE-1', 'CVE-2', 'CWE-79', 'GHSA-x', 'b', 'B'), fc.constant(''), fc.integer()),
  severity: fc.constantFrom(...SEVERITY_VALUES),
  firstSeenWhen: fc.oneof(
    fc.integer({ min: -5, max: 400 }).map((days) => ago(days)),
    fc.integer({ min: NOW - 400 * DAY, max: NOW + 5 * DAY }),
    fc.constantFrom(-1, Number.NaN, '1', null),
  ),
});
const projectArbitrary = fc.record({
  url: fc.constantFrom('https://x/a', 'https://x/b', 'https://github.com/acme/api', 'https://GITHUB.com/acme/web'),
  branch: fc.constantFrom('main', 'dev'),
  uuid: fc.constantFrom('u1', 'u2', 'u3'),
  openVulnerabilities: fc.option(fc.array(entryArbitrary, { maxLength: 12 }), { nil: undefined }),
});
const metricsArbitrary = fc
  .array(projectArbitrary.map(project), { maxLength: 8 })
  .map((projects) => answer(...projects));
const optionsArbitrary = fc.record(
  {
    projectFilter: fc.constantFrom('', 'acme', 'X/A', 'none'),
    slaDays: fc.record(
      {
        CRITICAL: fc.integer({ min: 0, max: 60 }),
        HIGH: fc.integer({ min: 0, max: 60 }),
        MEDIUM: fc.double({ min: 0, max: 200, noNaN: true }),
        LOW: fc.constantFrom(-1, Number.NaN, 120),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const STATUS_ORDER = ['overdue', 'due-soon', 'within', 'no-target'];
const SEVERITY_ORDER = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'OTHER'];
const codeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
/** The contract's order, written out again: negative when `left` must come first. */
const contractOrder = (left: WorklistItem, right: WorklistItem) =>
  STATUS_ORDER.indexOf(left.status) - STATUS_ORDER.indexOf(right.status) ||
  (left.status === 'no-target' ? 0 : (left.daysLeft as number) - (right.daysLeft as number)) ||
  SEVERITY_ORDER.indexOf(left.severity) - SEVERITY_ORDER.indexOf(right.severity) ||
  right.ageDays - left.ageDays ||
  codeUnits(left.projectUrl, right.projectUrl) ||
  codeUnits(left.projectBranch, right.projectBranch) ||
  codeUnits(left.id, right.id);

describe('deriveWorklist: properties', () => {
  it('the counts add up to the items: summary, per severity and per project', () => {
    fc.assert(
      fc.property(metricsArbitrary, optionsArbitrary, (metrics, options) => {
        const worklist = worklistOf(metrics, options);
        const { items, summary, projects } = worklist;
        expect(summary.ALL.open).toBe(items.length);
        expect(summary.ALL.overdue).toBe(items.filter((item) => item.status === 'overdue').length);
        expect(summary.ALL.dueSoon).toBe(items.filter((item) => item.status === 'due-soon').length);
        expect(projects.reduce((total, row) => total + row.open, 0)).toBe(items.length);
        expect(projects.reduce((total, row) => total + row.overdue, 0)).toBe(summary.ALL.overdue);
        for (const severity of SEVERITY_ORDER) {
          expect(summary[severity as WorklistItem['severity']].open).toBe(
            items.filter((item) => item.severity === severity).length,
          );
        }
        if (!worklist.available) expect(items).toEqual([]);
      }),
    );
  });

  it('summary ALL is the sum of the severities (and its oldest age their oldest)', () => {
    fc.assert(
      fc.property(metricsArbitrary, optionsArbitrary, (metrics, options) => {
        const { summary } = worklistOf(metrics, options);
        const parts = SEVERITY_ORDER.map((severity) => summary[severity as WorklistItem['severity']]);
        for (const field of ['open', 'overdue', 'dueSoon'] as const) {
          expect(summary.ALL[field]).toBe(parts.reduce((total, part) => total + part[field], 0));
        }
        const oldest = parts.map((part) => part.oldestAgeDays).filter((age) => age !== null);
        expect(summary.ALL.oldestAgeDays).toBe(oldest.length === 0 ? null : Math.max(...oldest));
      }),
    );
  });

  it("items come in the contract's order, and every item's figures follow its definitions", () => {
    fc.assert(
      fc.property(metricsArbitrary, optionsArbitrary, (metrics, options) => {
        const { items } = worklistOf(metrics, options);
        for (let index = 1; index < items.length; index += 1) {
          expect(contractOrder(items[index - 1] as WorklistItem, items[index] as WorklistItem)).toBeLessThanOrEqual(0);
        }
        for (const item of items) {
          expect(item.ageDays).toBe(Math.max(0, Math.floor((NOW - item.firstSeenWhen) / DAY)));
          if (item.targetDays === null) expect(item.status).toBe('no-target');
          else expect(item.daysLeft).toBe(item.targetDays - item.ageDays);
        }
      }),
    );
  });

  it('never throws, and gives plain JSON, on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (metrics, options) => {
        const worklist = deriveWorklist(metrics, options as never);
        expect(JSON.parse(JSON.stringify(worklist))).toEqual(worklist);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (metrics, now) => {
        const worklist = deriveWorklist(metrics, { now });
        expect(JSON.parse(JSON.stringify(worklist))).toEqual(worklist);
      }),
    );
  });
});
