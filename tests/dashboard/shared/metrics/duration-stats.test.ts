import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationStats, formatDays } from '@/dashboard/shared/metrics/duration-stats';

describe('durationStats', () => {
  it('agrees with a plain sort for any values, whole days or not', () => {
    const bySorting = (days: number[]) => {
      const sorted = [...days].sort((a, b) => a - b);
      const n = sorted.length;
      const median =
        n % 2 === 1 ? sorted[(n - 1) / 2] : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
      return { median, p90: sorted[Math.ceil(0.9 * n) - 1] };
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.nat({ max: 400 }), { minLength: 1, maxLength: 60 }),
          fc.array(fc.nat({ max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
          fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 20 }),
        ),
        (days) => {
          const stats = durationStats(days);
          const expected = bySorting(days);
          expect(stats.medianDays).toBe(expected.median);
          expect(stats.p90Days).toBe(expected.p90);
        },
      ),
    );
  });
});

describe('formatDays', () => {
  it('writes days with one decimal at most, and none as a dash', () => {
    expect(formatDays(3)).toBe('3 d');
    expect(formatDays(2.25)).toBe('2.3 d');
    expect(formatDays(null)).toBe('—');
  });
});

describe('durationStats on days no fix ever took', () => {
  it('keeps the mean and the median finite when their sum would pass the largest double', () => {
    const stats = durationStats([1e308, 1e308, Number.MAX_VALUE]);
    expect(stats.meanDays).toBe(1e308 / 3 + 1e308 / 3 + Number.MAX_VALUE / 3);
    expect(Number.isFinite(stats.meanDays)).toBe(true);
    expect(durationStats([1e308, Number.MAX_VALUE]).medianDays).toBe(1e308 / 2 + Number.MAX_VALUE / 2);
  });
});
