import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(delayMs, action)`: runs the action after the delay, unless the component unmounts first
 * (a session that is gone must not open a lock or end a server session).
 */
export function useDelayedActions(): (delayMs: number, action: () => void) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  return useCallback((delayMs: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      action();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
