// Remediation analytics: how fast fixes land (MTTR), whether they meet their targets (SLA), whether
// more is fixed than introduced (flow), per ISO week. A pure function of the metrics answer: no clock,
// no I/O. It reads the normalised answer, the dashboard's own model, so both views agree on which
// projects the filter keeps, which scans exist, in what order, and which fixes count.

import { type DurationStats, durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import {
  RISK_WEIGHTS,
  SEVERITIES,
  type Severity,
  SLA_SEVERITIES,
  type SlaSeverity,
  severityOf,
  slaTargets,
} from '@/dashboard/shared/metrics/severity';
import type { NormalizedMetrics, ScanPoint } from '@/dashboard/shared/metrics/types';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';

export const DURATION_BUCKETS = ['0-7', '8-30', '31-90', '90+'] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

export interface SlaFigures {
  targetDays: number;
  count: number;
  withinTarget: number;
  compliance: number | null;
}

export interface WeeklyFlow {
  /** The Monday (UTC) that starts the ISO week, YYYY-MM-DD. */
  weekStart: string;
  introduced: number;
  fixed: number;
  backlog: number;
}

export interface RemediationAnalytics {
  mttr: Record<Severity | 'ALL', DurationStats>;
  durationBuckets: Record<DurationBucket, number>;
  sla: Record<SlaSeverity, SlaFigures>;
  weekly: WeeklyFlow[];
  introduced: number;
  fixed: number;
  netResolveRate: number | null;
  riskRemoved: number;
  /** Identified − addressed per project (never below 0), summed: what is still open. */
  unaddressed: number;
}

export interface RemediationAnalyticsOptions {
  /** The project-name filter: keeps projects whose URL contains it, case-insensitively. */
  projectFilter?: string;
  /** Per-severity targets in days; missing or unusable ones fall back to DEFAULT_SLA_DAYS. */
  slaDays?: Partial<Record<SlaSeverity, number>>;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05, the first Monday after the epoch (a Thursday): ISO weeks are counted from it. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** The duration bucket of a fix: 0–7, 8–30, 31–90 or more than 90 days. */
function durationBucketOf(days: number): DurationBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 90) return '31-90';
  return '90+';
}

/** Weeks counted from the first Monday after the epoch (negative before it). */
const weekNumber = (timestamp: number) => Math.floor((timestamp - FIRST_MONDAY_MS) / WEEK_MS);
/** The Monday 00:00 UTC starting a week, as epoch ms. */
const mondayOfWeek = (week: number) => week * WEEK_MS + FIRST_MONDAY_MS;

/** The Monday 00:00 UTC starting the ISO week of a timestamp, as epoch ms. */
export function weekStartOf(timestamp: number): number {
  return mondayOfWeek(weekNumber(timestamp));
}

const isoDate = (timestamp: number) => new Date(timestamp).toISOString().slice(0, 10);

function emptyDurations(): Record<Severity, number[]> {
  return { CRITICAL: [], HIGH: [], MEDIUM: [], LOW: [], OTHER: [] };
}

/**
 * Per-week sums over a span of weeks that grows as projects reveal earlier or later scans. The span
 * is usually set by the first project (projects share the window), so it rarely grows.
 */
class WeekSeries {
  firstWeek = 0;
  introduced: number[] = [];
  fixed: number[] = [];
  backlogChange: number[] = [];

  cover(fromWeek: number, toWeek: number): void {
    const length = this.introduced.length;
    if (length > 0 && fromWeek >= this.firstWeek && toWeek < this.firstWeek + length) return;
    const first = length === 0 ? fromWeek : Math.min(fromWeek, this.firstWeek);
    const last = length === 0 ? toWeek : Math.max(toWeek, this.firstWeek + length - 1);
    const grown = (values: number[]) => {
      const next = new Array<number>(last - first + 1).fill(0);
      for (let index = 0; index < values.length; index += 1)
        next[this.firstWeek - first + index] = values[index] as number;
      return next;
    };
    this.introduced = grown(this.introduced);
    this.fixed = grown(this.fixed);
    this.backlogChange = grown(this.backlogChange);
    this.firstWeek = first;
  }

  add(week: number, introduced: number, fixed: number, backlogChange: number): void {
    this.introduced[week] = (this.introduced[week] as number) + introduced;
    this.fixed[week] = (this.fixed[week] as number) + fixed;
    this.backlogChange[week] = (this.backlogChange[week] as number) + backlogChange;
  }
}

/**
 * Adds a project's flow to `weeks`: for every scan but the first (the baseline), fixed =
 * mitigationCount and introduced = max(0, vulnerabilityDelta + mitigationCount), summed by week, and
 * the backlog change of each week (last count of the week − count before it; a running sum over
 * the weeks then gives every project's latest count before each week ends). Normalised scans are in
 * strictly ascending time, so the weeks come in order.
 */
