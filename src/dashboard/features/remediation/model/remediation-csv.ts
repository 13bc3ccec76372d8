// The CSV of each Remediation table (the "view as table" figures), written by the shared `toCsv`:
// raw numbers (days unrounded, compliance as a fraction 0–1), severities and buckets by their keys,
// weeks as ISO dates, so a spreadsheet can compute on them.
import { toCsv } from '@/dashboard/shared/export/csv';
import type { DurationStats } from '@/dashboard/shared/metrics/duration-stats';
import {
  DURATION_BUCKETS,
  type DurationBucket,
  type RemediationAnalytics,
  SEVERITIES,
  type Severity,
  SLA_SEVERITIES,
  type SlaFigures,
  type SlaSeverity,
  type WeeklyFlow,
} from './remediation-analytics';

/** MTTR by severity, then all fixes: mean, median, P90 (days) and fix count. */
export function mttrCsv(mttr: RemediationAnalytics['mttr']): string {
  const rows = ([...SEVERITIES, 'ALL'] as const).map((severity) => ({ severity, stats: mttr[severity] }));
  return toCsv<{ severity: Severity | 'ALL'; stats: DurationStats }>(
    [
      { header: 'Severity', value: (row) => row.severity },
      { header: 'Mean days', value: (row) => row.stats.meanDays },
      { header: 'Median days', value: (row) => row.stats.medianDays },
      { header: 'P90 days', value: (row) => row.stats.p90Days },
      { header: 'Fixes', value: (row) => row.stats.count },
    ],
    rows,
  );
}

/** SLA compliance by severity: target, fixes, fixes within target and compliance (0–1, empty without fixes). */
export function slaCsv(sla: RemediationAnalytics['sla']): string {
  const rows = SLA_SEVERITIES.map((severity) => ({ severity, figures: sla[severity] }));
  return toCsv<{ severity: SlaSeverity; figures: SlaFigures }>(
    [
      { header: 'Severity', value: (row) => row.severity },
      { header: 'Target days', value: (row) => row.figures.targetDays },
      { header: 'Fixes', value: (row) => row.figures.count },
      { header: 'Within target', value: (row) => row.figures.withinTarget },
      { header: 'Compliance', value: (row) => row.figures.compliance },
    ],
    rows,
  );
}

/** Introduced, fixed and backlog per week (every week, not the chart's merged bars). */
export function weeklyFlowCsv(weekly: readonly WeeklyFlow[]): string {
  return toCsv<WeeklyFlow>(
    [
      { header: 'Week of', value: (week) => week.weekStart },
      { header: 'Introduced', value: (week) => week.introduced },
      { header: 'Fixed', value: (week) => week.fixed },
      { header: 'Backlog', value: (week) => week.backlog },
    ],
    weekly,
  );
}

/** Fixes per duration bucket (0-7, 8-30, 31-90, 90+ days). */
export function durationBucketsCsv(buckets: RemediationAnalytics['durationBuckets']): string {
  return toCsv<DurationBucket>(
    [
      { header: 'Days to fix', value: (bucket) => bucket },
      { header: 'Fixes', value: (bucket) => buckets[bucket] },
    ],
    DURATION_BUCKETS,
  );
}
