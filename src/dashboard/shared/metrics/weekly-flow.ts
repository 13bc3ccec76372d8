// ISO weeks, and the flow of projects per week: what their scans introduced and fixed, and how their
// backlog moved. `normalizeMetrics` adds each project's flow to the account's sums right after
// checking its scans, while they are still in the processor's cache, so the Remediation section reads
// no scan again for the whole account (see docs/performance.md, *What the page derives*).

import type { Project, ScanPoint, WeeklyFlowSums } from './types';

/** What one project's scans introduced and fixed over the whole period. */
export interface ProjectFlow {
  readonly introduced: number;
  readonly fixed: number;
}

const NO_FLOW: ProjectFlow = Object.freeze({ introduced: 0, fixed: 0 });

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05, the first Monday after the epoch (a Thursday): ISO weeks are counted from it. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** Weeks counted from the first Monday after the epoch (negative before it). */
const weekNumber = (timestamp: number): number => Math.floor((timestamp - FIRST_MONDAY_MS) / WEEK_MS);

/** The Monday 00:00 UTC starting a week, as epoch ms. */
export const mondayOfWeek = (week: number): number => week * WEEK_MS + FIRST_MONDAY_MS;

/** The Monday 00:00 UTC starting the ISO week of a timestamp, as epoch ms. */
export function weekStartOf(timestamp: number): number {
  return mondayOfWeek(weekNumber(timestamp));
}

/**
 * Sums per week over a span of weeks that grows as projects bring earlier or later scans. The span
 * is usually set by the first project (projects share the window), so it rarely grows.
 */
export class WeeklyFlowBuilder {
  private firstWeek = 0;
  private introduced: number[] = [];
  private fixed: number[] = [];
  private backlogChange: number[] = [];

  /**
   * Adds a project's flow. Every scan but the first (the baseline) adds fixed = mitigationCount and
   * introduced = max(0, vulnerabilityDelta + mitigationCount) to its week; a week's backlog change is
   * the project's last count in the week minus its count before the week (0 before its first scan),
   * so a running sum over the weeks gives every project's latest count at each week's end. Takes
   * scans in strictly ascending time, as `normalizeScans` leaves them. Returns the project's own flow
   * over the period (the one home of the flow rule: the account's weeks and each project's figures).
   */
  addProject(scans: readonly ScanPoint[]): ProjectFlow {
    const first = scans[0];
    const last = scans[scans.length - 1];
    if (first === undefined || last === undefined) return NO_FLOW; // no scans, no flow
    let week = weekNumber(first.timestamp);
    this.cover(week, weekNumber(last.timestamp));
    let weekEnd = mondayOfWeek(week + 1);
    let twiceIntroduced = 0;
    let fixed = 0;
    let countBeforeWeek = 0;
    let previousCount = first.vulnerabilityCount;
    let projectTwiceIntroduced = 0;
    let projectFixed = 0;
    for (let index = 1; index < scans.length; index += 1) {
      const scan = scans[index] as ScanPoint;
      const timestamp = scan.timestamp;
      if (timestamp >= weekEnd) {
        this.add(week, twiceIntroduced / 2, fixed, previousCount - countBeforeWeek);
        projectTwiceIntroduced += twiceIntroduced;
        projectFixed += fixed;
        week = weekNumber(timestamp);
        weekEnd = mondayOfWeek(week + 1);
        twiceIntroduced = 0;
        fixed = 0;
        countBeforeWeek = previousCount;
      }
      const mitigated = scan.mitigationCount;
      const opened = scan.vulnerabilityDelta + mitigated;
      // Twice max(0, opened), without a branch: whether a scan opened any is a coin toss to the
      // processor, and a mispredicted branch costs more than the rest of the loop. Halving is exact.
      twiceIntroduced += opened + Math.abs(opened);
      fixed += mitigated;
      previousCount = scan.vulnerabilityCount;
    }
    this.add(week, twiceIntroduced / 2, fixed, previousCount - countBeforeWeek);
    return { introduced: (projectTwiceIntroduced + twiceIntroduced) / 2, fixed: projectFixed + fixed };
  }

  /** The sums so far. The builder is done with: its arrays become the result's. */
  sums(): WeeklyFlowSums {
    return {
      firstWeek: this.firstWeek,
      introduced: this.introduced,
      fixed: this.fixed,
      backlogChange: this.backlogChange,
    };
  }

  private cover(fromWeek: number, toWeek: number): void {
    const length = this.introduced.length;
    if (length > 0 && fromWeek >= this.firstWeek && toWeek < this.firstWeek + length) return;
    const first = length === 0 ? fromWeek : Math.min(fromWeek, this.firstWeek);
    const last = length === 0 ? toWeek : Math.max(toWeek, this.firstWeek + length - 1);
    const grown = (values: number[]) => {
      const next = new Array<number>(last - first + 1).fill(0);
      for (let index = 0; index < values.length; index += 1) {
        next[this.firstWeek - first + index] = values[index] as number;
      }
      return next;
    };
    this.introduced = grown(this.introduced);
    this.fixed = grown(this.fixed);
    this.backlogChange = grown(this.backlogChange);
    this.firstWeek = first;
  }

  private add(week: number, introduced: number, fixed: number, backlogChange: number): void {
    const at = week - this.firstWeek;
    this.introduced[at] = (this.introduced[at] as number) + introduced;
    this.fixed[at] = (this.fixed[at] as number) + fixed;
    this.backlogChange[at] = (this.backlogChange[at] as number) + backlogChange;
  }
}

/** The flow of some projects, summed by week (`normalizeMetrics` already holds the whole account's). */
export function weeklyFlowOf(projects: readonly Project[]): WeeklyFlowSums {
  const builder = new WeeklyFlowBuilder();
  for (const project of projects) builder.addProject(project.scans);
  return builder.sums();
}
