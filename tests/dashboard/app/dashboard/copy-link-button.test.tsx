import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from '@/dashboard/app/dashboard/copy-link-button';
import { useSharedView } from '@/dashboard/app/dashboard/use-page-address';

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CopyLinkButton', () => {
  it('copies the address of the current view and says so', async () => {
    window.history.replaceState(null, '', '/dashboard?sort=vulns:desc');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dashboard?sort=vulns:desc`);
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('says when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByText('Could not copy: copy the address bar instead')).toBeTruthy();
  });
});

describe('useSharedView', () => {
  it('pushes an entry for an applied change, amends the current one otherwise, and follows Back', () => {
    window.history.replaceState(null, '', '/dashboard?scenario=large&sort=bogus');
    const start = window.history.length;
    const { result } = renderHook(() => useSharedView());
    expect(result.current.view.sort).toBeNull();

    act(() => result.current.update({ criteria: { startDate: '2026-10-21', endDate: '2026-11-21' } }, 'replace'));
    expect(window.location.search).toBe('?scenario=large&startDate=2026-10-21&endDate=2026-11-21');
    expect(window.history.length).toBe(start);

    act(() => result.current.update({ sort: { column: 'vulns', direction: 'asc' } }, 'push'));
    expect(window.location.search).toContain('sort=vulns%3Aasc');
    expect(window.history.length).toBe(start + 1);

    // Back: the address changes first, then popstate tells the hook.
    act(() => {
      window.history.replaceState(null, '', '/dashboard?scenario=large&q=pay');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.view.q).toBe('pay');
    expect(result.current.view.sort).toBeNull();
    expect(result.current.filterRestoreCount).toBe(1);
    expect(result.current.criteriaRestoreCount).toBe(1);
  });

  it('makes one entry for changes made together', () => {
    const start = window.history.length;
    const { result } = renderHook(() => useSharedView());
    act(() => {
      result.current.update({ project: 'p-1' }, 'push');
      result.current.update({ scan: 'r-1' }, 'replace');
    });
    expect(window.history.length).toBe(start + 1);
    expect(window.location.search).toBe('?project=p-1&scan=r-1');
  });
});
