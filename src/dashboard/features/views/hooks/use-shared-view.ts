import { useCallback, useEffect, useRef, useState } from 'react';
import { parseView, type SharedView, sameCriteria, sameView, serializeView } from '../model/view-state';

/** A change the user applied makes a history entry; a correction or a default fills in the current one. */
type HistoryMode = 'push' | 'replace';

type ViewPatch = Partial<SharedView> | ((current: SharedView) => Partial<SharedView>);

export interface SharedViewState {
  readonly view: SharedView;
  update: (patch: ViewPatch, mode: HistoryMode) => void;
  /** Goes up when Back or Forward brings other criteria: the filter panel remounts with them. */
  readonly criteriaRestoreCount: number;
  /** Goes up when Back or Forward brings another project-name filter: its input remounts with it. */
  readonly filterRestoreCount: number;
  /** Goes up on every Back or Forward: the restored project is scrolled to. */
  readonly restoreCount: number;
}

interface State {
  readonly view: SharedView;
  readonly mode: HistoryMode;
  readonly criteriaRestoreCount: number;
  readonly filterRestoreCount: number;
  readonly restoreCount: number;
}

const currentSearch = () => window.location.search;

/**
 * The view of `/dashboard`, kept in the page address: read once on load, written back after each change
 * (a new history entry for a change the user applied, in place otherwise), and read again on Back and
 * Forward. Changes made in one render make one entry.
 */
export function useSharedView(): SharedViewState {
  const [state, setState] = useState<State>(() => ({
    view: parseView(currentSearch()),
    mode: 'replace',
    criteriaRestoreCount: 0,
    filterRestoreCount: 0,
    restoreCount: 0,
  }));

  // The view last written to the address: a change still waiting to be written merges with the next.
  const written = useRef<SharedView | null>(null);

  const update = useCallback((patch: ViewPatch, mode: HistoryMode) => {
    setState((current) => {
      const changes = typeof patch === 'function' ? patch(current.view) : patch;
      const view = { ...current.view, ...changes };
      if (sameView(view, current.view)) return current;
      // Two changes before one write: one entry, pushed if either was applied by the user.
      const pendingPush = current.mode === 'push' && current.view !== written.current;
      return { ...current, view, mode: mode === 'push' || pendingPush ? 'push' : 'replace' };
    });
  }, []);

  useEffect(() => {
    written.current = state.view;
    const search = serializeView(state.view, currentSearch());
    if (search === currentSearch()) return;
    const { pathname, hash } = window.location;
    const url = `${pathname}${search}${hash}`;
    if (state.mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, [state]);

  useEffect(() => {
    const restore = () => {
      const view = parseView(currentSearch());
      setState((current) => ({
        view,
        mode: 'replace',
        criteriaRestoreCount:
          current.criteriaRestoreCount + (sameCriteria(view.criteria, current.view.criteria) ? 0 : 1),
        filterRestoreCount: current.filterRestoreCount + (view.q === current.view.q ? 0 : 1),
        restoreCount: current.restoreCount + 1,
      }));
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  return {
    view: state.view,
    update,
    criteriaRestoreCount: state.criteriaRestoreCount,
    filterRestoreCount: state.filterRestoreCount,
    restoreCount: state.restoreCount,
  };
}
