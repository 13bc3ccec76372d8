import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCompactSigned,
  PERFORMANCE_TICKS_PER_SIDE,
  performanceAxisTicks,
  performanceTickStep,
} from '@/dashboard/features/overview/model/charts/performance-axis';
import { type PerformanceBar, performanceDomain } from '@/dashboard/features/overview/model/charts/performance-bars';

const symmetric = (extent: number) => ({ min: -extent, max: extent });

describe('performanceTickStep', () => {
  it('picks the smallest step of 1, 2, 2.5 or 5 times a power of ten that keeps 2 ticks a side', () => {
    expect(performanceTickStep(61_131)).toBe(25_000);
    expect(performanceTickStep(93_641)).toBe(50_000);
    expect(performanceTickStep(26_000)).toBe(10_000);
    expect(performanceTickStep(1.3)).toBe(0.5);
    // 0.6 / 0.2 is 2.9999999999999996 in floating point: still 3 steps, one too many.
    expect(performanceTickStep(0.6)).toBe(0.25);
  });
});

describe('performanceAxisTicks', () => {
  it('gives round ticks symmetric around 0, at most 2 a side, inside the domain', () => {
    expect(performanceAxisTicks(symmetric(61_131))).toEqual([-50_000, -25_000, 0, 25_000, 50_000]);
    expect(performanceAxisTicks(symmetric(93_641))).toEqual([-50_000, 0, 50_000]);
    expect(performanceAxisTicks(symmetric(26_000))).toEqual([-20_000, -10_000, 0, 10_000, 20_000]);
  });

  it('keeps the one tick 0 for a domain without extent', () => {
    expect(performanceAxisTicks(symmetric(0))).toEqual([0]);
    expect(performanceAxisTicks({ min: Number.NaN, max: Number.NaN })).toEqual([0]);
  });

  it('leaves out the ticks outside an asymmetric domain', () => {
    expect(performanceAxisTicks({ min: 0, max: 61_131 })).toEqual([0, 25_000, 50_000]);
  });

  it('for any chart, has at most 5 ticks, 0 among them, evenly spaced and within the domain', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5_000_000, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
        (scores) => {
          const domain = performanceDomain(scores.map((performanceScore) => ({ performanceScore }) as PerformanceBar));
          const ticks = performanceAxisTicks(domain);
          expect(ticks.length).toBeLessThanOrEqual(2 * PERFORMANCE_TICKS_PER_SIDE + 1);
          expect(ticks).toContain(0);
          for (const tick of ticks) expect(tick >= domain.min && tick <= domain.max).toBe(true);
          const gaps = new Set(ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? 0)));
          expect(gaps.size).toBeLessThanOrEqual(1);
          // Never a lonely 0 when there are bars: the reader needs a scale.
          expect(ticks.length).toBeGreaterThanOrEqual(3);
        },
      ),
    );
  });
});

describe('formatCompactSigned', () => {
  it('writes thousands as k and millions as M, with the sign', () => {
    expect(formatCompactSigned(60_000)).toBe('+60k');
    expect(formatCompactSigned(-60_000)).toBe('\u221260k');
    expect(formatCompactSigned(2_500)).toBe('+2.5k');
    expect(formatCompactSigned(1_200_000)).toBe('+1.2M');
    expect(formatCompactSigned(-100_000)).toBe('\u2212100k');
  });

  it('writes 0 without a sign and small values in full', () => {
    expect(formatCompactSigned(0)).toBe('0');
    expect(formatCompactSigned(-0)).toBe('0');
    expect(formatCompactSigned(250)).toBe('+250');
    expect(formatCompactSigned(-0.5)).toBe('\u22120.5');
  });

  it('moves to the next unit rather than writing 1000k', () => {
    expect(formatCompactSigned(999_960)).toBe('+1M');
  });

  it('writes nothing for a value that is not a number', () => {
    expect(formatCompactSigned(Number.NaN)).toBe('');
  });
});
