// The per-project MTTR of the projects table: the mean days to fix of the project's fixes. A fix
// without a usable duration (daysToFix null) is left out, as in the Remediation section: both read
// the normalised remediations.

import { type DurationStats, durationStats } from '@/dashboard/shared/metrics/duration-stats';
import type { Project } from '@/dashboard/shared/metrics/types';

/** Days to fix of a project's fixes (count, mean, median, P90). */
export function projectMttr(project: Project): DurationStats {
  const days: number[] = [];
  for (const fix of project.remediations) if (fix.daysToFix !== null) days.push(fix.daysToFix);
  return durationStats(days);
}
