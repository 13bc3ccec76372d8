import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WorklistOptions, worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
import { groupWorklistByVulnerability } from '@/dashboard/features/worklist/model/group-by-vulnerability';
import { rankByPriority } from '@/dashboard/features/worklist/model/rank-by-priority';
import { vulnerabilityDetailsOf } from '@/dashboard/features/worklist/model/vulnerability-details';
import {
  VULNERABILITY_GROUP_CSV_COLUMNS,
  WORKLIST_CSV_COLUMNS,
} from '@/dashboard/features/worklist/model/worklist-csv';
import {
  type WorklistQuestion,
  worklistCsvOf,
  worklistListingOf,
} from '@/dashboard/features/worklist/model/worklist-listing';
import {
  DEFAULT_WORKLIST_VIEW,
  EPSS_THRESHOLDS,
  GROUP_SORT_COLUMNS,
  sortedVulnerabilityGroups,
  visibleWorklistItems,
  WORKLIST_SORT_COLUMNS,
  type WorklistView,
} from '@/dashboard/features/worklist/model/worklist-view';
import { toCsv } from '@/dashboard/shared/export/csv';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { SEVERITIES } from '@/dashboard/shared/metrics/severity';
import type { Project } from '@/dashboard/shared/metrics/types';
import { DAY, wireProject, wireResponse } from '../../../support/metrics-fixtures';

const NOW = Date.UTC(2026, 10, 24, 12);
const IDS = ['CVE-2026-1', 'CVE-2026-2', 'GHSA-aaaa-bbbb', 'CWE-79'];

const openVulnerability = fc.record({
  id: fc.constantFrom(...IDS),
  severity: fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'weird'),
  firstSeenWhen: fc.integer({ min: 0, max: 200 }).map((days) => NOW - days * DAY),
  adviceID: fc.option(fc.constantFrom('GHSA-1', 'GHSA-2'), { nil: undefined }),
  epss: fc.option(
    fc.record({ score: fc.constantFrom(0.0004, 0.02, 0.3, 0.97), percentile: fc.constantFrom(0.1, 0.5, 0.99) }),
    { nil: undefined, freq: 2 },
  ),
  kev: fc.option(
    fc.record({ dateAdded: fc.constant('2026-11-01'), dueDate: fc.constantFrom('2026-11-20', '2027-01-05') }),
    {
      nil: undefined,
      freq: 2,
    },
  ),
});

/** Projects as the page has them: normalised from an answer, a uuid sometimes listed twice. */
const projectsArbitrary: fc.Arbitrary<readonly Project[]> = fc
  .array(
    fc.record({
      uuid: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
      branch: fc.constantFrom('main', 'dev'),
      open: fc.option(fc.array(openVulnerability, { maxLength: 8 }), { nil: undefined, freq: 4 }),
    }),
    { maxLength: 6 },
  )
  .map(
    (entries) =>
      normalizeMetrics(
        wireResponse({
          projects: entries.map(({ uuid, branch, open }) =>
            wireProject({
              projectUUID: uuid,
              projectUrl: `https://github.com/acme/${uuid}`,
              projectBranch: branch,
              ...(open === undefined ? {} : { openVulnerabilities: open }),
            }),
          ),
        }),
      ).projects,
  );

const viewArbitrary: fc.Arbitrary<WorklistView> = fc.record({
  group: fc.constantFrom('project' as const, 'vuln' as const),
  order: fc.constantFrom(null, 'late' as const, 'important' as const),
  sort: fc.option(
    fc.record({
      column: fc.constantFrom(...new Set([...WORKLIST_SORT_COLUMNS, ...GROUP_SORT_COLUMNS])),
      direction: fc.constantFrom('asc' as const, 'desc' as const),
    }),
    { nil: null },
  ),
  severities: fc.subarray([...SEVERITIES]),
  statuses: fc.subarray(['overdue', 'due-soon', 'within', 'no-target', 'accepted'] as const),
  kev: fc.boolean(),
  minEpss: fc.constantFrom(null, ...EPSS_THRESHOLDS),
});

