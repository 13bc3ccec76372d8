/**
 * A lazily loaded chunk, loaded once: every caller shares the one load, and a failed load is not
 * remembered, so the next call tries again. `preload` starts it where a failure matters to nobody
 * yet (the browser is idle); `loaded` is the module once it has come, for a draw without a Suspense
 * round.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const get = (): Promise<T> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    load: get,
    preload: () => {
      get().catch(() => {});
    },
    loaded: () => loaded,
  };
}
