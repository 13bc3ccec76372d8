import { LineCanvas, type LineCustomCanvasLayerProps, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { canvasFont, useCanvasName } from '@/dashboard/shared/charts/canvas-drawing';
import { type CanvasPalette, useCanvasPalette } from '@/dashboard/shared/charts/canvas-theme';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
import type { LineSeries } from '@/dashboard/shared/metrics/types';
import { formatYTick, isDrawnPoint, type UsageYAxis } from '../model/charts/usage-chart-scale';
import { USAGE_SERIES_IDS } from '../model/charts/usage-series';
import styles from './usage-chart.module.css';

type UsageSeries = LineSeries;
type LayerProps = LineCustomCanvasLayerProps<UsageSeries>;

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

/** The canvas layers of the chart's own drawing, in the theme's computed colours. */
function usageLayers({ theme, colour }: CanvasPalette) {
  /** The vertical line through the date under the pointer, which the tooltip reads out. */
  function drawCrosshair(context: CanvasRenderingContext2D, { currentPoint, innerHeight }: LayerProps) {
    if (!currentPoint) return;
    context.save();
    context.strokeStyle = theme.crosshair.line.stroke;
    context.globalAlpha = theme.crosshair.line.strokeOpacity;
    context.lineWidth = theme.crosshair.line.strokeWidth;
    context.setLineDash([6, 6]);
    context.beginPath();
    context.moveTo(currentPoint.x, 0);
    context.lineTo(currentPoint.x, innerHeight);
    context.stroke();
    context.restore();
  }

  /** Small points, only every k-th one and the last: the line carries the shape, points mark values. */
  function drawThinnedPoints(context: CanvasRenderingContext2D, { series }: LayerProps) {
    context.save();
    context.fillStyle = colour('var(--color-surface)');
    context.lineWidth = 2;
    for (const line of series) {
      context.strokeStyle = line.color;
      line.data.forEach((datum, index) => {
        if (!isDrawnPoint(index, line.data.length)) return;
        context.beginPath();
        context.arc(datum.position.x, datum.position.y, POINT_RADIUS, 0, 2 * Math.PI);
        context.fill();
        context.stroke();
      });
    }
    context.restore();
  }

  /** Each line's name just after its last point. */
  function drawLineEndLabels(context: CanvasRenderingContext2D, { series }: LayerProps) {
    context.save();
    context.font = canvasFont(theme.text, 600);
    context.textBaseline = 'middle';
    context.textAlign = 'left';
    for (const line of series) {
      const last = line.data[line.data.length - 1];
      if (!last) continue;
      // The series colour, darkened so the name reads at 4.5:1 on white (the orange and teal alone do not).
      context.fillStyle = colour(`color-mix(in srgb, ${line.color} 65%, var(--color-text))`);
      context.fillText(String(line.id), last.position.x + 8, last.position.y);
    }
    context.restore();
  }

  return ['grid', 'axes', drawCrosshair, 'lines', drawThinnedPoints, drawLineEndLabels] as const;
}

/**
 * The tooltip of the date nearest the pointer: every line's value on that date (the SVG chart's
 * slice), from the point nivo's mesh found.
 */
function usageTooltip(series: readonly UsageSeries[], colors: readonly string[]) {
  return function UsageTooltip({ point }: PointTooltipProps<UsageSeries>) {
    const date = point.data.x;
    return (
      <div className={styles.tooltip} style={chartTheme.tooltip.container}>
        <span className={styles.tooltipDate}>{point.data.xFormatted}</span>
        {series.map((line, index) => {
          const value = line.data.find((datum) => datum.x === date)?.y;
          if (value === undefined || value === null) return null;
          return (
            <span key={line.id} className={styles.tooltipRow}>
              <span className={styles.swatch} style={{ background: colors[index] }} aria-hidden="true" />
              {line.id}: <strong>{String(value)}</strong>
            </span>
          );
        })}
      </div>
    );
  };
}

/** The nivo part of the usage chart (lazy-loaded), drawn on a canvas. */
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
  const palette = useCanvasPalette();
  const layers = useMemo(() => usageLayers(palette), [palette]);
  const tooltip = useMemo(() => usageTooltip(series, colors), [series, colors]);
  const nameCanvas = useCanvasName(label);
  const margin = useMemo(() => {
    const longest = Math.max(...labelValues.map((tick) => formatYTick(tick).length), 1);
    return { ...MARGIN, left: Math.max(MARGIN.left, longest * TICK_CHARACTER_WIDTH + TICK_LABEL_ROOM) };
  }, [labelValues]);
  return (
    <ChartFrame height={height} label={label} onCanvas>
      {({ width, height: chartHeight }) => (
        <LineCanvas<UsageSeries>
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
          tooltip={tooltip}
          legends={[]}
          layers={[...layers]}
          theme={palette.theme}
          pixelRatio={palette.pixelRatio}
          ref={nameCanvas}
        />
      )}
    </ChartFrame>
  );
}
