import { Bar, type BarCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { ChartFrame } from '../../../shared/charts/chart-size';
import { chartTheme } from '../../../shared/charts/chart-theme';
import type { PerformanceBar } from '../model/performance-bars';
import { formatSigned } from '../model/ranking-display';
import styles from './projects-performance-chart.module.css';

// The left margin holds the project names (cut to 24 characters by the model).
const MARGIN = { top: 8, right: 24, bottom: 40, left: 176 };
const VALUE_LABEL_GAP = 6;

function PerformanceTooltip({ data }: BarTooltipProps<PerformanceBar>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <span>{data.label}</span>
      <span className={styles.tooltipValue}>Performance {data.valueLabel}</span>
    </div>
  );
}

/** Each bar's signed score at its outer end: right of an improvement, left of a decline. */
function ValueLabels({ bars }: BarCustomLayerProps<PerformanceBar>) {
  return (
    <g>
      {bars.map((bar) => {
        const improved = bar.data.data.direction === 'increase';
        return (
          <text
            key={bar.key}
            x={improved ? bar.x + bar.width + VALUE_LABEL_GAP : bar.x - VALUE_LABEL_GAP}
            y={bar.y + bar.height / 2}
            textAnchor={improved ? 'start' : 'end'}
            dominantBaseline="central"
            style={{ ...chartTheme.text, fill: chartTheme.axis.legend.text.fill, fontWeight: 600 }}
          >
            {bar.data.data.valueLabel}
          </text>
        );
      })}
    </g>
  );
}

/** The line at 0 the bars diverge from. */
function ZeroLine({ xScale, innerHeight }: BarCustomLayerProps<PerformanceBar>) {
  const x = (xScale as (value: number) => number)(0);
  return <line x1={x} x2={x} y1={0} y2={innerHeight} stroke={chartTheme.axis.domain.line.stroke} strokeWidth={2} />;
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
          enableGridY={false}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 10, format: (key) => shortLabels.get(String(key)) ?? '' }}
          axisBottom={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value) => formatSigned(Number(value)) }}
          layers={['grid', ZeroLine, 'axes', 'bars', ValueLabels]}
          theme={chartTheme}
          tooltip={PerformanceTooltip}
          role="img"
          ariaLabel={label}
          barAriaLabel={({ data }) => data.description}
        />
      )}
    </ChartFrame>
  );
}
