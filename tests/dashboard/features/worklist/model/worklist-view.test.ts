import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveWorklist, type WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import {
  groupWorklistByVulnerability,
  type VulnerabilityGroup,
} from '@/dashboard/features/worklist/model/group-by-vulnerability';
import {
  DEFAULT_WORKLIST_VIEW,
  daysLeftText,
  EPSS_THRESHOLDS,
  GROUP_SORT_COLUMNS,
  nextWorklistSort,
  parseWorklistView,
  sortedVulnerabilityGroups,
  visibleWorklistItems,
  WORKLIST_SORT_COLUMNS,
  type WorklistView,
  writeWorklistView,
} from '@/dashboard/features/worklist/model/worklist-view';
import { SEVERITIES } from '@/dashboard/shared/metrics/severity';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
const parse = (search: string) => parseWorklistView(new URLSearchParams(search));
const write = (view: WorklistView, search = '') => {
  const parameters = new URLSearchParams(search);
  writeWorklistView(view, parameters);
  return parameters.toString();
};

const viewArbitrary = fc.record({
  group: fc.constantFrom('project', 'vuln'),
  order: fc.constantFrom(null, 'late', 'important'),
  sort: fc.option(
    fc.record({ column: fc.constantFrom(...WORKLIST_SORT_COLUMNS), direction: fc.constantFrom('asc', 'desc') }),
    { nil: null },
  ),
  severities: fc.subarray([...SEVERITIES]),
  statuses: fc.subarray(['overdue', 'due-soon', 'within', 'no-target', 'accepted'] as const),
  kev: fc.boolean(),
  minEpss: fc.constantFrom(null, ...EPSS_THRESHOLDS),
}) as fc.Arbitrary<WorklistView>;

describe('the worklist in the page address', () => {
  it('reads wl.sort, wl.sev and wl.status, in any case and order, each value once', () => {
    expect(parse('wl.sort=age:desc&wl.sev=high,Critical,HIGH&wl.status=overdue')).toEqual({
      ...DEFAULT_WORKLIST_VIEW,
      sort: { column: 'age', direction: 'desc' },
      severities: ['CRITICAL', 'HIGH'],
      statuses: ['overdue'],
    });
  });

  it('drops what it does not know: the default applies', () => {
    expect(parse('wl.sort=age&wl.sev=nope&wl.status=late&wl.group=cve')).toEqual(DEFAULT_WORKLIST_VIEW);
    expect(parse('wl.sort=age:up')).toEqual(DEFAULT_WORKLIST_VIEW);
    expect(parse('wl.sort=toString:asc')).toEqual(DEFAULT_WORKLIST_VIEW);
    expect(parse('wl.sev=critical,high,medium,low,other')).toEqual(DEFAULT_WORKLIST_VIEW);
  });

  it('reads and writes the grouping as wl.group=vuln; by project is the default, written as nothing', () => {
    expect(parse('wl.group=%20VULN%20').group).toBe('vuln');
    expect(write({ ...DEFAULT_WORKLIST_VIEW, group: 'vuln' })).toBe('wl.group=vuln');
    expect(write({ ...DEFAULT_WORKLIST_VIEW, group: 'project' }, 'wl.group=vuln')).toBe('');
  });

  it('writes nothing for the default view and keeps the parameters it does not own', () => {
    expect(write(DEFAULT_WORKLIST_VIEW, 'q=pay&wl.sort=age:asc')).toBe('q=pay');
    expect(
      write({
        ...DEFAULT_WORKLIST_VIEW,
        sort: { column: 'daysLeft', direction: 'asc' },
        severities: ['LOW', 'CRITICAL'],
      }),
    ).toBe('wl.sort=daysLeft%3Aasc&wl.sev=critical%2Clow');
  });

  it('round-trips any view, and any query string reads without throwing', () => {
    fc.assert(
      fc.property(viewArbitrary, (view) => {
        const read = parse(write(view));
        expect(write(read)).toBe(write(view));
        expect(parse(write(read))).toEqual(read);
      }),
    );
    fc.assert(fc.property(fc.string(), (search) => void parse(search)));
  });

  it('a header sorts text A to Z, numbers largest first, days left most late first; again flips it', () => {
    expect(nextWorklistSort(null, 'project')).toEqual({ column: 'project', direction: 'asc' });
    expect(nextWorklistSort(null, 'age')).toEqual({ column: 'age', direction: 'desc' });
    expect(nextWorklistSort(null, 'daysLeft')).toEqual({ column: 'daysLeft', direction: 'asc' });
    expect(nextWorklistSort({ column: 'age', direction: 'desc' }, 'age')).toEqual({ column: 'age', direction: 'asc' });
  });

  it('days left reads as days late below zero', () => {
    expect([-3, -1, 0, 1, 5, null].map(daysLeftText)).toEqual([
      '3 days late',
      '1 day late',
      '0 days left',
      '1 day left',
      '5 days left',
      '—',
    ]);
  });
});

