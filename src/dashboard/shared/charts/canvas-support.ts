/**
 * Whether this browser draws on a canvas. One that refuses to (a hardened browser, jsdom) gets no
 * canvas chart rather than an error: the figure keeps its label and the chart's text alternative.
 */
export function canDrawOnCanvas(): boolean {
  return document.createElement('canvas').getContext('2d') !== null;
}
