import type { BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { type ChartOf, DivergingBarChart } from '@/dashboard/shared/charts/diverging-bar-chart';
import { formatCompactSigned, performanceAxisTicks } from '../model/charts/performance-axis';
import type { PerformanceBar } from '../model/charts/performance-bars';
import styles from './projects-performance-chart.module.css';

// The left margin holds the project names (cut to 24 characters by the model); the right one, half
// of the last tick's label.
const MARGIN = { top: 8, right: 24, bottom: 40, left: 176 };

const improved = (bar: PerformanceBar) => bar.direction === 'increase';

function PerformanceTooltip({ data }: BarTooltipProps<PerformanceBar>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <span>{data.label}</span>
      <span className={styles.tooltipValue}>Performance {data.valueLabel}</span>
    </div>
  );
}

/**
 * The nivo part of the projects performance chart (lazy-loaded), the best project on top. A long
 * bar's score is written inside it, so it neither leaves the chart on the right nor runs onto the
 * project names on the left.
 */
export function ProjectsPerformanceChartView(chart: ChartOf<PerformanceBar>) {
  const ticks = useMemo(() => performanceAxisTicks(chart.domain), [chart.domain]);
  return (
    <DivergingBarChart<PerformanceBar>
      {...chart}
      valueKey="performanceScore"
      rises={improved}
      margin={MARGIN}
      borderRadius={4}
      tickValues={ticks}
      gridValues={ticks}
      formatTick={formatCompactSigned}
      labelsInside
      tooltip={PerformanceTooltip}
    />
  );
}
