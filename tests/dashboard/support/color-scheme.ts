// jsdom has no matchMedia. This one answers the dark colour-scheme query as told (every other query:
// no) and lets a test change the answer, as the system switching to dark at night would.
// vi.unstubAllGlobals undoes it.
import { vi } from 'vitest';

const DARK_SCHEME = '(prefers-color-scheme: dark)';

export function stubColorScheme(initially: 'light' | 'dark') {
  let dark = initially === 'dark';
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return media === DARK_SCHEME && dark;
    },
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      if (media === DARK_SCHEME) listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  return {
    /** The system changes its colour scheme: every listener of the dark query hears of it. */
    setSystemScheme(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      for (const listener of listeners) listener({ matches: dark, media: DARK_SCHEME } as MediaQueryListEvent);
    },
  };
}
