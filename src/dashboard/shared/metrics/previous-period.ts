// The period a comparison looks back to (as many days as the applied one, ending the day before it
// starts), and the change of a figure against it: read by the Remediation section, the change
// breakdown and the team comparison. Pure.

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const parseDay = (date: string): number | undefined => {
  if (!DATE.test(date)) return undefined;
  const time = Date.parse(`${date}T00:00:00Z`);
  // A day the month lacks (2026-02-31) parses as a later one: it is not a date.
  return Number.isFinite(time) && formatDay(time) === date ? time : undefined;
};

export interface PeriodDates {
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * The period just before [startDate, endDate] (both days included): as many days, ending the day
 * before startDate. Null when either date is missing or unreadable, or the end is before the start.
 */
export function previousPeriod(startDate: string, endDate: string): PeriodDates | null {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (start === undefined || end === undefined || end < start) return null;
  const days = Math.round((end - start) / DAY_MS) + 1;
  const previousEnd = start - DAY_MS;
  return { startDate: formatDay(previousEnd - (days - 1) * DAY_MS), endDate: formatDay(previousEnd) };
}

/** (now − previous) / previous × 100; null ("—") when either is missing or the previous one is 0. */
export function percentChange(now: number | null, previous: number | null | undefined): number | null {
  if (now === null || previous === null || previous === undefined || previous === 0) return null;
  return ((now - previous) / previous) * 100;
}
