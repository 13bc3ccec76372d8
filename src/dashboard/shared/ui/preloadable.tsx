import { type ComponentType, lazy } from 'react';
import { loadOnce } from '@/dashboard/shared/model/load-once';

/**
 * A component in a chunk of its own, which the page `preload`s when the browser is idle. Once the
 * chunk has come it is drawn at once. React.lazy alone suspends on its first draw even when the
 * module is there, and React then holds the reveal for up to 300 ms (its Suspense fallback throttle):
 * the worklist, scrolled to after the page had loaded its code, showed 300 ms late. Before the chunk
 * has come, it suspends as React.lazy does.
 */
export function preloadable<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const chunk = loadOnce(load);
  const Lazy = lazy(() => chunk.load().then((module) => ({ default: pick(module) })));
  function Preloadable(props: Props) {
    const module = chunk.loaded();
    const Component = module === null ? Lazy : pick(module);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload: chunk.preload };
}
