// How much of the projects table a printout holds.

/** Printing stops here: beyond it a printout is not read, and the CSV export holds every row. */
export const PRINT_ROW_LIMIT = 2_000;

/** The note under a printed table cut at the limit; null when every row is printed. */
export function printLimitNote(printed: number, total: number): string | null {
  if (total <= printed) return null;
  return `Printed the first ${printed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} projects. Export the projects as CSV for every row.`;
}
