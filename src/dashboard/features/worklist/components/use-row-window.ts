import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WorklistLine, WorklistListing } from '../model/worklist-listing';

/** Every row is one line of text: a fixed height, so the rows in view follow from the scroll position alone. */
const ROW_HEIGHT = 41;
const HEADER_HEIGHT = 41;
const OVERSCAN = 10;

/**
 * The rows of a worklist table in view (the list and the by-vulnerability view alike), from `first`
 * up to, not including, `last`, with the space the rows outside the window stand for above and below
 * them. The rows are a fixed height, so the window costs the same for ten rows as for a million: no
 * row is measured or placed but those drawn.
 */
function useRowWindow(count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const follow = () =>
      setFrame((shown) =>
        shown.top === element.scrollTop && shown.height === element.clientHeight
          ? shown
          : { top: element.scrollTop, height: element.clientHeight },
      );
    follow();
    element.addEventListener('scroll', follow, { passive: true });
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(follow) : null;
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', follow);
      resizes?.disconnect();
    };
  }, []);
  const rowsTop = Math.max(0, frame.top - HEADER_HEIGHT);
  const first = Math.min(count, Math.max(0, Math.floor(rowsTop / ROW_HEIGHT) - OVERSCAN));
  const last = Math.max(first, Math.min(count, Math.ceil((rowsTop + frame.height) / ROW_HEIGHT) + OVERSCAN));
  return { scroller, first, last, spaceAbove: first * ROW_HEIGHT, spaceBelow: (count - last) * ROW_HEIGHT };
}

/**
 * The window over a listing's lines: reports the lines in view (`onLinesInView`, for the next
 * question) and finds each drawn line in the listing; a line it does not hold yet (it was scrolled to
 * and is being asked for) is undefined, drawn as an empty row of the same height.
 */
export function useListingWindow(listing: WorklistListing, onLinesInView: (first: number, last: number) => void) {
  const window = useRowWindow(listing.lineCount);
  const { first, last } = window;
  useEffect(() => onLinesInView(first, last), [first, last, onLinesInView]);
  const indexes: number[] = [];
  for (let index = first; index < last; index += 1) indexes.push(index);
  const lineAt = (index: number): WorklistLine | undefined => listing.lines[index - listing.start];
  return { ...window, indexes, lineAt };
}
