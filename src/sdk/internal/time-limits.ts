// Time limits for calls, grouped: the calls that start within a short window with the same limit
// share one AbortSignal and one chain of timers. A timer and a signal per call cost about a third of
// a call on a fast fetch (openapi-fetch's own work is ~25 µs); grouped they cost almost nothing.
// Each call still fails exactly at its own limit; the shared signal, which stops the requests
// themselves, is aborted once the last call of the window is due (at most 10%, never more than
// 100 ms, after a call's limit).

/** The reason a call fails with when its limit passes, told apart from a caller's abort. */
export class TimeLimitReached extends Error {}

/** A call whose limit is running: a link in its window's list of running calls. */
export class TimeLimit {
  previous: TimeLimit | undefined;
  next: TimeLimit | undefined;
  constructor(
    private readonly window: Window,
    /** When the call is due (ms since the epoch). */
    readonly due: number,
    /** Fails the call. */
    readonly fail: (reason: TimeLimitReached) => void,
  ) {}

  /** Aborted once every call of its window is due: handed to fetch so that the request stops. */
  get signal(): AbortSignal {
    return this.window.controller.signal;
  }

  /** The call is over: it no longer needs failing. */
  release(): void {
    this.window.remove(this);
  }
}

/** The calls that started within one window with the same limit, in a list (no hashing per call). */
class Window {
  readonly controller = new AbortController();
  first: TimeLimit | undefined;

  constructor(
    readonly timeoutMs: number,
    /** Calls may join until then. */
    readonly openUntil: number,
  ) {}

  add(call: TimeLimit): void {
    call.next = this.first;
    if (this.first) this.first.previous = call;
    this.first = call;
  }

  remove(call: TimeLimit): void {
    if (call.previous) call.previous.next = call.next;
    else if (this.first === call) this.first = call.next;
    else return; // already removed
    if (call.next) call.next.previous = call.previous;
    call.previous = undefined;
    call.next = undefined;
  }
}

const MAX_WINDOW_MS = 100;

export class TimeLimits {
  private readonly openWindows = new Map<number, Window>();
  /** The window the last call joined: most calls share the client's limit. */
  private lastWindow: Window | undefined;

  /**
   * Starts a call's limit: `fail` is called with a `TimeLimitReached` exactly when the limit passes,
   * unless the call was released before.
   */
  start(timeoutMs: number, fail: (reason: TimeLimitReached) => void): TimeLimit {
    const now = Date.now();
    let window = this.lastWindow?.timeoutMs === timeoutMs ? this.lastWindow : this.openWindows.get(timeoutMs);
    if (!window || now >= window.openUntil) window = this.openWindow(timeoutMs, now);
    this.lastWindow = window;
    const call = new TimeLimit(window, now + timeoutMs, fail);
    window.add(call);
    return call;
  }

  private openWindow(timeoutMs: number, now: number): Window {
    const windowMs = Math.max(1, Math.min(MAX_WINDOW_MS, Math.floor(timeoutMs / 10)));
    const window = new Window(timeoutMs, now + windowMs);
    this.openWindows.set(timeoutMs, window);
    const lastDue = window.openUntil + timeoutMs;

    const check = () => {
      const checkedAt = Date.now();
      let nextDue = lastDue;
      for (let call = window.first; call; ) {
        const next = call.next;
        if (call.due <= checkedAt) {
          window.remove(call);
          call.fail(new TimeLimitReached());
        } else if (call.due < nextDue) {
          nextDue = call.due;
        }
        call = next;
      }
      if (checkedAt >= lastDue) {
        if (this.openWindows.get(timeoutMs) === window) this.openWindows.delete(timeoutMs);
        if (this.lastWindow === window) this.lastWindow = undefined;
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
