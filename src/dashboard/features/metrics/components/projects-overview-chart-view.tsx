import { Bar, type BarTooltipProps } from '@nivo/bar';
import { ChartFrame } from '../../../shared/charts/chart-size';
import { chartTheme } from '../../../shared/charts/chart-theme';
import type { ScoreBandCount } from '../model/score-band-counts';
import styles from './projects-overview-chart.module.css';

const MARGIN = { top: 16, right: 16, bottom: 44, left: 48 };

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
            tickSize: 0,
            tickPadding: 8,
            legend: 'Projects',
            legendOffset: -40,
            legendPosition: 'middle',
          }}
          axisBottom={{ tickSize: 0, tickPadding: 10 }}
          // The count is written above each bar (totals), in the theme's dark text: readable on every band colour.
          enableLabel={false}
          enableTotals
          totalsOffset={8}
          theme={chartTheme}
          tooltip={BandTooltip}
          role="img"
          ariaLabel={label}
          // nivo drops zero fields from `data`, so the texts come from the model's description.
          barAriaLabel={({ data }) => data.description}
        />
      )}
    </ChartFrame>
  );
}
