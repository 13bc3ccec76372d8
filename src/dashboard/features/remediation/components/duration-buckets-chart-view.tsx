import { BarCanvas, type BarTooltipProps } from '@nivo/bar';
import { drawRoundedBar, useCanvasName } from '@/dashboard/shared/charts/canvas-drawing';
import { useCanvasPalette } from '@/dashboard/shared/charts/canvas-theme';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { CHART_COLORS, chartTheme } from '@/dashboard/shared/charts/chart-theme';
import styles from './remediation-section.module.css';

export type DurationBar = {
  bucket: string;
  fixes: number;
};

const MARGIN = { top: 16, right: 16, bottom: 40, left: 48 };

function DurationTooltip({ data }: BarTooltipProps<DurationBar>) {
  return (
    <div className={styles.tooltip} style={chartTheme.tooltip.container}>
      <span>{data.bucket}</span>
      <strong>{data.fixes} fixes</strong>
    </div>
  );
}

/** The nivo part of the duration buckets chart (lazy-loaded), drawn on a canvas. */
export function DurationBucketsChartView({
  bars,
  height,
  label,
}: {
  bars: readonly DurationBar[];
  height: number;
  label: string;
}) {
  const { theme, pixelRatio } = useCanvasPalette();
  const nameCanvas = useCanvasName(label);
  return (
    <ChartFrame height={height} label={label} onCanvas>
      {({ width, height: chartHeight }) => (
        <BarCanvas<DurationBar>
          width={width}
          height={chartHeight}
          data={[...bars]}
          keys={['fixes']}
          indexBy="bucket"
          margin={MARGIN}
          padding={0.35}
          colors={[CHART_COLORS[0]]}
          borderRadius={4}
          enableGridY
          enableLabel
          labelTextColor="#ffffff"
          labelSkipHeight={16}
          axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5 }}
          gridYValues={5}
          axisBottom={{ tickSize: 0, tickPadding: 10 }}
          renderBar={drawRoundedBar}
          theme={theme}
          pixelRatio={pixelRatio}
          tooltip={DurationTooltip}
          ref={nameCanvas}
        />
      )}
    </ChartFrame>
  );
}
