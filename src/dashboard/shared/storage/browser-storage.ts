// The browser's localStorage, read defensively: some privacy modes throw on the mere access.

/** localStorage, or undefined where there is none or the browser refuses it. Never throws. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
