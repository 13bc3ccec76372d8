import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plottedScans, projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import { scanRowAt, scanRowIndexOf, scanRows } from '@/dashboard/features/projects-table/model/scan-list';
import { MAX_DECIMATED_POINTS } from '@/dashboard/shared/charts/decimation';
import type { ScanPoint } from '@/dashboard/shared/metrics/types';
import { makeProject } from '../../../support/metrics-fixtures';

const scanAt = (index: number, securityScore: number, vulnerabilityCount: number): ScanPoint => ({
  timestamp: Date.UTC(2020, 0, 1) + index * 3_600_000,
  reportUUID: `r-${index}`,
  securityScore,
  vulnerabilityCount,
  mitigationCount: 0,
  vulnerabilityDelta: 0,
});

const scoresAndCounts = fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.nat(500)), { maxLength: 2_000 });
const toScans = (values: readonly [number, number][]) =>
  values.map(([score, count], index) => scanAt(index, score, count));

describe('plottedScans: the per-project chart thinned like the usage chart', () => {
  it('keeps every scan up to 41, and the same objects', () => {
    const scans = toScans(
      Array.from({ length: MAX_DECIMATED_POINTS }, (_, index) => [index, index] as [number, number]),
    );
    expect(plottedScans(scans)).toBe(scans);
  });

  it('for any scans: at most twice 41, in time order, the first, last, highest and lowest of each line kept', () => {
    fc.assert(
      fc.property(scoresAndCounts, (values) => {
        const scans = toScans(values);
        const plotted = plottedScans(scans);
        expect(plotted.length).toBeLessThanOrEqual(Math.min(scans.length, 2 * MAX_DECIMATED_POINTS));
        for (let index = 1; index < plotted.length; index += 1) {
          expect(plotted[index]?.timestamp).toBeGreaterThan(plotted[index - 1]?.timestamp ?? 0);
        }
        if (scans.length === 0) return;
        expect(plotted[0]).toBe(scans[0]);
        expect(plotted[plotted.length - 1]).toBe(scans[scans.length - 1]);
        const extremes = (pick: (scan: ScanPoint) => number, list: readonly ScanPoint[]) => [
          Math.min(...list.map(pick)),
          Math.max(...list.map(pick)),
        ];
        expect(extremes((scan) => scan.securityScore, plotted)).toEqual(extremes((scan) => scan.securityScore, scans));
        expect(extremes((scan) => scan.vulnerabilityCount, plotted)).toEqual(
          extremes((scan) => scan.vulnerabilityCount, scans),
        );
      }),
    );
  });

  it('a project with 50,000 scans plots a few dozen points and still counts every scan', () => {
    const scans = toScans(Array.from({ length: 50_000 }, (_, index) => [(index * 37) % 101, index % 250]));
    const chart = projectScanChart(makeProject({ scans, totalScans: scans.length }));
    expect(chart.securityScore.data.length).toBeLessThanOrEqual(2 * MAX_DECIMATED_POINTS);
    expect(chart.vulnerabilities.data.length).toBe(chart.securityScore.data.length);
    expect(chart.scanCount).toBe(50_000);
    expect(chart.vulnerabilityAxis.max).toBeGreaterThanOrEqual(249);
  });
});

describe('scan rows on demand', () => {
  it('scanRowAt gives the row scanRows has at the same position, newest first', () => {
    fc.assert(
      fc.property(scoresAndCounts, (values) => {
        const project = makeProject({ scans: toScans(values) });
        const rows = scanRows(project);
        for (const [index, row] of rows.entries()) expect(scanRowAt(project, index)).toEqual(row);
        expect(scanRowAt(project, rows.length)).toBeUndefined();
      }),
      { numRuns: 30 },
    );
  });

  it('scanRowIndexOf finds a scan by its timestamp, newest first, and -1 for none', () => {
    const project = makeProject({
      scans: toScans([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
      ]),
    });
    project.scans.forEach((scan, oldestFirst) => {
      expect(scanRowIndexOf(project, scan.timestamp)).toBe(project.scans.length - 1 - oldestFirst);
    });
    expect(scanRowIndexOf(project, 0)).toBe(-1);
    expect(scanRowIndexOf(makeProject(), 0)).toBe(-1);
  });
});
