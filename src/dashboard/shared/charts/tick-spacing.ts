// Axis labels that do not overlap: on a time axis, scans close together put their dates on top of
// each other ('2026-09-142026-09-15'), so ticks closer than a label's width are dropped.

/** The least room between two tick positions: a date label ('2026-09-14', about 66 px at 11 px) and a gap. */
export const MIN_DATE_TICK_GAP = 80;

/** Room left each side of the first and last value, as a share of their span: points clear of the axes. */
const AXIS_PADDING = 0.04;
/** The half-width of the domain around a single value (one scan): a day each side. */
const SINGLE_VALUE_HALF_SPAN = 86_400_000;

export interface LinearAxis {
  /** The axis's domain: the values drawn at its start and at its end. */
  readonly min: number;
  readonly max: number;
  /** The axis's length in pixels. */
  readonly length: number;
}

/**
 * The domain of a linear axis over `values`: from the smallest to the largest, widened by `padding`
 * of their span each side (by a day each side around a single value), so that the first and last
 * points do not sit on the axes. The chart draws on it and `spacedTicks` spaces its ticks on it.
 */
export function paddedDomain(values: readonly number[], padding: number = AXIS_PADDING): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min > max) return { min: 0, max: 1 };
  const span = max - min;
  const room = span > 0 ? span * padding : SINGLE_VALUE_HALF_SPAN;
  return { min: min - room, max: max + room };
}

/**
 * The ticks (in ascending order of value) that keep at least `minGap` pixels between neighbours: the
 * first is always kept, each next one only when far enough from the last kept one, and the last
 * tick (the newest scan, on a date axis) takes the place of the last kept one when it is too close
 * to it. A degenerate axis (no length, or min = max, one scan) keeps the first tick only.
 */
export function spacedTicks<T extends { readonly value: number }>(
  ticks: readonly T[],
  axis: LinearAxis,
  minGap: number = MIN_DATE_TICK_GAP,
): T[] {
  const first = ticks[0];
  if (first === undefined) return [];
  const span = axis.max - axis.min;
  if (!(span > 0) || !(axis.length > 0)) return [first];
  const position = (tick: T) => ((tick.value - axis.min) / span) * axis.length;
  const kept: T[] = [first];
  for (let index = 1; index < ticks.length; index += 1) {
    const tick = ticks[index];
    const previous = kept[kept.length - 1];
    if (tick === undefined || previous === undefined) continue;
    if (position(tick) - position(previous) >= minGap) kept.push(tick);
    // Further right than the one it replaces, so at least as far from the one before (never the first).
    else if (index === ticks.length - 1 && kept.length > 1) kept[kept.length - 1] = tick;
  }
  return kept;
}

/**
 * A tick label on lines of at most `maxChars` characters, broken between words ('low-moderate risk'
 * → 'low-moderate', 'risk'); a word longer than a line keeps a line of its own, whole. Each line but
 * the last keeps its trailing space, so that the lines joined give the label back.
 */
export function wrapLabel(label: string, maxChars: number): string[] {
  const words = label.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && candidate.length > maxChars) {
      lines.push(`${line} `);
      line = word;
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}
