import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECIMATION_SAMPLES, decimateMinMax, MAX_DECIMATED_POINTS } from '@/dashboard/shared/charts/decimation';

const identity = (value: number) => value;

describe('min-max decimation', () => {
  it('10 samples, so at most 41 points: 4 per bucket × 10 buckets + the last point on the closing edge', () => {
    expect(DECIMATION_SAMPLES).toBe(10);
    expect(MAX_DECIMATED_POINTS).toBe(41);
    // 1001 points: buckets of 100 positions each, plus position 1000 alone in an eleventh bucket.
    // Each bucket has a distinct first (5), min (-1 at +30), max (1000 at +60) and last (5 at +99).
    const values = Array.from({ length: 1001 }, (_, position) =>
      position % 100 === 30 ? -1 : position % 100 === 60 ? 1000 : 5,
    );
    const positions = decimateMinMax(
      values.map((value, position) => ({ position, value })),
      (point) => point.value,
    ).map((point) => point.position);
    expect(positions).toHaveLength(41);
    expect(positions.slice(0, 8)).toEqual([0, 30, 60, 99, 100, 130, 160, 199]);
    expect(positions.at(-1)).toBe(1000);
  });

  it('keeps the first, min, max and last point of each bucket, each once, in x order', () => {
    // 21 points, 10 buckets of 2 positions plus the last: every bucket keeps both its points.
    const values = Array.from({ length: 21 }, (_, position) => position);
    expect(decimateMinMax(values, identity)).toEqual(values);
    // A bucket whose min is also its first point keeps it once.
    expect(decimateMinMax([1, 5, 3, 0, 9], identity, 2)).toEqual([1, 5, 3, 0, 9]);
    expect(decimateMinMax([1, 2, 3, 4, 5, 6, 7, 8, 9], identity, 1)).toEqual([1, 8, 9]);
    expect(decimateMinMax([5, 9, 1, 7, 3, 4], identity, 1)).toEqual([5, 9, 1, 3, 4]);
  });

  it('short series are returned as they are; a bad sample count falls back to something sane', () => {
    expect(decimateMinMax([], identity)).toEqual([]);
    expect(decimateMinMax([4], identity)).toEqual([4]);
    expect(decimateMinMax([4, 2], identity)).toEqual([4, 2]);
    expect(decimateMinMax([3, 1, 2], identity, Number.NaN)).toEqual([3, 1, 2]);
    expect(decimateMinMax([3, 1, 2, 8], identity, -4)).toEqual([3, 1, 2, 8]);
  });

  it('property: a subsequence in order, with the first, last, min and max, never over samples × 4 + 1 points', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 600 }),
        fc.integer({ min: 1, max: 20 }),
        (values, samples) => {
          const points = values.map((value, position) => ({ position, value }));
          const kept = decimateMinMax(points, (point) => point.value, samples);
          expect(kept.length).toBeLessThanOrEqual(samples * 4 + 1);
          for (let index = 1; index < kept.length; index += 1) {
            expect((kept[index]?.position ?? 0) > (kept[index - 1]?.position ?? 0)).toBe(true);
          }
          if (values.length > 0) {
            expect(kept[0]).toBe(points[0]);
            expect(kept.at(-1)).toBe(points.at(-1));
            const keptValues = kept.map((point) => point.value);
            expect(keptValues).toContain(Math.min(...values));
            expect(keptValues).toContain(Math.max(...values));
          }
        },
      ),
    );
  });
});
