// Min-max decimation, hand-written (nivo has none); see src/dashboard/README.md, *Charts*.

/** Buckets per series (min-max decimation with 10 samples). */
export const DECIMATION_SAMPLES = 10;

/**
 * At most 41 points reach the chart: 4 per bucket (first, min, max, last) × 10 buckets, plus 1. The
 * buckets split the positions 0..n−1 into 10 equal spans, bucket = floor(position × 10 / (n − 1)), so
 * the final point lands on the closing edge, in an eleventh bucket of its own. That keeps the last
 * value of the series exactly where it is, as the first one is.
 */
export const MAX_DECIMATED_POINTS = DECIMATION_SAMPLES * 4 + 1;

/**
 * Keeps the first, min, max and last point of each bucket, each once, in their original (x) order.
 * Points are taken in the order given, which is x order for every series this model builds. On ties
 * the earliest point is the min or max. Never more than samples × 4 + 1 points.
 */
export function decimateMinMax<T>(
  points: readonly T[],
  yOf: (point: T) => number,
  samples: number = DECIMATION_SAMPLES,
): T[] {
  const count = points.length;
  const buckets = Number.isFinite(samples) ? Math.max(1, Math.floor(samples)) : DECIMATION_SAMPLES;
  if (count <= 2) return points.slice();
  const keptPositions: number[] = [];
  let bucket = -1;
  let first = 0;
  let min = 0;
  let max = 0;
  let minValue = 0;
  let maxValue = 0;
  const flush = (last: number) => {
    // Ascending, since first <= min, max <= last; a repeat can only follow its twin.
    for (const position of [first, Math.min(min, max), Math.max(min, max), last]) {
      if (keptPositions[keptPositions.length - 1] !== position) keptPositions.push(position);
    }
  };
  for (let position = 0; position < count; position += 1) {
    const value = yOf(points[position] as T);
    const pointBucket = Math.floor((position * buckets) / (count - 1));
    if (pointBucket !== bucket) {
      if (bucket !== -1) flush(position - 1);
      bucket = pointBucket;
      first = position;
      min = position;
      max = position;
      minValue = value;
      maxValue = value;
    } else if (value < minValue) {
      minValue = value;
      min = position;
    } else if (value > maxValue) {
      maxValue = value;
      max = position;
    }
  }
  flush(count - 1);
  return keptPositions.map((position) => points[position] as T);
}
