// What the worklist's section receives of a metrics answer: the tiles' figures, the counts, and only
// the lines of the table in view, each with its details. The worklist of a large account holds
// hundreds of thousands of items; they are derived, filtered, sorted and grouped where the answer's
// projects are (the worker that read them), and kept there for the next question: scrolling asks
// for other lines of the same list, and only a new clock, filter, SLA target, accepted risk or view
// derives it again. Pure functions of the projects and the question, so the page can run them too.
import { toCsv } from '@/dashboard/shared/export/csv';
import type { Epss } from '@/dashboard/shared/metrics/exploitation';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import type { Project } from '@/dashboard/shared/metrics/types';
import { type Worklist, type WorklistItem, type WorklistOptions, worklistOfProjects } from './derive-worklist';
import { groupWorklistByVulnerability, type VulnerabilityGroup } from './group-by-vulnerability';
import { rankByPriority } from './rank-by-priority';
import { type VulnerabilityDetails, vulnerabilityDetailsOf } from './vulnerability-details';
import { VULNERABILITY_GROUP_CSV_COLUMNS, WORKLIST_CSV_COLUMNS } from './worklist-csv';
import {
  orderOf,
  sortedVulnerabilityGroups,
  visibleWorklistItems,
  type WorklistOrder,
  type WorklistView,
} from './worklist-view';

/** A worklist item with what its advisory and a ticket need. */
export interface WorklistEntry {
  readonly item: WorklistItem;
  readonly details: VulnerabilityDetails;
}

/** A vulnerability's group as its line shows it: the counts, without its items. */
type GroupFigures = Omit<VulnerabilityGroup, 'items'>;

/** One line of the table: an item, or (by vulnerability) a group with its first item. */
export type WorklistLine =
  | { readonly kind: 'item'; readonly entry: WorklistEntry }
  | {
      readonly kind: 'group';
      readonly group: GroupFigures;
      readonly expanded: boolean;
      /** Its first item, whose id button opens the advisory. */
      readonly first: WorklistEntry;
      /** The EPSS of its item with the highest score (the group's `epss`), with its percentile. */
      readonly epss: Epss | null;
    };

/** The worklist the section shows, and how it shows it. */
export interface WorklistShape {
  readonly options: WorklistOptions;
  readonly view: WorklistView;
}

export interface WorklistQuestion extends WorklistShape {
  /** The ids whose groups are open in the by-vulnerability view. */
  readonly openGroups: readonly string[];
  /** The lines wanted: from `start` up to, not including, `end`. */
  readonly start: number;
  readonly end: number;
}

export interface WorklistListing {
  /** False when the server sends no open vulnerabilities: there is no worklist. */
  readonly available: boolean;
  /** Some open vulnerability has an EPSS score or a KEV listing: the exploitation controls apply. */
  readonly exploitation: boolean;
  /** The order shown (the view's, or the default for this answer). */
  readonly order: WorklistOrder;
  readonly summary: Worklist['summary'];
  /** Every item of the worklist. */
  readonly total: number;
  /** The items the filters keep. */
  readonly shown: number;
  /** Their vulnerabilities, by vulnerability; null in the list by project. */
  readonly groupCount: number | null;
  /** The table's lines: the items shown, or the groups and the items of the open ones. */
  readonly lineCount: number;
  /** The first line of `lines` (the question's `start`, or the last line when it asked past it). */
  readonly start: number;
  /** The lines asked for that exist. */
  readonly lines: readonly WorklistLine[];
}

interface Derived {
  readonly optionsKey: string;
  readonly worklist: Worklist;
  readonly exploitation: boolean;
  /** The worklist's items most important first, once asked for. */
  ranked?: readonly WorklistItem[];
  /** The last view's filters and sort (its grouping apart), and the items they keep. */
  shownKey?: string;
  items?: readonly WorklistItem[];
  /** Those items' groups, once asked for or warmed. */
  groups?: readonly VulnerabilityGroup[];
}

/** The last worklist derived from each answer's projects, and the last view of it. */
const lastDerived = new WeakMap<readonly Project[], Derived>();
const detailsLookups = new WeakMap<readonly Project[], (item: WorklistItem) => VulnerabilityDetails>();

/** The items `shape` shows and, by vulnerability (or `withGroups`), their groups. */
function shownOf(projects: readonly Project[], { options, view }: WorklistShape, withGroups = view.group === 'vuln') {
  const optionsKey = JSON.stringify(options);
  let derived = lastDerived.get(projects);
  if (derived?.optionsKey !== optionsKey) {
    const worklist = worklistOfProjects(projects, options);
    const exploitation = worklist.items.some((item) => item.epss !== null || item.kev !== null);
    derived = { optionsKey, worklist, exploitation };
    lastDerived.set(projects, derived);
  }
  const { worklist, exploitation } = derived;
  const order = orderOf(view, exploitation);
  const shownKey = JSON.stringify([order, view.sort, view.severities, view.statuses, view.kev, view.minEpss]);
  if (derived.shownKey !== shownKey || derived.items === undefined) {
    if (order === 'important') derived.ranked ??= rankByPriority(worklist.items);
    const base = order === 'important' ? (derived.ranked as readonly WorklistItem[]) : worklist.items;
    derived.items = visibleWorklistItems(base, view, exploitation);
    derived.groups = undefined;
    derived.shownKey = shownKey;
  }
  const items = derived.items;
  // The groups of the rows shown: the filters apply, and each group's projects keep the list's order.
  if (withGroups && derived.groups === undefined) {
    const groups = groupWorklistByVulnerability(items as WorklistItem[]);
    const ordered = order === 'important' && !view.sort ? inOrderOfFirstItem(groups, items) : groups;
    derived.groups = sortedVulnerabilityGroups(ordered, view.sort);
  }
  const groups = view.group === 'vuln' ? (derived.groups ?? null) : null;
  return { worklist, exploitation, order, items, groups };
}

