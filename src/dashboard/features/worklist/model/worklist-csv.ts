// The worklist's CSV, written by the shared `toCsv`: raw values a spreadsheet can compute on (the id
// as the server sent it, days as numbers, days left negative when late, first seen as ISO 8601, EPSS
// as fractions from 0 to 1, KEV days as YYYY-MM-DD). The exploitation columns come last, so that a
// sheet built on the earlier columns keeps its places; they are empty where the server sends none.
import { type CsvColumn, isoInstant } from '@/dashboard/shared/export/csv';
import type { WorklistItem } from './derive-worklist';
import type { VulnerabilityGroup } from './group-by-vulnerability';

/** A KEV day (00:00 UTC, epoch ms) as the catalogue writes it: YYYY-MM-DD. */
const calendarDayOf = (time: number | null) => (time === null ? null : new Date(time).toISOString().slice(0, 10));

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
  { header: 'EPSS score', value: (item) => item.epss?.score ?? null },
  { header: 'EPSS percentile', value: (item) => item.epss?.percentile ?? null },
  { header: 'KEV added', value: (item) => calendarDayOf(item.kev?.dateAdded ?? null) },
  { header: 'KEV due', value: (item) => calendarDayOf(item.kev?.dueDate ?? null) },
  { header: 'Deadline', value: (item) => item.deadline },
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
  { header: 'Known exploited (KEV)', value: (group) => group.kev },
  { header: 'Highest EPSS score', value: (group) => group.epss },
];
