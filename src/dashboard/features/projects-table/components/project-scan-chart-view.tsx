import { isPoint, LineCanvas, type LineCustomCanvasLayerProps, type PointTooltipProps } from '@nivo/line';
import { useCallback, useMemo } from 'react';
import { useCanvasName } from '@/dashboard/shared/charts/canvas-drawing';
import { useCanvasPalette } from '@/dashboard/shared/charts/canvas-theme';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { paddedDomain, spacedTicks } from '@/dashboard/shared/charts/tick-spacing';
import {
  type AxisTick,
  type DualAxisScanChart,
  type PlottedScanPoint,
  type PlottedSeries,
  type PlottedSeriesId,
  PROJECT_CHART_HEIGHT,
} from '../model/scan-chart-axes';
import styles from './project-scan-chart.module.css';

const MARGIN = { top: 16, right: 56, bottom: 40, left: 56 };
/** Security score in the brand blue, vulnerabilities in orange: distinguishable with common colour-vision deficiencies. */
const SERIES_COLORS = [CHART_COLORS[0], CHART_COLORS[2]];
const VULNERABILITIES: PlottedSeriesId = 'Vulnerabilities';

/** Each axis labels its own ticks; nivo only knows the positions. */
function tickFormatter(ticks: readonly AxisTick[]) {
  const labels = new Map(ticks.map((tick) => [tick.value, tick.label]));
  return (value: unknown) => labels.get(Number(value)) ?? '';
}

type LayerProps = LineCustomCanvasLayerProps<PlottedSeries>;

const LINE_WIDTH = 2.5;
const VULNERABILITY_DASH = [6, 4];
const POINT_SIZE = 8;
/** The point under the pointer grows, so the reader sees which scan the tooltip and a click are about. */
const CURRENT_POINT_SIZE = 12;

/** Lines drawn by hand so the vulnerability line is dashed: the two series differ by more than colour. */
function drawDistinctLines(context: CanvasRenderingContext2D, { series, lineGenerator }: LayerProps) {
  lineGenerator.context(context);
  for (const line of series) {
    context.save();
    context.strokeStyle = line.color;
    context.lineWidth = LINE_WIDTH;
    context.lineJoin = 'round';
    context.lineCap = 'round';
    context.setLineDash(line.id === VULNERABILITIES ? VULNERABILITY_DASH : []);
    context.beginPath();
    lineGenerator(line.data.map((datum) => datum.position));
    context.stroke();
    context.restore();
  }
}

/** Circles for the score, squares for vulnerabilities; the point under the pointer larger. */
function drawScanPoints(context: CanvasRenderingContext2D, { points, currentPoint }: LayerProps) {
  for (const point of points) {
    const size = point.id === currentPoint?.id ? CURRENT_POINT_SIZE : POINT_SIZE;
    context.fillStyle = point.seriesColor;
    context.beginPath();
    if (point.seriesId === VULNERABILITIES) context.rect(point.x - size / 2, point.y - size / 2, size, size);
    else context.arc(point.x, point.y, size / 2, 0, 2 * Math.PI);
    context.fill();
  }
}

/** 'Scanned on {date}', the scan's both values, and 'Fixed {n} vulnerabilities' or 'no mitigation'. */
export function ScanTooltip({ point }: PointTooltipProps<PlottedSeries>) {
  const scan: PlottedScanPoint = point.data;
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <strong className={styles.tooltipTitle}>{scan.title}</strong>
      <dl className={styles.tooltipValues}>
        <div>
          <dt>Security score</dt>
          <dd>{scan.securityScore}</dd>
        </div>
        <div>
          <dt>Vulnerabilities</dt>
          <dd>{scan.vulnerabilityCount}</dd>
        </div>
      </dl>
      <span className={styles.tooltipFooter}>{scan.footer}</span>
    </div>
  );
}