const optionsArbitrary: fc.Arbitrary<WorklistOptions> = fc.record({
  now: fc.constant(NOW),
  projectFilter: fc.constantFrom('', 'p1', 'P2', 'nothing'),
  slaDays: fc.record({ CRITICAL: fc.integer({ min: 1, max: 60 }) }),
  acceptances: fc.subarray([
    { id: 'CVE-2026-2', expiresAt: null, reason: 'no path' },
    { id: 'CWE-79', expiresAt: NOW - DAY, reason: 'ran out' },
  ]),
});

const questionArbitrary: fc.Arbitrary<WorklistQuestion> = fc.record({
  options: optionsArbitrary,
  view: viewArbitrary,
  openGroups: fc.subarray(IDS),
  start: fc.integer({ min: 0, max: 30 }),
  end: fc.integer({ min: 0, max: 40 }),
});

/**
 * Every line of the table, as the page drew it when it held the whole worklist: the items the view
 * keeps in its order, or its groups, each open one followed by its items.
 */
function wholeTable(projects: readonly Project[], { options, view, openGroups }: WorklistQuestion) {
  const all = worklistOfProjects(projects, options).items;
  const exploitation = all.some((item) => item.epss !== null || item.kev !== null);
  const order = exploitation ? (view.order ?? 'important') : 'late';
  const items = visibleWorklistItems(order === 'important' ? rankByPriority(all) : all, view, exploitation);
  const details = vulnerabilityDetailsOf(projects);
  const entry = (item: (typeof items)[number]) => ({ item, details: details(item) });
  if (view.group === 'project') {
    const lines = items.map((item) => ({ kind: 'item', entry: entry(item) }));
    return { items, groups: null, lines, exploitation, order };
  }
  // Most important first, the groups come in the order of their most important items.
  const firstAt = (id: string) => items.findIndex((item) => item.id === id);
  const grouped = groupWorklistByVulnerability([...items]);
  if (order === 'important' && !view.sort) grouped.sort((left, right) => firstAt(left.id) - firstAt(right.id));
  const groups = sortedVulnerabilityGroups(grouped, view.sort);
  const lines = groups.flatMap(({ items: members, ...group }) => {
    const expanded = openGroups.includes(group.id);
    return [
      {
        kind: 'group',
        group,
        expanded,
        first: entry(members[0] as (typeof items)[number]),
        epss: members.find((item) => item.epss !== null && item.epss.score === group.epss)?.epss ?? null,
      },
      ...(expanded ? members.map((item) => ({ kind: 'item', entry: entry(item) })) : []),
    ];
  });
  return { items, groups, lines, exploitation, order };
}

describe('worklistListingOf: the lines in view of the whole worklist', () => {
  it('holds exactly the lines asked for of the table the whole worklist makes, with its counts', () => {
    fc.assert(
      fc.property(
        projectsArbitrary,
        fc.array(questionArbitrary, { minLength: 1, maxLength: 3 }),
        (projects, questions) => {
          // Several questions in a row about one answer: what is kept between them never shows through.
          for (const question of questions) {
            const whole = wholeTable(projects, question);
            const worklist = worklistOfProjects(projects, question.options);
            const listing = worklistListingOf(projects, question);
            const start = Math.min(question.start, whole.lines.length);
            expect(listing).toEqual({
              available: worklist.available,
              exploitation: whole.exploitation,
              order: whole.order,
              summary: worklist.summary,
              total: worklist.items.length,
              shown: whole.items.length,
              groupCount: whole.groups ? whole.groups.length : null,
              lineCount: whole.lines.length,
              start,
              lines: whole.lines.slice(start, Math.max(start, question.end)),
            });
            const csv = whole.groups
              ? toCsv(VULNERABILITY_GROUP_CSV_COLUMNS, whole.groups)
              : toCsv(WORKLIST_CSV_COLUMNS, whole.items);
            expect(worklistCsvOf(projects, question)).toBe(csv);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks past the end: no lines, from the last line on', () => {
    const projects = normalizeMetrics(
      wireResponse({
        projects: [wireProject({ openVulnerabilities: [{ id: 'CVE-2026-1', severity: 'HIGH', firstSeenWhen: NOW }] })],
      }),
    ).projects;
    const listing = worklistListingOf(projects, {
      options: { now: NOW },
      view: DEFAULT_WORKLIST_VIEW,
      openGroups: [],
      start: 200,
      end: 300,
    });
    expect(listing).toMatchObject({ total: 1, shown: 1, lineCount: 1, start: 1, lines: [] });
  });
});
