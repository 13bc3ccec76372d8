// The 'Project scans' side panel and the scan detail of an expanded project.
import {
  displayVulnerabilityId,
  EMPTY_TEXTS,
  formatDate,
  PROJECT_SCANS_BREADCRUMB,
  scanDetailTitle,
} from '@/dashboard/shared/metrics/display';
import type { FixedVulnerability, Project, ScanPoint } from '@/dashboard/shared/metrics/types';
import { scanReportLink, vulnerabilityLink } from './links';

/** Scan tables have a maximum height of 435 px and scroll. */
export const SCAN_TABLE_MAX_HEIGHT = 435;

/** The height of one row of the scan table (set in its CSS too): the virtualised list places rows by it. */
export const SCAN_ROW_HEIGHT = 44;

/** Column headers of the scan table; the short labels are for narrow widths. */
export const SCAN_TABLE_COLUMNS = [
  { key: 'delta', label: 'Delta' },
  { key: 'securityScore', label: 'Score' },
  { key: 'vulnerabilityCount', label: 'Vulnerabilities', shortLabel: 'Vulns' },
  { key: 'mitigationCount', label: 'Mitigations', shortLabel: 'Fixes' },
  { key: 'date', label: 'Scan date' },
] as const;

export interface DeltaDisplay {
  readonly icon: 'minus' | 'up' | 'down';
  readonly tone: 'neutral' | 'bad' | 'good';
  /** Absent for zero: the minus icon shows no number. */
  readonly value?: number;
}

/**
 * Zero → a minus icon with no number; positive (more vulnerabilities) → a red up arrow with the
 * absolute value; negative → a green down arrow with the absolute value. A non-number counts as zero.
 */
export function deltaDisplay(delta: number): DeltaDisplay {
  if (typeof delta !== 'number' || !Number.isFinite(delta) || delta === 0) return { icon: 'minus', tone: 'neutral' };
  return delta > 0 ? { icon: 'up', tone: 'bad', value: delta } : { icon: 'down', tone: 'good', value: -delta };
}

/** Scans newest first (a reversed copy: normalised scans are oldest first). */
export function scansNewestFirst(scans: readonly ScanPoint[]): ScanPoint[] {
  return scans.slice().reverse();
}

export interface ScanRow {
  /** The report uuid, or the timestamp when the server sent no uuid (timestamps are unique per project). */
  readonly key: string;
  readonly timestamp: number;
  readonly date: string;
  readonly delta: DeltaDisplay;
  readonly securityScore: number;
  readonly vulnerabilityCount: number;
  readonly mitigationCount: number;
  readonly reportLink: string;
}

/** The panel's count: '1 scan', '50,000 scans'. */
export function scanCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'scan' : 'scans'}`;
}

/** One row of the 'Project scans' table. */
function scanRow(projectUUID: string, scan: ScanPoint): ScanRow {
  return {
    key: scan.reportUUID || String(scan.timestamp),
    timestamp: scan.timestamp,
    date: formatDate(scan.timestamp),
    delta: deltaDisplay(scan.vulnerabilityDelta),
    securityScore: scan.securityScore,
    vulnerabilityCount: scan.vulnerabilityCount,
    mitigationCount: scan.mitigationCount,
    reportLink: scanReportLink(projectUUID, scan.reportUUID),
  };
}

/**
 * The row at `index` of the table, newest first, built on demand: a project with 50,000 scans shows
 * about twenty rows at a time, so only those are formatted. Undefined outside the list.
 */
export function scanRowAt(project: Project, index: number): ScanRow | undefined {
  const scan = project.scans[project.scans.length - 1 - index];
  return scan === undefined ? undefined : scanRow(project.projectUUID, scan);
}

/** The rows of the 'Project scans' table, newest first. */
export function scanRows(project: Project): ScanRow[] {
  return scansNewestFirst(project.scans).map((scan) => scanRow(project.projectUUID, scan));
}

/**
 * The position, newest first, of the scan taken at `timestamp` (a binary search: normalised scans are
 * oldest first, one per timestamp); -1 when the project has no such scan.
 */
export function scanRowIndexOf(project: Project, timestamp: number): number {
  const scans = project.scans;
  let low = 0;
  let high = scans.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = (scans[middle] as ScanPoint).timestamp;
    if (value === timestamp) return scans.length - 1 - middle;
    if (value < timestamp) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The remediations whose fixedWhen equals the scan's timestamp. */
export function fixedVulnerabilities(project: Project, scanTimestamp: number): FixedVulnerability[] {
  return project.remediations.filter((remediation) => remediation.fixedWhen === scanTimestamp);
}

interface FixedVulnerabilityRow {
  readonly key: string;
  /** Vulnerability ID column, after the display rule (`MET-GHSA` for `GHSA-78xj-...`). */
  readonly vulnerabilityId: string;
  readonly severity: string;
  /** null when the server sent no usable value (shown as a dash). */
  readonly daysToFix: number | null;
  readonly fixedBy: string;
  readonly link: string;
}

export interface ScanDetail {
  readonly title: string;
  readonly breadcrumb: string;
  readonly rows: readonly FixedVulnerabilityRow[];
  /** 'no mitigations' when the scan fixed nothing; null otherwise. */
  readonly emptyText: string | null;
}

/** The detail of a selected scan: 'Scan - {date}' and the vulnerabilities it fixed. */
export function scanDetail(project: Project, scanTimestamp: number): ScanDetail {
  const rows = fixedVulnerabilities(project, scanTimestamp).map((remediation, index) => ({
    key: `${remediation.id}|${remediation.adviceID}|${index}`,
    vulnerabilityId: displayVulnerabilityId(remediation.id),
    severity: remediation.severity,
    daysToFix: remediation.daysToFix,
    fixedBy: remediation.fixedBy,
    link: vulnerabilityLink(remediation.adviceID),
  }));
  return {
    title: scanDetailTitle(scanTimestamp),
    breadcrumb: PROJECT_SCANS_BREADCRUMB,
    rows,
    emptyText: rows.length === 0 ? EMPTY_TEXTS.noMitigations : null,
  };
}
