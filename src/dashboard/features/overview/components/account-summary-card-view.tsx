import { Pie, type PieCustomLayer, type PieTooltipProps } from '@nivo/pie';
import { useCallback, useMemo } from 'react';
import { ChartFrame } from '@/dashboard/shared/charts/chart-size';
import { chartTheme } from '@/dashboard/shared/charts/chart-theme';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
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

/** The identified total in the hole, so the ring reads as a whole at a glance. */
function centerTotalLayer(total: string): PieCustomLayer<DoughnutSlice> {
  return function CenterTotal({ centerX, centerY }) {
    return (
      <g>
        <text x={centerX} y={centerY - 6} textAnchor="middle" dominantBaseline="central" className={styles.centerTotal}>
          {total}
        </text>
        <text
          x={centerX}
          y={centerY + 14}
          textAnchor="middle"
          dominantBaseline="central"
          className={styles.centerCaption}
        >
          identified
        </text>
      </g>
    );
  };
}

/** The doughnut of unaddressed versus addressed vulnerabilities (lazy-loaded, nivo). */
export function AccountSummaryDoughnut({ doughnut, height }: { doughnut: DoughnutDisplay; height: number }) {
  const CenterTotal = useMemo(() => centerTotalLayer(doughnut.total.toLocaleString()), [doughnut.total]);
  const reducedMotion = useReducedMotion();
  // @nivo/pie 0.99 takes a role but no ariaLabel: its svg (role="img") is named through the ref instead.
  const nameSvg = useCallback(
    (svg: SVGSVGElement | null) => svg?.setAttribute('aria-label', doughnut.summary),
    [doughnut.summary],
  );
  return (
    <ChartFrame height={height} label={doughnut.summary}>
      {({ width, height: chartHeight }) => (
        <Pie<DoughnutSlice>
          width={Math.min(width, chartHeight)}
          height={chartHeight}
          data={doughnut.slices}
          id="id"
          value="value"
          colors={({ data }) => data.color}
          margin={MARGIN}
          innerRadius={0.68}
          padAngle={1.2}
          cornerRadius={3}
          sortByValue={false}
          activeOuterRadiusOffset={4}
          borderWidth={0}
          enableArcLabels={false}
          enableArcLinkLabels={false}
          layers={['arcs', CenterTotal]}
          theme={chartTheme}
          tooltip={SliceTooltip}
          animate={!reducedMotion}
          role="img"
          ref={nameSvg}
        />
      )}
    </ChartFrame>
  );
}
