// The per-project MTTR of the projects table: the mean days to fix of the project's fixes, as its
// scan detail lists them.
import { remediationsOf } from '@/dashboard/features/metrics/model/response/normalize';
import type { Project } from '@/dashboard/features/metrics/model/types';
import { type DurationStats, durationStats } from './remediation-analytics';

const statsCache = new WeakMap<Project, DurationStats>();

/** Days to fix of a project's fixes (count, mean, median, P90), computed once per project object. */
export function projectMttr(project: Project): DurationStats {
  let stats = statsCache.get(project);
  if (stats === undefined) {
    stats = durationStats(remediationsOf(project).map((fix) => fix.daysToFix));
    statsCache.set(project, stats);
  }
  return stats;
}
