import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_VIEW, parseView, type SharedView, sameCriteria, sameView, serializeView } from './model/page-address';

/** A change the user applied makes a history entry; a correction or a default fills in the current one. */
type HistoryMode = 'push' | 'replace';

type ViewPatch = Partial<SharedView> | ((current: SharedView) => Partial<SharedView>);

export interface PageAddress {
  /** The view the address describes: the one source of the criteria, filter, sort, open project and scan. */
  readonly view: SharedView;
  /**
   * Set when the open project is to be brought into view (the page opened, Back or Forward, or a
   * ranking entry chosen), a new number each time; null after any other change.
   */
  readonly reveal: number | null;
  /** Writes a change into the address (a new entry for `push`); the view follows from the address. */
  readonly change: (patch: ViewPatch, mode: HistoryMode, options?: { reveal?: boolean }) => void;
  /**
   * Fills the view the page derived from this one (the address as read, corrected) into the current
   * entry, so that a link copied or a change made from now on starts from it. Only the browser's
   * address moves: the view is already the page's, so nothing is read again or drawn again.
   */
  readonly settle: (corrected: SharedView) => void;
}

interface Entry {
  readonly view: SharedView;
  readonly reveal: number | null;
}

/** The parsed view, keeping the previous criteria and sort objects when they read the same. */
function sharing(previous: SharedView, next: SharedView): SharedView {
  const criteria = sameCriteria(previous.criteria, next.criteria) ? previous.criteria : next.criteria;
  const sameSort =
    previous.sort === next.sort ||
    (previous.sort?.column === next.sort?.column && previous.sort?.direction === next.sort?.direction);
  const sameWorklist = sameView(
    { ...EMPTY_VIEW, worklist: previous.worklist },
    { ...EMPTY_VIEW, worklist: next.worklist },
  );
  return {
    ...next,
    criteria,
    sort: sameSort ? previous.sort : next.sort,
    worklist: sameWorklist ? previous.worklist : next.worklist,
  };
}

/**
 * The page address (`/dashboard?…`) as the owner of the page's view. Every change, the user's or a
 * correction, is written into the address and read back from it; Back and Forward read it again.
 * Nothing else holds the view, so applying, sharing a link, Back, Forward and reload take one road.
 */
export function usePageAddress(): PageAddress {
  const revealCount = useRef(1);
  const [entry, setEntry] = useState<Entry>(() => ({ view: parseView(window.location.search), reveal: 1 }));

  useEffect(() => {
    const restore = () => {
      revealCount.current += 1;
      const reveal = revealCount.current;
      setEntry((current) => ({ view: sharing(current.view, parseView(window.location.search)), reveal }));
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  const change = useCallback((patch: ViewPatch, mode: HistoryMode, options: { reveal?: boolean } = {}) => {
    const { pathname, search: currentSearch, hash } = window.location;
    const current = parseView(currentSearch);
    const search = serializeView(
      { ...current, ...(typeof patch === 'function' ? patch(current) : patch) },
      currentSearch,
    );
    const moved = search !== currentSearch;
    if (moved && mode === 'push') window.history.pushState(null, '', `${pathname}${search}${hash}`);
    else if (moved) window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    if (!moved && !options.reveal) return;
    if (options.reveal) revealCount.current += 1;
    const reveal = options.reveal ? revealCount.current : null;
    setEntry((previous) => ({
      view: sharing(previous.view, parseView(search)),
      // A correction in place keeps a pending reveal: the project is still to be shown once its row is there.
      reveal: reveal ?? (mode === 'replace' ? previous.reveal : null),
    }));
  }, []);

  const settle = useCallback((corrected: SharedView) => {
    const { pathname, search: currentSearch, hash } = window.location;
    const search = serializeView(corrected, currentSearch);
    if (search !== currentSearch) window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, []);

  return { view: entry.view, reveal: entry.reveal, change, settle };
}
