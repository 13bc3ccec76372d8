// The Most improved and Underachievers lists (see src/dashboard/README.md, *Rankings*).
import type { ProjectSummary, RankedProject } from '@/dashboard/shared/metrics/types';

/** Top and least performing lists hold 3 items each. */
export const RANKED_LIST_SIZE = 3;

/**
 * The order that gives "first" and "last" their meaning: performance score descending; projects
 * with equal scores keep their order in the response (the sort is stable).
 */
export function sortByPerformance<P extends ProjectSummary>(projects: readonly P[]): P[] {
  return [...projects].sort((a, b) => b.performanceScore - a.performanceScore);
}

/**
 * The project URL, with `:branch` appended when the same URL appears under another branch in
 * `allProjects` (`https://github.com/acme/payments-api:release/2.4`). Only ranked projects need a
 * label, so this scans the list on demand rather than indexing every URL up front.
 */
export function projectLabel(project: ProjectSummary, allProjects: readonly ProjectSummary[]): string {
  for (const other of allProjects) {
    if (other.projectUrl === project.projectUrl && other.projectBranch !== project.projectBranch) {
      return `${project.projectUrl}:${project.projectBranch}`;
    }
  }
  return project.projectUrl;
}

/** Inserts after every entry with a score >= the new one's, which is where a stable sort puts it. */
function insertInPerformanceOrder<P extends ProjectSummary>(list: P[], project: P): void {
  let index = list.length;
  while (index > 0 && (list[index - 1]?.performanceScore ?? 0) < project.performanceScore) index -= 1;
  list.splice(index, 0, project);
}

/**
 * Top performing: the first 3 (in `sortByPerformance` order) with a performance score above 0.
 * Least performing: the last 3 with a score below 0, in that same order (the worst comes last).
 * One pass with two 3-slot buffers instead of a sort: the result equals sorting, filtering and
 * slicing, which is what the tests compare it with. Labels consider `allProjects`, so a filtered
 * selection labels a URL on two branches the same way as the whole account.
 */
export function rankProjects<P extends ProjectSummary>(
  projects: readonly P[],
  allProjects: readonly ProjectSummary[] = projects,
): { topPerforming: RankedProject<P>[]; leastPerforming: RankedProject<P>[] } {
  const top: P[] = [];
  const least: P[] = [];
  for (const project of projects) {
    const score = project.performanceScore;
    if (score > 0) {
      const lowestKept = top[RANKED_LIST_SIZE - 1];
      if (lowestKept !== undefined && score <= lowestKept.performanceScore) continue;
      insertInPerformanceOrder(top, project);
      if (top.length > RANKED_LIST_SIZE) top.pop();
    } else if (score < 0) {
      // Full, and better than every kept one: it would land first and be dropped again.
      const highestKept = least[0];
      if (least.length === RANKED_LIST_SIZE && highestKept !== undefined && score > highestKept.performanceScore)
        continue;
      insertInPerformanceOrder(least, project);
      if (least.length > RANKED_LIST_SIZE) least.shift();
    }
  }
  const label = (project: P): RankedProject<P> => ({ project, label: projectLabel(project, allProjects) });
  return { topPerforming: top.map(label), leastPerforming: least.map(label) };
}
