import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageAddress } from '@/dashboard/app/dashboard/use-page-address';

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(cleanup);

/** Back or Forward: the browser changes the address first, then tells the page. */
function goTo(search: string) {
  act(() => {
    window.history.replaceState(null, '', `/dashboard${search}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('usePageAddress', () => {
  it('reads the view from the address, dropping what it cannot read and keeping other parameters', () => {
    window.history.replaceState(null, '', '/dashboard?scenario=large&sort=bogus&q=pay');
    const { result } = renderHook(() => usePageAddress());
    expect(result.current.view.sort).toBeNull();
    expect(result.current.view.q).toBe('pay');

    act(() => result.current.change({ criteria: { startDate: '2026-10-21', endDate: '2026-11-21' } }, 'replace'));
    expect(window.location.search).toBe('?scenario=large&startDate=2026-10-21&endDate=2026-11-21&q=pay');
    expect(result.current.view.criteria).toEqual({ startDate: '2026-10-21', endDate: '2026-11-21' });
  });

  it('pushes an entry for an applied change, fills in the current one for a correction, none for no change', () => {
    const start = window.history.length;
    const { result } = renderHook(() => usePageAddress());
    act(() => result.current.change({ q: 'pay' }, 'replace'));
    expect(window.history.length).toBe(start);
    act(() => result.current.change({ sort: { column: 'vulns', direction: 'asc' } }, 'push'));
    expect(window.location.search).toBe('?q=pay&sort=vulns%3Aasc');
    expect(window.history.length).toBe(start + 1);
    act(() => result.current.change((current) => ({ sort: current.sort }), 'push'));
    expect(window.history.length).toBe(start + 1);
    expect(result.current.view.sort).toEqual({ column: 'vulns', direction: 'asc' });
  });

  it('follows Back and Forward, keeping the criteria object when the criteria read the same', () => {
    window.history.replaceState(null, '', '/dashboard?startDate=2026-10-21&q=pay');
    const { result } = renderHook(() => usePageAddress());
    const criteria = result.current.view.criteria;
    goTo('?startDate=2026-10-21&sort=vulns:desc');
    expect(result.current.view.q).toBe('');
    expect(result.current.view.sort).toEqual({ column: 'vulns', direction: 'desc' });
    expect(result.current.view.criteria).toBe(criteria);
    goTo('?startDate=2026-09-01');
    expect(result.current.view.criteria).toEqual({ startDate: '2026-09-01' });
  });

  it('asks to bring the open project into view on opening, on Back and Forward and on request, each time anew', () => {
    window.history.replaceState(null, '', '/dashboard?project=p-1');
    const { result } = renderHook(() => usePageAddress());
    const opened = result.current.reveal;
    expect(opened).not.toBeNull();
    // A correction in place keeps the request; a change the user makes ends it.
    act(() => result.current.change({ usage: 'exclusions' }, 'replace'));
    expect(result.current.reveal).toBe(opened);
    act(() => result.current.change({ sort: { column: 'vulns', direction: 'asc' } }, 'push'));
    expect(result.current.reveal).toBeNull();
    goTo('?project=p-2');
    const restored = result.current.reveal;
    expect(restored).not.toBeNull();
    expect(restored).not.toBe(opened);
    // The same project asked for again (the address does not change): a new request all the same.
    act(() => result.current.change({ project: 'p-2' }, 'push', { reveal: true }));
    expect(result.current.reveal).not.toBeNull();
    expect(result.current.reveal).not.toBe(restored);
  });
});
