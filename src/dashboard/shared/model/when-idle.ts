/**
 * Runs `task` when the browser is idle (within `timeoutMs` at the latest), or after 200 ms where it
 * cannot say; the function returned cancels it. For work the page will want soon but not now, such
 * as loading a section's code before its first draw needs it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
