// jsdom has no layout: these stubs give the virtualiser a viewport and row heights, and record the
// scrolling it asks for. Each returns nothing to undo by hand: vi.restoreAllMocks / unstubAllGlobals do it.
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** The scroll container's visible height: about 8 rows of 57 px. */
const VIEWPORT_HEIGHT = 480;
export const ROW_HEIGHT = 57;
const EXPANDED_ROW_HEIGHT = 620;

export function stubLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_HEIGHT);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(900);
  // Tall enough for any row to be scrolled to the top (the virtualiser clamps to scrollHeight - clientHeight).
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(10_000_000);
  // A project's row group: one row, or the row and its metrics when expanded.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.index === undefined) return 0;
    return this.querySelector('section') ? EXPANDED_ROW_HEIGHT : ROW_HEIGHT;
  });
  // Scrolling moves scrollTop and, like a browser, fires a scroll event only when the position changes.
  const scrollTo = vi.fn(function (this: Element, options?: ScrollToOptions) {
    if (typeof options?.top !== 'number' || options.top === this.scrollTop) return;
    this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  });
  Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  const scrollIntoView = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrollIntoView,
    configurable: true,
    writable: true,
  });
  return { scrollTo, scrollIntoView };
}

/** Lets the virtualiser's scroll reconciliation (animation frames) and React settle. */
export async function settleFrames(frames = 6) {
  for (let frame = 0; frame < frames; frame++) {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }
}

/** Renders, then lets a frame pass: the projects table draws its rows in the task after its first paint. */
export async function renderPainted(ui: ReactElement) {
  const result = render(ui);
  await act(() => settleFrames(2));
  return result;
}
