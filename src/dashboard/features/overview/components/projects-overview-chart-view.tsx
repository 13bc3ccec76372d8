import { Bar, type BarSvgProps, type BarTooltipProps } from '@nivo/bar';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { wrapLabel } from '@/dashboard/shared/charts/tick-spacing';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
import type { ScoreBandCount } from '../model/charts/score-band-counts';
import styles from './projects-overview-chart.module.css';

// The left margin holds the counts ('1,500') and, beside them, the axis name.
const MARGIN = { top: 16, right: 16, bottom: 44, left: 64 };
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Counts grouped like every other number on the page: '1,500', '1,487'. */
const formatCount = (value: number | string) => COUNT.format(Number(value));

type TickProps = Parameters<NonNullable<NonNullable<BarSvgProps<ScoreBandCount>['axisBottom']>['renderTick']>>[0];

/** Width of one character of an 11 px band name, rounded up, and the line height of a wrapped one. */
const TICK_CHARACTER_WIDTH = 6.5;
const TICK_LINE_HEIGHT = 14;

/**
 * A band's name under its bar, on two lines ('low-moderate' over 'risk') when one line would run
 * into its neighbour's.
 */
function bandTick(maxChars: number) {
  return function BandTick({ x, y, value, textY }: TickProps) {
    const lines = wrapLabel(String(value), maxChars);
    return (
      <g transform={`translate(${x},${y})`}>
        <text
          textAnchor="middle"
          dominantBaseline="text-before-edge"
          transform={`translate(0,${textY})`}
          style={chartTheme.axis.ticks.text}
        >
          {lines.map((line, index) => (
            <tspan key={line} x={0} dy={index === 0 ? 0 : TICK_LINE_HEIGHT}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    );
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

/** The nivo part of the projects overview chart (lazy-loaded). */
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
  const reducedMotion = useReducedMotion();
  return (
    <ChartFrame height={height} label={label}>
      {({ width, height: chartHeight }) => (
        <Bar<ScoreBandCount>
          width={width}
          height={chartHeight}
          data={counts}
          keys={['projects']}
          indexBy="label"
          margin={MARGIN}
          padding={0.35}
          colors={({ data }) => data.color}
          borderRadius={4}
          borderColor="transparent"
          valueScale={{ type: 'linear', min: 0, max: top }}
          gridYValues={[...ticks]}
          axisLeft={{
            tickValues: [...ticks],
            format: formatCount,
            tickSize: 0,
            tickPadding: 8,
            legend: 'Projects',
            legendOffset: -52,
            legendPosition: 'middle',
          }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 10,
            // Each band has a quarter of the plot's width for its name.
            renderTick: bandTick(
              Math.floor((width - MARGIN.left - MARGIN.right) / counts.length / TICK_CHARACTER_WIDTH) - 1,
            ),
          }}
          // The count is written above each bar (totals), in the theme's dark text: readable on every band colour.
          enableLabel={false}
          enableTotals
          totalsOffset={8}
          valueFormat={formatCount}
          theme={chartTheme}
          tooltip={BandTooltip}
          animate={!reducedMotion}
          role="img"
          ariaLabel={label}
          // No aria-label on the bars (a rect cannot carry one): the card's hidden summary describes them.
        />
      )}
    </ChartFrame>
  );
}
