// Axes, thinned points and the text alternative of the usage-over-time chart.

import { formatCount } from '@/dashboard/shared/metrics/figure-format';
import type { LineSeries, UsageChart } from '@/dashboard/shared/metrics/types';
import { USAGE_CHART } from './usage-series';

/** At most this many points are drawn per line; the line itself still passes through every value. */
export const DRAWN_POINTS_PER_LINE = 12;

/** At most this many dates are written under the x axis, so labels never overlap at 1024 px. */
const X_AXIS_MAX_LABELS = 6;

/** At most this many y labels (0 included): beyond that, labels crowd and every render draws them all. */
const Y_AXIS_MAX_LABELS = 10;

/**
 * At most this many horizontal grid lines: on the chart's 300 px, more would sit closer than 6 px and
 * fill the plot with grey. Past it the grid is drawn at the labelled values only (still multiples of 25).
 */
const Y_AXIS_MAX_GRID_LINES = 50;

export interface UsageYAxis {
  /** The top of the axis: the largest value of any line rounded up to a whole 25 (25 for an empty chart). */
  readonly top: number;
  /** Every tick of the 25-step grid, 0 to `top`, when they fit `Y_AXIS_MAX_GRID_LINES`; else the labelled ones. */
  readonly gridValues: readonly number[];
  /** The ticks that carry a label: every k-th tick of the grid, 0 first. */
  readonly labelValues: readonly number[];
}

/** The label strides tried in turn: 1, 2, 4, 10, 20, 40, 100, … ticks (25, 50, 100, 250, 500, 1,000, 2,500, …). */
function* labelStrides(): Generator<number> {
  for (let scale = 1; ; scale *= 10) for (const factor of [1, 2, 4]) yield factor * scale;
}

/**
 * The y axis of the usage chart: ticks every 25 from 0 to the largest value rounded up to 25. When a
 * label on every tick would give more than `maxLabels` labels, the ticks keep their 25 step and only the
 * labels are thinned, as a chart library's auto-skip does: every k-th tick is labelled, with k the
 * smallest of 1, 2, 4, 10, 20, 40, … that fits (so labels read 0, 50, 100 or 0, 25,000, 50,000).
 */
export function usageYAxis(
  series: readonly LineSeries[],
  step: number = USAGE_CHART.yStep,
  maxLabels: number = Y_AXIS_MAX_LABELS,
  maxGridLines: number = Y_AXIS_MAX_GRID_LINES,
): UsageYAxis {
  let largest = 0;
  for (const line of series) {
    for (const point of line.data) if (Number.isFinite(point.y) && point.y > largest) largest = point.y;
  }
  const tickStep = step > 0 ? step : USAGE_CHART.yStep;
  const steps = Math.max(1, Math.ceil(largest / tickStep));
  const top = steps * tickStep;
  const labelLimit = Math.max(2, Math.floor(maxLabels));
  let stride = 1;
  for (const candidate of labelStrides()) {
    stride = candidate;
    if (Math.floor(steps / stride) + 1 <= labelLimit) break;
  }
  const labelValues: number[] = [];
  for (let index = 0; index <= steps; index += stride) labelValues.push(index * tickStep);
  let gridValues: number[] = labelValues;
  if (steps + 1 <= maxGridLines) {
    gridValues = [];
    for (let index = 0; index <= steps; index += 1) gridValues.push(index * tickStep);
  }
  return { top, gridValues, labelValues };
}

/** A y tick's label, grouped like every count on the page: 25600 → '25,600'. */
export function formatYTick(value: number): string {
  return Number.isFinite(value) ? formatCount(value) : '';
}

/**
 * Whether the point at `index` of a line of `length` points is drawn: every k-th one so that at
 * most `DRAWN_POINTS_PER_LINE` are, and always the last, where the eye reads the current value.
 */
export function isDrawnPoint(index: number, length: number, maxDrawn: number = DRAWN_POINTS_PER_LINE): boolean {
  if (index === length - 1) return true;
  const stride = Math.max(1, Math.ceil(length / Math.max(1, maxDrawn)));
  return index % stride === 0;
}

/** Up to `maxLabels` dates, evenly spread, always the first and the last. */
export function xAxisDates(series: readonly LineSeries[], maxLabels: number = X_AXIS_MAX_LABELS): string[] {
  const dates = series[0]?.data.map((point) => point.x) ?? [];
  if (dates.length <= maxLabels) return dates;
  const picked = new Set<string>();
  const gaps = Math.max(1, maxLabels - 1);
  for (let slot = 0; slot <= gaps; slot += 1) {
    const date = dates[Math.round((slot * (dates.length - 1)) / gaps)];
    if (date !== undefined) picked.add(date);
  }
  return [...picked];
}

/** 'Projects from 3 on 2026-10-21 to 12 on 2026-11-21 (peak 14)', one sentence per line. */
function usageSummary(chart: UsageChart): string[] {
  return chart.series.flatMap((line) => {
    const first = line.data[0];
    const last = line.data[line.data.length - 1];
    if (first === undefined || last === undefined) return [];
    const peak = line.data.reduce((largest, point) => Math.max(largest, point.y), first.y);
    return [`${line.id} from ${first.y} on ${first.x} to ${last.y} on ${last.x} (peak ${peak})`];
  });
}

export interface UsageChartAxes {
  /** The chart's name for screen readers: 'Usage over time, Coverage: Projects and Analyses per date'. */
  readonly label: string;
  readonly yAxis: UsageYAxis;
  readonly xDates: readonly string[];
  /** One sentence per line, the text alternative. */
  readonly summary: readonly string[];
}

/** The axes and the text alternative of one usage chart; `modeLabel` is the select's 'Coverage' or 'Exclusions'. */
export function usageChartAxes(chart: UsageChart, modeLabel: string): UsageChartAxes {
  return {
    label: `Usage over time, ${modeLabel}: ${chart.series.map((line) => line.id).join(' and ')} per date`,
    yAxis: usageYAxis(chart.series),
    xDates: xAxisDates(chart.series),
    summary: usageSummary(chart),
  };
}
