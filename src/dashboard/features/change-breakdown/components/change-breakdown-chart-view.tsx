import { Bar, type BarCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
import { ZeroLine } from '@/dashboard/shared/charts/zero-line';
import { type BreakdownBar, formatSignedAmount } from '../model/breakdown-view';
import styles from './change-breakdown.module.css';

// The left margin holds the short project names (24 characters at most); the right one, half a tick label.
const MARGIN = { top: 8, right: 24, bottom: 36, left: 184 };
const LABEL_GAP = 6;

function BreakdownTooltip({ data }: BarTooltipProps<BreakdownBar>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      {data.description}
    </div>
  );
}

/** Each bar's signed change just beyond its outer end. */
function ValueLabels({ bars }: BarCustomLayerProps<BreakdownBar>) {
  return (
    <g>
      {bars.map((bar) => {
        const rises = bar.data.data.change > 0;
        return (
          <text
            key={bar.key}
            x={rises ? bar.x + bar.width + LABEL_GAP : bar.x - LABEL_GAP}
            y={bar.y + bar.height / 2}
            textAnchor={rises ? 'start' : 'end'}
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

/** The nivo part of the breakdown chart (lazy-loaded): one horizontal bar per row, diverging from 0. */
export function ChangeBreakdownChartView({
  bars,
  domain,
  height,
  label,
}: {
  bars: readonly BreakdownBar[];
  domain: { min: number; max: number };
  height: number;
  label: string;
}) {
  // nivo draws the first row at the bottom of a horizontal chart; reversed, the largest change is on top.
  const rows = useMemo(() => [...bars].reverse(), [bars]);
  const shortLabels = useMemo(() => new Map(bars.map((bar) => [bar.key, bar.shortLabel])), [bars]);
  const reducedMotion = useReducedMotion();
  return (
    <ChartFrame height={height} label={label}>
      {({ width, height: chartHeight }) => (
        <Bar<BreakdownBar>
          width={width}
          height={chartHeight}
          data={rows}
          keys={['change']}
          indexBy="key"
          layout="horizontal"
          margin={MARGIN}
          padding={0.3}
          colors={({ data }) => data.color}
          borderRadius={3}
          valueScale={{ type: 'linear', min: domain.min, max: domain.max }}
          enableGridX
          enableGridY={false}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 10, format: (key) => shortLabels.get(String(key)) ?? '' }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: 5,
            format: (value) => formatSignedAmount(Number(value)),
          }}
          layers={['grid', ZeroLine, 'axes', 'bars', ValueLabels]}
          theme={chartTheme}
          tooltip={BreakdownTooltip}
          animate={!reducedMotion}
          role="img"
          ariaLabel={label}
        />
      )}
    </ChartFrame>
  );
}
