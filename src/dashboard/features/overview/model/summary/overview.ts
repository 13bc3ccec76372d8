// What the summary card, the ranking lists and the projects table show for one selection of projects.

import { filterProjectsByUrl, urlMatcher } from '@/dashboard/shared/metrics/search-filter';
import type { Overview, ProjectSummary, Totals } from '@/dashboard/shared/metrics/types';
import { rankProjects } from '../rankings/ranking';
import { sumTotals, vulnerabilityDoughnut } from './totals';

/** The overview of `projects` with the given totals; labels consider `allProjects` (see `projectLabel`). */
export function buildOverview<P extends ProjectSummary>(
  projects: readonly P[],
  totals: Totals,
  allProjects: readonly ProjectSummary[],
): Overview<P> {
  const { topPerforming, leastPerforming } = rankProjects(projects, allProjects);
  return { projects, topPerforming, leastPerforming, totals, doughnut: vulnerabilityDoughnut(totals) };
}

/**
 * The filtered overview: only the kept projects, with totals summed over them (not the server's
 * account figures) and rankings among them. Null when there is no search text: the views then show
 * the whole account.
 */
export function filteredOverview<P extends ProjectSummary>(
  allProjects: readonly P[],
  searchFilter: unknown,
): Overview<P> | null {
  if (urlMatcher(searchFilter) === null) return null;
  const kept = filterProjectsByUrl(allProjects, searchFilter);
  return buildOverview(kept, sumTotals(kept), allProjects);
}
