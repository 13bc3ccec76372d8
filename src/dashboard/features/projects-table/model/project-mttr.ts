// The per-project MTTR of the projects table: the mean days to fix of the project's fixes, as its
// scan detail lists them. A fix without a usable duration (daysToFix null) is left out, as in the
// Remediation section: both read a fix's duration with `daysToFixOf`.

import { type DurationStats, durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { remediationsOf } from '@/dashboard/shared/metrics/normalize';
import type { Project } from '@/dashboard/shared/metrics/types';

const statsCache = new WeakMap<Project, DurationStats>();

/** Days to fix of a project's fixes (count, mean, median, P90), computed once per project object. */
export function projectMttr(project: Project): DurationStats {
  let stats = statsCache.get(project);
  if (stats === undefined) {
    const days: number[] = [];
    for (const fix of remediationsOf(project)) if (fix.daysToFix !== null) days.push(fix.daysToFix);
    stats = durationStats(days);
    statsCache.set(project, stats);
  }
  return stats;
}
