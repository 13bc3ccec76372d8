import type { BarCustomLayerProps, BarDatum } from '@nivo/bar';
import { chartTheme } from './chart-theme';

/** The line at 0 that the bars of a horizontal nivo bar chart diverge from (a custom layer). */
export function ZeroLine<Datum extends BarDatum>({ xScale, innerHeight }: BarCustomLayerProps<Datum>) {
  const x = (xScale as (value: number) => number)(0);
  return <line x1={x} x2={x} y1={0} y2={innerHeight} stroke={chartTheme.axis.domain.line.stroke} strokeWidth={2} />;
}
