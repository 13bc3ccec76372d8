import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineSeries } from '../../../../../src/dashboard/features/metrics/model/types';
import {
  DRAWN_POINTS_PER_LINE,
  formatYTick,
  isDrawnPoint,
  usageChartAxes,
  usageYTicks,
  xAxisDates,
} from '../../../../../src/dashboard/features/metrics/model/usage-chart-scale';

const date = (day: number) => `2026-01-${String(day + 1).padStart(2, '0')}`;
const line = (id: string, values: number[]): LineSeries => ({
  id,
  data: values.map((y, day) => ({ x: date(day), y })),
});

describe('usageYTicks', () => {
  it('steps every 25 from 0 to the largest value of any line rounded up to 25', () => {
    expect(usageYTicks([line('Projects', [3, 9]), line('Analyses', [10, 60])])).toEqual([0, 25, 50, 75]);
    expect(usageYTicks([line('Analyses', [50])])).toEqual([0, 25, 50]);
  });

  it('keeps one step for an all-zero or empty chart', () => {
    expect(usageYTicks([line('Exclusions', [0, 0])])).toEqual([0, 25]);
    expect(usageYTicks([])).toEqual([0, 25]);
  });

  it('keeps every 25 while that gives at most 10 ticks (0 to 225)', () => {
    expect(usageYTicks([line('Analyses', [0, 225])])).toEqual([0, 25, 50, 75, 100, 125, 150, 175, 200, 225]);
  });

  it('doubles the step (50, 100, 200, …) when every 25 would give more than 10 ticks', () => {
    expect(usageYTicks([line('Analyses', [0, 226])])).toEqual([0, 50, 100, 150, 200, 250]);
    expect(usageYTicks([line('Analyses', [12, 482])])).toEqual([0, 100, 200, 300, 400, 500]);
    expect(usageYTicks([line('Projects', [40]), line('Analyses', [0, 1000])])).toEqual([0, 200, 400, 600, 800, 1000]);
  });

  it('gives a large account (0 to 120,000) 6 ticks every 25,600, not 4,801 every 25', () => {
    expect(usageYTicks([line('Projects', [2_000]), line('Analyses', [0, 120_000])])).toEqual([
      0, 25_600, 51_200, 76_800, 102_400, 128_000,
    ]);
  });

  it('for any values, at most 10 ticks every 25 times a power of two, the last at or above the largest', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { maxLength: 50 }), (values) => {
        const ticks = usageYTicks([line('Analyses', values)]);
        const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
        expect(ticks[0]).toBe(0);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(10);
        expect(Number.isInteger(Math.log2(step / 25))).toBe(true);
        expect(ticks.every((tick, index) => tick === index * step)).toBe(true);
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(Math.max(0, ...values));
        // The smallest such step: half of it would need more than 10 ticks (or be below 25).
        if (step > 25) expect(Math.ceil(Math.max(0, ...values) / (step / 2)) + 1).toBeGreaterThan(10);
      }),
    );
  });
});

describe('formatYTick', () => {
  it('groups thousands like every count on the page', () => {
    expect(formatYTick(25)).toBe('25');
    expect(formatYTick(25_600)).toBe('25,600');
    expect(formatYTick(128_000)).toBe('128,000');
  });
});

describe('isDrawnPoint', () => {
  it('draws every point of a short line', () => {
    expect([0, 1, 2, 3].map((index) => isDrawnPoint(index, 4))).toEqual([true, true, true, true]);
  });

  it('draws at most 12 points plus the last on a long line, always the first and the last', () => {
    for (const length of [13, 24, 41, 100]) {
      const drawn = Array.from({ length }, (_, index) => index).filter((index) => isDrawnPoint(index, length));
      expect(drawn.length).toBeLessThanOrEqual(DRAWN_POINTS_PER_LINE + 1);
      expect(drawn[0]).toBe(0);
      expect(drawn[drawn.length - 1]).toBe(length - 1);
    }
  });
});

describe('xAxisDates', () => {
  it('writes every date of a short series', () => {
    expect(xAxisDates([line('Projects', [1, 2, 3])])).toEqual([date(0), date(1), date(2)]);
  });

  it('spreads at most 6 dates over a long series, the first and the last included', () => {
    const dates = xAxisDates([
      line(
        'Projects',
        Array.from({ length: 30 }, () => 1),
      ),
    ]);
    expect(dates).toHaveLength(6);
    expect(dates[0]).toBe(date(0));
    expect(dates[5]).toBe(date(29));
  });
});

describe('usageChartAxes', () => {
  it('names the chart after the mode and its lines', () => {
    const coverage = { visible: true, series: [line('Projects', [1, 2]), line('Analyses', [3, 4])] };
    expect(usageChartAxes(coverage, 'Coverage').label).toBe(
      'Usage over time, Coverage: Projects and Analyses per date',
    );
  });

  it('summarises each line from its first to its last value with its peak', () => {
    const axes = usageChartAxes(
      { visible: true, series: [line('Projects', [3, 14, 12]), line('Analyses', [])] },
      'Coverage',
    );
    expect(axes.summary).toEqual([`Projects from 3 on ${date(0)} to 12 on ${date(2)} (peak 14)`]);
    expect(axes.yTicks).toEqual([0, 25]);
  });
});
