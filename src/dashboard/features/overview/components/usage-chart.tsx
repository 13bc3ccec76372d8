import { type ChangeEvent, lazy, memo, Suspense, useId, useMemo, useState } from 'react';
import chartCard from '@/dashboard/shared/charts/chart-card.module.css';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import type { UsageChart as UsageChartData } from '@/dashboard/shared/metrics/types';
import { Card } from '@/dashboard/shared/ui/card';
import { type UsageChartAxes, usageChartAxes } from '../model/charts/usage-chart-scale';
import { MIN_USAGE_DATES, USAGE_CHART, USAGE_CHART_MODES, type UsageChartMode } from '../model/charts/usage-series';
import type { CoverageStatus } from '../model/derive-dashboard';
import styles from './usage-chart.module.css';

/** What Coverage says when the filtered projects' series cannot be derived. */
export const COVERAGE_FAILED =
  'The coverage of the filtered projects could not be derived. Reload the page to read the answer again.';

// nivo loads in its own chunk, so the page's first view does not wait for it.
const UsageChartView = lazy(() => import('./usage-chart-view').then((module) => ({ default: module.UsageChartView })));

const SUBTITLES: Readonly<Record<UsageChartMode, string>> = {
  coverage: 'Projects and analyses per date',
  exclusions: 'Exclusions in place per date (running total)',
};

/** Under a project-name filter: Coverage follows the filter, Exclusions (set per account) do not. */
const FILTERED_SUBTITLES: Readonly<Record<UsageChartMode, string>> = {
  coverage: 'Projects and analyses per date, of the filtered projects only',
  exclusions:
    'Exclusions in place per date (running total), for the whole account: exclusions are not tied to a project, so the filter does not change them',
};

const isUsageChartMode = (value: string): value is UsageChartMode =>
  USAGE_CHART_MODES.some((mode) => mode.value === value);

/**
 * Usage over time: Coverage (Projects and Analyses) or Exclusions, chosen with a select. The chart
 * is hidden, with a short note, when the chosen series has fewer than 2 dates.
 */
export const UsageChart = memo(function UsageChart({
  coverage,
  exclusions,
  isFiltered = false,
  coverageStatus = 'ready',
  arriving = false,
  mode: controlledMode,
  onModeChange: onControlledModeChange,
}: {
  coverage: UsageChartData;
  exclusions: UsageChartData;
  /** Coverage is still being derived where the filtered projects' scans are (its place is held), or failed. */
  coverageStatus?: CoverageStatus;
  /**
   * The answer is still arriving: a series without enough dates yet holds the chart's place rather
   * than saying there is not enough data, and the card keeps its height when the rest comes.
   */
  arriving?: boolean;
  /** Whether a project-name filter is on: the subtitle then says what each series covers. */
  isFiltered?: boolean;
  /** The mode when the page owns it (kept in the address); the chart keeps its own otherwise. */
  mode?: UsageChartMode;
  onModeChange?: (mode: UsageChartMode) => void;
}) {
  const selectId = useId();
  const [ownMode, setOwnMode] = useState<UsageChartMode>('coverage');
  const mode = controlledMode ?? ownMode;
  const setMode = onControlledModeChange ?? setOwnMode;
  const chart = mode === 'coverage' ? coverage : exclusions;
  const modeLabel = USAGE_CHART_MODES.find((option) => option.value === mode)?.label ?? '';
  const axes = useMemo(() => usageChartAxes(chart, modeLabel), [chart, modeLabel]);

  const onModeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isUsageChartMode(event.target.value)) setMode(event.target.value);
  };

  return (
    <Card
      title="Usage over time"
      headingLevel={3}
      actions={
        <span className={styles.control}>
          <label htmlFor={selectId}>Usage</label>
          <select id={selectId} className={styles.select} value={mode} onChange={onModeChange}>
            {USAGE_CHART_MODES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      }
    >
      <p className={chartCard.subtitle}>{(isFiltered ? FILTERED_SUBTITLES : SUBTITLES)[mode]}</p>
      {(mode === 'coverage' && coverageStatus === 'pending') || (arriving && !chart.visible) ? (
        <ChartSkeleton height={USAGE_CHART.height} />
      ) : mode === 'coverage' && coverageStatus === 'failed' ? (
        <p className={chartCard.emptyCompact} role="alert">
          {COVERAGE_FAILED}
        </p>
      ) : chart.visible ? (
        <DrawnUsageChart chart={chart} axes={axes} />
      ) : (
        <p className={chartCard.emptyCompact}>
          Not enough data to draw {modeLabel.toLowerCase()} over time: it needs at least {MIN_USAGE_DATES} dates.
        </p>
      )}
    </Card>
  );
});

/** The chosen series drawn, with its axes' summary for screen readers. */
function DrawnUsageChart({ chart, axes }: { chart: UsageChartData; axes: UsageChartAxes }) {
  return (
    <>
      <Suspense fallback={<ChartSkeleton height={USAGE_CHART.height} />}>
        <UsageChartView
          series={chart.series}
          yAxis={axes.yAxis}
          xDates={axes.xDates}
          height={USAGE_CHART.height}
          label={axes.label}
        />
      </Suspense>
      <ul className="visually-hidden">
        {axes.summary.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </>
  );
}
