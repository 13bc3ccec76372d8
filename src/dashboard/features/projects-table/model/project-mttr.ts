// The per-project MTTR of the projects table: the mean days to fix of the project's fixes, with their
// median and P90. Counted once per project while the answer is normalised (`ProjectFigures.mttr`),
// by the Remediation section's rule: a fix without a usable duration (daysToFix null) is left out.

import type { DurationStats } from '@/dashboard/shared/metrics/duration-stats';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';

/** Days to fix of a project's fixes (count, mean, median, P90). */
export const projectMttr = (project: ProjectSummary): DurationStats => project.figures.mttr;
