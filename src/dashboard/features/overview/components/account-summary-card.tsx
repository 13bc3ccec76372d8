import { lazy, memo, Suspense, useMemo } from 'react';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import type { Overview } from '@/dashboard/shared/metrics/types';
import { Card } from '@/dashboard/shared/ui/card';
import { doughnutDisplay } from '../model/summary/doughnut-slices';
import styles from './account-summary-card.module.css';

// nivo loads in its own chunk; the tiles and the legend's numbers show before it arrives.
const AccountSummaryDoughnut = lazy(() =>
  import('./account-summary-card-view').then((module) => ({ default: module.AccountSummaryDoughnut })),
);

/** The doughnut is a small figure beside its legend, not one of the 332 px charts. */
const DOUGHNUT_HEIGHT = 180;

/**
 * Total Projects, Total Scans and the vulnerabilities doughnut (unaddressed versus addressed), for
 * the whole account or, when `isFiltered`, for the projects matching the search.
 */
export const AccountSummaryCard = memo(function AccountSummaryCard({
  overview,
  isFiltered,
}: {
  overview: Overview;
  isFiltered: boolean;
}) {
  const { totals } = overview;
  const doughnut = useMemo(() => doughnutDisplay(overview.doughnut), [overview.doughnut]);
  return (
    <Card
      title="Account summary"
      headingLevel={3}
      actions={isFiltered ? <span className={styles.tag}>Filtered</span> : undefined}
    >
      <p className={styles.scope}>{isFiltered ? 'Projects matching the search' : 'Whole account'}</p>
      <dl className={styles.tiles}>
        <div className={styles.tile}>
          <dt className={styles.tileName}>Total Projects</dt>
          <dd className={styles.tileValue}>{totals.numberOfProjects.toLocaleString()}</dd>
        </div>
        <div className={styles.tile}>
          <dt className={styles.tileName}>Total Scans</dt>
          <dd className={styles.tileValue}>{totals.totalScans.toLocaleString()}</dd>
        </div>
      </dl>
      <div className={styles.section}>
        <h4 className={styles.sectionTitle}>Vulnerabilities</h4>
        {doughnut.isEmpty ? (
          <p className={styles.empty}>
            <span className={styles.emptyMark} aria-hidden="true">
              ✓
            </span>
            No vulnerabilities identified here. Nothing to address.
          </p>
        ) : (
          <div className={styles.breakdown}>
            <div className={styles.doughnut}>
              <Suspense fallback={<ChartSkeleton height={DOUGHNUT_HEIGHT} />}>
                <AccountSummaryDoughnut doughnut={doughnut} height={DOUGHNUT_HEIGHT} />
              </Suspense>
            </div>
            <div className={styles.legendBlock}>
              <dl className={styles.legend}>
                {doughnut.slices.map((slice) => (
                  <div key={slice.id} className={styles.legendItem}>
                    <span className={styles.swatch} style={{ background: slice.color }} aria-hidden="true" />
                    <dt className={styles.legendName}>{slice.label}</dt>
                    <dd className={styles.legendValue}>{slice.value.toLocaleString()}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.share}>
                {doughnut.addressedPercent}% of {doughnut.total.toLocaleString()} identified addressed
              </p>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
});
