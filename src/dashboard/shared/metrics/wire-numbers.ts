// Readers of the metrics answer's untrusted numbers and times: they accept any value and never throw.
// A numeric string (`"82"`) reads as its number; what is not usable reads as undefined (or 0 for a count).

/** Counts above this are not real and would lose precision (and overflow when summed). */
export const MAX_COUNT = Number.MAX_SAFE_INTEGER;
/**
 * The span of usable times, in epoch ms: from the epoch to 1 January 2200. The document allows any
 * integer, but no scan happened before 1970 or after 2200; a weekly series between such times would
 * list millions of weeks, and times near the ends of `Date`'s range cannot be stepped by a week.
 */
export const MIN_TIMESTAMP = 0;
export const MAX_TIMESTAMP = Date.UTC(2200, 0, 1);

/** A finite number, or a string holding one (`"82"`); anything else is undefined. */
function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A count: rounded, negative or non-numeric → 0, capped at MAX_COUNT. */
export function toCount(value: unknown): number {
  return toOptionalCount(value) ?? 0;
}

/** A count when the value is a usable one (numeric, >= 0); undefined otherwise. */
export function toOptionalCount(value: unknown): number | undefined {
  const parsed = toFiniteNumber(value);
  if (parsed === undefined || parsed < 0) return undefined;
  return Math.min(Math.round(parsed), MAX_COUNT);
}

/**
 * Whole days to fix, or null when the value is missing, negative or not a finite number: such a fix is
 * left out of every duration figure (the Remediation section and the projects table's MTTR alike), never
 * read as 0 days. Numeric strings are read like counts, and fractions are rounded (the field is whole days).
 */
export function daysToFixOf(value: unknown): number | null {
  if (Number.isSafeInteger(value) && (value as number) >= 0) return value as number; // the common case
  const days = toFiniteNumber(value);
  if (days === undefined || days < 0) return null;
  return Math.round(days);
}

/** A security score: rounded and clamped to 0..100; undefined when not numeric. */
export function toScore(value: unknown): number | undefined {
  const parsed = toFiniteNumber(value);
  return parsed === undefined ? undefined : Math.min(100, Math.max(0, Math.round(parsed)));
}

/** A count that may be negative (a change): rounded, within ±MAX_COUNT; undefined when not numeric. */
export function toSignedCount(value: unknown): number | undefined {
  const parsed = toFiniteNumber(value);
  return parsed === undefined ? undefined : Math.min(MAX_COUNT, Math.max(-MAX_COUNT, Math.round(parsed)));
}

/** Epoch milliseconds within the usable span, rounded; undefined otherwise. */
export function toTimestamp(value: unknown): number | undefined {
  const parsed = toFiniteNumber(value);
  if (parsed === undefined || parsed > MAX_TIMESTAMP || parsed < MIN_TIMESTAMP) return undefined;
  return Math.round(parsed);
}

/** The string as it is; '' for anything else. For fields the clean fast paths keep untouched. */
export const stringOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

export const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value <= MAX_TIMESTAMP && value >= MIN_TIMESTAMP;
export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
