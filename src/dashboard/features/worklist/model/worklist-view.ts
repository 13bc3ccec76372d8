// The worklist's part of the page address: its grouping, its order (most late or most important
// first), its sort and its filters (severity, status, listed as exploited, EPSS at least a share),
// under parameters of its own (`wl.group`, `wl.order`, `wl.sort`, `wl.sev`, `wl.status`, `wl.kev`,
// `wl.epss`) so they never clash with the table's. Read
// as untrusted input (anything unknown is dropped and the default applies), written in a fixed order.
// The page's address code calls these; the list is sorted and filtered here, by pure functions.

import { formatDate } from '@/dashboard/shared/metrics/display';
import { SEVERITIES, SEVERITY_RANK, type Severity } from '@/dashboard/shared/metrics/severity';
import { compareTexts } from '@/dashboard/shared/model/text-order';
import { type ItemAcceptance, WORKLIST_STATUSES, type WorklistItem, type WorklistStatus } from './derive-worklist';
import type { VulnerabilityGroup } from './group-by-vulnerability';

export const WORKLIST_SORT_COLUMNS = [
  'project',
  'branch',
  'id',
  'severity',
  'epss',
  'age',
  'target',
  'daysLeft',
] as const;
export type WorklistSortColumn = (typeof WORKLIST_SORT_COLUMNS)[number];
/** The by-vulnerability view's columns: the same `wl.sort`, the same rules (age is the oldest). */
export const GROUP_SORT_COLUMNS = [
  'id',
  'severity',
  'epss',
  'projects',
  'open',
  'overdue',
  'accepted',
  'age',
  'mostDaysLate',
] as const;
export type GroupSortColumn = (typeof GROUP_SORT_COLUMNS)[number];
type SortColumn = WorklistSortColumn | GroupSortColumn;
const SORT_COLUMNS: readonly SortColumn[] = [...new Set([...WORKLIST_SORT_COLUMNS, ...GROUP_SORT_COLUMNS])];

export interface WorklistSort {
  /** A column of the view shown; a column the other view lacks leaves that view in its own order. */
  readonly column: SortColumn;
  readonly direction: 'asc' | 'desc';
}

/** One row per open vulnerability and project (`project`), or one per vulnerability id (`vuln`). */
export type WorklistGrouping = 'project' | 'vuln';

/** Most late first (the worklist's own order), or most important first (`rankByPriority`). */
export type WorklistOrder = 'late' | 'important';

export interface WorklistView {
  readonly group: WorklistGrouping;
  /** Null: the default, most important first. Without exploitation data, always most late. */
  readonly order: WorklistOrder | null;
  /** Null: the order's own; else a column's, equal keys in the order's. */
  readonly sort: WorklistSort | null;
  /** The severities shown; empty shows every severity. */
  readonly severities: readonly Severity[];
  /** The statuses shown; empty shows every status. */
  readonly statuses: readonly WorklistStatus[];
  /** Only what the KEV catalogue lists as exploited. */
  readonly kev: boolean;
  /** Only an EPSS score of at least this many percent (one of `EPSS_THRESHOLDS`); null: any. */
  readonly minEpss: number | null;
}

export const DEFAULT_WORKLIST_VIEW: WorklistView = Object.freeze({
  group: 'project',
  order: null,
  sort: null,
  severities: [],
  statuses: [],
  kev: false,
  minEpss: null,
});

export const WORKLIST_PARAMETERS = [
  'wl.group',
  'wl.order',
  'wl.sort',
  'wl.sev',
  'wl.status',
  'wl.kev',
  'wl.epss',
] as const;

/** The EPSS filter's choices, in percent: the probability of exploitation in the next 30 days. */
export const EPSS_THRESHOLDS = [0.1, 1, 10, 50] as const;

export const WORKLIST_ORDER_LABELS: Readonly<Record<WorklistOrder, string>> = {
  late: 'Most late',
  important: 'Most important',
};

export const WORKLIST_COLUMN_LABELS: Readonly<Record<WorklistSortColumn, string>> = {
  project: 'Project',
  branch: 'Branch',
  id: 'Vulnerability ID',
  severity: 'Severity',
  epss: 'EPSS',
  age: 'Age',
  target: 'Target',
  daysLeft: 'Days left',
};

export const GROUP_COLUMN_LABELS: Readonly<Record<GroupSortColumn, string>> = {
  id: 'Vulnerability ID',
  severity: 'Severity',
  epss: 'Highest EPSS',
  projects: 'Projects',
  open: 'Open',
  overdue: 'Overdue',
  accepted: 'Accepted',
  age: 'Oldest age',
  mostDaysLate: 'Most days late',
};

