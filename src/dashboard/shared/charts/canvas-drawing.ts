import type { BarCanvasRenderer, BarDatum } from '@nivo/bar';
import { useCallback } from 'react';

/** A canvas font from a theme's text style: '600 12px Inter, …'. */
export function canvasFont(
  style: { fontSize: number | string; fontFamily: string },
  weight: number | string = 400,
): string {
  const size = typeof style.fontSize === 'number' ? `${style.fontSize}px` : style.fontSize;
  return `${weight} ${size} ${style.fontFamily}`;
}

/**
 * One bar with rounded corners (roundRect, square where the browser lacks it), and its value label
 * when nivo keeps one: the bars the SVG charts drew, with no path of nivo's own to follow.
 */
export function drawRoundedBar<Datum extends BarDatum>(
  context: CanvasRenderingContext2D,
  {
    bar,
    borderRadius,
    label,
    shouldRenderLabel,
    labelStyle,
    labelX,
    labelY,
    textAnchor,
  }: Parameters<BarCanvasRenderer<Datum>>[1],
): void {
  context.fillStyle = bar.color;
  context.beginPath();
  const radius = Math.max(0, Math.min(borderRadius, bar.width / 2, bar.height / 2));
  if (typeof context.roundRect === 'function') context.roundRect(bar.x, bar.y, bar.width, bar.height, radius);
  else context.rect(bar.x, bar.y, bar.width, bar.height);
  context.fill();
  if (!shouldRenderLabel) return;
  context.fillStyle = String(labelStyle.fill);
  context.font = canvasFont(labelStyle);
  context.textBaseline = 'middle';
  context.textAlign = textAnchor === 'middle' ? 'center' : textAnchor;
  context.fillText(label, bar.x + labelX, bar.y + labelY);
}

/**
 * A ref for a chart's canvas that makes it an image named like its figure (and described by the
 * chart's text summary, when it has one): a canvas has no content a screen reader could read.
 */
export function useCanvasName(label: string, describedBy?: string) {
  return useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return;
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label);
      if (describedBy) canvas.setAttribute('aria-describedby', describedBy);
    },
    [label, describedBy],
  );
}
