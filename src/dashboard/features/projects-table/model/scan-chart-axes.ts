// The expanded row's chart draws two quantities with different ranges on one nivo line chart, which
// has a single y scale. Vulnerability counts are therefore plotted on the score scale (0..100) and
// the right axis labels those positions with the counts they stand for, so both axes read correctly.
import { type AxisRange, formatDate, SCORE_AXIS } from '@/dashboard/shared/metrics/display';
import type { ScanChart, ScanChartPoint } from './scan-chart';

/** Chart height: 332 px, as every chart of the page. */
export const PROJECT_CHART_HEIGHT = 332;

/** Security score axis ticks: every 25 points. */
const SCORE_TICK_STEP = 25;
/** At most this many ticks on the vulnerability axis and on the date axis, so labels do not collide. */
const MAX_VULNERABILITY_TICKS = 5;
const MAX_DATE_TICKS = 5;

export interface AxisTick {
  /** The tick's position on the chart's scale (epoch ms on the x axis, 0..100 on the y axes). */
  readonly value: number;
  readonly label: string;
}

/** A plotted point: its own value, the scan's both values for the tooltip, and what a click selects. */
export interface PlottedScanPoint {
  /** The line the point belongs to, so a point can be drawn by its series. */
  readonly seriesId: PlottedSeriesId;
  /** Epoch ms of the scan. */
  readonly x: number;
  /** Position on the shared 0..100 scale. */
  readonly y: number;
  readonly securityScore: number;
  readonly vulnerabilityCount: number;
  readonly title: string;
  readonly footer: string;
}

export type PlottedSeriesId = 'Security score' | 'Vulnerabilities';

export interface PlottedSeries {
  readonly id: PlottedSeriesId;
  readonly data: readonly PlottedScanPoint[];
}

export interface DualAxisScanChart {
  /** Security score first, then vulnerabilities; both oldest scan first. */
  readonly series: readonly PlottedSeries[];
  /** The shared y scale: the score axis, 0 to 100. */
  readonly yRange: AxisRange;
  readonly scoreTicks: readonly AxisTick[];
  readonly vulnerabilityTicks: readonly AxisTick[];
  readonly dateTicks: readonly AxisTick[];
  /** A short text alternative of the chart. */
  readonly summary: string;
  readonly isEmpty: boolean;
}

/** Where a vulnerability count sits on the score scale. */
export function vulnerabilityPosition(count: number, axis: AxisRange): number {
  const span = axis.max - axis.min;
  if (span <= 0) return SCORE_AXIS.min;
  return SCORE_AXIS.min + ((count - axis.min) / span) * (SCORE_AXIS.max - SCORE_AXIS.min);
}

/** The smallest 1-2-5 step (1, 2, 5, 10, 20, ...) that keeps 0..max within `maxTicks` whole-number ticks. */
export function niceCountStep(max: number, maxTicks = MAX_VULNERABILITY_TICKS): number {
  const limit = Math.max(2, maxTicks);
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * magnitude;
      if (Math.floor(max / step) + 1 <= limit) return step;
    }
  }
}

function vulnerabilityTicks(axis: AxisRange): AxisTick[] {
  const step = niceCountStep(axis.max - axis.min);
  const ticks: AxisTick[] = [];
  for (let count = axis.min; count <= axis.max; count += step) {
    ticks.push({ value: vulnerabilityPosition(count, axis), label: String(count) });
  }
  return ticks;
}

function scoreTicks(): AxisTick[] {
  const ticks: AxisTick[] = [];
  for (let score = SCORE_AXIS.min; score <= SCORE_AXIS.max; score += SCORE_TICK_STEP) {
    ticks.push({ value: score, label: String(score) });
  }
  return ticks;
}

/** Scan dates for the x axis: all of them when few, otherwise evenly spread ones including the first and last. */
export function dateTicks(timestamps: readonly number[], maxTicks = MAX_DATE_TICKS): AxisTick[] {
  const count = timestamps.length;
  const picked: number[] = [];
  if (count <= maxTicks) picked.push(...timestamps);
  else {
    for (let tick = 0; tick < maxTicks; tick++) {
      const timestamp = timestamps[Math.round((tick * (count - 1)) / (maxTicks - 1))];
      if (timestamp !== undefined && picked[picked.length - 1] !== timestamp) picked.push(timestamp);
    }
  }
  return picked.map((timestamp) => ({ value: timestamp, label: formatDate(timestamp) }));
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** e.g. '12 scans from 2024-01-03 to 2024-05-01. Security score 40 to 85; vulnerabilities 10 to 3.' */
export function scanChartSummary(
  scores: readonly ScanChartPoint[],
  counts: readonly ScanChartPoint[],
  scanCount: number = scores.length,
): string {
  const firstScore = scores[0];
  const lastScore = scores[scores.length - 1];
  const firstCount = counts[0];
  const lastCount = counts[counts.length - 1];
  if (!firstScore || !lastScore || !firstCount || !lastCount) return 'No scans in this period.';
  if (scanCount === 1) {
    return `1 scan on ${formatDate(firstScore.x)}: security score ${firstScore.y}, ${plural(firstCount.y, 'vulnerability', 'vulnerabilities')}.`;
  }
  return (
    `${scanCount.toLocaleString('en-US')} scans from ${formatDate(firstScore.x)} to ${formatDate(lastScore.x)}. ` +
    `Security score ${firstScore.y} to ${lastScore.y}; vulnerabilities ${firstCount.y} to ${lastCount.y}.`
  );
}

/** The project chart ready for a single-scale line chart, with the labels of both y axes and the x axis. */
export function dualAxisScanChart(chart: ScanChart): DualAxisScanChart {
  const scores = chart.securityScore.data;
  const counts = chart.vulnerabilities.data;
  const plotted = (seriesId: PlottedSeriesId, point: ScanChartPoint, index: number, y: number): PlottedScanPoint => ({
    seriesId,
    x: point.x,
    y,
    securityScore: scores[index]?.y ?? 0,
    vulnerabilityCount: counts[index]?.y ?? 0,
    title: point.tooltip.title,
    footer: point.tooltip.footer,
  });
  return {
    series: [
      {
        id: chart.securityScore.id,
        data: scores.map((point, index) => plotted(chart.securityScore.id, point, index, point.y)),
      },
      {
        id: chart.vulnerabilities.id,
        data: counts.map((point, index) =>
          plotted(chart.vulnerabilities.id, point, index, vulnerabilityPosition(point.y, chart.vulnerabilityAxis)),
        ),
      },
    ],
    yRange: chart.scoreAxis,
    scoreTicks: scoreTicks(),
    vulnerabilityTicks: vulnerabilityTicks(chart.vulnerabilityAxis),
    dateTicks: dateTicks(scores.map((point) => point.x)),
    summary: scanChartSummary(scores, counts, chart.scanCount),
    isEmpty: scores.length === 0,
  };
}
