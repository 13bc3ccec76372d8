// @ts-check
// The mock's clock: every generated history ends on a fixed reference day, never on the machine's
// today, so that the mock document never changes by itself. What is "recent" or "late" in the
// generated data is so as of this day.

/** The last day of every generated history. */
export const REFERENCE_DATE = '2026-11-21';

export const DAY_MS = 86_400_000;

/** 00:00 UTC of the reference day, epoch ms. */
export const REFERENCE_DAY_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);

/**
 * A time as the document's date-time examples write it, to the second: `2026-11-21T10:20:05Z`.
 * @param {number} timestamp epoch ms
 */
export const isoTimestamp = (timestamp) => new Date(timestamp).toISOString().replace('.000Z', 'Z');
