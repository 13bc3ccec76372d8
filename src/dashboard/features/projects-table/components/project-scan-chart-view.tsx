import type { DotsItemSymbolProps } from '@nivo/core';
import { isPoint, Line, type LineCustomSvgLayerProps, type LineSvgProps, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { paddedDomain, spacedTicks } from '@/dashboard/shared/charts/tick-spacing';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
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

/** Lines drawn by hand so the vulnerability line is dashed: the two series differ by more than colour. */
function DistinctLines({ series, lineGenerator }: LineCustomSvgLayerProps<PlottedSeries>) {
  return (
    <g>
      {series.map((line) => (
        <path
          key={line.id}
          d={lineGenerator(line.data.map((datum) => datum.position)) ?? undefined}
          fill="none"
          stroke={line.color}
          strokeWidth={2.5}
          strokeDasharray={line.id === VULNERABILITIES ? '6 4' : undefined}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ))}
    </g>
  );
}

/** Circles for the score, squares for vulnerabilities. (nivo passes the point's data as `datum`.) */
function ScanPointSymbol({ datum, size, color }: DotsItemSymbolProps<PlottedScanPoint>) {
  if (datum.seriesId === VULNERABILITIES) {
    return <rect x={-size / 2} y={-size / 2} width={size} height={size} fill={color} rx={1.5} />;
  }
  return <circle r={size / 2} fill={color} />;
}

/** 'Scanned on {date}', the scan's both values, and 'Fixed {n} vulnerabilities' or 'no mitigation'. */
export function ScanTooltip({ point }: PointTooltipProps<PlottedSeries>) {
  const scan = point.data;
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
  const axes = useMemo(
    () => ({
      score: { values: chart.scoreTicks.map((tick) => tick.value), format: tickFormatter(chart.scoreTicks) },
      vulnerabilities: {
        values: chart.vulnerabilityTicks.map((tick) => tick.value),
        format: tickFormatter(chart.vulnerabilityTicks),
      },
      dates: tickFormatter(chart.dateTicks),
    }),
    [chart],
  );
  // The x scale spans the first to the last scan with a little room each side (not rounded by nivo),
  // the same domain the date ticks are spaced on.
  const timeDomain = useMemo(() => paddedDomain(chart.series[0]?.data.map((point) => point.x) ?? []), [chart]);
  const reducedMotion = useReducedMotion();

  return (
    <div className={styles.plot}>
      <ChartFrame height={PROJECT_CHART_HEIGHT} label={label}>
        {({ width, height }) => (
          <Line<PlottedSeries>
            width={width}
            height={height}
            data={chart.series}
            margin={MARGIN}
            xScale={{ type: 'linear', min: timeDomain.min, max: timeDomain.max, nice: false }}
            yScale={{ type: 'linear', min: chart.yRange.min, max: chart.yRange.max }}
            colors={SERIES_COLORS}
            layers={['grid', 'axes', 'crosshair', DistinctLines, 'points', 'mesh']}
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
            pointSize={8}
            // nivo types the symbol's datum as the Point, but passes the point's data.
            pointSymbol={ScanPointSymbol as unknown as LineSvgProps<PlottedSeries>['pointSymbol']}
            pointBorderWidth={0}
            useMesh
            crosshairType="x"
            tooltip={ScanTooltip}
            onClick={(datum) => {
              if (isPoint(datum)) onSelectScan(datum.data.x);
            }}
            theme={chartTheme}
            animate={!reducedMotion}
            role="img"
            ariaLabel={label}
            ariaDescribedBy={summaryId}
          />
        )}
      </ChartFrame>
    </div>
  );
}
