import { type ReactNode, useEffect, useState } from 'react';
import { afterNextPaint } from '@/dashboard/shared/model/after-next-paint';

/** The name of a chart's User Timing measure: DevTools' Performance panel and the charts' bench read it. */
const FIRST_DRAW_MEASURE_PREFIX = 'chart first draw: ';

/**
 * Wraps a chart on its first draw and records, as a User Timing measure named after the chart, the
 * time from the start of the render that draws it to the frame after (painted): the render, the
 * commit, a canvas chart's drawing (in its effects, which run before this parent's) and the paint.
 */
export function FirstDrawTiming({ label, children }: { label: string; children: ReactNode }) {
  // The label of the first draw: a chart that changes its label later is redrawn, not drawn first.
  const [first] = useState(() => ({ start: performance.now(), label }));
  useEffect(
    () =>
      afterNextPaint(() => {
        performance.measure(`${FIRST_DRAW_MEASURE_PREFIX}${first.label}`, {
          start: first.start,
          end: performance.now(),
        });
      }),
    [first],
  );
  return children;
}
