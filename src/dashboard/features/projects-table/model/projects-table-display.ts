// Display rules of the projects table that its components share: column
// headers, the last-scanned cell, the severity tone of a fixed vulnerability, and the row positions
// a virtualised table must announce so that screen readers know the table's real size.
import { formatDate } from '@/dashboard/shared/metrics/display';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';

/** Column headers, word for word as the product words them. */
export const PROJECTS_TABLE_COLUMNS = [
  'Project Name',
  'Branch',
  'Vulnerabilities',
  'Total scans',
  'Security score',
  'Last scanned',
] as const;

/** Column headers of a scan's fixed vulnerabilities, word for word as the product words them. */
export const FIXED_VULNERABILITY_COLUMNS = ['Vulnerability ID', 'Severity', 'Days to fix', 'Fixed by'] as const;

/** The count beside the table's title: '1 project', '10,000 projects'. */
export function projectCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'project' : 'projects'}`;
}

/** Shown in 'Last scanned' for a project without a scan in the window. */
export const NOT_SCANNED = '\u2014';

/** The 'Last scanned' cell: the newest scan's date, or an em dash. */
export function lastScannedText(lastScanned: number | null): string {
  if (lastScanned === null) return NOT_SCANNED;
  return formatDate(lastScanned) || NOT_SCANNED;
}

/** The position of the project with this rowId in the list, or -1. */
export function projectIndexByRowId(projects: readonly ProjectSummary[], rowId: number): number {
  return projects.findIndex((project) => project.rowId === rowId);
}

/**
 * aria-rowcount of the table: the header row, one row per project, and the detail row of the
 * expanded project (-1 when none is expanded).
 */
export function projectsTableRowCount(projectCount: number, expandedIndex: number): number {
  return 1 + projectCount + (expandedIndex >= 0 && expandedIndex < projectCount ? 1 : 0);
}

/**
 * aria-rowindex (1-based; the header is row 1) of the project at `index`. Projects after the
 * expanded one move down by one, for the detail row in between; that detail row is the expanded
 * project's index + 1.
 */
export function projectAriaRowIndex(index: number, expandedIndex: number): number {
  return index + 2 + (expandedIndex >= 0 && index > expandedIndex ? 1 : 0);
}

export type SeverityTone = 'critical' | 'high' | 'medium' | 'low' | 'neutral';

/** The tint of a severity pill; the pill always shows the severity as text too. */
export function severityTone(severity: string): SeverityTone {
  switch (severity.trim().toUpperCase()) {
    case 'CRITICAL':
      return 'critical';
    case 'HIGH':
      return 'high';
    case 'MEDIUM':
      return 'medium';
    case 'LOW':
      return 'low';
    default:
      return 'neutral';
  }
}
