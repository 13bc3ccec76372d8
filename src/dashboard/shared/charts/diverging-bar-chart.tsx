import { BarCanvas, type BarCanvasCustomLayerProps, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { type FunctionComponent, useMemo } from 'react';
import { canvasFont, drawRoundedBar, useCanvasName } from './canvas-drawing';
import { type CanvasPalette, useCanvasPalette } from './canvas-theme';
import { ChartFrame } from './chart-size';
import { valueLabelFitsInside, valueLabelPlacement } from './value-labels';
import { zeroLineLayer } from './zero-line';

/** One bar: its row key, the name on the axis, its signed value as written, and its colour. */
export type DivergingBarDatum = BarDatum & {
  readonly key: string;
  readonly shortLabel: string;
  readonly valueLabel: string;
  /** A CSS colour that resolves to a design token (good or bad news). */
  readonly color: string;
};

/** What the chart draws and at what size: the bars, the value axis's ends, the height, the text alternative. */
export interface ChartOf<Datum> {
  bars: readonly Datum[];
  domain: { min: number; max: number };
  height: number;
  label: string;
}

/** Whether a bar's value lies right of 0 (its label goes at the bar's right end). */
type RisesOf<Datum> = (datum: Datum) => boolean;

function valueLabelsLayer<Datum extends DivergingBarDatum>(
  rises: RisesOf<Datum>,
  labelsInside: boolean,
  { theme, colour }: CanvasPalette,
) {
  /** Each bar's signed value at its outer end: inside the bar, in white, when asked for and it fits. */
  return function drawValueLabels(context: CanvasRenderingContext2D, { bars }: BarCanvasCustomLayerProps<Datum>) {
    context.save();
    context.font = canvasFont(theme.text, 600);
    context.textBaseline = 'middle';
    for (const bar of bars) {
      const { valueLabel } = bar.data.data;
      const inside = labelsInside && valueLabelFitsInside(bar.width, valueLabel);
      const { x, textAnchor } = valueLabelPlacement(bar, rises(bar.data.data), inside);
      context.fillStyle = inside ? colour('var(--color-text-inverse)') : theme.axis.legend.text.fill;
      context.textAlign = textAnchor;
      context.fillText(valueLabel, x, bar.y + bar.height / 2);
    }
    context.restore();
  };
}

/** The bars and how to draw them: the names' margin, the ticks, the labels and the tooltip. */
export interface DivergingBarChartProps<Datum extends DivergingBarDatum> extends ChartOf<Datum> {
  /** The field of a bar that holds its signed value. */
  valueKey: keyof Datum & string;
  rises: RisesOf<Datum>;
  /** The left margin holds the names; the right one, half of the last tick's label. */
  margin: { top: number; right: number; bottom: number; left: number };
  borderRadius: number;
  /** The value axis's ticks: the values, or how many nivo should pick. */
  tickValues: readonly number[] | number;
  /** The vertical grid lines; nivo's own choice when not given. */
  gridValues?: readonly number[];
  formatTick: (value: number) => string;
  /** Write a label inside its bar, in white, when it fits (else always just outside). */
  labelsInside?: boolean;
  tooltip: FunctionComponent<BarTooltipProps<Datum>>;
}

/**
 * A horizontal nivo bar chart whose bars diverge from a line at 0, the first bar on top, each named
 * on the left and its signed value written at its end (lazy-loaded with the chart that uses it). It
 * draws on a canvas: a dozen animated SVG bars, their axes and labels took longer than a first draw may.
 */
export function DivergingBarChart<Datum extends DivergingBarDatum>({
  bars,
  valueKey,
  rises,
  domain,
  height,
  label,
  margin,
  borderRadius,
  tickValues,
  gridValues,
  formatTick,
  labelsInside = false,
  tooltip,
}: DivergingBarChartProps<Datum>) {
  // nivo draws the first row at the bottom of a horizontal chart; reversed, the first bar is on top.
  const rows = useMemo(() => [...bars].reverse(), [bars]);
  const shortLabels = useMemo(() => new Map(bars.map((bar) => [bar.key, bar.shortLabel])), [bars]);
  const palette = useCanvasPalette();
  const layers = useMemo(
    () =>
      [
        'grid',
        zeroLineLayer<Datum>(palette.theme.axis.domain.line.stroke),
        'axes',
        'bars',
        valueLabelsLayer(rises, labelsInside, palette),
      ] as const,
    [rises, labelsInside, palette],
  );
  const nameCanvas = useCanvasName(label);
  return (
    <ChartFrame height={height} label={label} onCanvas>
      {({ width, height: chartHeight }) => (
        <BarCanvas<Datum>
          width={width}
          height={chartHeight}
          data={rows}
          keys={[valueKey]}
          indexBy="key"
          layout="horizontal"
          margin={margin}
          padding={0.3}
          colors={({ data }) => palette.colour(data.color)}
          borderRadius={borderRadius}
          borderColor="transparent"
          valueScale={{ type: 'linear', min: domain.min, max: domain.max }}
          enableGridX
          gridXValues={gridValues ? [...gridValues] : undefined}
          enableGridY={false}
          enableLabel={false}
          axisLeft={{ tickSize: 0, tickPadding: 10, format: (key) => shortLabels.get(String(key)) ?? '' }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: typeof tickValues === 'number' ? tickValues : [...tickValues],
            format: (value) => formatTick(Number(value)),
          }}
          layers={[...layers]}
          renderBar={drawRoundedBar}
          theme={palette.theme}
          pixelRatio={palette.pixelRatio}
          tooltip={tooltip}
          // A canvas has no bars a screen reader could name: the card describes them in text.
          ref={nameCanvas}
        />
      )}
    </ChartFrame>
  );
}
