// The expanded row's line chart: security score and vulnerability count per scan.
import { decimateMinMax, MAX_DECIMATED_POINTS } from '@/dashboard/shared/charts/decimation';
import { type AxisRange, SCORE_AXIS, scanTooltip, vulnerabilityAxis } from '@/dashboard/shared/metrics/display';
import type { Project, ScanPoint } from '@/dashboard/shared/metrics/types';

export interface ScanChartPoint {
  /** Epoch ms of the scan: the x value, and what a click on the point selects. */
  readonly x: number;
  readonly y: number;
  readonly tooltip: { readonly title: string; readonly footer: string };
}

export interface ScanChart {
  readonly securityScore: { readonly id: 'Security score'; readonly data: readonly ScanChartPoint[] };
  readonly vulnerabilities: { readonly id: 'Vulnerabilities'; readonly data: readonly ScanChartPoint[] };
  readonly scoreAxis: AxisRange;
  readonly vulnerabilityAxis: AxisRange;
  /** Every scan of the project, plotted or not: what the chart's summary counts. */
  readonly scanCount: number;
}

/**
 * The scans the chart plots: all of them up to `MAX_DECIMATED_POINTS`; beyond, thinned as the usage
 * chart is (min-max decimation), once on the scores and once on the counts, and the union kept, so
 * each line keeps its first, last, highest and lowest values per bucket and both lines share their
 * scans. A project with 50,000 scans draws at most twice 41 points instead of 100,000.
 */
export function plottedScans(scans: readonly ScanPoint[]): readonly ScanPoint[] {
  if (scans.length <= MAX_DECIMATED_POINTS) return scans;
  const positions = Array.from({ length: scans.length }, (_, position) => position);
  const at = (position: number) => scans[position] as ScanPoint;
  const kept = new Set([
    ...decimateMinMax(positions, (position) => at(position).securityScore),
    ...decimateMinMax(positions, (position) => at(position).vulnerabilityCount),
  ]);
  return [...kept].sort((left, right) => left - right).map(at);
}

/** Both lines of one project, oldest scan first (thinned by `plottedScans`), with their tooltips and axis ranges. */
export function projectScanChart(project: Project): ScanChart {
  const scores: ScanChartPoint[] = [];
  const vulnerabilities: ScanChartPoint[] = [];
  const counts: number[] = [];
  for (const scan of plottedScans(project.scans)) {
    const tooltip = scanTooltip(scan);
    scores.push({ x: scan.timestamp, y: scan.securityScore, tooltip });
    vulnerabilities.push({ x: scan.timestamp, y: scan.vulnerabilityCount, tooltip });
    counts.push(scan.vulnerabilityCount);
  }
  return {
    securityScore: { id: 'Security score', data: scores },
    vulnerabilities: { id: 'Vulnerabilities', data: vulnerabilities },
    scoreAxis: SCORE_AXIS,
    // The plotted scans keep each bucket's lowest and highest count, so the axis spans every scan.
    vulnerabilityAxis: vulnerabilityAxis(counts),
    scanCount: project.scans.length,
  };
}
