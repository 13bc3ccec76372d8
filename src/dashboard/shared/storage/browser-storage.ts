// The browser's localStorage, read defensively: some privacy modes throw on the mere access.

/** localStorage, or undefined where there is none or the browser refuses it. Never throws. */
export function browserStorage(): Storage | undefined {
  try {
    // The global, not `window.localStorage`: outside a page (a test, a worker) there may be one without a window.
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
