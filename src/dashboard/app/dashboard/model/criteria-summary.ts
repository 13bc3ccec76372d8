// The criteria as one line of text: what a printout or a shared screenshot says it shows.
import { type ProjectSort, SORT_COLUMN_LABELS } from '@/dashboard/features/projects-table/model/project-sort';
import { ALL_BRANCHES, type ViewCriteria } from '@/dashboard/shared/metrics/filters';

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
