import { BarCanvas, type BarCanvasCustomLayerProps, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { canvasFont, drawRoundedBar, useCanvasName } from '@/dashboard/shared/charts/canvas-drawing';
import { type CanvasPalette, useCanvasPalette } from '@/dashboard/shared/charts/canvas-theme';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { wrapLabel } from '@/dashboard/shared/charts/tick-spacing';
import { formatCount } from '@/dashboard/shared/metrics/figure-format';
import type { ScoreBandCount } from '../model/charts/score-band-counts';
import styles from './projects-overview-chart.module.css';

// The left margin holds the counts ('1,500') and, beside them, the axis name.
const MARGIN = { top: 16, right: 16, bottom: 44, left: 64 };
/** Counts grouped like every other number on the page: '1,500', '1,487'. */
const formatTickCount = (value: number | string) => formatCount(Number(value));

/** Width of one character of an 11 px band name, rounded up, and the line height of a wrapped one. */
const TICK_CHARACTER_WIDTH = 6.5;
const TICK_LINE_HEIGHT = 14;
const TICK_PADDING = 10;

/**
 * Each band's name under its bar (a canvas layer: nivo's canvas axis writes one line), on two lines
 * ('low-moderate' over 'risk') when one line would run into its neighbour's.
 */
function bandNamesLayer(maxChars: number, { theme }: CanvasPalette) {
  return function drawBandNames(
    context: CanvasRenderingContext2D,
    { bars, innerHeight }: BarCanvasCustomLayerProps<ScoreBandCount>,
  ) {
    context.save();
    context.font = canvasFont({ fontFamily: theme.text.fontFamily, fontSize: theme.axis.ticks.text.fontSize });
    context.fillStyle = theme.axis.ticks.text.fill;
    context.textAlign = 'center';
    context.textBaseline = 'top';
    for (const bar of bars) {
      wrapLabel(String(bar.data.indexValue), maxChars).forEach((line, index) => {
        context.fillText(line.trim(), bar.x + bar.width / 2, innerHeight + TICK_PADDING + index * TICK_LINE_HEIGHT);
      });
    }
    context.restore();
  };
}

function BandTooltip({ data }: BarTooltipProps<ScoreBandCount>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <span className={styles.swatch} style={{ background: data.color }} aria-hidden="true" />
      <span>{data.description}</span>
    </div>
  );
}

/** The nivo part of the projects overview chart (lazy-loaded), drawn on a canvas. */
export function ProjectsOverviewChartView({
  counts,
  ticks,
  height,
  label,
}: {
  counts: readonly ScoreBandCount[];
  ticks: readonly number[];
  height: number;
  label: string;
}) {
  const top = ticks[ticks.length - 1] ?? 1;
  const palette = useCanvasPalette();
  const nameCanvas = useCanvasName(label);
  // Each band has a share of the plot's width for its name.
  const bandNames = useMemo(
    () => (width: number) =>
      bandNamesLayer(
        Math.floor((width - MARGIN.left - MARGIN.right) / counts.length / TICK_CHARACTER_WIDTH) - 1,
        palette,
      ),
    [counts.length, palette],
  );
  return (
    <ChartFrame height={height} label={label} onCanvas>
      {({ width, height: chartHeight }) => (
        <BarCanvas<ScoreBandCount>
          width={width}
          height={chartHeight}
          data={counts}
          keys={['projects']}
          indexBy="label"
          margin={MARGIN}
          padding={0.35}
          colors={({ data }) => palette.colour(data.color)}
          borderRadius={4}
          borderColor="transparent"
          valueScale={{ type: 'linear', min: 0, max: top }}
          gridYValues={[...ticks]}
          axisLeft={{
            tickValues: [...ticks],
            format: formatTickCount,
            tickSize: 0,
            tickPadding: 8,
            legend: 'Projects',
            legendOffset: -52,
            legendPosition: 'middle',
          }}
          axisBottom={null}
          // The count is written above each bar (totals), in the theme's dark text: readable on every band colour.
          enableLabel={false}
          enableTotals
          totalsOffset={8}
          valueFormat={formatTickCount}
          layers={['grid', 'axes', 'bars', 'totals', bandNames(width)]}
          renderBar={drawRoundedBar}
          theme={palette.theme}
          pixelRatio={palette.pixelRatio}
          tooltip={BandTooltip}
          // A canvas has no bars a screen reader could name: the card's hidden summary describes them.
          ref={nameCanvas}
        />
      )}
    </ChartFrame>
  );
}
