/** Room between a value label and its bar's outer end, inside or outside the bar. */
export const VALUE_LABEL_PADDING = 6;
/** A generous width per character of a 12 px semi-bold label, so an estimate never undershoots. */
const LABEL_CHARACTER_WIDTH = 7.5;

/**
 * Whether a bar's value label ('+47,024') fits inside the bar, where it is written in white at the
 * bar's outer end; otherwise it goes just outside, where a short bar leaves the room. Inside, a long
 * bar's label neither runs past the chart's edge nor onto the names on the left.
 */
export function valueLabelFitsInside(barWidth: number, label: string): boolean {
  return barWidth >= Array.from(label).length * LABEL_CHARACTER_WIDTH + 2 * VALUE_LABEL_PADDING;
}

/**
 * Where a horizontal bar's value label is written: at the bar's outer end (the right end of a bar
 * that rises from 0, the left end of one that falls), just inside or just outside it.
 */
export function valueLabelPlacement(
  bar: { x: number; width: number },
  rises: boolean,
  inside: boolean,
): { x: number; textAnchor: 'start' | 'end' } {
  const outerEnd = rises ? bar.x + bar.width : bar.x;
  // Right of the outer end: outside a rising bar, inside a falling one.
  const rightwards = rises !== inside;
  return {
    x: outerEnd + (rightwards ? VALUE_LABEL_PADDING : -VALUE_LABEL_PADDING),
    textAnchor: rightwards ? 'start' : 'end',
  };
}
