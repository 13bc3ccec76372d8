import { describe, expect, it } from 'vitest';
import { projectScanChart } from '@/dashboard/features/projects-table/model/scan-chart';
import { dashboardOf, exampleResponse, makeProject, runInUtc } from '../../../support/metrics-fixtures';

runInUtc();

describe('the project chart (axes and tooltips)', () => {
  it('two lines per scan date, oldest first, with the tooltip texts and axis ranges', () => {
    const project = dashboardOf(exampleResponse()).account.projects[0] ?? makeProject();
    const chart = projectScanChart(project);
    expect(chart.securityScore.data.map((point) => point.y)).toEqual([54, 71, 82]);
    expect(chart.vulnerabilities.data.map((point) => point.y)).toEqual([14, 9, 7]);
    expect(chart.securityScore.data[1]).toEqual({
      x: 1792486800000,
      y: 71,
      tooltip: { title: 'Scanned on 2026-10-20', footer: 'Fixed 5 vulnerabilities' },
    });
    expect(chart.securityScore.data[0]?.tooltip.footer).toBe('no mitigation');
    expect(chart.scoreAxis).toEqual({ min: 0, max: 100 });
    expect(chart.vulnerabilityAxis).toEqual({ min: 0, max: 15 });
  });

  it('a project without scans has empty lines and a vulnerability axis of 0 to 1', () => {
    const chart = projectScanChart(makeProject());
    expect(chart.securityScore.data).toEqual([]);
    expect(chart.vulnerabilityAxis).toEqual({ min: 0, max: 1 });
  });
});