const itemsArbitrary = fc
  .array(
    fc.record({
      project: fc.constantFrom('a', 'b', 'c'),
      id: fc.constantFrom('CVE-1', 'CVE-2', 'CVE-3', 'GHSA-x'),
      severity: fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'other'),
      age: fc.integer({ min: 0, max: 400 }),
      epss: fc.option(fc.constantFrom(0.00005, 0.001, 0.01, 0.0999, 0.1, 0.5, 0.97), { nil: undefined, freq: 2 }),
      kev: fc.option(fc.constantFrom('2026-12-12', '2026-11-01'), { nil: undefined, freq: 3 }),
    }),
    { maxLength: 40 },
  )
  .map((entries) => {
    const projects = ['a', 'b', 'c'].map((name) => ({
      projectUUID: `uuid-${name}`,
      projectUrl: `https://git.test/${name}`,
      projectBranch: 'main',
      scans: [],
      openVulnerabilities: entries
        .filter((entry) => entry.project === name)
        .map((entry) => ({
          id: entry.id,
          severity: entry.severity,
          firstSeenWhen: NOW - entry.age * DAY,
          ...(entry.epss === undefined ? {} : { epss: { score: entry.epss, percentile: 0.5 } }),
          ...(entry.kev === undefined ? {} : { kev: { dateAdded: '2026-10-01', dueDate: entry.kev } }),
        })),
    }));
    return deriveWorklist({ projects }, { now: NOW }).items;
  });

const keyOf = (item: WorklistItem, column: string): string | number | null =>
  (
    ({
      project: item.projectUrl,
      branch: item.projectBranch,
      id: item.id,
      // The rank negated: descending reads "most severe first".
      severity: -SEVERITIES.indexOf(item.severity),
      epss: item.epss?.score ?? null,
      age: item.ageDays,
      target: item.targetDays,
      daysLeft: item.daysLeft,
    }) as Record<string, string | number | null>
  )[column] ?? null;

/**
 * `shown` is `base` reordered by `key` in `direction`: a missing key last either way, equal keys in
 * `base`'s order, numbers by value (text keys are left to the page's text order).
 */
function expectOrderedBy<Row>(
  shown: readonly Row[],
  base: readonly Row[],
  key: (row: Row) => string | number | null,
  direction: 'asc' | 'desc',
) {
  expect([...shown].sort((l, r) => base.indexOf(l) - base.indexOf(r))).toEqual(base);
  for (let index = 1; index < shown.length; index++) {
    const [left, right] = [shown[index - 1] as Row, shown[index] as Row];
    const [a, b] = [key(left), key(right)];
    if (b === null) continue;
    expect(a).not.toBeNull();
    if (a === b) expect(base.indexOf(left)).toBeLessThan(base.indexOf(right));
    else if (typeof a === 'number' && typeof b === 'number') expect(a < b).toBe(direction === 'asc');
  }
}

