import { describe, expect, it } from 'vitest';
import { projectsUsageOf } from '@/dashboard/features/overview/model/charts/usage-series';
import { dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { generateSecurityMetrics } from '../../../../../mocks/security-metrics.mjs';
import { dashboardOf, exampleResponse } from '../../../support/metrics-fixtures';

describe('dashboardModelOf', () => {
  it('normalises, derives fields, ranks, totals, filters and builds the series in one call', () => {
    const model = dashboardOf(exampleResponse());
    expect(model.searchFilter).toBe('');
    expect(model.account.projects.map((project) => [project.nameFront, project.nameTail, project.vulns])).toEqual([
      ['https://github.com/acme/', 'payments-api', 7],
      ['https://gitlab.com/acme/', 'checkout-web', 12],
      ['https://github.com/acme/', 'payments-api', 3],
    ]);
    expect(model.account.topPerforming.map((entry) => entry.label)).toEqual([
      'https://github.com/acme/payments-api:main',
    ]);
    expect(model.account.leastPerforming.map((entry) => entry.label)).toEqual(['https://gitlab.com/acme/checkout-web']);
    expect(model.account.totals.totalScans).toBe(9);
    expect(model.filteredOverview).toBeNull();
    expect(model.displayed).toBe(model.account);
    expect(model.coverageChart.visible).toBe(true);
    expect(model.exclusionsChart.visible).toBe(true);
  });

  it('a search text gives a filtered overview, which is what the views display', () => {
    const model = dashboardOf(exampleResponse(), '  checkout ');
    expect(model.searchFilter).toBe('checkout');
    expect(model.displayed).toBe(model.filteredOverview);
    expect(model.displayed.projects.map((project) => project.projectUrl)).toEqual([
      'https://gitlab.com/acme/checkout-web',
    ]);
    expect(model.displayed.totals).toEqual({
      numberOfProjects: 1,
      totalScans: 2,
      vulnerabilitiesIdentified: 15,
      vulnerabilitiesAddressed: 3,
    });
    // Coverage follows the filter: the kept project's scans, not the account's series.
    const [projects, analyses] = model.coverageChart.series;
    expect(projects?.data.map((point) => point.y)).toEqual([1, 1]);
    expect(analyses?.data.map((point) => point.y)).toEqual([1, 2]);
    expect(model.coverageChart).not.toEqual(dashboardOf(exampleResponse()).coverageChart);
    // Exclusions belong to the account: the same series with or without a search.
    expect(model.exclusionsChart).toEqual(dashboardOf(exampleResponse()).exclusionsChart);
  });

  it('a filter that keeps every project of a consistent answer reproduces the server coverage series', () => {
    const response = generateSecurityMetrics({
      seed: 7,
      projectCount: 40,
      scansPerProject: { min: 1, max: 12 },
      historyDays: 60,
    });
    const everyProject = dashboardOf(response, 'http');
    expect(everyProject.displayed.projects).toHaveLength(40);
    expect(everyProject.coverageChart).toEqual(dashboardOf(response).coverageChart);
  });

  it('under a filter, takes the Coverage series derived where the scans are, and says while it is pending or failed', () => {
    const metrics = normalizeMetrics(exampleResponse());
    const derived = dashboardOf(exampleResponse(), 'checkout');
    const usage = projectsUsageOf(derived.displayed.projects as typeof metrics.projects);
    expect(dashboardModelOf(metrics, 'checkout', usage)).toMatchObject({
      coverageChart: derived.coverageChart,
      coverageStatus: 'ready',
    });
    for (const status of ['pending', 'failed'] as const) {
      const model = dashboardModelOf(metrics, 'checkout', status);
      expect(model.coverageStatus).toBe(status);
      expect(model.coverageChart.visible).toBe(false);
      expect(model.displayed.totals).toEqual(derived.displayed.totals);
    }
    // Without a filter, the server's series: nothing is asked.
    expect(dashboardModelOf(metrics, '', 'pending')).toMatchObject({
      coverageStatus: 'ready',
      coverageChart: dashboardOf(exampleResponse()).coverageChart,
    });
  });

  it('an empty or unusable response gives the empty model', () => {
    const empty = dashboardOf(null);
    expect(empty.displayed.projects).toEqual([]);
    expect(empty.displayed.totals).toEqual({
      numberOfProjects: 0,
      totalScans: 0,
      vulnerabilitiesIdentified: 0,
      vulnerabilitiesAddressed: 0,
    });
    expect(empty.filteredOverview).toBeNull();
    expect([empty.coverageChart.visible, empty.exclusionsChart.visible]).toEqual([false, false]);
    expect(dashboardOf({ projects: 'none' }, 7)).toEqual(empty);
  });
});
