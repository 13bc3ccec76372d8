import { Line, type LineCustomSvgLayerProps, type SliceTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
import type { LineSeries } from '@/dashboard/shared/metrics/types';
import { formatYTick, isDrawnPoint, type UsageYAxis } from '../model/charts/usage-chart-scale';
import { USAGE_SERIES_IDS } from '../model/charts/usage-series';
import styles from './usage-chart.module.css';

type UsageSeries = LineSeries;
type LayerProps = LineCustomSvgLayerProps<UsageSeries>;

// The right margin holds each line's name at its end: the legend is hidden, so the
// lines are named where they are drawn rather than by colour alone.
const MARGIN = { top: 16, right: 80, bottom: 40, left: 48 };
const POINT_RADIUS = 2.5;
/** Width of one character of an 11 px tick label, rounded up: the left margin grows with the longest. */
const TICK_CHARACTER_WIDTH = 7;
const TICK_LABEL_ROOM = 8 + 8;

const SERIES_COLORS: Readonly<Record<string, string>> = {
  [USAGE_SERIES_IDS.projects]: CHART_COLORS[0],
  [USAGE_SERIES_IDS.analyses]: CHART_COLORS[1],
  [USAGE_SERIES_IDS.exclusions]: CHART_COLORS[2],
};

/** Small points, only every k-th one and the last: the line carries the shape, points mark values. */
function ThinnedPoints({ series }: LayerProps) {
  return (
    <g>
      {series.flatMap((line) =>
        line.data
          .filter((_, index) => isDrawnPoint(index, line.data.length))
          .map((datum) => (
            <circle
              key={`${line.id}-${String(datum.data.x)}`}
              cx={datum.position.x}
              cy={datum.position.y}
              r={POINT_RADIUS}
              fill="var(--color-surface)"
              stroke={line.color}
              strokeWidth={2}
            />
          )),
      )}
    </g>
  );
}

/** Each line's name just after its last point. */
function LineEndLabels({ series }: LayerProps) {
  return (
    <g>
      {series.map((line) => {
        const last = line.data[line.data.length - 1];
        if (!last) return null;
        return (
          <text
            key={line.id}
            x={last.position.x + 8}
            y={last.position.y}
            dominantBaseline="central"
            className={styles.lineLabel}
            // The series colour, darkened so the name reads at 4.5:1 on white (the orange and teal alone do not).
            style={{ fill: `color-mix(in srgb, ${line.color} 65%, var(--color-text))` }}
          >
            {line.id}
          </text>
        );
      })}
    </g>
  );
}

function UsageTooltip({ slice }: SliceTooltipProps<UsageSeries>) {
  const date = slice.points[0]?.data.xFormatted;
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <span className={styles.tooltipDate}>{date}</span>
      {slice.points.map((point) => (
        <span key={point.id} className={styles.tooltipRow}>
          <span className={styles.swatch} style={{ background: point.seriesColor }} aria-hidden="true" />
          {point.seriesId}: <strong>{point.data.yFormatted}</strong>
        </span>
      ))}
    </div>
  );
}

/** The nivo part of the usage chart (lazy-loaded). */
export function UsageChartView({
  series,
  yAxis,
  xDates,
  height,
  label,
}: {
  series: readonly UsageSeries[];
  yAxis: UsageYAxis;
  xDates: readonly string[];
  height: number;
  label: string;
}) {
  const { top, gridValues, labelValues } = yAxis;
  const colors = useMemo(() => series.map((line) => SERIES_COLORS[line.id] ?? CHART_COLORS[0]), [series]);
  const reducedMotion = useReducedMotion();
  const margin = useMemo(() => {
    const longest = Math.max(...labelValues.map((tick) => formatYTick(tick).length), 1);
    return { ...MARGIN, left: Math.max(MARGIN.left, longest * TICK_CHARACTER_WIDTH + TICK_LABEL_ROOM) };
  }, [labelValues]);
  return (
    <ChartFrame height={height} label={label}>
      {({ width, height: chartHeight }) => (
        <Line<UsageSeries>
          width={width}
          height={chartHeight}
          data={series}
          margin={margin}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: top }}
          colors={colors}
          lineWidth={2.5}
          curve="monotoneX"
          enablePoints={false}
          enableGridX={false}
          gridYValues={[...gridValues]}
          axisLeft={{
            tickValues: [...labelValues],
            tickSize: 0,
            tickPadding: 8,
            format: (value) => formatYTick(Number(value)),
          }}
          axisBottom={{ tickValues: [...xDates], tickSize: 0, tickPadding: 10 }}
          enableSlices="x"
          sliceTooltip={UsageTooltip}
          enableCrosshair
          legends={[]}
          layers={['grid', 'axes', 'crosshair', 'lines', ThinnedPoints, LineEndLabels, 'slices']}
          theme={chartTheme}
          animate={!reducedMotion}
          role="img"
          ariaLabel={label}
        />
      )}
    </ChartFrame>
  );
}
