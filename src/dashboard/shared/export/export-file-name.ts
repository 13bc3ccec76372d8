// Names of exported files: the product, the account, what was exported and the criteria, so that a
// folder of downloads sorts and reads by itself: `depsight_acme_projects_2026-10-21_2026-11-21_q-pay.csv`.
import { ALL_BRANCHES, type ViewCriteria } from '@/dashboard/shared/metrics/filters';

export interface ExportNaming {
  /** The account's name. */
  readonly account: string;
  readonly criteria: ViewCriteria;
  /** The chosen team's name (not its uuid), when one is chosen. */
  readonly teamName?: string;
  /** The project-name filter. */
  readonly q?: string;
}

const PART_LENGTH = 40;

/** A part of a file name every system accepts: letters, digits, '.', '_' and '-'; other runs become '-'. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, PART_LENGTH)
    .replace(/[-.]+$/g, '');
}

/** `depsight_{account}_{what}_{start}_{end}[_branches-…][_tags-…][_team-…][_uncached][_q-…][_{detail}].csv` */
export function exportFileName(naming: ExportNaming, what: string, detail?: string): string {
  const { criteria } = naming;
  const parts = ['depsight', fileNamePart(naming.account) || 'account', fileNamePart(what)];
  if (criteria.startDate) parts.push(criteria.startDate);
  if (criteria.endDate) parts.push(criteria.endDate);
  if (criteria.branches && criteria.branches !== ALL_BRANCHES)
    parts.push(`branches-${fileNamePart(criteria.branches)}`);
  if (criteria.tags) parts.push(`tags-${fileNamePart(criteria.tags)}`);
  if (naming.teamName) parts.push(`team-${fileNamePart(naming.teamName)}`);
  if (criteria.cached === false) parts.push('uncached');
  if (naming.q) parts.push(`q-${fileNamePart(naming.q)}`);
  if (detail) parts.push(fileNamePart(detail));
  return `${parts.filter((part) => part !== '' && !part.endsWith('-')).join('_')}.csv`;
}
