import { describe, expect, it } from 'vitest';
import { projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import {
  dateTicks,
  dualAxisScanChart,
  niceCountStep,
  PROJECT_CHART_HEIGHT,
  scanChartSummary,
  vulnerabilityPosition,
} from '@/dashboard/features/projects-table/model/scan-chart-axes';
import { normalizedProject, wireScan } from '../../../support/metrics-fixtures';

const day = (date: number) => new Date(2024, 4, date, 12).getTime();

function project(scans: readonly [number, number, number, number][]) {
  return normalizedProject({
    scans: scans.map(([timestamp, securityScore, vulnerabilityCount, mitigationCount], index) =>
      wireScan({ timestamp, reportUUID: `r${index}`, securityScore, vulnerabilityCount, mitigationCount }),
    ),
  });
}

describe('dualAxisScanChart', () => {
  const chart = dualAxisScanChart(
    projectScanChart(
      project([
        [day(1), 40, 10, 0],
        [day(8), 55, 14, 1],
        [day(15), 85, 11, 3],
      ]),
    ),
  );

  it('is 332 px high', () => {
    expect(PROJECT_CHART_HEIGHT).toBe(332);
  });

  it('plots the score as it is, on the 0-100 scale', () => {
    expect(chart.yRange).toEqual({ min: 0, max: 100 });
    expect(chart.series[0]?.id).toBe('Security score');
    expect(chart.series[0]?.data.map((point) => point.y)).toEqual([40, 55, 85]);
  });

  it('plots vulnerability counts on the same scale, the axis running from 0 to the largest count plus 1', () => {
    // Largest count 14: the axis is 0..15, so 15 vulnerabilities sit at the top (100).
    expect(chart.series[1]?.id).toBe('Vulnerabilities');
    const positions = chart.series[1]?.data.map((point) => point.y) ?? [];
    expect(positions[0]).toBeCloseTo((10 / 15) * 100);
    expect(positions[1]).toBeCloseTo((14 / 15) * 100);
  });

  it("keeps the scan's values, its timestamp and the tooltip texts on every point", () => {
    expect(chart.series[1]?.data[1]).toMatchObject({
      seriesId: 'Vulnerabilities',
      x: day(8),
      securityScore: 55,
      vulnerabilityCount: 14,
      title: 'Scanned on 2024-05-08',
      footer: 'Fixed 1 vulnerabilities',
    });
    expect(chart.series[0]?.data[0]?.footer).toBe('no mitigation');
  });

  it('labels the left axis every 25 points and the right axis in whole counts at their positions', () => {
    expect(chart.scoreTicks.map((tick) => tick.label)).toEqual(['0', '25', '50', '75', '100']);
    expect(chart.vulnerabilityTicks.map((tick) => tick.label)).toEqual(['0', '5', '10', '15']);
    const ten = chart.vulnerabilityTicks.find((tick) => tick.label === '10');
    expect(ten?.value).toBeCloseTo(positionOf(10, 15));
  });

  it('labels the x axis with the scan dates', () => {
    expect(chart.dateTicks).toEqual([
      { value: day(1), label: '2024-05-01' },
      { value: day(8), label: '2024-05-08' },
      { value: day(15), label: '2024-05-15' },
    ]);
  });

  it('is empty, with a summary saying so, for a project without scans', () => {
    const empty = dualAxisScanChart(projectScanChart(project([])));
    expect(empty.isEmpty).toBe(true);
    expect(empty.summary).toBe('No scans in this period.');
    expect(empty.vulnerabilityTicks.map((tick) => tick.label)).toEqual(['0', '1']);
  });
});

const positionOf = (count: number, max: number) => (count / max) * 100;

describe('vulnerabilityPosition', () => {
  it('maps 0..max onto 0..100', () => {
    expect(vulnerabilityPosition(0, { min: 0, max: 8 })).toBe(0);
    expect(vulnerabilityPosition(2, { min: 0, max: 8 })).toBe(25);
    expect(vulnerabilityPosition(8, { min: 0, max: 8 })).toBe(100);
  });

  it('puts everything at 0 on an axis without a span rather than dividing by zero', () => {
    expect(vulnerabilityPosition(3, { min: 0, max: 0 })).toBe(0);
  });
});

describe('niceCountStep', () => {
  it('picks the smallest 1-2-5 step that keeps 0..max within 5 ticks', () => {
    expect(niceCountStep(1)).toBe(1);
    expect(niceCountStep(4)).toBe(1);
    expect(niceCountStep(5)).toBe(2);
    expect(niceCountStep(15)).toBe(5);
    expect(niceCountStep(21)).toBe(5);
    expect(niceCountStep(25)).toBe(10);
    expect(niceCountStep(1001)).toBe(500);
  });
});

describe('dateTicks', () => {
  it('keeps every date when there are few', () => {
    expect(dateTicks([day(1), day(2)]).map((tick) => tick.label)).toEqual(['2024-05-01', '2024-05-02']);
  });

  it('spreads at most five over many scans, keeping the first and the last', () => {
    const days = Array.from({ length: 21 }, (_, index) => day(index + 1));
    expect(dateTicks(days).map((tick) => tick.label)).toEqual([
      '2024-05-01',
      '2024-05-06',
      '2024-05-11',
      '2024-05-16',
      '2024-05-21',
    ]);
  });
});

describe('scanChartSummary', () => {
  it('describes one scan', () => {
    const single = projectScanChart(project([[day(3), 70, 1, 0]]));
    expect(scanChartSummary(single.securityScore.data, single.vulnerabilities.data)).toBe(
      '1 scan on 2024-05-03: security score 70, 1 vulnerability.',
    );
  });

  it('describes the change from the first scan to the last', () => {
    const two = projectScanChart(
      project([
        [day(3), 70, 9, 0],
        [day(9), 90, 2, 7],
      ]),
    );
    expect(scanChartSummary(two.securityScore.data, two.vulnerabilities.data)).toBe(
      '2 scans from 2024-05-03 to 2024-05-09. Security score 70 to 90; vulnerabilities 9 to 2.',
    );
  });
});