/** Both y axes' and the date axis's tick positions and labels, and the scans' time span. */
function useScanChartAxes(chart: DualAxisScanChart) {
  return useMemo(
    () => ({
      score: { values: chart.scoreTicks.map((tick) => tick.value), format: tickFormatter(chart.scoreTicks) },
      vulnerabilities: {
        values: chart.vulnerabilityTicks.map((tick) => tick.value),
        format: tickFormatter(chart.vulnerabilityTicks),
      },
      dates: tickFormatter(chart.dateTicks),
      // The x scale spans the first to the last scan with a little room each side (not rounded by
      // nivo), the same domain the date ticks are spaced on.
      timeDomain: paddedDomain(chart.series[0]?.data.map((point) => point.x) ?? []),
    }),
    [chart],
  );
}

/** The vertical line through the scan under the pointer (a canvas chart has no crosshair of its own). */
function useCrosshairLayer(crosshair: ReturnType<typeof useCanvasPalette>['theme']['crosshair']) {
  return useCallback(
    (context: CanvasRenderingContext2D, { currentPoint, innerHeight }: LayerProps) => {
      if (!currentPoint) return;
      context.save();
      context.strokeStyle = crosshair.line.stroke;
      context.globalAlpha = crosshair.line.strokeOpacity;
      context.lineWidth = crosshair.line.strokeWidth;
      context.setLineDash(VULNERABILITY_DASH);
      context.beginPath();
      context.moveTo(currentPoint.x, 0);
      context.lineTo(currentPoint.x, innerHeight);
      context.stroke();
      context.restore();
    },
    [crosshair],
  );
}

/** The nivo part of the project chart (lazy-loaded). */
export function ProjectScanChartView({
  chart,
  label,
  summaryId,
  onSelectScan,
}: {
  chart: DualAxisScanChart;
  label: string;
  /** The id of the chart's text summary, read as its description. */
  summaryId: string;
  onSelectScan: (timestamp: number) => void;
}) {
  const axes = useScanChartAxes(chart);
  const { timeDomain } = axes;
  const { theme, pixelRatio } = useCanvasPalette();
  const drawCrosshair = useCrosshairLayer(theme.crosshair);
  const nameCanvas = useCanvasName(label, summaryId);

  return (
    <div className={styles.plot}>
      <ChartFrame height={PROJECT_CHART_HEIGHT} label={label} onCanvas drawWhenNear={false}>
        {({ width, height }) => (
          <LineCanvas<PlottedSeries>
            width={width}
            height={height}
            data={chart.series}
            margin={MARGIN}
            xScale={{ type: 'linear', min: timeDomain.min, max: timeDomain.max, nice: false }}
            yScale={{ type: 'linear', min: chart.yRange.min, max: chart.yRange.max }}
            colors={SERIES_COLORS}
            layers={['grid', 'axes', drawCrosshair, drawDistinctLines, drawScanPoints]}
            enableGridX={false}
            gridYValues={axes.score.values}
            axisLeft={{
              tickValues: axes.score.values,
              format: axes.score.format,
              tickSize: 0,
              tickPadding: 8,
              legend: 'Security score',
              legendOffset: -44,
              legendPosition: 'middle',
            }}
            axisRight={{
              tickValues: axes.vulnerabilities.values,
              format: axes.vulnerabilities.format,
              tickSize: 0,
              tickPadding: 8,
              legend: 'Vulnerabilities',
              legendOffset: 44,
              legendPosition: 'middle',
            }}
            axisBottom={{
              // Scans close together would write their dates over each other: ticks keep 70 px apart.
              tickValues: spacedTicks(chart.dateTicks, {
                ...timeDomain,
                length: width - MARGIN.left - MARGIN.right,
              }).map((tick) => tick.value),
              format: axes.dates,
              tickSize: 0,
              tickPadding: 10,
            }}
            enablePoints={false}
            tooltip={ScanTooltip}
            // The scan nearest the pointer (nivo's Delaunay mesh), as the SVG chart's mesh chose it.
            onClick={(datum) => {
              if (isPoint(datum)) onSelectScan(datum.data.x);
            }}
            theme={theme}
            pixelRatio={pixelRatio}
            ref={nameCanvas}
          />
        )}
      </ChartFrame>
    </div>
  );
}
