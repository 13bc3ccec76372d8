// The expiry an accepted risk may take: a calendar day from tomorrow to 365 days ahead, 90 days ahead
// by default. Pure: today comes from the caller's clock reading.

import { formatDate } from '@/dashboard/shared/metrics/display';
import { isCalendarDay } from '@/dashboard/shared/model/calendar-day';

const DAY_MS = 86_400_000;
const DEFAULT_ACCEPTANCE_DAYS = 90;
const MAX_ACCEPTANCE_DAYS = 365;

/** The form's bounds and default, as YYYY-MM-DD days counted from `now`. */
export function acceptanceExpiryBounds(now: number) {
  return {
    min: formatDate(now + DAY_MS),
    max: formatDate(now + MAX_ACCEPTANCE_DAYS * DAY_MS),
    initial: formatDate(now + DEFAULT_ACCEPTANCE_DAYS * DAY_MS),
  };
}

/** Why a typed expiry cannot be taken; null when it can. */
export function acceptanceExpiryProblem(day: string, now: number): string | null {
  if (!isCalendarDay(day)) return 'Give the expiry as a date';
  const { min, max } = acceptanceExpiryBounds(now);
  if (day < min) return 'The expiry must be after today';
  if (day > max) return `The expiry can be at most ${MAX_ACCEPTANCE_DAYS} days ahead`;
  return null;
}

/** The day as the instant the exclusion carries: its start, in UTC. */
export const acceptanceExpiryInstant = (day: string) => `${day}T00:00:00Z`;
