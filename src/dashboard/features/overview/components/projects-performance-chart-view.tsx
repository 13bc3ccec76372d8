import { Bar, type BarCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
import { ZeroLine } from '@/dashboard/shared/charts/zero-line';
import {
  formatCompactSigned,
  performanceAxisTicks,
  VALUE_LABEL_PADDING,
  valueLabelFitsInside,
} from '../model/charts/performance-axis';
import type { PerformanceBar } from '../model/charts/performance-bars';
import styles from './projects-performance-chart.module.css';

// The left margin holds the project names (cut to 24 characters by the model); the right one, half
// of the last tick's label.
const MARGIN = { top: 8, right: 24, bottom: 40, left: 176 };

function PerformanceTooltip({ data }: BarTooltipProps<PerformanceBar>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <span>{data.label}</span>
      <span className={styles.tooltipValue}>Performance {data.valueLabel}</span>
    </div>
  );
}

/**
 * Each bar's signed score at its outer end: inside the bar, in white, when it fits (so a long bar's
 * label neither leaves the chart on the right nor runs onto the project names on the left), just
 * outside a shorter bar otherwise.
 */
function ValueLabels({ bars }: BarCustomLayerProps<PerformanceBar>) {
  return (
    <g>
      {bars.map((bar) => {
        const { direction, valueLabel } = bar.data.data;
        const improved = direction === 'increase';
        const inside = valueLabelFitsInside(bar.width, valueLabel);
        const outerEnd = improved ? bar.x + bar.width : bar.x;
        // Right of the outer end: outside an improvement, inside a decline.
        const rightwards = improved !== inside;
        return (
          <text
            key={bar.key}
            x={outerEnd + (rightwards ? VALUE_LABEL_PADDING : -VALUE_LABEL_PADDING)}
            y={bar.y + bar.height / 2}
            textAnchor={rightwards ? 'start' : 'end'}
            dominantBaseline="central"
            style={{
              ...chartTheme.text,
              fill: inside ? 'var(--color-text-inverse)' : chartTheme.axis.legend.text.fill,
              fontWeight: 600,
            }}
          >
            {valueLabel}
          </text>
        );
      })}
    </g>
  );
}

/** The nivo part of the projects performance chart (lazy-loaded). */
export function ProjectsPerformanceChartView({
  bars,
  domain,
  height,
  label,
}: {
  bars: readonly PerformanceBar[];
  domain: { min: number; max: number };
  height: number;
  label: string;
}) {
  // nivo draws the first row at the bottom of a horizontal chart; reversed, the best project is on top.
  const rows = useMemo(() => [...bars].reverse(), [bars]);
  const shortLabels = useMemo(() => new Map(bars.map((bar) => [bar.key, bar.shortLabel])), [bars]);
  const ticks = useMemo(() => performanceAxisTicks(domain), [domain]);
  const reducedMotion = useReducedMotion();
  return (
    <ChartFrame height={height} label={label}>
      {({ width, height: chartHeight }) => (
        <Bar<PerformanceBar>
          width={width}
          height={chartHeight}
          data={rows}
          keys={['performanceScore']}
          indexBy="key"
          layout="horizontal"
          margin={MARGIN}
          padding={0.3}
          colors={({ data }) => data.color}
          borderRadius={4}
          borderColor="transparent"
          valueScale={{ type: 'linear', min: domain.min, max: domain.max }}
          enableGridX
          gridXValues={ticks}
          enableGridY={false}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 10, format: (key) => shortLabels.get(String(key)) ?? '' }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: ticks,
            format: (value) => formatCompactSigned(Number(value)),
          }}
          layers={['grid', ZeroLine, 'axes', 'bars', ValueLabels]}
          theme={chartTheme}
          tooltip={PerformanceTooltip}
          animate={!reducedMotion}
          role="img"
          ariaLabel={label}
          // No aria-label on the bars (a rect cannot carry one): the card's hidden list describes them.
        />
      )}
    </ChartFrame>
  );
}
