// The columns of the dashboard's CSV exports: the projects table, a project's scans and the
// vulnerabilities a scan fixed. Raw values (full URLs, real vulnerability ids, exact instants), not
// the screen's shortened forms: a spreadsheet sorts, filters and joins on them.

import { type CsvColumn, isoInstant } from '@/dashboard/shared/export/csv';
import type { FixedVulnerability, ProjectSummary, ScanPoint } from '@/dashboard/shared/metrics/types';
import { projectMttr } from './project-mttr';

export const PROJECT_CSV_COLUMNS: readonly CsvColumn<ProjectSummary>[] = [
  { header: 'Project URL', value: (project) => project.projectUrl },
  { header: 'Branch', value: (project) => project.projectBranch },
  { header: 'Vulnerabilities', value: (project) => project.vulns },
  { header: 'Total scans', value: (project) => project.totalScans },
  { header: 'Security score', value: (project) => project.securityScore },
  { header: 'Last scanned', value: (project) => isoInstant(project.lastScanned) },
  // Mean days to fix, unrounded; empty for a project without fixes.
  { header: 'MTTR (days)', value: (project) => projectMttr(project).meanDays },
  { header: 'Project UUID', value: (project) => project.projectUUID },
];

export const SCAN_CSV_COLUMNS: readonly CsvColumn<ScanPoint>[] = [
  { header: 'Scan date', value: (scan) => isoInstant(scan.timestamp) },
  { header: 'Security score', value: (scan) => scan.securityScore },
  { header: 'Vulnerabilities', value: (scan) => scan.vulnerabilityCount },
  { header: 'Mitigations', value: (scan) => scan.mitigationCount },
  { header: 'Vulnerability delta', value: (scan) => scan.vulnerabilityDelta },
  { header: 'Report UUID', value: (scan) => scan.reportUUID },
];

export const FIXED_VULNERABILITY_CSV_COLUMNS: readonly CsvColumn<FixedVulnerability>[] = [
  { header: 'Vulnerability ID', value: (fixed) => fixed.id },
  { header: 'Severity', value: (fixed) => fixed.severity },
  { header: 'Days to fix', value: (fixed) => fixed.daysToFix },
  { header: 'Fixed by', value: (fixed) => fixed.fixedBy },
  { header: 'Fixed on', value: (fixed) => isoInstant(fixed.fixedWhen) },
  { header: 'Advice ID', value: (fixed) => fixed.adviceID },
];
