// Sorting the projects table. Each column sorts by what it shows: the name by the displayed name
// (the repository, then its host and owner), the branch as text, the counts and the score as numbers,
// 'Last scanned' by time with never-scanned projects last, MTTR by mean days to fix with projects
// without fixes last. Ties keep the response's order.

import type { ProjectSummary } from '@/dashboard/shared/metrics/types';
import { compareTexts } from '@/dashboard/shared/model/text-order';
import { projectMttr } from './project-mttr';

export const SORT_COLUMNS = [
  'projectUrl',
  'projectBranch',
  'vulns',
  'totalScans',
  'securityScore',
  'lastScanned',
  'mttr',
] as const;

export type SortColumn = (typeof SORT_COLUMNS)[number];
type SortDirection = 'asc' | 'desc';

export interface ProjectSort {
  readonly column: SortColumn;
  readonly direction: SortDirection;
}

/** The header each column is sorted from, word for word the table's. */
export const SORT_COLUMN_LABELS: Readonly<Record<SortColumn, string>> = {
  projectUrl: 'Project Name',
  projectBranch: 'Branch',
  vulns: 'Vulnerabilities',
  totalScans: 'Total scans',
  securityScore: 'Security score',
  lastScanned: 'Last scanned',
  mttr: 'MTTR',
};

const TEXT_COLUMNS: ReadonlySet<SortColumn> = new Set(['projectUrl', 'projectBranch']);

function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (SORT_COLUMNS as readonly string[]).includes(value);
}

/** The sort column of a table header, or undefined for a header that is not one. */
export function sortColumnOfLabel(label: string): SortColumn | undefined {
  return SORT_COLUMNS.find((column) => SORT_COLUMN_LABELS[column] === label);
}

/** `column:asc` or `column:desc`; anything else (unknown column, other direction) is null. */
export function parseProjectSort(value: string | null): ProjectSort | null {
  if (value === null) return null;
  const separator = value.indexOf(':');
  if (separator === -1) return null;
  const column = value.slice(0, separator);
  const direction = value.slice(separator + 1);
  if (!isSortColumn(column) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { column, direction };
}

export function serializeProjectSort(sort: ProjectSort): string {
  return `${sort.column}:${sort.direction}`;
}

/**
 * The sort after activating a column's header: the same column flips its direction; another column
 * starts A to Z for text and highest (or newest) first for numbers and dates, what a reader looks for.
 */
export function nextSort(current: ProjectSort | null, column: SortColumn): ProjectSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: TEXT_COLUMNS.has(column) ? 'asc' : 'desc' };
}

/** aria-sort of a column's header: only the sorted column carries one. */
export function ariaSortOf(sort: ProjectSort | null, column: SortColumn): 'ascending' | 'descending' | undefined {
  if (sort?.column !== column) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

type Key = string | number | null;

function keyOf(project: ProjectSummary, column: SortColumn): Key {
  switch (column) {
    case 'projectUrl':
      return project.nameTail;
    case 'projectBranch':
      return project.projectBranch;
    case 'lastScanned':
      return project.lastScanned;
    case 'mttr':
      return projectMttr(project).meanDays; // null without fixes: last, like never scanned
    default:
      return project[column];
  }
}

function compareKeys(left: Key, right: Key): number {
  if (typeof left === 'string' && typeof right === 'string') return compareTexts(left, right);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return 0;
}

/**
 * The projects in the sort's order; the same array when there is no sort. Keys are read once per
 * project (10,000 projects sort in a few milliseconds), missing values (never scanned) go last in
 * both directions, and equal keys keep their order in `projects`.
 */
export function sortProjects<P extends ProjectSummary>(projects: readonly P[], sort: ProjectSort | null): readonly P[] {
  if (sort === null || projects.length < 2) return projects;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const entries = projects.map((project, index) => ({
    project,
    index,
    key: keyOf(project, sort.column),
    // The name's second key: the host and owner, for repositories of the same name.
    secondKey: sort.column === 'projectUrl' ? project.nameFront : null,
  }));
  entries.sort((left, right) => {
    if (left.key === null || right.key === null) {
      if (left.key !== right.key) return left.key === null ? 1 : -1;
    } else {
      const byKey = compareKeys(left.key, right.key) || compareKeys(left.secondKey, right.secondKey);
      if (byKey !== 0) return sign * byKey;
    }
    return left.index - right.index;
  });
  return entries.map((entry) => entry.project);
}
