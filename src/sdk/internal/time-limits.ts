// Time limits for calls, grouped: the calls that start within a short window with the same limit
// share one AbortSignal and one chain of timers. A timer and a signal per call cost about a third of
// a call on a fast fetch (openapi-fetch's own work is ~25 µs); grouped they cost almost nothing.
// Each call still fails exactly at its own limit; the shared signal, which stops the requests
// themselves, is aborted once the last call of the window is due (at most 10%, never more than
// 100 ms, after a call's limit).

/** The reason a call fails with when its limit passes, told apart from a caller's abort. */
export class TimeLimitReached extends Error {}

interface Window {
  /** Calls may join until then. */
  openUntil: number;
  controller: AbortController;
  /** The calls still running, each with how to fail it and when it is due. */
  running: Map<(reason: TimeLimitReached) => void, number>;
}

export interface TimeLimit {
  /** Aborted once every call of its window is due: handed to fetch so that the request stops. */
  signal: AbortSignal;
  /** Rejects with `TimeLimitReached` exactly when this call's limit passes. */
  reached: Promise<never>;
  /** The call is over: it no longer needs failing. */
  release: () => void;
}

const MAX_WINDOW_MS = 100;

export class TimeLimits {
  private readonly openWindows = new Map<number, Window>();

  start(timeoutMs: number): TimeLimit {
    const now = Date.now();
    let window = this.openWindows.get(timeoutMs);
    if (!window || now >= window.openUntil) window = this.openWindow(timeoutMs, now);
    const running = window.running;
    let fail: ((reason: TimeLimitReached) => void) | undefined;
    const reached = new Promise<never>((_, reject) => {
      fail = reject;
    });
    // Only the calls that outlive their limit observe the rejection; the others never look at it.
    reached.catch(() => {});
    const failThisCall = fail as (reason: TimeLimitReached) => void;
    running.set(failThisCall, now + timeoutMs);
    return { signal: window.controller.signal, reached, release: () => running.delete(failThisCall) };
  }

  private openWindow(timeoutMs: number, now: number): Window {
    const windowMs = Math.max(1, Math.min(MAX_WINDOW_MS, Math.floor(timeoutMs / 10)));
    const window: Window = { openUntil: now + windowMs, controller: new AbortController(), running: new Map() };
    this.openWindows.set(timeoutMs, window);
    const lastDue = window.openUntil + timeoutMs;

    const check = () => {
      const checkedAt = Date.now();
      let nextDue = lastDue;
      for (const [fail, due] of window.running) {
        if (due <= checkedAt) {
          window.running.delete(fail);
          fail(new TimeLimitReached());
        } else if (due < nextDue) {
          nextDue = due;
        }
      }
      if (checkedAt >= lastDue) {
        if (this.openWindows.get(timeoutMs) === window) this.openWindows.delete(timeoutMs);
        window.controller.abort(new TimeLimitReached());
        return;
      }
      schedule(nextDue - checkedAt);
    };
    const schedule = (delayMs: number) => {
      const timer = setTimeout(check, delayMs);
      // A pending request keeps Node running by itself; the timer must not keep a finished script alive.
      if (typeof timer === 'object' && timer && 'unref' in timer) timer.unref();
    };
    schedule(timeoutMs);
    return window;
  }
}
