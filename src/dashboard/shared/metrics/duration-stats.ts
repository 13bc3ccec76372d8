// A set of fix durations in figures (count, mean, median, P90), and days as the views write them.
// The Remediation section and the projects table's MTTR column both read fixes this way.
import { madeOnFirstUse } from '@/dashboard/shared/model/made-on-first-use';

export interface DurationStats {
  count: number;
  meanDays: number | null;
  medianDays: number | null;
  p90Days: number | null;
}

/** Above this many days a counting sort would cost more memory than it saves; the values are sorted. */
const COUNTING_LIMIT_DAYS = 65_536;

/**
 * The value at each 1-based rank (ascending) of whole, non-negative days, by counting: tens of
 * thousands of fixes take a few hundred distinct values, so counting beats sorting them.
 */
function valuesAtRanks(days: readonly number[], maxDays: number, ranks: readonly number[]): number[] {
  const counts = new Uint32Array(maxDays + 1);
  for (const value of days) counts[value] = (counts[value] as number) + 1;
  const values: number[] = [];
  let seen = 0;
  let value = 0;
  for (const rank of ranks) {
    while (seen + (counts[value] as number) < rank) {
      seen += counts[value] as number;
      value += 1;
    }
    values.push(value);
  }
  return values;
}

/** count, mean, median (mean of the two middle values for an even count) and nearest-rank P90. */
export function durationStats(days: readonly number[]): DurationStats {
  const count = days.length;
  if (count === 0) return { count: 0, meanDays: null, medianDays: null, p90Days: null };
  let sum = 0;
  let maxDays = 0;
  let wholeDays = true;
  for (const value of days) {
    sum += value;
    if (value > maxDays) maxDays = value;
    if (!Number.isInteger(value) || value < 0) wholeDays = false;
  }
  // 1-based ranks, ascending: the two middle ones (the same one for an odd count), then ceil(0.9 × n).
  const ranks = [Math.floor((count + 1) / 2), Math.floor(count / 2) + 1, Math.ceil(0.9 * count)];
  const [lowMiddle, highMiddle, p90Days] =
    wholeDays && maxDays <= COUNTING_LIMIT_DAYS
      ? valuesAtRanks(days, maxDays, ranks)
      : ((sorted) => ranks.map((rank) => sorted[rank - 1] as number))(Float64Array.from(days).sort());
  const low = lowMiddle as number;
  const high = highMiddle as number;
  return {
    count,
    // Summing first is exact for everyday values; only sums past the largest double (days no fix
    // ever took, but which an answer may hold) are averaged term by term, so no figure is Infinity.
    meanDays: Number.isFinite(sum) ? sum / count : days.reduce((mean, value) => mean + value / count, 0),
    medianDays: Number.isFinite(low + high) ? (low + high) / 2 : low / 2 + high / 2,
    p90Days: p90Days as number,
  };
}

const oneDecimal = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

/** Days for display: one decimal at most, "—" for none. */
export const formatDays = (days: number | null) => (days === null ? '—' : `${oneDecimal().format(days)} d`);
