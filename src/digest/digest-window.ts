// Where a digest starts and ends: `--since` (a day, a time, or a duration before now), the state
// file's last send, or the default of 7 days; `--now`, or the clock.
import { UsageError } from './errors';

/** A start given as a moment (epoch ms), or as a duration before `now` (ms). */
export type SinceSetting = { readonly at: number } | { readonly before: number };

/** Without --since and without a state file that names a send, a digest covers this long. */
const DEFAULT_DIGEST_DAYS = 7;
const DAY_MS = 86_400_000;
const DURATION_UNITS: Readonly<Record<string, number>> = { h: 3_600_000, d: DAY_MS, w: 7 * DAY_MS };
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time with its zone: a time without one would mean something else on every machine.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** 00:00 UTC of a real calendar day (no 2026-02-30), or undefined. */
function startOfDay(text: string): number | undefined {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? at
    : undefined;
}

/** An ISO time with its zone (or a day, at 00:00 UTC) as epoch ms, or undefined. */
function momentOf(text: string): number | undefined {
  const day = startOfDay(text);
  if (day !== undefined) return day;
  if (!DATE_TIME.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isFinite(at) && startOfDay(text.slice(0, 10)) !== undefined ? at : undefined;
}

/** `--since`: `2026-11-21`, `2026-11-21T09:00:00Z`, `7d`, `36h`, `2w`. */
export function parseSince(text: string): SinceSetting {
  const value = text.trim();
  const duration = /^(\d{1,5})\s*([hdw])$/i.exec(value);
  if (duration) {
    const unit = DURATION_UNITS[(duration[2] ?? 'd').toLowerCase()] ?? DAY_MS;
    return { before: Number(duration[1]) * unit };
  }
  const at = momentOf(value);
  if (at === undefined) {
    throw new UsageError(
      `--since takes a day (2026-11-21), a time with its zone (2026-11-21T09:00:00Z) or a duration (7d, 36h, 2w), not "${text}"`,
    );
  }
  return { at };
}

/** `--now`: an ISO time with its zone, or a day (00:00 UTC). */
export function parseNow(text: string): number {
  const at = momentOf(text.trim());
  if (at === undefined) {
    throw new UsageError(
      `--now takes a time with its zone (2026-11-21T09:00:00Z) or a day (2026-11-21), not "${text}"`,
    );
  }
  return at;
}

/** Where the digest starts: `--since` wins, then the last send the state file records, then 7 days. */
export function digestStart(now: number, since: SinceSetting | undefined, lastSentAt: number | undefined): number {
  if (since !== undefined) return 'at' in since ? since.at : now - since.before;
  return lastSentAt ?? now - DEFAULT_DIGEST_DAYS * DAY_MS;
}
