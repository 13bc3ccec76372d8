import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';

/** Every row is one line of text: a fixed height, so 5,000+ rows scroll without measuring any. */
const ROW_HEIGHT = 41;
const HEADER_HEIGHT = 41;
const OVERSCAN = 10;

/**
 * The rows of a worklist table in view (the list and the by-vulnerability view alike), with the space
 * the rows outside the window stand for above and below them. `keyOf` names a row for the virtualiser.
 */
export function useRowWindow<Row>(rows: readonly Row[], keyOf: (row: Row) => string) {
  const scroller = useRef<HTMLDivElement>(null);
  // A new getItemKey makes the virtualiser key and place every item again: one per list, not per render
  // (the page renders again on every address change, a sort of the projects table included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyOf is a module-level function of each table
  const getItemKey = useCallback((index: number) => (rows[index] ? keyOf(rows[index]) : index), [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    useFlushSync: false,
  });
  const visible = virtualizer.getVirtualItems();
  const first = visible[0];
  const last = visible[visible.length - 1];
  return {
    scroller,
    visible,
    spaceAbove: first ? first.start - HEADER_HEIGHT : 0,
    spaceBelow: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - HEADER_HEIGHT)) : 0,
  };
}
