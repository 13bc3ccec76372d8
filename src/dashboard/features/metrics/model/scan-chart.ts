// The expanded row's line chart: security score and vulnerability count per scan (product spec section 2).
import { type AxisRange, SCORE_AXIS, scanTooltip, vulnerabilityAxis } from './display';
import type { Project } from './types';

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
}

/** Both lines of one project, oldest scan first, with their tooltips and axis ranges. */
export function projectScanChart(project: Project): ScanChart {
  const scores: ScanChartPoint[] = [];
  const vulnerabilities: ScanChartPoint[] = [];
  const counts: number[] = [];
  for (const scan of project.scans) {
    const tooltip = scanTooltip(scan);
    scores.push({ x: scan.timestamp, y: scan.securityScore, tooltip });
    vulnerabilities.push({ x: scan.timestamp, y: scan.vulnerabilityCount, tooltip });
    counts.push(scan.vulnerabilityCount);
  }
  return {
    securityScore: { id: 'Security score', data: scores },
    vulnerabilities: { id: 'Vulnerabilities', data: vulnerabilities },
    scoreAxis: SCORE_AXIS,
    vulnerabilityAxis: vulnerabilityAxis(counts),
  };
}
