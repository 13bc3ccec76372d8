// Display rules shared by the views: texts, ids, severities, score bands, axes, dates
// (see src/dashboard/README.md, *Projects table* and *Charts*).

/** The empty states' texts, word for word as the product words them. */
export const EMPTY_TEXTS = {
  noMitigations: 'no mitigations',
  noProjectsFound: 'no projects found',
  noImprovements: 'No improvements for this selection',
  noUnderperformers: 'No underperforming projects for this selection',
} as const;

/** Tooltip footer of a scan that fixed nothing (singular, unlike the detail's 'no mitigations'). */
export const NO_MITIGATION_FOOTER = 'no mitigation';

/** Breadcrumb back from a scan detail to the scan list. */
export const PROJECT_SCANS_BREADCRUMB = 'Project scans';

/** Security score axis: suggested range 0 to 100. */
export const SCORE_AXIS = { min: 0, max: 100 } as const;

export interface AxisRange {
  readonly min: number;
  readonly max: number;
}

/** Vulnerability count axis: 0 to the largest count plus 1 (so a flat 0 line is still visible). */
export function vulnerabilityAxis(counts: readonly number[]): AxisRange {
  let largest = 0;
  for (const count of counts) if (count > largest) largest = count;
  return { min: 0, max: largest + 1 };
}

const SHOWN_AS_IS = /^(CVE|CWE)/i;

/**
 * Ids starting with CVE or CWE are shown as they are (matched case-insensitively, so `cve-2024-1`
 * is a CVE too); others as `MET-` plus the part before the first hyphen: `GHSA-78xj-...` → `MET-GHSA`.
 * An empty id shows nothing rather than a bare `MET-`.
 */
export function displayVulnerabilityId(id: string): string {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  if (trimmed === '') return '';
  if (SHOWN_AS_IS.test(trimmed)) return trimmed;
  const hyphen = trimmed.indexOf('-');
  return `MET-${hyphen === -1 ? trimmed : trimmed.slice(0, hyphen)}`;
}

export type ScoreBand = 'high-risk' | 'moderate-risk' | 'low-moderate-risk' | 'low-risk';

export const SCORE_BAND_LABELS: Readonly<Record<ScoreBand, string>> = {
  'high-risk': 'high risk',
  'moderate-risk': 'moderate risk',
  'low-moderate-risk': 'low-moderate risk',
  'low-risk': 'low risk',
};

/**
 * Score badge band: 30 or less high risk, 31 to 60 moderate, 61 to 95 low-moderate, above 95 low.
 * A non-number counts as 0: an unknown score is not advertised as safe.
 */
export function scoreBand(securityScore: number): { band: ScoreBand; label: string } {
  const score = Number.isNaN(securityScore) ? 0 : securityScore;
  const band: ScoreBand =
    score <= 30 ? 'high-risk' : score <= 60 ? 'moderate-risk' : score <= 95 ? 'low-moderate-risk' : 'low-risk';
  return { band, label: SCORE_BAND_LABELS[band] };
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** A date as YYYY-MM-DD in local time. An invalid date gives ''. */
export function formatLocalDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Epoch milliseconds as YYYY-MM-DD in local time; '' for anything that is not a valid time. */
export function formatDate(epochMilliseconds: number): string {
  if (typeof epochMilliseconds !== 'number' || !Number.isFinite(epochMilliseconds)) return '';
  return formatLocalDate(new Date(epochMilliseconds));
}

/**
 * Tooltip of a point of the project chart: 'Scanned on {date}', and 'Fixed {n} vulnerabilities' or
 * 'no mitigation', where n is the scan's mitigationCount (the figure of the Mitigations column).
 */
export function scanTooltip(scan: { timestamp: number; mitigationCount: number }): { title: string; footer: string } {
  return {
    title: `Scanned on ${formatDate(scan.timestamp)}`,
    footer: scan.mitigationCount > 0 ? `Fixed ${scan.mitigationCount} vulnerabilities` : NO_MITIGATION_FOOTER,
  };
}

/** Title of a scan detail: 'Scan - {date}'. */
export function scanDetailTitle(timestamp: number): string {
  return `Scan - ${formatDate(timestamp)}`;
}
