// The worklist's CSV, written by the shared `toCsv`: raw values a spreadsheet can compute on (the id
// as the server sent it, days as numbers, days left negative when late, first seen as ISO 8601).
import { type CsvColumn, isoInstant } from '@/dashboard/shared/export/csv';
import type { WorklistItem } from './derive-worklist';
import type { VulnerabilityGroup } from './group-by-vulnerability';

export const WORKLIST_CSV_COLUMNS: readonly CsvColumn<WorklistItem>[] = [
  { header: 'Project', value: (item) => item.projectUrl },
  { header: 'Branch', value: (item) => item.projectBranch },
  { header: 'Vulnerability ID', value: (item) => item.id },
  { header: 'Severity', value: (item) => item.severity },
  { header: 'First seen', value: (item) => isoInstant(item.firstSeenWhen) },
  { header: 'Age (days)', value: (item) => item.ageDays },
  { header: 'Target (days)', value: (item) => item.targetDays },
  { header: 'Days left', value: (item) => item.daysLeft },
  { header: 'Status', value: (item) => item.status },
  { header: 'Acceptance', value: (item) => item.acceptance?.state ?? null },
  { header: 'Accepted until', value: (item) => isoInstant(item.acceptance?.expiresAt ?? null) },
  { header: 'Acceptance reason', value: (item) => item.acceptance?.reason ?? null },
];

/** The by-vulnerability view's CSV: one line per vulnerability id, with its counts. */
export const VULNERABILITY_GROUP_CSV_COLUMNS: readonly CsvColumn<VulnerabilityGroup>[] = [
  { header: 'Vulnerability ID', value: (group) => group.id },
  { header: 'Severity', value: (group) => group.severity },
  { header: 'Projects affected', value: (group) => group.projects },
  { header: 'Open', value: (group) => group.open },
  { header: 'Overdue', value: (group) => group.overdue },
  { header: 'Accepted', value: (group) => group.accepted },
  { header: 'Oldest age (days)', value: (group) => group.oldestAgeDays },
  { header: 'Most days late', value: (group) => group.mostDaysLate },
];
