import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTotals, sumTotals, vulnerabilityDoughnut } from '@/dashboard/features/overview/model/summary/totals';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import {
  dashboardOf,
  exampleResponse,
  makeProject,
  scanSeries,
  wireProject,
  wireResponse,
} from '../../../../support/metrics-fixtures';

const projects = [
  makeProject({ totalScans: 3, vulnerabilitiesIdentified: 19, vulnerabilitiesAddressed: 12 }),
  makeProject({ totalScans: 2, vulnerabilitiesIdentified: 15, vulnerabilitiesAddressed: 3 }),
];
const summed = { numberOfProjects: 2, totalScans: 5, vulnerabilitiesIdentified: 34, vulnerabilitiesAddressed: 15 };

describe('totals', () => {
  it("the server's accountOverview is used when present", () => {
    expect(dashboardOf(exampleResponse()).account.totals).toEqual({
      numberOfProjects: 3,
      totalScans: 9,
      vulnerabilitiesIdentified: 41,
      vulnerabilitiesAddressed: 17,
    });
  });

  it('without a server overview every total is summed over the projects', () => {
    expect(accountTotals({}, projects)).toEqual(summed);
    expect(sumTotals(projects)).toEqual(summed);
    expect(accountTotals({}, [])).toEqual({
      numberOfProjects: 0,
      totalScans: 0,
      vulnerabilitiesIdentified: 0,
      vulnerabilitiesAddressed: 0,
    });
  });

  it('per field: a missing or negative server figure is summed, the others are kept', () => {
    const response = wireResponse({
      accountOverview: { numberOfProjects: -1, totalScans: 100 },
      projects: [
        wireProject({
          scans: scanSeries([
            [1, 1],
            [2, 2],
          ]),
          vulnerabilitiesIdentified: 5,
          vulnerabilitiesAddressed: 1,
        }),
        wireProject({ scans: scanSeries([[1, 1]]), vulnerabilitiesIdentified: 6, vulnerabilitiesAddressed: 2 }),
      ],
    });
    const metrics = normalizeMetrics(response);
    expect(accountTotals(metrics.accountOverview, metrics.projects)).toEqual({
      numberOfProjects: 2,
      totalScans: 100,
      vulnerabilitiesIdentified: 11,
      vulnerabilitiesAddressed: 3,
    });
  });

  it("the doughnut's unaddressed = identified − addressed, never negative", () => {
    expect(vulnerabilityDoughnut(summed)).toEqual({ unaddressed: 19, addressed: 15 });
    expect(dashboardOf(exampleResponse()).account.doughnut).toEqual({ unaddressed: 24, addressed: 17 });
    expect(vulnerabilityDoughnut({ ...summed, vulnerabilitiesIdentified: 3, vulnerabilitiesAddressed: 8 })).toEqual({
      unaddressed: 0,
      addressed: 8,
    });
  });

  it('property: each total is the server figure when usable, else the sum', () => {
    const figure = fc.option(fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constant(Number.NaN)), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          numberOfProjects: figure,
          totalScans: figure,
          vulnerabilitiesIdentified: figure,
          vulnerabilitiesAddressed: figure,
        }),
        fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { maxLength: 8 }),
        (overview, counts) => {
          const response = wireResponse({
            accountOverview: overview,
            projects: counts.map(([identified, addressed]) =>
              wireProject({ vulnerabilitiesIdentified: identified, vulnerabilitiesAddressed: addressed }),
            ),
          });
          const totals = dashboardOf(response).account.totals;
          const pick = (value: number | undefined, sum: number) =>
            value !== undefined && Number.isFinite(value) && value >= 0 ? value : sum;
          expect(totals).toEqual({
            numberOfProjects: pick(overview.numberOfProjects, counts.length),
            totalScans: pick(overview.totalScans, 0),
            vulnerabilitiesIdentified: pick(
              overview.vulnerabilitiesIdentified,
              counts.reduce((sum, [identified]) => sum + identified, 0),
            ),
            vulnerabilitiesAddressed: pick(
              overview.vulnerabilitiesAddressed,
              counts.reduce((sum, [, addressed]) => sum + addressed, 0),
            ),
          });
          expect(dashboardOf(response).account.doughnut.unaddressed).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
