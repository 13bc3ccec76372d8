import { type RefObject, useEffect, useState } from 'react';
import { usePrinting } from '@/dashboard/shared/print/use-printing';

/**
 * How far beyond the window a chart starts drawing: a window's height above and below, so that a
 * reader scrolling at any usual pace finds it drawn, while an account's charts further down wait.
 */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether the element has come near the window, and so its chart should be drawn; once true, it
 * stays true. True at once where IntersectionObserver is missing (jsdom, old browsers), and as
 * soon as the page is printed: `beforeprint` draws every chart before the browser lays out the pages.
 * With `watch` false, true at once. `margin` widens the window (IntersectionObserver's rootMargin).
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  watch = true,
  margin: string = NEAR_MARGIN,
): boolean {
  const printing = usePrinting();
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  // A printout shows every chart, and a chart drawn for it stays drawn.
  if (printing && !near) setNear(true);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return near || printing;
}
