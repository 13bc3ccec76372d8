// Everything the overview's views need, from the normalised answer and the search text, in one call.

import type {
  ExclusionUsage,
  NormalizedAccount,
  Overview,
  ProjectSummary,
  ProjectsUsage,
  UsageChart,
} from '@/dashboard/shared/metrics/types';
import { coverageChart, exclusionsChart } from './charts/usage-series';
import { buildOverview, filteredOverview } from './summary/overview';
import { accountTotals } from './summary/totals';

export type CoverageStatus = 'ready' | 'pending' | 'failed';

/** The overview's model: of the projects' summaries on the page (or of whole projects, from a whole answer). */
export interface DashboardModel<P extends ProjectSummary = ProjectSummary> {
  /** The search text the model was derived with (whitespace-trimmed). */
  readonly searchFilter: string;
  /** The whole account: totals from the server when usable, rankings over every project. */
  readonly account: Overview<P>;
  /** Only the projects whose URL contains the search text, with totals summed over them; null without search text. */
  readonly filteredOverview: Overview<P> | null;
  /** What the summary card, the ranking lists and the projects table show: the filtered overview, else the account. */
  readonly displayed: Overview<P>;
  readonly projectsUsage: ProjectsUsage;
  readonly exclusionUsage: ExclusionUsage;
  /**
   * Coverage: the server's per-date series for the whole account; under a project-name filter, the
   * same series derived from the kept projects' scans where the scans are (`filteredProjectsUsage`);
   * empty while it is derived (see `coverageStatus`).
   */
  readonly coverageChart: UsageChart;
  /** 'pending' while the filtered projects' Coverage series is derived where their scans are; 'failed' when it cannot be. */
  readonly coverageStatus: CoverageStatus;
  /** Exclusions belong to the account, not to a project: the series is the account's, filter or not. */
  readonly exclusionsChart: UsageChart;
}

/**
 * The overview's model of a normalised answer (`normalizeMetrics`; the page normalises each answer
 * once): ranking → totals → filtered overview → series. A non-string search is none. The page holds
 * the projects' summaries, not their scans: under a search, `filteredUsage` gives the filtered
 * projects' Coverage series, derived where the scans are (`filteredProjectsUsage`), or says that it
 * is still pending or failed.
 */
export function dashboardModelOf<P extends ProjectSummary>(
  metrics: NormalizedAccount<P>,
  searchFilter: unknown = '',
  filteredUsage: ProjectsUsage | 'pending' | 'failed' = 'pending',
): DashboardModel<P> {
  const search = typeof searchFilter === 'string' ? searchFilter.trim() : '';
  const account = buildOverview(
    metrics.projects,
    accountTotals(metrics.accountOverview, metrics.projects),
    metrics.projects,
  );
  const filtered = filteredOverview(metrics.projects, search);
  return {
    searchFilter: search,
    account,
    filteredOverview: filtered,
    displayed: filtered ?? account,
    projectsUsage: metrics.projectsUsage,
    exclusionUsage: metrics.exclusionUsage,
    coverageChart: coverageChart(coverageUsageOf(metrics, filtered, filteredUsage)),
    coverageStatus: filtered === null || typeof filteredUsage !== 'string' ? 'ready' : filteredUsage,
    exclusionsChart: exclusionsChart(metrics.exclusionUsage),
  };
}

const NO_USAGE: ProjectsUsage = { sortedDates: [], dates: {} };

function coverageUsageOf(
  metrics: NormalizedAccount<ProjectSummary>,
  filtered: Overview | null,
  filteredUsage: ProjectsUsage | 'pending' | 'failed',
): ProjectsUsage {
  if (filtered === null) return metrics.projectsUsage;
  return typeof filteredUsage === 'string' ? NO_USAGE : filteredUsage;
}
