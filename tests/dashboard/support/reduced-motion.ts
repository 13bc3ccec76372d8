// jsdom has no matchMedia. This one answers the reduced-motion query as told (every other query: no)
// and lets a test change the answer, as the user changing the setting would. vi.unstubAllGlobals undoes it.
import { vi } from 'vitest';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function stubReducedMotion(initially = true) {
  let reduce = initially;
  const queries: { media: string; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    queries.push({ media, listeners });
    return {
      media,
      get matches() {
        return media === REDUCED_MOTION && reduce;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    /** The user changes the setting: every listener of the reduced-motion query hears of it. */
    setReducedMotion(value: boolean) {
      reduce = value;
      for (const query of queries) {
        if (query.media !== REDUCED_MOTION) continue;
        for (const listener of query.listeners)
          listener({ matches: value, media: REDUCED_MOTION } as MediaQueryListEvent);
      }
    },
  };
}
