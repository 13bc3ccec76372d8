// The worklist's CSV, written by the shared `toCsv`: raw values a spreadsheet can compute on (the id
// as the server sent it, days as numbers, days left negative when late, first seen as ISO 8601).
import { type CsvColumn, isoInstant } from '@/dashboard/shared/export/csv';
import type { WorklistItem } from './derive-worklist';

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
];