function addFlow(scans: readonly ScanPoint[], weeks: WeekSeries): void {
  const first = scans[0];
  const last = scans[scans.length - 1];
  if (first === undefined || last === undefined) return; // no scans, no flow
  let week = weekNumber(first.timestamp);
  weeks.cover(week, weekNumber(last.timestamp));
  let weekEnd = mondayOfWeek(week + 1);
  let weekIntroduced = 0;
  let weekFixed = 0;
  let countBeforeWeek = 0;
  let previousCount = first.vulnerabilityCount;
  for (let index = 1; index < scans.length; index += 1) {
    const scan = scans[index] as ScanPoint;
    const timestamp = scan.timestamp;
    const mitigated = scan.mitigationCount;
    if (timestamp >= weekEnd) {
      weeks.add(week - weeks.firstWeek, weekIntroduced, weekFixed, previousCount - countBeforeWeek);
      week = weekNumber(timestamp);
      weekEnd = mondayOfWeek(week + 1);
      weekIntroduced = 0;
      weekFixed = 0;
      countBeforeWeek = previousCount;
    }
    weekIntroduced += Math.max(0, scan.vulnerabilityDelta + mitigated);
    weekFixed += mitigated;
    previousCount = scan.vulnerabilityCount;
  }
  weeks.add(week - weeks.firstWeek, weekIntroduced, weekFixed, previousCount - countBeforeWeek);
}

/**
 * MTTR, duration buckets, SLA compliance, introduced vs fixed, weekly flow with backlog and risk
 * removed, for the projects whose URL contains `projectFilter` (all of them when it is empty). Takes
 * any value (the parsed body of the metrics call) and never throws.
 */
export function deriveRemediationAnalytics(
  metrics: unknown,
  options: RemediationAnalyticsOptions = {},
): RemediationAnalytics {
  return remediationAnalyticsOf(normalizeMetrics(metrics), options);
}

/** `deriveRemediationAnalytics` of an answer already normalised (the page normalises each answer once). */
export function remediationAnalyticsOf(
  metrics: NormalizedMetrics,
  options: RemediationAnalyticsOptions = {},
): RemediationAnalytics {
  const targets = slaTargets(isRecord(options) ? options.slaDays : undefined);
  const durations = emptyDurations();
  const weeks = new WeekSeries();
  let unaddressed = 0;
  for (const project of filterProjectsByUrl(metrics.projects, isRecord(options) ? options.projectFilter : undefined)) {
    // Fixes: only collected here; every figure of them is counted per severity below.
    for (const fix of project.remediations) {
      if (fix.daysToFix !== null) durations[severityOf(fix.severity)].push(fix.daysToFix);
    }
    addFlow(project.scans, weeks);
    unaddressed += Math.max(0, project.vulnerabilitiesIdentified - project.vulnerabilitiesAddressed);
  }

  const weekly: WeeklyFlow[] = [];
  let introduced = 0;
  let fixed = 0;
  let backlog = 0;
  for (let week = 0; week < weeks.introduced.length; week += 1) {
    backlog += weeks.backlogChange[week] as number;
    introduced += weeks.introduced[week] as number;
    fixed += weeks.fixed[week] as number;
    weekly.push({
      weekStart: isoDate(mondayOfWeek(weeks.firstWeek + week)),
      introduced: weeks.introduced[week] as number,
      fixed: weeks.fixed[week] as number,
      backlog,
    });
  }

  const durationBuckets: Record<DurationBucket, number> = { '0-7': 0, '8-30': 0, '31-90': 0, '90+': 0 };
  let riskRemoved = 0;
  for (const severity of SEVERITIES) {
    const days = durations[severity];
    riskRemoved += days.length * RISK_WEIGHTS[severity];
    for (const value of days) durationBuckets[durationBucketOf(value)] += 1;
  }
  const sla = {} as Record<SlaSeverity, SlaFigures>;
  for (const severity of SLA_SEVERITIES) {
    const days = durations[severity];
    const targetDays = targets[severity];
    let withinTarget = 0;
    for (const value of days) if (value <= targetDays) withinTarget += 1;
    sla[severity] = {
      targetDays,
      count: days.length,
      withinTarget,
      compliance: days.length === 0 ? null : withinTarget / days.length,
    };
  }
  const allDurations = ([] as number[]).concat(...SEVERITIES.map((severity) => durations[severity]));

  return {
    mttr: {
      CRITICAL: durationStats(durations.CRITICAL),
      HIGH: durationStats(durations.HIGH),
      MEDIUM: durationStats(durations.MEDIUM),
      LOW: durationStats(durations.LOW),
      OTHER: durationStats(durations.OTHER),
      ALL: durationStats(allDurations),
    },
    durationBuckets,
    sla,
    weekly,
    introduced,
    fixed,
    netResolveRate: introduced === 0 ? null : fixed / introduced,
    riskRemoved,
    unaddressed,
  };
}
