import { lazy, memo, Suspense, useMemo, useState } from 'react';
import chartCard from '@/dashboard/shared/charts/chart-card.module.css';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import { CHART_COLORS } from '@/dashboard/shared/charts/chart-theme';
import { formatCount } from '../model/period-comparison';
import type { WeeklyFlow } from '../model/remediation-analytics';
import { weeklyFlowCsv } from '../model/remediation-csv';
import { labelledBars, weeklyBars } from '../model/weekly-bars';
import { RemediationCard, TableToggle } from './remediation-card';
import { RemediationCsvExport } from './remediation-csv-export';
import styles from './remediation-section.module.css';

// nivo loads in its own chunk, so the section's first view does not wait for it.
const FlowChartView = lazy(() => import('./flow-chart-view').then((module) => ({ default: module.FlowChartView })));

const FLOW_CHART_HEIGHT = 300;

const KEY = [
  { name: 'Introduced', color: CHART_COLORS[3] },
  { name: 'Fixed', color: CHART_COLORS[1] },
  { name: 'Backlog (right scale)', color: CHART_COLORS[2] },
];

/** Introduced vs fixed per week (bars) with the open backlog (line), or the same as a table. */
export const FlowCard = memo(function FlowCard({ weekly }: { weekly: readonly WeeklyFlow[] }) {
  const [asTable, setAsTable] = useState(false);
  const bars = useMemo(() => weeklyBars(weekly), [weekly]);
  const labelled = useMemo(() => labelledBars(bars), [bars]);
  const merged = bars[0] !== undefined && bars[0].weeks > 1;
  const chartName = 'Introduced vs fixed';
  const introducedMore = weekly.filter((week) => week.introduced > week.fixed).length;
  return (
    <RemediationCard
      title={chartName}
      subtitle={
        merged
          ? `Per ${bars[0]?.weeks} weeks (a long window), with the open backlog at the end of each`
          : 'Per week (Monday to Sunday, UTC), with the open backlog at the end of each'
      }
      actions={
        <>
          <RemediationCsvExport
            label="Export weekly flow (CSV)"
            what="introduced-vs-fixed"
            csv={() => weeklyFlowCsv(weekly)}
          />
          <TableToggle asTable={asTable} onToggle={() => setAsTable((shown) => !shown)} chartName={chartName} />
        </>
      }
    >
      {weekly.length === 0 ? (
        <p className={chartCard.emptyCompact}>No scans in this selection.</p>
      ) : asTable ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>Introduced, fixed and backlog per week</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Introduced</th>
                <th scope="col">Fixed</th>
                <th scope="col">Backlog</th>
              </tr>
            </thead>
            <tbody>
              {weekly.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{week.weekStart}</th>
                  <td>{formatCount(week.introduced)}</td>
                  <td>{formatCount(week.fixed)}</td>
                  <td>{formatCount(week.backlog)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          <Suspense fallback={<ChartSkeleton height={FLOW_CHART_HEIGHT} />}>
            <FlowChartView
              bars={bars}
              labelled={labelled}
              height={FLOW_CHART_HEIGHT}
              label={`Introduced vs fixed: ${weekly.length} weeks, more introduced than fixed in ${introducedMore} of them`}
            />
          </Suspense>
          <ul className={chartCard.key} aria-hidden="true">
            {KEY.map((entry) => (
              <li key={entry.name} className={chartCard.keyItem}>
                <span className={styles.swatch} style={{ background: entry.color }} />
                {entry.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </RemediationCard>
  );
});
