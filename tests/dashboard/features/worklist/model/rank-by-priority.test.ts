import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveWorklist,
  type WorklistItem,
  type WorklistStatus,
} from '@/dashboard/features/worklist/model/derive-worklist';
import { rankByPriority } from '@/dashboard/features/worklist/model/rank-by-priority';
import { NOW, worklistAnswer, worklistSettings } from '../support/exploitation-answers';

type Severity = WorklistItem['severity'];

const item = (id: string, overrides: Partial<WorklistItem> = {}): WorklistItem => ({
  projectUUID: 'p1',
  projectUrl: 'https://x/a',
  projectBranch: 'main',
  id,
  severity: 'HIGH',
  firstSeenWhen: 0,
  ageDays: 10,
  targetDays: 30,
  daysLeft: 20,
  status: 'within',
  acceptance: null,
  epss: null,
  kev: null,
  deadline: 'sla',
  ...overrides,
});
const KEV = { dateAdded: 0, dueDate: 0 };
const epss = (score: number) => ({ score, percentile: 0.5 });
const ids = (items: WorklistItem[]) => rankByPriority(items).map((entry) => entry.id);

describe('rankByPriority: each key, in turn', () => {
  it('accepted items after every other, even a listed one', () => {
    expect(
      ids([item('a', { status: 'accepted', kev: KEV, epss: epss(0.9) }), item('b', { status: 'no-target' })]),
    ).toEqual(['b', 'a']);
  });
  it('then listed in the KEV catalogue before not', () => {
    expect(
      ids([item('a', { epss: epss(0.99), severity: 'CRITICAL' }), item('b', { kev: KEV, severity: 'LOW' })]),
    ).toEqual(['b', 'a']);
  });
  it('then EPSS score descending, none last', () => {
    expect(
      ids([
        item('none'),
        item('low', { epss: epss(0.01) }),
        item('high', { epss: epss(0.6) }),
        item('zero', { epss: epss(0) }),
      ]),
    ).toEqual(['high', 'low', 'zero', 'none']);
  });
  it('then severity, most severe first', () => {
    expect(
      ids([item('o', { severity: 'OTHER' }), item('l', { severity: 'LOW' }), item('c', { severity: 'CRITICAL' })]),
    ).toEqual(['c', 'l', 'o']);
  });
  it('then days left ascending, none last', () => {
    expect(
      ids([item('none', { daysLeft: null }), item('late', { daysLeft: -4 }), item('soon', { daysLeft: 2 })]),
    ).toEqual(['late', 'soon', 'none']);
  });
  it('then age descending', () => {
    expect(ids([item('young', { ageDays: 1 }), item('old', { ageDays: 90 })])).toEqual(['old', 'young']);
  });
  it('then project URL, branch and id by UTF-16 code units', () => {
    const ranked = rankByPriority([
      item('v', { projectUrl: 'https://x/b' }),
      item('v', { projectUrl: 'https://x/a', projectBranch: 'main' }),
      item('v', { projectUrl: 'https://x/a', projectBranch: 'dev' }),
      item('b', { projectUrl: 'https://x/B' }),
    ]);
    expect(ranked.map((entry) => `${entry.projectUrl}:${entry.projectBranch}:${entry.id}`)).toEqual([
      'https://x/B:main:b',
      'https://x/a:dev:v',
      'https://x/a:main:v',
      'https://x/b:main:v',
    ]);
    expect(ids([item('b'), item('a'), item('B')])).toEqual(['B', 'a', 'b']);
  });
  it('items equal on every key keep their given order', () => {
    const first = item('a', { projectUUID: 'p2' });
    const second = item('a', { projectUUID: 'p1' });
    expect(rankByPriority([first, second])).toEqual([first, second]);
    expect(rankByPriority([second, first])).toEqual([second, first]);
  });
  it('gives a new array and leaves the input as it was; anything but an array is no items', () => {
    const items = [item('b', { ageDays: 1 }), item('a', { ageDays: 2 })];
    const copy = structuredClone(items);
    const ranked = rankByPriority(items);
    expect(ranked).not.toBe(items);
    expect(items).toEqual(copy);
    expect(rankByPriority(null as never)).toEqual([]);
    expect(rankByPriority([])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: on worklists of hostile answers with exploitation, and on items made directly.

const SEVERITY_ORDER: Severity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'OTHER'];
const codeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
const missingLast = (left: number | null, right: number | null) =>
  left === right ? 0 : left === null ? 1 : right === null ? -1 : left - right;
/** The contract's order written out again: negative when `left` must come first, 0 on a full tie. */
const contractOrder = (left: WorklistItem, right: WorklistItem) =>
  Number(left.status === 'accepted') - Number(right.status === 'accepted') ||
  Number(left.kev === null) - Number(right.kev === null) ||
  missingLast(left.epss === null ? null : -left.epss.score, right.epss === null ? null : -right.epss.score) ||
  SEVERITY_ORDER.indexOf(left.severity) - SEVERITY_ORDER.indexOf(right.severity) ||
  missingLast(left.daysLeft, right.daysLeft) ||
  right.ageDays - left.ageDays ||
  codeUnits(left.projectUrl, right.projectUrl) ||
  codeUnits(left.projectBranch, right.projectBranch) ||
  codeUnits(left.id, right.id);

const madeItem = fc
  .record({
    id: fc.constantFrom('CVE-1', 'CVE-2', 'b', 'B'),
    projectUUID: fc.constantFrom('p1', 'p2'),
    projectUrl: fc.constantFrom('https://x/a', 'https://x/b'),
    projectBranch: fc.constantFrom('main', 'dev'),
    severity: fc.constantFrom(...SEVERITY_ORDER),
    ageDays: fc.nat(50),
    daysLeft: fc.option(fc.integer({ min: -10, max: 10 })),
    status: fc.constantFrom<WorklistStatus>('overdue', 'due-soon', 'within', 'no-target', 'accepted'),
    epss: fc.option(fc.constantFrom(0, 0.001, 0.3, 0.3, 1).map((score) => ({ score, percentile: score }))),
    kev: fc.option(fc.constant(KEV)),
  })
  .map((fields) => item(fields.id, fields));

describe('rankByPriority: properties', () => {
  const itemsOf = fc.oneof(
    fc.array(madeItem, { maxLength: 25 }),
    fc
      .tuple(worklistAnswer(), worklistSettings)
      .map(([metrics, settings]) => deriveWorklist(metrics, { ...settings, now: NOW } as never).items),
  );

  it('a permutation of the items, in the contract order, ties in the given order', () => {
    fc.assert(
      fc.property(itemsOf, (items) => {
        const ranked = rankByPriority(items);
        expect(ranked).toHaveLength(items.length);
        expect(new Set(ranked)).toEqual(new Set(items));
        for (let index = 1; index < ranked.length; index += 1) {
          const left = ranked[index - 1] as WorklistItem;
          const right = ranked[index] as WorklistItem;
          const order = contractOrder(left, right);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(items.indexOf(left)).toBeLessThan(items.indexOf(right));
        }
      }),
    );
  });

  it('the order does not depend on the order given, beyond full ties', () => {
    fc.assert(
      fc.property(
        fc
          .array(madeItem, { maxLength: 20 })
          .chain((items) =>
            fc.tuple(
              fc.constant(items),
              fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
            ),
          ),
        ([items, shuffled]) => {
          const keys = (list: WorklistItem[]) =>
            rankByPriority(list).map((entry) => JSON.stringify({ ...entry, projectUUID: '' }));
          expect(keys(shuffled)).toEqual(keys(items));
        },
      ),
    );
  });
});
