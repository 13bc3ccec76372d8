// Account totals and the doughnut (see src/dashboard/README.md, *Totals and the summary card*).
import type { ProjectSummary, Totals, VulnerabilityDoughnut } from '@/dashboard/shared/metrics/types';

/** The four totals summed over the given projects (numberOfProjects counts project-branch rows). */
export function sumTotals(projects: readonly ProjectSummary[]): Totals {
  let totalScans = 0;
  let vulnerabilitiesIdentified = 0;
  let vulnerabilitiesAddressed = 0;
  for (const project of projects) {
    totalScans += project.totalScans;
    vulnerabilitiesIdentified += project.vulnerabilitiesIdentified;
    vulnerabilitiesAddressed += project.vulnerabilitiesAddressed;
  }
  return { numberOfProjects: projects.length, totalScans, vulnerabilitiesIdentified, vulnerabilitiesAddressed };
}

/**
 * Per field: the server's figure when present and non-negative (`normalizeMetrics` keeps only
 * those), otherwise the sum over the projects. The sum is computed only when a field needs it.
 */
export function accountTotals(serverOverview: Partial<Totals>, projects: readonly ProjectSummary[]): Totals {
  const {
    numberOfProjects,
    totalScans,
    vulnerabilitiesIdentified: identified,
    vulnerabilitiesAddressed: addressed,
  } = serverOverview;
  if (
    numberOfProjects !== undefined &&
    totalScans !== undefined &&
    identified !== undefined &&
    addressed !== undefined
  ) {
    return { numberOfProjects, totalScans, vulnerabilitiesIdentified: identified, vulnerabilitiesAddressed: addressed };
  }
  const summed = sumTotals(projects);
  return {
    numberOfProjects: numberOfProjects ?? summed.numberOfProjects,
    totalScans: totalScans ?? summed.totalScans,
    vulnerabilitiesIdentified: identified ?? summed.vulnerabilitiesIdentified,
    vulnerabilitiesAddressed: addressed ?? summed.vulnerabilitiesAddressed,
  };
}

/** Unaddressed = identified − addressed, never negative (the server may count more fixes than finds). */
export function vulnerabilityDoughnut(totals: Totals): VulnerabilityDoughnut {
  return {
    unaddressed: Math.max(0, totals.vulnerabilitiesIdentified - totals.vulnerabilitiesAddressed),
    addressed: totals.vulnerabilitiesAddressed,
  };
}
