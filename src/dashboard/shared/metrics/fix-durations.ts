// The fix durations of projects, by severity: what the Remediation section's MTTR, SLA and duration
// figures are counted from. `normalizeMetrics` adds each project's fixes right after checking them,
// while they are still in the processor's cache, so the Remediation section reads no fix again for
// the whole account (see docs/performance.md, *What the page derives*).

import { type Severity, severityOf } from './severity';
import type { FixDurations, FixedVulnerability, Project } from './types';

/** A project's fixes that count (have a usable duration): how many by severity, and their days. */
export interface ProjectFixes {
  readonly bySeverity: Readonly<Record<Severity, number>>;
  /** Their days to fix, in the order the fixes came. */
  readonly days: readonly number[];
}

export class FixDurationsBuilder {
  private readonly durations: Record<Severity, number[]> = { CRITICAL: [], HIGH: [], MEDIUM: [], LOW: [], OTHER: [] };

  /**
   * Adds a project's fixes, and returns those that count. A fix without a usable duration (null)
   * counts in no figure: this is the one home of which fixes count.
   */
  addProject(remediations: readonly FixedVulnerability[]): ProjectFixes {
    const bySeverity: Record<Severity, number> = { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0, OTHER: 0 };
    const days: number[] = [];
    for (let index = 0; index < remediations.length; index += 1) {
      const fix = remediations[index] as FixedVulnerability;
      if (fix.daysToFix === null) continue;
      const severity = severityOf(fix.severity);
      this.durations[severity].push(fix.daysToFix);
      bySeverity[severity] += 1;
      days.push(fix.daysToFix);
    }
    return { bySeverity, days };
  }

  /** The durations so far. The builder is done with: its arrays become the result's. */
  sums(): FixDurations {
    return this.durations;
  }
}

/** The fix durations of some projects (`normalizeMetrics` already holds the whole account's). */
export function fixDurationsOf(projects: readonly Project[]): FixDurations {
  const builder = new FixDurationsBuilder();
  for (const project of projects) builder.addProject(project.remediations);
  return builder.sums();
}
