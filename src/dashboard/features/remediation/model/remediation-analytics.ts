// Remediation analytics: how fast fixes land (MTTR), whether they meet their targets (SLA), whether
// more is fixed than introduced (flow), per ISO week. A pure function of the metrics answer: no clock,
// no I/O. The answer is untrusted; the figures are those of the scans as the dashboard's own
// normaliser gives them, so both views agree on which scans exist and in what order (clean scans in
// time order, the usual answer, are read as they come: the normaliser would keep them as they are).

import { type DurationStats, durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { daysToFixOf, MAX_TIMESTAMP, MIN_TIMESTAMP, normalizeScans } from '@/dashboard/shared/metrics/normalize';
import { urlMatcher } from '@/dashboard/shared/metrics/search-filter';
import {
  RISK_WEIGHTS,
  SEVERITIES,
  type Severity,
  SLA_SEVERITIES,
  type SlaSeverity,
  severityOf,
  slaTargets,
} from '@/dashboard/shared/metrics/severity';
import { isRecord, toText } from '@/dashboard/shared/model/untrusted-values';

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
export function durationBucketOf(days: number): DurationBucket {
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

/** The remediation entries of a raw project: `{ vulnerabilities: [...] }` or a bare array. */
function remediationEntries(value: unknown): readonly unknown[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? value.vulnerabilities : undefined;
  return Array.isArray(list) ? list : [];
}

/** The raw projects kept by the project-name filter. */
function keptProjects(metrics: unknown, projectFilter: unknown): Readonly<Record<string, unknown>>[] {
  if (!isRecord(metrics) || !Array.isArray(metrics.projects)) return [];
  const matches = urlMatcher(projectFilter);
  const kept: Readonly<Record<string, unknown>>[] = [];
  for (const raw of metrics.projects as readonly unknown[]) {
    if (isRecord(raw) && (matches === null || matches(toText(raw.projectUrl)))) kept.push(raw);
  }
  return kept;
}

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

// The normaliser's rules (normalizeScans) for the four fields the flow reads, kept beside the loop
// that runs once per scan so that it calls nothing from another module: a test runner's module
// transform turns every imported call into a property read, which doubles the loop's time.
const LARGEST_TIMESTAMP = MAX_TIMESTAMP;
const SMALLEST_TIMESTAMP = MIN_TIMESTAMP;
const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value <= LARGEST_TIMESTAMP && value >= SMALLEST_TIMESTAMP;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The fields of a scan the flow reads. */
interface FlowScan {
  timestamp: number;
  vulnerabilityCount: number;
  mitigationCount: number;
  vulnerabilityDelta: number;
}

/** Whether a scan's four flow fields are ones the normaliser keeps as they are. */
const isFlowScan = (value: unknown): value is FlowScan => {
  if (typeof value !== 'object' || value === null) return false;
  const scan = value as Partial<Record<string, unknown>>;
  return (
    isTimestamp(scan.timestamp) &&
    isCount(scan.vulnerabilityCount) &&
    isCount(scan.mitigationCount) &&
    Number.isSafeInteger(scan.vulnerabilityDelta)
  );
};

/**
 * One project's week sums (week, introduced, fixed, backlog change), held until all its scans are
 * known to be usable. Reused from project to project: a new array per project costs more than the
 * flow itself.
 */
let weekSums = new Float64Array(256);

/**
 * Adds a project's flow to `weeks`: for every scan but the first (the baseline), fixed =
 * mitigationCount and introduced = max(0, vulnerabilityDelta + mitigationCount), summed by week, and
 * the backlog change of each week (last count of the week − count before it; a running sum over
 * the weeks then gives every project's latest count before each week ends).
 *
 * It reads each scan once and checks the four fields it uses as the normaliser does: the normaliser
 * keeps such fields as they are, and the other fields cannot change the flow. It returns false,
 * having added nothing, unless every scan passes and the timestamps strictly ascend; normalised
 * scans always do.
 */
function addFlow(scans: unknown, weeks: WeekSeries): boolean {
  if (!Array.isArray(scans) || scans.length === 0) return true; // no scans, no flow
  const items: readonly unknown[] = scans;
  const first = items[0];
  if (!isFlowScan(first)) return false;
  const firstTimestamp = first.timestamp;
  const firstCount = first.vulnerabilityCount;
  const firstWeek = weekNumber(firstTimestamp);
  let sums: Float64Array = weekSums;
  let length = 0;
  let week = firstWeek;
  let weekEnd = mondayOfWeek(week + 1);
  let weekIntroduced = 0;
  let weekFixed = 0;
  let countBeforeWeek = 0;
  let previousCount = firstCount;
  let previousTimestamp = firstTimestamp;
  for (let index = 1; index < items.length; index += 1) {
    const scan = items[index];
    if (!isFlowScan(scan)) return false;
    const timestamp = scan.timestamp;
    const mitigated = scan.mitigationCount;
    if (timestamp <= previousTimestamp) return false;
    previousTimestamp = timestamp;
    if (timestamp >= weekEnd) {
      if (length + 4 > sums.length) sums = growWeekSums(sums);
      sums[length] = week;
      sums[length + 1] = weekIntroduced;
      sums[length + 2] = weekFixed;
      sums[length + 3] = previousCount - countBeforeWeek;
      length += 4;
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
  weeks.cover(firstWeek, week);
  for (let index = 0; index < length; index += 4) {
    weeks.add(
      (sums[index] as number) - weeks.firstWeek,
      sums[index + 1] as number,
      sums[index + 2] as number,
      sums[index + 3] as number,
    );
  }
  weeks.add(week - weeks.firstWeek, weekIntroduced, weekFixed, previousCount - countBeforeWeek);
  return true;
}

function growWeekSums(sums: Float64Array): Float64Array {
  weekSums = new Float64Array(sums.length * 2);
  weekSums.set(sums);
  return weekSums;
}

/**
 * MTTR, duration buckets, SLA compliance, introduced vs fixed, weekly flow with backlog and risk
 * removed, for the projects whose URL contains `projectFilter` (all of them when it is empty).
 */
export function deriveRemediationAnalytics(
  metrics: unknown,
  options: RemediationAnalyticsOptions = {},
): RemediationAnalytics {
  const targets = slaTargets(isRecord(options) ? options.slaDays : undefined);
  const durations = emptyDurations();
  const weeks = new WeekSeries();

  let projects: Readonly<Record<string, unknown>>[];
  try {
    projects = keptProjects(metrics, isRecord(options) ? options.projectFilter : undefined);
  } catch {
    projects = []; // only values JSON cannot produce (a throwing getter) get here
  }
  for (const raw of projects) {
    // Fixes: only collected here; every figure of them is counted per severity below.
    const entries = remediationEntries(raw.remediations);
    for (let index = 0; index < entries.length; index += 1) {
      const entry = entries[index] as Readonly<Record<string, unknown>> | null | undefined;
      // An array entry has no daysToFix, so it is skipped below like any other unusable value.
      if (typeof entry !== 'object' || entry === null) continue;
      const days = daysToFixOf(entry.daysToFix);
      if (days === null) continue;
      const severity = severityOf(entry.severity);
      durations[severity].push(days);
    }

    // Flow: in one pass over the wire's scans when they are usable as they stand and in time order
    // (the usual answer); otherwise over the normalised scans, which always are.
    if (!addFlow(raw.scans, weeks)) addFlow(normalizeScans(raw.scans), weeks);
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
  };
}
