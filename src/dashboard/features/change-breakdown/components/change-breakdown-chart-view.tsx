import type { BarTooltipProps } from '@nivo/bar';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { type ChartOf, DivergingBarChart } from '@/dashboard/shared/charts/diverging-bar-chart';
import { type BreakdownBar, formatSignedAmount } from '../model/breakdown-table';
import styles from './change-breakdown.module.css';

// The left margin holds the short project names (24 characters at most); the right one, half a tick label.
const MARGIN = { top: 8, right: 24, bottom: 36, left: 184 };

const rises = (bar: BreakdownBar) => bar.change > 0;

function BreakdownTooltip({ data }: BarTooltipProps<BreakdownBar>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      {data.description}
    </div>
  );
}

/**
 * The nivo part of the breakdown chart (lazy-loaded): one horizontal bar per row, diverging from 0,
 * the largest change on top, its signed change just beyond its outer end.
 */
export function ChangeBreakdownChartView(chart: ChartOf<BreakdownBar>) {
  return (
    <DivergingBarChart<BreakdownBar>
      {...chart}
      valueKey="change"
      rises={rises}
      margin={MARGIN}
      borderRadius={3}
      tickValues={5}
      formatTick={formatSignedAmount}
      tooltip={BreakdownTooltip}
    />
  );
}