export const WORKLIST_STATUS_LABELS: Readonly<Record<WorklistStatus, string>> = {
  overdue: 'Overdue',
  'due-soon': 'Due within 7 days',
  within: 'Within target',
  'no-target': 'No target',
  accepted: 'Accepted risk',
};

const TEXT_COLUMNS: ReadonlySet<SortColumn> = new Set(['project', 'branch', 'id']);

function parseSort(value: string | null): WorklistSort | null {
  if (value === null) return null;
  const [column, direction, ...rest] = value.split(':');
  if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) return null;
  if (!(SORT_COLUMNS as readonly string[]).includes(column ?? '')) return null;
  return { column: column as SortColumn, direction };
}

/** The known values of a comma-separated list, each once, in their canonical order. */
function parseList<T extends string>(value: string | null, known: readonly T[], normalise: (text: string) => string) {
  if (value === null) return [];
  const given = new Set(value.split(',').map(normalise));
  return known.filter((entry) => given.has(entry));
}

function parseOrder(value: string | null): WorklistOrder | null {
  const order = value?.trim().toLowerCase();
  return order === 'late' || order === 'important' ? order : null;
}

/** One of the EPSS filter's choices, written in percent; anything else is no filter. */
function parseMinEpss(value: string | null): number | null {
  const percent = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return (EPSS_THRESHOLDS as readonly number[]).includes(percent) ? percent : null;
}

/** The worklist's view in a query string. Never throws; a malformed parameter is its default. */
export function parseWorklistView(parameters: URLSearchParams): WorklistView {
  const severities = parseList(parameters.get('wl.sev'), SEVERITIES, (text) => text.trim().toUpperCase());
  const statuses = parseList(parameters.get('wl.status'), WORKLIST_STATUSES, (text) => text.trim().toLowerCase());
  return {
    group: parameters.get('wl.group')?.trim().toLowerCase() === 'vuln' ? 'vuln' : 'project',
    order: parseOrder(parameters.get('wl.order')),
    sort: parseSort(parameters.get('wl.sort')),
    // Every value chosen is the same as none chosen: one address per view.
    severities: severities.length === SEVERITIES.length ? [] : severities,
    statuses: statuses.length === WORKLIST_STATUSES.length ? [] : statuses,
    kev: parameters.get('wl.kev')?.trim() === '1',
    minEpss: parseMinEpss(parameters.get('wl.epss')),
  };
}

/** Writes the worklist's parameters into `parameters` (defaults left out). */
export function writeWorklistView(view: WorklistView, parameters: URLSearchParams): void {
  for (const name of WORKLIST_PARAMETERS) parameters.delete(name);
  if (view.group === 'vuln') parameters.set('wl.group', 'vuln');
  if (view.order) parameters.set('wl.order', view.order);
  if (view.sort) parameters.set('wl.sort', `${view.sort.column}:${view.sort.direction}`);
  const severities = SEVERITIES.filter((severity) => view.severities.includes(severity));
  if (severities.length > 0 && severities.length < SEVERITIES.length)
    parameters.set('wl.sev', severities.map((severity) => severity.toLowerCase()).join(','));
  const statuses = WORKLIST_STATUSES.filter((status) => view.statuses.includes(status));
  if (statuses.length > 0 && statuses.length < WORKLIST_STATUSES.length)
    parameters.set('wl.status', statuses.join(','));
  if (view.kev) parameters.set('wl.kev', '1');
  if (view.minEpss !== null) parameters.set('wl.epss', String(view.minEpss));
}

/** Same column: the direction flips; another column starts A to Z for text, largest first for numbers. */
export function nextWorklistSort(current: WorklistSort | null, column: SortColumn): WorklistSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  // Days left starts with the fewest: the most late first, as the list opens.
  return { column, direction: TEXT_COLUMNS.has(column) || column === 'daysLeft' ? 'asc' : 'desc' };
}

