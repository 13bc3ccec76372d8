import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAWN_POINTS_PER_LINE,
  formatYTick,
  isDrawnPoint,
  usageChartAxes,
  usageYAxis,
  xAxisDates,
} from '@/dashboard/features/overview/model/charts/usage-chart-scale';
import type { LineSeries } from '@/dashboard/shared/metrics/types';

const date = (day: number) => `2026-01-${String(day + 1).padStart(2, '0')}`;
const line = (id: string, values: number[]): LineSeries => ({
  id,
  data: values.map((y, day) => ({ x: date(day), y })),
});

describe('usageYAxis', () => {
  const range = (top: number, step: number) => Array.from({ length: top / step + 1 }, (_, index) => index * step);

  it('steps every 25 from 0 to the largest value of any line rounded up to 25, each tick labelled', () => {
    const axis = usageYAxis([line('Projects', [3, 9]), line('Analyses', [10, 60])]);
    expect(axis).toEqual({ top: 75, gridValues: [0, 25, 50, 75], labelValues: [0, 25, 50, 75] });
    expect(usageYAxis([line('Analyses', [50])]).labelValues).toEqual([0, 25, 50]);
  });

  it('keeps one step for an all-zero or empty chart', () => {
    expect(usageYAxis([line('Exclusions', [0, 0])])).toEqual({ top: 25, gridValues: [0, 25], labelValues: [0, 25] });
    expect(usageYAxis([]).labelValues).toEqual([0, 25]);
  });

  it('labels every 25 while that gives at most 10 labels (0 to 225)', () => {
    expect(usageYAxis([line('Analyses', [0, 225])]).labelValues).toEqual(range(225, 25));
  });

  it('keeps the 25-step grid and thins the labels when a label every 25 would give more than 10', () => {
    const axis = usageYAxis([line('Analyses', [0, 226])]);
    expect(axis.top).toBe(250);
    expect(axis.gridValues).toEqual(range(250, 25));
    expect(axis.labelValues).toEqual([0, 50, 100, 150, 200, 250]);
    const wider = usageYAxis([line('Analyses', [12, 482])]);
    expect(wider.top).toBe(500);
    expect(wider.gridValues).toEqual(range(500, 25));
    expect(wider.labelValues).toEqual([0, 100, 200, 300, 400, 500]);
    expect(usageYAxis([line('Projects', [40]), line('Analyses', [0, 1000])]).labelValues).toEqual(range(1000, 250));
  });

  it('on a large account (0 to 120,000) the top stays a multiple of 25, labels every 25,000, grid at the labels', () => {
    const axis = usageYAxis([line('Projects', [2_000]), line('Analyses', [0, 120_010])]);
    expect(axis.top).toBe(120_025);
    expect(axis.labelValues).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    // 4,802 lines would fill the 300 px plot: the grid is drawn at the labelled ticks.
    expect(axis.gridValues).toEqual(axis.labelValues);
  });

  it('for any values: ticks on the 25-step grid, at most 10 labels, the top the largest value rounded up to 25', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { maxLength: 50 }), (values) => {
        const axis = usageYAxis([line('Analyses', values)]);
        const largest = Math.max(0, ...values);
        expect(axis.top).toBe(Math.max(25, Math.ceil(largest / 25) * 25));
        expect(axis.labelValues[0]).toBe(0);
        expect(axis.labelValues.length).toBeGreaterThanOrEqual(2);
        expect(axis.labelValues.length).toBeLessThanOrEqual(10);
        for (const value of [...axis.labelValues, ...axis.gridValues]) {
          expect(value % 25).toBe(0);
          expect(value).toBeLessThanOrEqual(axis.top);
        }
        const labelStep = (axis.labelValues[1] ?? 0) - (axis.labelValues[0] ?? 0);
        expect(axis.labelValues.every((tick, index) => tick === index * labelStep)).toBe(true);
        // The labels are thinned only when needed: a label on every 25 would give more than 10.
        if (labelStep > 25) expect(axis.top / 25 + 1).toBeGreaterThan(10);
        if (axis.top / 25 + 1 <= 50) expect(axis.gridValues).toEqual(range(axis.top, 25));
        else expect(axis.gridValues).toEqual(axis.labelValues);
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
    expect(axes.yAxis.labelValues).toEqual([0, 25]);
  });
});
