import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '@/dashboard/shared/ui/preloadable';

afterEach(cleanup);

/** A chunk whose module the test hands over when it wants. */
function deferredChunk() {
  let deliver: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ Greeting: (props: { name: string }) => React.JSX.Element }>((resolve) => {
        deliver = () => resolve({ Greeting: ({ name }) => <p>Hello {name}</p> });
      }),
  );
  return { load, deliver: () => deliver() };
}

/** Renders `Component` in a Suspense boundary whose fallback counts how often it is drawn. */
function renderCounted(Component: (props: { name: string }) => React.JSX.Element) {
  const fallbacks = vi.fn();
  function Fallback() {
    fallbacks();
    return <p>Loading</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component name="Ada" />
    </Suspense>,
  );
  return fallbacks;
}

describe('preloadable', () => {
  it('suspends until its chunk comes when nothing preloaded it', async () => {
    const chunk = deferredChunk();
    const section = preloadable(chunk.load, (module) => module.Greeting);
    const fallbacks = renderCounted(section.Component);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => chunk.deliver());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(fallbacks).toHaveBeenCalled();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('draws at once, without its Suspense fallback, once a preload has brought its chunk', async () => {
    const chunk = deferredChunk();
    const section = preloadable(chunk.load, (module) => module.Greeting);
    section.preload();
    chunk.deliver();
    await act(() => chunk.load.mock.results[0]?.value);
    const fallbacks = renderCounted(section.Component);
    // In the render's own commit: React.lazy would show the fallback first, and reveal it up to 300 ms later.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(fallbacks).not.toHaveBeenCalled();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });
});