describe('visibleWorklistItems', () => {
  it('keeps the worklist order without a sort, and only the chosen severities and statuses', () => {
    fc.assert(
      fc.property(itemsArbitrary, viewArbitrary, (items, view) => {
        const shown = visibleWorklistItems(items, { ...view, sort: null });
        const expected = items.filter(
          (item) =>
            (view.severities.length === 0 || view.severities.includes(item.severity)) &&
            (view.statuses.length === 0 || view.statuses.includes(item.status)),
        );
        expect(shown).toEqual(expected);
      }),
    );
  });

  it('keeps only what KEV lists and what scores at least the EPSS threshold, where the answer has such data', () => {
    fc.assert(
      fc.property(itemsArbitrary, viewArbitrary, (items, view) => {
        const filters = { ...DEFAULT_WORKLIST_VIEW, kev: view.kev, minEpss: view.minEpss };
        const expected = items.filter(
          (item) =>
            (!view.kev || item.kev !== null) &&
            (view.minEpss === null || (item.epss?.score ?? -1) * 100 >= view.minEpss - 1e-9),
        );
        expect(visibleWorklistItems(items, filters, true)).toEqual(expected);
        // Without exploitation data the filters are not offered, and an address naming them keeps every row.
        expect(visibleWorklistItems(items, filters, false)).toEqual(items);
      }),
    );
  });

  it('reads wl.order, wl.kev and wl.epss: an order, a flag, one of the thresholds', () => {
    expect(parse('wl.order=%20Important&wl.kev=1&wl.epss=10')).toEqual({
      ...DEFAULT_WORKLIST_VIEW,
      order: 'important',
      kev: true,
      minEpss: 10,
    });
    expect(parse('wl.order=late').order).toBe('late');
    expect(parse('wl.order=risk&wl.kev=yes&wl.epss=7')).toEqual(DEFAULT_WORKLIST_VIEW);
    expect(parse('wl.epss=0.1').minEpss).toBe(0.1);
    expect(write({ ...DEFAULT_WORKLIST_VIEW, order: 'late', kev: true, minEpss: 0.1 })).toBe(
      'wl.order=late&wl.kev=1&wl.epss=0.1',
    );
  });

  it('orders by the sort key, missing keys last either way, ties in the worklist order', () => {
    fc.assert(
      fc.property(itemsArbitrary, viewArbitrary, (items, view) => {
        if (!view.sort) return;
        const { column, direction } = view.sort;
        const shown = visibleWorklistItems(items, view);
        const filtered = visibleWorklistItems(items, { ...view, sort: null });
        expectOrderedBy(shown, filtered, (item) => keyOf(item, column), direction);
      }),
    );
  });
});

describe('sortedVulnerabilityGroups', () => {
  const groupsArbitrary = itemsArbitrary.map((items) => groupWorklistByVulnerability(items));
  const groupKey = (group: VulnerabilityGroup, column: string): string | number | null =>
    (
      ({
        id: group.id,
        severity: -SEVERITIES.indexOf(group.severity),
        projects: group.projects,
        open: group.open,
        overdue: group.overdue,
        accepted: group.accepted,
        age: group.oldestAgeDays,
        mostDaysLate: group.mostDaysLate,
      }) as Record<string, string | number | null>
    )[column] ?? null;

  it('sorts the groups like the list: by the key, missing last either way, ties in their own order', () => {
    fc.assert(
      fc.property(
        groupsArbitrary,
        fc.constantFrom(...GROUP_SORT_COLUMNS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (groups, column, direction) => {
          const shown = sortedVulnerabilityGroups(groups, { column, direction });
          expectOrderedBy(shown, groups, (group) => groupKey(group, column), direction);
        },
      ),
    );
  });

  it('keeps their own order without a sort, or for a column of the list only', () => {
    fc.assert(
      fc.property(groupsArbitrary, (groups) => {
        expect(sortedVulnerabilityGroups(groups, null)).toBe(groups);
        expect(sortedVulnerabilityGroups(groups, { column: 'daysLeft', direction: 'asc' })).toEqual(groups);
      }),
    );
  });
});