/** A list with `value` added when absent, removed when present. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

type SortKey = string | number | null;

function keyOf(item: WorklistItem, column: SortColumn): SortKey {
  switch (column) {
    case 'project':
      return item.projectUrl;
    case 'branch':
      return item.projectBranch;
    case 'id':
      return item.id;
    case 'severity':
      // Descending reads "most severe first".
      return -SEVERITY_RANK[item.severity];
    case 'epss':
      return item.epss?.score ?? null;
    case 'age':
      return item.ageDays;
    case 'target':
      return item.targetDays;
    case 'daysLeft':
      return item.daysLeft;
    default:
      // A column of the by-vulnerability view only: the list keeps its own order.
      return null;
  }
}

function groupKeyOf(group: VulnerabilityGroup, column: SortColumn): SortKey {
  switch (column) {
    case 'id':
      return group.id;
    case 'severity':
      return -SEVERITY_RANK[group.severity];
    case 'epss':
    case 'projects':
    case 'open':
    case 'overdue':
    case 'accepted':
    case 'mostDaysLate':
      return group[column];
    case 'age':
      return group.oldestAgeDays;
    default:
      // A column of the list only: the groups keep their own order.
      return null;
  }
}

/**
 * `rows` in the order of `key` (text by the page's text order, numbers by value), equal keys and a
 * missing key (last in both directions) keeping the given order.
 */
function sortedBy<Row>(rows: readonly Row[], key: (row: Row) => SortKey, direction: 'asc' | 'desc'): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: key(row) }));
  keyed.sort((left, right) => {
    if (left.key === null || right.key === null) {
      if (left.key !== right.key) return left.key === null ? 1 : -1;
      return left.index - right.index;
    }
    const order =
      typeof left.key === 'string' && typeof right.key === 'string'
        ? compareTexts(left.key, right.key)
        : (left.key as number) - (right.key as number);
    return order === 0 ? left.index - right.index : sign * order;
  });
  return keyed.map((entry) => entry.row);
}

/** The groups in the view's sort, as the list sorts its rows; without a sort, in their own order. */
export function sortedVulnerabilityGroups(
  groups: readonly VulnerabilityGroup[],
  sort: WorklistSort | null,
): readonly VulnerabilityGroup[] {
  if (!sort) return groups;
  return sortedBy(groups, (group) => groupKeyOf(group, sort.column), sort.direction);
}

/**
 * The order a view shows. Without exploitation data, most late first: there is nothing to rank by,
 * and the choice is not offered. With it, the view's own, most important first by default.
 */
export const orderOf = (view: WorklistView, exploitation: boolean): WorklistOrder =>
  exploitation ? (view.order ?? 'important') : 'late';

/**
 * The items the filters keep, in the sort's order; without a sort, in the order given (the view's
 * order, made by the caller). Equal keys keep the given order, and a missing key (no target, no
 * EPSS) goes last in both directions. The exploitation filters apply only where the answer has
 * exploitation data (`exploitation`): without it they are not offered.
 */
export function visibleWorklistItems(
  items: readonly WorklistItem[],
  view: WorklistView,
  exploitation = false,
): readonly WorklistItem[] {
  const severities = view.severities.length > 0 ? new Set(view.severities) : null;
  const statuses = view.statuses.length > 0 ? new Set(view.statuses) : null;
  const kevOnly = exploitation && view.kev;
  const minScore = exploitation && view.minEpss !== null ? view.minEpss / 100 : null;
  const kept =
    severities || statuses || kevOnly || minScore !== null
      ? items.filter(
          (item) =>
            (!severities || severities.has(item.severity)) &&
            (!statuses || statuses.has(item.status)) &&
            (!kevOnly || item.kev !== null) &&
            (minScore === null || (item.epss !== null && item.epss.score >= minScore)),
        )
      : items;
  const { sort } = view;
  if (!sort) return kept;
  return sortedBy(kept, (item) => keyOf(item, sort.column), sort.direction);
}

/** "3 days late", "1 day left", "0 days left"; "—" without a target. */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return '—';
  const days = Math.abs(daysLeft);
  const unit = days === 1 ? 'day' : 'days';
  return daysLeft < 0 ? `${days} ${unit} late` : `${days} ${unit} left`;
}

/**
 * What the list says of an accepted risk: "Accepted until 2027-02-25", "Accepted, no expiry", or
 * "Acceptance ran out on 2026-11-16" (the vulnerability counts again); "" when none names it.
 */
export function acceptanceText(acceptance: ItemAcceptance | null): string {
  if (acceptance === null) return '';
  if (acceptance.state === 'expired') return `Acceptance ran out on ${formatDate(acceptance.expiresAt ?? Number.NaN)}`;
  return acceptance.expiresAt === null ? 'Accepted, no expiry' : `Accepted until ${formatDate(acceptance.expiresAt)}`;
}

/** "12 days", "1 day"; "—" for no value. */
export function daysText(days: number | null): string {
  if (days === null) return '—';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
