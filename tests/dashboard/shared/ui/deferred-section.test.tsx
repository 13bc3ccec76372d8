import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSection, HeldSection } from '@/dashboard/shared/ui/deferred-section';
import { stubIntersectionObserver } from '../../support/intersection-observer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (mountNow: boolean) => (
  <>
    <button type="button">Before</button>
    <DeferredSection title="Open vulnerabilities" placeholderHeight="40rem" mountNow={mountNow}>
      <section aria-label="The worklist">
        <button type="button">Inside</button>
      </section>
    </DeferredSection>
  </>
);

const renderSection = ({ mountNow = false } = {}) => render(page(mountNow));

const mounted = () => screen.queryByRole('region', { name: 'The worklist' });

describe('DeferredSection', () => {
  it('mounts at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection();
    expect(mounted()).not.toBeNull();
  });

  it('holds its place with its heading and height until it comes near the window, then mounts', () => {
    const { observers, enter } = stubIntersectionObserver();
    renderSection();
    expect(mounted()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Open vulnerabilities' })).toBeTruthy();
    const held = screen.getByRole('region', { name: 'Open vulnerabilities' }).lastElementChild as HTMLElement;
    expect(held.style.minHeight).toBe('40rem');
    // Well before it is on screen: a window's height ahead.
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');
    enter();
    expect(mounted()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Open vulnerabilities' })).toBeNull();
  });

  it('mounts when the keyboard reaches it, keeping the focus, and the next Tab goes into it', async () => {
    stubIntersectionObserver();
    const user = userEvent.setup();
    renderSection();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Before');
    await user.tab();
    expect(mounted()).not.toBeNull();
    const place = mounted()?.parentElement;
    expect(document.activeElement).toBe(place);
    expect(place?.tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Inside');
  });

  it('mounts at once when the address asks for it, and stays mounted', () => {
    const { observers } = stubIntersectionObserver();
    const { rerender } = renderSection({ mountNow: true });
    expect(mounted()).not.toBeNull();
    expect(observers).toHaveLength(0);
    rerender(page(false));
    expect(mounted()).not.toBeNull();
    // Mounted without the keyboard: the place is no tab stop.
    expect(mounted()?.parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it('mounts before the page is printed', () => {
    stubIntersectionObserver();
    renderSection();
    expect(mounted()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(mounted()).not.toBeNull();
  });

  it('keeps its place’s height while the section’s code loads and while the section has nothing to draw yet', async () => {
    stubIntersectionObserver();
    let loadCode: () => void = () => {};
    const code = new Promise<{ default: (props: { ready: boolean }) => ReactNode }>((resolve) => {
      loadCode = () =>
        resolve({
          default: ({ ready }) =>
            ready ? <section aria-label="The worklist" /> : <HeldSection title="Open vulnerabilities" />,
        });
    });
    const Section = lazy(() => code);
    const view = (ready: boolean) => (
      <DeferredSection title="Open vulnerabilities" placeholderHeight="40rem" mountNow>
        <Section ready={ready} />
      </DeferredSection>
    );
    const heldHeight = () =>
      (screen.getByRole('region', { name: 'Open vulnerabilities' }).lastElementChild as HTMLElement).style.minHeight;
    const { rerender } = render(view(false));
    expect(heldHeight()).toBe('40rem');
    await act(async () => loadCode());
    expect(heldHeight()).toBe('40rem');
    rerender(view(true));
    expect(mounted()).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Open vulnerabilities' })).toBeNull();
  });
});
