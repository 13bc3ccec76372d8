// Remediation analytics: how fast fixes land (MTTR), whether they meet their targets (SLA), whether
// more is fixed than introduced (flow), per ISO week. A pure function of the metrics answer: no clock,
// no I/O. It reads the normalised answer, the dashboard's own model, so both views agree on which
// projects the filter keeps, which scans exist, in what order, and which fixes count.

import { type DurationStats, durationStats } from '@/dashboard/shared/metrics/duration-stats';
import { fixDurationsOf } from '@/dashboard/shared/metrics/fix-durations';
import type { MetricsDerivation } from '@/dashboard/shared/metrics/load/metrics-derivation';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import {
  RISK_WEIGHTS,
  SEVERITIES,
  type Severity,
  SLA_SEVERITIES,
  type SlaSeverity,
  slaTargets,
} from '@/dashboard/shared/metrics/severity';
import type { NormalizedMetrics } from '@/dashboard/shared/metrics/types';
import { mondayOfWeek, weeklyFlowOf } from '@/dashboard/shared/metrics/weekly-flow';
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

/** The duration bucket of a fix: 0–7, 8–30, 31–90 or more than 90 days. */
function durationBucketOf(days: number): DurationBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 90) return '31-90';
  return '90+';
}

const isoDate = (timestamp: number) => new Date(timestamp).toISOString().slice(0, 10);

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
  const projects = filterProjectsByUrl(metrics.projects, isRecord(options) ? options.projectFilter : undefined);
  let unaddressed = 0;
  for (const project of projects) unaddressed += project.figures.unaddressed;
  // Every project kept (the list cannot be as long otherwise): the account's flow and fix durations,
  // summed as the answer was normalised. Some kept: theirs, from their scans and fixes.
  const everyProject = projects.length === metrics.projects.length;
  const weeks = everyProject ? metrics.weeklyFlow : weeklyFlowOf(projects);
  // Every figure of the fixes is counted per severity below.
  const durations = everyProject ? metrics.fixDurations : fixDurationsOf(projects);

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

/** The analytics as a question about a metrics answer, asked where the answer is. */
export const remediationAnalytics: MetricsDerivation<RemediationAnalyticsOptions, RemediationAnalytics> = {
  name: 'remediation.analytics',
  run: remediationAnalyticsOf,
};
