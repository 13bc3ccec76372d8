// Axes, thinned points and the text alternative of the usage-over-time chart (spec section 2).
import type { LineSeries, UsageChart } from './types';
import { USAGE_CHART } from './usage-series';

/** At most this many points are drawn per line; the line itself still passes through every value. */
export const DRAWN_POINTS_PER_LINE = 12;

/** At most this many dates are written under the x axis, so labels never overlap at 1024 px. */
export const X_AXIS_MAX_LABELS = 6;

/** At most this many y ticks (0 included): beyond that, labels crowd and every render draws them all. */
export const Y_AXIS_MAX_TICKS = 10;

/**
 * y ticks from 0 to the largest value of any line rounded up to a whole step. The step is the
 * spec's 25 (section 2: 'a y step of 25'); when that would give more than `maxTicks` ticks, the step
 * doubles (50, 100, 200, …, always a multiple of 25) until there are at most `maxTicks`: 0 to 120,000
 * is 6 ticks every 25,600, not 4,801 every 25. An all-zero or empty chart keeps one step.
 */
export function usageYTicks(
  series: readonly LineSeries[],
  baseStep: number = USAGE_CHART.yStep,
  maxTicks: number = Y_AXIS_MAX_TICKS,
): number[] {
  let largest = 0;
  for (const line of series) {
    for (const point of line.data) if (Number.isFinite(point.y) && point.y > largest) largest = point.y;
  }
  const limit = Math.max(2, Math.floor(maxTicks));
  let step = baseStep > 0 ? baseStep : USAGE_CHART.yStep;
  // ticks = top / step + 1, with top the largest value rounded up to a whole step.
  while (Math.max(1, Math.ceil(largest / step)) + 1 > limit) step *= 2;
  const top = Math.max(step, Math.ceil(largest / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A y tick's label, grouped like every count on the page: 25600 → '25,600'. */
export function formatYTick(value: number): string {
  return Number.isFinite(value) ? GROUPED.format(value) : '';
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
export function usageSummary(chart: UsageChart): string[] {
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
  readonly yTicks: readonly number[];
  readonly xDates: readonly string[];
  /** One sentence per line, the text alternative. */
  readonly summary: readonly string[];
}

/** The axes and the text alternative of one usage chart; `modeLabel` is the select's 'Coverage' or 'Exclusions'. */
export function usageChartAxes(chart: UsageChart, modeLabel: string): UsageChartAxes {
  return {
    label: `Usage over time, ${modeLabel}: ${chart.series.map((line) => line.id).join(' and ')} per date`,
    yTicks: usageYTicks(chart.series),
    xDates: xAxisDates(chart.series),
    summary: usageSummary(chart),
  };
}