/**
 * The groups in the order their first items come in `items`: most important first, when the items
 * are (a group's first item is its most important).
 */
function inOrderOfFirstItem(groups: readonly VulnerabilityGroup[], items: readonly WorklistItem[]) {
  const position = new Map<string, number>();
  for (const [index, item] of items.entries()) if (!position.has(item.id)) position.set(item.id, index);
  return [...groups].sort((left, right) => (position.get(left.id) ?? 0) - (position.get(right.id) ?? 0));
}

function detailsLookupOf(projects: readonly Project[]) {
  let lookup = detailsLookups.get(projects);
  if (lookup === undefined) {
    lookup = vulnerabilityDetailsOf(projects);
    detailsLookups.set(projects, lookup);
  }
  return lookup;
}

/** The lines of the groups from `start` to `end`, an open group followed by its items. */
function groupLines(
  groups: readonly VulnerabilityGroup[],
  open: ReadonlySet<string>,
  start: number,
  end: number,
  entryOf: (item: WorklistItem) => WorklistEntry,
) {
  const lines: WorklistLine[] = [];
  let line = 0;
  for (const group of groups) {
    if (line >= end) break;
    const expanded = open.has(group.id);
    const size = 1 + (expanded ? group.items.length : 0);
    if (line + size > start) {
      if (line >= start) {
        const { items, ...figures } = group;
        const first = entryOf(items[0] as WorklistItem);
        lines.push({ kind: 'group', group: figures, expanded, first, epss: highestEpssOf(items) });
      }
      const from = Math.max(0, start - line - 1);
      const to = Math.min(size - 1, end - line - 1);
      if (expanded)
        for (let index = from; index < to; index += 1)
          lines.push({ kind: 'item', entry: entryOf(group.items[index] as WorklistItem) });
    }
    line += size;
  }
  return lines;
}

/** The EPSS of the item with the highest score (the first listed on a tie); null when none has one. */
function highestEpssOf(items: readonly WorklistItem[]): Epss | null {
  let highest: Epss | null = null;
  for (const { epss } of items) if (epss !== null && (highest === null || epss.score > highest.score)) highest = epss;
  return highest;
}

const lineCountOf = (groups: readonly VulnerabilityGroup[], open: ReadonlySet<string>) =>
  groups.reduce((count, group) => count + 1 + (open.has(group.id) ? group.items.length : 0), 0);

/** The listing of `question` over an answer's projects: what the worklist's section asks. */
export function worklistListingOf(projects: readonly Project[], question: WorklistQuestion): WorklistListing {
  const { worklist, exploitation, order, items, groups } = shownOf(projects, question);
  const detailsOf = detailsLookupOf(projects);
  const entryOf = (item: WorklistItem): WorklistEntry => ({ item, details: detailsOf(item) });
  const open = new Set(question.openGroups);
  const lineCount = groups ? lineCountOf(groups, open) : items.length;
  const start = Math.max(0, Math.min(question.start, lineCount));
  const end = Math.max(start, Math.min(question.end, lineCount));
  const lines = groups
    ? groupLines(groups, open, start, end, entryOf)
    : items.slice(start, end).map((item): WorklistLine => ({ kind: 'item', entry: entryOf(item) }));
  return {
    available: worklist.available,
    exploitation,
    order,
    summary: worklist.summary,
    total: worklist.items.length,
    shown: items.length,
    groupCount: groups ? groups.length : null,
    lineCount,
    start,
    lines,
  };
}

/** The CSV of every row shown (the groups, by vulnerability), in the order shown. */
export function worklistCsvOf(projects: readonly Project[], shape: WorklistShape): string {
  const { items, groups } = shownOf(projects, shape);
  return groups ? toCsv(VULNERABILITY_GROUP_CSV_COLUMNS, groups) : toCsv(WORKLIST_CSV_COLUMNS, items);
}

export const worklistListing: MetricsDerivation<WorklistQuestion, WorklistListing> = {
  name: 'worklist.listing',
  run: (metrics, question) => worklistListingOf(metrics.projects, question),
  // The groups of the same rows, ready for a switch to By vulnerability.
  warm: (metrics, question) => shownOf(metrics.projects, question, true),
};

export const worklistCsv: MetricsDerivation<WorklistShape, string> = {
  name: 'worklist.csv',
  run: (metrics, shape) => worklistCsvOf(metrics.projects, shape),
};
