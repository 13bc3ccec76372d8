// The criteria as one line of text: what a printout or a shared screenshot says it shows.
import { ALL_BRANCHES } from '@/dashboard/features/metrics/model/filters/filters';
import { type ProjectSort, SORT_COLUMN_LABELS } from './project-sort';
import type { ViewCriteria } from './view-state';

export interface CriteriaSummaryInput {
  readonly account: string;
  readonly criteria: ViewCriteria;
  readonly teamName?: string;
  readonly q: string;
  readonly sort: ProjectSort | null;
}

/** 'Acme · 2026-10-21 to 2026-11-21 · Branches: * · Tags: all · All teams · Cached results · Project name contains "pay" · Sorted by Vulnerabilities, highest first' */
export function criteriaSummary({ account, criteria, teamName, q, sort }: CriteriaSummaryInput): string {
  const parts: string[] = [];
  if (account) parts.push(account);
  parts.push(`${criteria.startDate || 'server default'} to ${criteria.endDate || 'server default'}`);
  parts.push(`Branches: ${criteria.branches || ALL_BRANCHES}`);
  parts.push(`Tags: ${criteria.tags || 'all'}`);
  parts.push(teamName ? `Team: ${teamName}` : 'All teams');
  parts.push(criteria.cached === false ? 'Fresh results' : 'Cached results');
  if (q) parts.push(`Project name contains "${q}"`);
  if (sort) parts.push(`Sorted by ${SORT_COLUMN_LABELS[sort.column]}, ${sortDirectionText(sort)}`);
  return parts.join(' \u00b7 ');
}

function sortDirectionText(sort: ProjectSort): string {
  const text = sort.column === 'projectUrl' || sort.column === 'projectBranch';
  if (sort.column === 'lastScanned') return sort.direction === 'asc' ? 'oldest first' : 'newest first';
  if (text) return sort.direction === 'asc' ? 'A to Z' : 'Z to A';
  return sort.direction === 'asc' ? 'lowest first' : 'highest first';
}

/** Printing stops here: beyond it a printout is not read, and the CSV export holds every row. */
export const PRINT_ROW_LIMIT = 2_000;

/** The note under a printed table cut at the limit; null when every row is printed. */
export function printLimitNote(printed: number, total: number): string | null {
  if (total <= printed) return null;
  return `Printed the first ${printed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} projects. Export the projects as CSV for every row.`;
}
