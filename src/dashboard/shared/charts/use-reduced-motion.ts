import { useSyncExternalStore } from 'react';

/** The user's wish for less motion (an operating-system setting the browser passes on). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false;
const onServer = () => false;

/**
 * Whether the user asks for reduced motion, kept up to date when the setting changes. The nivo
 * charts take `animate={!reducedMotion}`: CSS cannot stop their react-spring animations.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, onServer);
}
