import type { BarCanvasCustomLayerProps, BarDatum } from '@nivo/bar';

/** The line at 0 that the bars of a horizontal nivo bar chart diverge from (a canvas layer), in `stroke`. */
export function zeroLineLayer<Datum extends BarDatum>(stroke: string) {
  return function drawZeroLine(
    context: CanvasRenderingContext2D,
    { xScale, innerHeight }: BarCanvasCustomLayerProps<Datum>,
  ) {
    const x = (xScale as (value: number) => number)(0);
    context.save();
    context.strokeStyle = stroke;
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(x, 0);
    context.lineTo(x, innerHeight);
    context.stroke();
    context.restore();
  };
}
