import { PieCanvas, type PieTooltipProps } from '@nivo/pie';
import { useCanvasName } from '@/dashboard/shared/charts/canvas-drawing';
import { useCanvasPalette } from '@/dashboard/shared/charts/canvas-theme';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import type { DoughnutDisplay, DoughnutSlice } from '../model/summary/doughnut-slices';
import styles from './account-summary-card.module.css';

const MARGIN = { top: 6, right: 6, bottom: 6, left: 6 };

function SliceTooltip({ datum }: PieTooltipProps<DoughnutSlice>) {
  return (
    <div style={chartTheme.tooltip.container}>
      {datum.data.label}: <strong>{datum.data.value.toLocaleString()}</strong>
    </div>
  );
}

/**
 * The doughnut of unaddressed versus addressed vulnerabilities (lazy-loaded, nivo), drawn on a canvas,
 * with the identified total over its hole, so the ring reads as a whole at a glance. The total is
 * HTML (nivo's canvas pie takes no layer of its own), hidden from screen readers: the figure's label
 * and the legend beside it say the same.
 */
export function AccountSummaryDoughnut({ doughnut, height }: { doughnut: DoughnutDisplay; height: number }) {
  const palette = useCanvasPalette();
  const nameCanvas = useCanvasName(doughnut.summary);
  return (
    <ChartFrame height={height} label={doughnut.summary} onCanvas>
      {({ width, height: chartHeight }) => {
        const size = Math.min(width, chartHeight);
        return (
          <div className={styles.ring} style={{ width: size, height: chartHeight }}>
            <PieCanvas<DoughnutSlice>
              width={size}
              height={chartHeight}
              data={doughnut.slices}
              id="id"
              value="value"
              colors={({ data }) => palette.colour(data.color)}
              margin={MARGIN}
              innerRadius={0.68}
              padAngle={1.2}
              cornerRadius={3}
              sortByValue={false}
              activeOuterRadiusOffset={4}
              borderWidth={0}
              enableArcLabels={false}
              enableArcLinkLabels={false}
              theme={palette.theme}
              pixelRatio={palette.pixelRatio}
              tooltip={SliceTooltip}
              ref={nameCanvas}
            />
            <div className={styles.center} aria-hidden="true">
              <span className={styles.centerTotal}>{doughnut.total.toLocaleString()}</span>
              <span className={styles.centerCaption}>identified</span>
            </div>
          </div>
        );
      }}
    </ChartFrame>
  );
}
