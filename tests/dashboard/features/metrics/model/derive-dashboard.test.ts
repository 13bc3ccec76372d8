import { describe, expect, it } from 'vitest';
import { deriveDashboard, emptyDashboard } from '../../../../../src/dashboard/features/metrics/model';
import { exampleResponse } from './fixtures';

describe('rule 11: deriveDashboard', () => {
  it('normalises, derives fields, ranks, totals, filters and builds the series in one call', () => {
    const model = deriveDashboard(exampleResponse());
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
    const model = deriveDashboard(exampleResponse(), '  checkout ');
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
    // The usage series come from the server per date and are the same with or without a search.
    expect(model.coverageChart).toEqual(deriveDashboard(exampleResponse()).coverageChart);
  });

  it('an empty or unusable response gives the empty model', () => {
    expect(deriveDashboard(null)).toEqual(emptyDashboard());
    expect(deriveDashboard({ projects: 'none' }, 7)).toEqual(emptyDashboard());
  });
});
