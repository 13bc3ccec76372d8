// What the summary card, the ranking lists and the projects table show for one selection of projects.
import { rankProjects } from '../rankings/ranking';
import type { Overview, Project, Totals } from '../types';
import { vulnerabilityDoughnut } from './totals';

/** The overview of `projects` with the given totals; labels consider `allProjects` (see `projectLabel`). */
export function buildOverview(projects: readonly Project[], totals: Totals, allProjects: readonly Project[]): Overview {
  const { topPerforming, leastPerforming } = rankProjects(projects, allProjects);
  return { projects, topPerforming, leastPerforming, totals, doughnut: vulnerabilityDoughnut(totals) };
}
