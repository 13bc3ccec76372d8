import { lazy, memo, Suspense, useState } from 'react';
import chartCard from '@/dashboard/shared/charts/chart-card.module.css';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import { formatDays } from '@/dashboard/shared/metrics/duration-stats';
import { SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { formatCount } from '../model/period-comparison';
import { DURATION_BUCKETS, type RemediationAnalytics } from '../model/remediation-analytics';
import { durationBucketsCsv, mttrCsv } from '../model/remediation-csv';
import { RemediationCard, TableToggle } from './remediation-card';
import { RemediationCsvExport } from './remediation-csv-export';
import styles from './remediation-section.module.css';

// nivo loads in its own chunk, so the section's first view does not wait for it.
const DurationBucketsChartView = lazy(() =>
  import('./duration-buckets-chart-view').then((module) => ({ default: module.DurationBucketsChartView })),
);

const CHART_HEIGHT = 240;

const BUCKET_LABELS: Readonly<Record<(typeof DURATION_BUCKETS)[number], string>> = {
  '0-7': '0–7 days',
  '8-30': '8–30 days',
  '31-90': '31–90 days',
  '90+': 'Over 90 days',
};

const SEVERITY_LABELS: Readonly<Record<(typeof SEVERITIES)[number] | 'ALL', string>> = {
  CRITICAL: 'Critical',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
  OTHER: 'Other',
  ALL: 'All fixes',
};

/** Mean time to remediate by severity: mean, median, P90 and count. */
export const MttrCard = memo(function MttrCard({ mttr }: Pick<RemediationAnalytics, 'mttr'>) {
  return (
    <RemediationCard
      title="Mean time to remediate"
      subtitle="Days from detection to fix, by severity"
      actions={<RemediationCsvExport label="Export MTTR (CSV)" what="mttr-by-severity" csv={() => mttrCsv(mttr)} />}
    >
      <table className={styles.table}>
        <caption>Time to fix by severity, in days</caption>
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col">Mean</th>
            <th scope="col">Median</th>
            <th scope="col">P90</th>
            <th scope="col">Fixes</th>
          </tr>
        </thead>
        <tbody>
          {([...SEVERITIES, 'ALL'] as const).map((severity) => {
            const stats = mttr[severity];
            return (
              <tr key={severity}>
                <th scope="row">{SEVERITY_LABELS[severity]}</th>
                <td>{formatDays(stats.meanDays)}</td>
                <td>{formatDays(stats.medianDays)}</td>
                <td>{formatDays(stats.p90Days)}</td>
                <td>{formatCount(stats.count)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </RemediationCard>
  );
});

/** How long fixes took, in buckets, as bars or as a table. */
export const DurationBucketsCard = memo(function DurationBucketsCard({
  durationBuckets,
}: Pick<RemediationAnalytics, 'durationBuckets'>) {
  const [asTable, setAsTable] = useState(false);
  const bars = DURATION_BUCKETS.map((bucket) => ({ bucket: BUCKET_LABELS[bucket], fixes: durationBuckets[bucket] }));
  const total = bars.reduce((sum, bar) => sum + bar.fixes, 0);
  const chartName = 'Time to fix';
  return (
    <RemediationCard
      title={chartName}
      subtitle="How many fixes took 0–7, 8–30, 31–90 and more than 90 days"
      actions={
        <>
          <RemediationCsvExport
            label="Export time to fix (CSV)"
            what="time-to-fix"
            csv={() => durationBucketsCsv(durationBuckets)}
          />
          <TableToggle asTable={asTable} onToggle={() => setAsTable((shown) => !shown)} chartName={chartName} />
        </>
      }
    >
      {total === 0 ? (
        <p className={chartCard.emptyCompact}>No fixes in this selection.</p>
      ) : asTable ? (
        <table className={styles.table}>
          <caption>Fixes by time to fix</caption>
          <thead>
            <tr>
              <th scope="col">Time to fix</th>
              <th scope="col">Fixes</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.bucket}>
                <th scope="row">{bar.bucket}</th>
                <td>{formatCount(bar.fixes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Suspense fallback={<ChartSkeleton height={CHART_HEIGHT} />}>
          <DurationBucketsChartView
            bars={bars}
            height={CHART_HEIGHT}
            label={`Time to fix: ${bars.map((bar) => `${bar.bucket} ${bar.fixes}`).join(', ')}`}
          />
        </Suspense>
      )}
    </RemediationCard>
  );
});
