import { Bar, type BarCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
import type { FlowBar } from '../model/weekly-bars';
import styles from './remediation-section.module.css';

const MARGIN = { top: 16, right: 64, bottom: 40, left: 48 };
const BACKLOG_COLOR = CHART_COLORS[2];
type Datum = FlowBar & { Introduced: number; Fixed: number };

function FlowTooltip({ data }: BarTooltipProps<Datum>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <strong>{data.weeks > 1 ? `${data.weeks} weeks from ${data.weekStart}` : `Week of ${data.weekStart}`}</strong>
      <span>Introduced: {data.introduced}</span>
      <span>Fixed: {data.fixed}</span>
      <span>Backlog: {data.backlog}</span>
    </div>
  );
}

/** The backlog as a line over the bars, on its own scale (right axis): it is usually far larger. */
function backlogLayer(maxBacklog: number) {
  return function BacklogLine({ bars, innerWidth, innerHeight }: BarCustomLayerProps<Datum>) {
    const centres = new Map<string, { x: number; backlog: number }>();
    for (const bar of bars) {
      const key = String(bar.data.indexValue);
      const seen = centres.get(key);
      const left = Math.min(seen ? seen.x : bar.x, bar.x);
      const right = Math.max(seen ? seen.x : bar.x + bar.width, bar.x + bar.width);
      centres.set(key, { x: seen ? (left + right) / 2 : bar.x + bar.width / 2, backlog: bar.data.data.backlog });
    }
    // A share of the highest backlog, 0 to 1; a value the answer made unusable draws at 0, never as NaN.
    const share = (backlog: number) => {
      const ratio = backlog / maxBacklog;
      return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0;
    };
    const y = (backlog: number) => innerHeight - share(backlog) * innerHeight;
    const points = [...centres.values()];
    const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${y(point.backlog)}`).join(' ');
    return (
      <g>
        <path d={path} fill="none" stroke={BACKLOG_COLOR} strokeWidth={2.5} />
        {points.map((point) => (
          <circle
            key={point.x}
            cx={point.x}
            cy={y(point.backlog)}
            r={2.5}
            fill="var(--color-surface)"
            stroke={BACKLOG_COLOR}
          />
        ))}
        {[0, maxBacklog].map((tick) => (
          <text key={tick} x={innerWidth + 8} y={y(tick)} dominantBaseline="central" style={chartTheme.axis.ticks.text}>
            {tick}
          </text>
        ))}
        <text
          x={innerWidth + 8}
          y={innerHeight / 2}
          dominantBaseline="central"
          style={{
            ...chartTheme.text,
            fontWeight: 600,
            fill: `color-mix(in srgb, ${BACKLOG_COLOR} 65%, var(--color-text))`,
          }}
        >
          Backlog
        </text>
      </g>
    );
  };
}

/** The nivo part of the introduced vs fixed chart (lazy-loaded). */
export function FlowChartView({
  bars,
  labelled,
  height,
  label,
}: {
  bars: readonly FlowBar[];
  labelled: ReadonlySet<string>;
  height: number;
  label: string;
}) {
  const reducedMotion = useReducedMotion();
  const data = useMemo(() => bars.map((bar) => ({ ...bar, Introduced: bar.introduced, Fixed: bar.fixed })), [bars]);
  const maxBacklog = useMemo(() => Math.max(0, ...bars.map((bar) => bar.backlog).filter(Number.isFinite)), [bars]);
  const layers = useMemo(() => ['grid', 'axes', 'bars', backlogLayer(maxBacklog)] as const, [maxBacklog]);
  return (
    <ChartFrame height={height} label={label}>
      {({ width, height: chartHeight }) => (
        <Bar<Datum>
          width={width}
          height={chartHeight}
          data={data}
          keys={['Introduced', 'Fixed']}
          indexBy="weekStart"
          groupMode="grouped"
          margin={MARGIN}
          padding={0.25}
          innerPadding={1}
          colors={[CHART_COLORS[3], CHART_COLORS[1]]}
          borderRadius={2}
          enableLabel={false}
          enableGridY
          axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5 }}
          gridYValues={5}
          axisBottom={{
            tickSize: 0,
            tickPadding: 10,
            format: (value) => (labelled.has(String(value)) ? String(value).slice(5) : ''),
          }}
          layers={[...layers]}
          theme={chartTheme}
          tooltip={FlowTooltip}
          animate={!reducedMotion}
          role="img"
          ariaLabel={label}
        />
      )}
    </ChartFrame>
  );
}
