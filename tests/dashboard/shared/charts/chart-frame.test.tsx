import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame, FixedChartSize } from '@/dashboard/shared/charts/chart-size';
import { stubIntersectionObserver } from '../../support/intersection-observer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A ResizeObserver that reports only when the test says the browser has laid the page out. */
function stubResizeObserver() {
  const callbacks: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const layOut = (width: number) =>
    act(() => {
      for (const callback of callbacks) {
        callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
      }
    });
  return { layOut };
}

/** A frame that measures its figure (no FixedChartSize), as on the page. */
function renderMeasuredFrame({ drawWhenNear = true } = {}) {
  return render(
    <ChartFrame height={200} label="Fixes per week" drawWhenNear={drawWhenNear}>
      {({ width, height }) => <p>{`chart ${width}×${height}`}</p>}
    </ChartFrame>,
  );
}

function renderFrame({ drawWhenNear = true } = {}) {
  return render(
    <FixedChartSize width={400} height={200}>
      <ChartFrame height={200} label="Fixes per week" drawWhenNear={drawWhenNear}>
        {({ width, height }) => <p>{`chart ${width}×${height}`}</p>}
      </ChartFrame>
    </FixedChartSize>,
  );
}

describe('ChartFrame', () => {
  it('draws at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderFrame();
    expect(screen.getByRole('figure', { name: 'Fixes per week' }).textContent).toBe('chart 400×200');
  });

  it('holds the chart’s height, named, until it comes near the window, then draws it', () => {
    const { observers, enter } = stubIntersectionObserver();
    renderFrame();
    const figure = screen.getByRole('figure', { name: 'Fixes per week' });
    expect(figure.textContent).toBe('');
    expect(figure.style.height).toBe('200px');
    // Well before it is on screen: a window's height ahead.
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');
    enter();
    expect(figure.textContent).toBe('chart 400×200');
  });

  it('draws a chart the reader asked for at once, wherever it is', () => {
    const { observers } = stubIntersectionObserver();
    renderFrame({ drawWhenNear: false });
    expect(screen.getByRole('figure', { name: 'Fixes per week' }).textContent).toBe('chart 400×200');
    expect(observers).toHaveLength(0);
  });

  it('draws every chart before the page is printed', () => {
    stubIntersectionObserver();
    renderFrame();
    const figure = screen.getByRole('figure', { name: 'Fixes per week' });
    expect(figure.textContent).toBe('');
    // Drawn within the event itself, before the browser lays out the pages.
    window.dispatchEvent(new Event('beforeprint'));
    expect(figure.textContent).toBe('chart 400×200');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(figure.textContent).toBe('chart 400×200');
  });

  it('draws a page chart at the width the browser reports once it has laid the page out, never reading it in the render', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { layOut } = stubResizeObserver();
    const widthRead = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    renderMeasuredFrame();
    const figure = screen.getByRole('figure', { name: 'Fixes per week' });
    expect(figure.textContent).toBe('');
    await layOut(512.7);
    expect(figure.textContent).toBe('chart 512×200');
    expect(widthRead).not.toHaveBeenCalled();
  });

  it('draws a chart the reader asked for at once, at the width its figure has then, and follows its resizes', async () => {
    const { layOut } = stubResizeObserver();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    renderMeasuredFrame({ drawWhenNear: false });
    const figure = screen.getByRole('figure', { name: 'Fixes per week' });
    expect(figure.textContent).toBe('chart 640×200');
    await layOut(480);
    expect(figure.textContent).toBe('chart 480×200');
  });
});
