import { BarCanvas, type BarCanvasCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { canvasFont, drawRoundedBar, useCanvasName } from '@/dashboard/shared/charts/canvas-drawing';
import { type CanvasPalette, useCanvasPalette } from '@/dashboard/shared/charts/canvas-theme';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
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
function backlogLayer(maxBacklog: number, { theme, colour }: CanvasPalette) {
  return function drawBacklogLine(
    context: CanvasRenderingContext2D,
    { bars, innerWidth, innerHeight }: BarCanvasCustomLayerProps<Datum>,
  ) {
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
    context.save();
    context.strokeStyle = BACKLOG_COLOR;
    context.lineWidth = 2.5;
    context.beginPath();
    points.forEach((point, index) => {
      if (index === 0) context.moveTo(point.x, y(point.backlog));
      else context.lineTo(point.x, y(point.backlog));
    });
    context.stroke();
    context.fillStyle = colour('var(--color-surface)');
    context.lineWidth = 1;
    for (const point of points) {
      context.beginPath();
      context.arc(point.x, y(point.backlog), 2.5, 0, 2 * Math.PI);
      context.fill();
      context.stroke();
    }
    context.textBaseline = 'middle';
    context.textAlign = 'left';
    context.font = canvasFont({ fontFamily: theme.text.fontFamily, fontSize: theme.axis.ticks.text.fontSize });
    context.fillStyle = theme.axis.ticks.text.fill;
    for (const tick of [0, maxBacklog]) context.fillText(String(tick), innerWidth + 8, y(tick));
    context.font = canvasFont(theme.text, 600);
    context.fillStyle = colour(`color-mix(in srgb, ${BACKLOG_COLOR} 65%, var(--color-text))`);
    context.fillText('Backlog', innerWidth + 8, innerHeight / 2);
    context.restore();
  };
}

/** The nivo part of the introduced vs fixed chart (lazy-loaded), drawn on a canvas. */
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
  const palette = useCanvasPalette();
  const nameCanvas = useCanvasName(label);
  const data = useMemo(() => bars.map((bar) => ({ ...bar, Introduced: bar.introduced, Fixed: bar.fixed })), [bars]);
  const maxBacklog = useMemo(() => Math.max(0, ...bars.map((bar) => bar.backlog).filter(Number.isFinite)), [bars]);
  const layers = useMemo(
    () => ['grid', 'axes', 'bars', backlogLayer(maxBacklog, palette)] as const,
    [maxBacklog, palette],
  );
  return (
    <ChartFrame height={height} label={label} onCanvas>
      {({ width, height: chartHeight }) => (
        <BarCanvas<Datum>
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
          renderBar={drawRoundedBar}
          theme={palette.theme}
          pixelRatio={palette.pixelRatio}
          tooltip={FlowTooltip}
          ref={nameCanvas}
        />
      )}
    </ChartFrame>
  );
}
