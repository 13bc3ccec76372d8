// Metrics responses for the widget tests, shaped as the server sends them and derived by the real
// model, so the widgets are tested on the data they receive in the page.
import type { DashboardModel } from '@/dashboard/features/overview/model/derive-dashboard';
import { dashboardOf } from '../../../support/metrics-fixtures';

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 21);

let uuidCounter = 0;
const nextUuid = () => {
  uuidCounter += 1;
  return `00000000-0000-4000-8000-${String(uuidCounter).padStart(12, '0')}`;
};

export interface ProjectSpec {
  url: string;
  branch?: string;
  /** One security score per scan, oldest first. */
  scores: number[];
  /** One vulnerability count per scan; 10 each when omitted. */
  counts?: number[];
  identified?: number;
  addressed?: number;
}

function wireProject({ url, branch = 'main', scores, counts, identified = 0, addressed = 0 }: ProjectSpec) {
  return {
    projectUUID: nextUuid(),
    projectUrl: url,
    projectBranch: branch,
    securityScore: scores[scores.length - 1] ?? 0,
    scans: scores.map((score, index) => ({
      timestamp: START + index * DAY,
      reportUUID: nextUuid(),
      securityScore: score,
      vulnerabilityCount: counts?.[index] ?? 10,
      mitigationCount: 0,
      vulnerabilityDelta: 0,
    })),
    vulnerabilitiesIdentified: identified,
    vulnerabilitiesAddressed: addressed,
    remediations: { vulnerabilities: [] },
  };
}

/** YYYY-MM-DD of the n-th day from the fixtures' start. */
export const fixtureDate = (day: number) => new Date(START + day * DAY).toISOString().slice(0, 10);

export interface UsageSpec {
  /** [totalProjects, totalScans] per date. */
  coverage?: [number, number][];
  /** totalExclusions per date. */
  exclusions?: number[];
}

export function metricsModel(
  projects: ProjectSpec[],
  { accountOverview, usage = {}, search = '' }: { accountOverview?: object; usage?: UsageSpec; search?: string } = {},
): DashboardModel {
  const coverage = usage.coverage ?? [];
  const exclusions = usage.exclusions ?? [];
  const coverageDates = coverage.map((_, day) => fixtureDate(day));
  const exclusionDates = exclusions.map((_, day) => fixtureDate(day));
  return dashboardOf(
    {
      ...(accountOverview ? { accountOverview } : {}),
      projects: projects.map(wireProject),
      projectsUsage: {
        sortedDates: coverageDates,
        dates: Object.fromEntries(
          coverage.map(([totalProjects, totalScans], day) => [
            fixtureDate(day),
            { timestamp: START + day * DAY, totalProjects, totalScans },
          ]),
        ),
      },
      exclusionUsage: {
        sortedDates: exclusionDates,
        dates: Object.fromEntries(
          exclusions.map((totalExclusions, day) => [fixtureDate(day), { exclusions: [], totalExclusions }]),
        ),
      },
    },
    search,
  );
}
