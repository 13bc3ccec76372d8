import { createContext, type ReactNode, startTransition, useContext, useEffect, useRef, useState } from 'react';
import { canDrawOnCanvas } from './canvas-support';
import { FirstDrawTiming } from './first-draw-timing';
import { useNearViewport } from './use-near-viewport';

interface Size {
  width: number;
  height: number;
}

// nivo's Responsive* charts measure 0 x 0 in jsdom and draw nothing, so every chart goes through
// ChartFrame: tests fix the size with <FixedChartSize>, the app measures its container.
const FixedSizeContext = createContext<Size | null>(null);

export function FixedChartSize({ width, height, children }: Size & { children: ReactNode }) {
  return <FixedSizeContext.Provider value={{ width, height }}>{children}</FixedSizeContext.Provider>;
}

/**
 * Renders `children(width, height)` at the container's width and the given height, once the figure
 * has come near the window (useNearViewport): until then the figure holds the chart's height, so
 * nothing moves when it draws, and its label already names the chart.
 */
export function ChartFrame({
  height,
  label,
  onCanvas = false,
  drawWhenNear = true,
  children,
}: {
  height: number;
  /** The chart's text alternative for screen readers. */
  label: string;
  /** The chart draws on a canvas: not drawn at all where the browser gives no canvas. */
  onCanvas?: boolean;
  /**
   * Wait until the figure comes near the window (the page's charts); false for a chart the reader
   * has just asked for (an expanded row's), drawn at once, at the width its figure has then, even
   * where a scrolling table hides it.
   */
  drawWhenNear?: boolean;
  children: (size: Size) => ReactNode;
}) {
  const fixed = useContext(FixedSizeContext);
  const container = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  const near = useNearViewport(container, drawWhenNear);
  const [drawable] = useState(() => !onCanvas || canDrawOnCanvas());

  useEffect(() => {
    if (fixed || !container.current) return;
    const element = container.current;
    // A chart the reader has just asked for draws at once, at the width read now. The page's charts
    // wait for the observer, which reports the width once the browser has laid the page out (read
    // now, it would lay the whole new page out inside the render's task), and draw as a transition:
    // in slices, after what the page shows first (the projects table's rows).
    if (!drawWhenNear) setWidth(element.clientWidth);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (!entry) return;
      const measured = Math.floor(entry.contentRect.width);
      if (drawWhenNear) startTransition(() => setWidth(measured));
      else setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed, drawWhenNear]);

  const size = fixed ?? { width, height };
  return (
    <figure ref={container} aria-label={label} style={{ height: size.height, width: '100%', minWidth: 0, margin: 0 }}>
      {drawable && near && size.width > 0 && <FirstDrawTiming label={label}>{children(size)}</FirstDrawTiming>}
    </figure>
  );
}
