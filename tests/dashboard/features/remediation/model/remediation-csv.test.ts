import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { deriveRemediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import {
  durationBucketsCsv,
  mttrCsv,
  slaCsv,
  weeklyFlowCsv,
} from '@/dashboard/features/remediation/model/remediation-csv';
import { wireFix, wireScan } from '../../../support/metrics-fixtures';

/** Parsed by csv-parse, a parser this project did not write. */
const parseCsv = (csv: string): string[][] =>
  parse(csv, { relax_column_count: false, skip_empty_lines: false, record_delimiter: '\r\n' });

const MONDAY = Date.UTC(2026, 2, 2);
const DAY = 86_400_000;
const fix = (severity: string, daysToFix: unknown) => wireFix({ severity, daysToFix, fixedWhen: MONDAY });
const scan = (at: number, count: number, delta: number, mitigated = 0) =>
  wireScan({
    timestamp: at,
    reportUUID: `r-${at}`,
    vulnerabilityCount: count,
    mitigationCount: mitigated,
    vulnerabilityDelta: delta,
  });

const analytics = deriveRemediationAnalytics({
  projects: [
    {
      projectUUID: 'u',
      projectUrl: 'https://h/a',
      projectBranch: 'main',
      securityScore: 50,
      scans: [scan(MONDAY, 5, 0), scan(MONDAY + 7 * DAY, 7, 3, 1)],
      remediations: { vulnerabilities: [fix('CRITICAL', 3), fix('CRITICAL', 10), fix('LOW', 100), fix('HIGH', -1)] },
    },
  ],
});

describe('Remediation CSV exports', () => {
  it('MTTR by severity: raw days, empty cells without fixes', () => {
    expect(parseCsv(mttrCsv(analytics.mttr))).toEqual([
      ['Severity', 'Mean days', 'Median days', 'P90 days', 'Fixes'],
      ['CRITICAL', '6.5', '6.5', '10', '2'],
      ['HIGH', '', '', '', '0'],
      ['MEDIUM', '', '', '', '0'],
      ['LOW', '100', '100', '100', '1'],
      ['OTHER', '', '', '', '0'],
      ['ALL', String(113 / 3), '10', '100', '3'],
    ]);
  });

  it('SLA compliance by severity: compliance as a fraction, empty without fixes', () => {
    expect(parseCsv(slaCsv(analytics.sla))).toEqual([
      ['Severity', 'Target days', 'Fixes', 'Within target', 'Compliance'],
      ['CRITICAL', '7', '2', '1', '0.5'],
      ['HIGH', '30', '0', '0', ''],
      ['MEDIUM', '90', '0', '0', ''],
      ['LOW', '120', '1', '1', '1'],
    ]);
  });

  it('introduced vs fixed: one row per week, ISO dates', () => {
    const rows = parseCsv(weeklyFlowCsv(analytics.weekly));
    expect(rows[0]).toEqual(['Week of', 'Introduced', 'Fixed', 'Backlog']);
    expect(rows.slice(1)).toEqual(
      analytics.weekly.map((week) => [
        week.weekStart,
        String(week.introduced),
        String(week.fixed),
        String(week.backlog),
      ]),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('duration buckets: every bucket, counts summing to all fixes', () => {
    expect(parseCsv(durationBucketsCsv(analytics.durationBuckets))).toEqual([
      ['Days to fix', 'Fixes'],
      ['0-7', '1'],
      ['8-30', '1'],
      ['31-90', '0'],
      ['90+', '1'],
    ]);
  });
});
