// The metrics reads under way of one page's cache, by cache key: how far each has come (for the page's
// progress bar and first rows), reported at a pace the page can draw, and how to stop them all when
// no part of the page waits for their answer any more (answer-cache.ts decides when).
import type { ReadProgress } from './read-metrics-answer';

/**
 * The least time between two reports of one read's progress to the page: each report re-renders the
 * page with the projects so far, which must not happen for every batch of a large answer. That
 * render grows with the projects so far, so the reports space out as they grow: 250 ms, and 25 ms
 * more for every thousand projects (750 ms at 20,000), keeping the page's share of the time flat.
 */
const reportIntervalMs = (projects: number) => 250 + 25 * Math.floor(projects / 1000);

/** One read's reports: the one shown, the one waiting for its turn (the last given), and when. */
interface Reports {
  shown: ReadProgress | null;
  pending: ReadProgress | null;
  shownAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** What the fetcher of one read is given. */
export interface ReadUnderWay {
  readonly signal: AbortSignal;
  readonly report: (progress: ReadProgress) => void;
  readonly end: () => void;
}

export class ReadsUnderWay {
  /** The latest read of each key: it reports the progress. */
  private readonly latest = new Map<string, Reports>();
  /** Every read of each key under way: all of them stop when nobody waits. */
  private readonly stoppers = new Map<string, Set<AbortController>>();
  private readonly listeners = new Set<() => void>();

  /** Starts the read of `id`: stopped by `callerSignal`, or by `stop`. */
  start(id: string, callerSignal?: AbortSignal): ReadUnderWay {
    const controller = new AbortController();
    const reports: Reports = { shown: null, pending: null, shownAt: -Infinity, timer: undefined };
    this.latest.set(id, reports);
    const controllers = this.stoppers.get(id) ?? new Set();
    controllers.add(controller);
    this.stoppers.set(id, controllers);
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    else callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
    return {
      signal: controller.signal,
      report: (progress) => this.report(id, reports, progress),
      end: () => {
        clearTimeout(reports.timer);
        controllers.delete(controller);
        if (controllers.size === 0) this.stoppers.delete(id);
        // Silently: the render that SWR's answer or error brings reads no progress, and a render
        // between the two would show neither the projects so far nor the whole answer.
        if (this.latest.get(id) === reports) this.latest.delete(id);
      },
    };
  }

  /** Stops every read of `id` under way. */
  stop(id: string) {
    for (const stopper of this.stoppers.get(id) ?? [])
      stopper.abort(new Error('No part of the page waits for this read'));
  }

  /** The progress of `id`'s read, or null when none is under way or nothing has arrived yet. */
  progress(id: string): ReadProgress | null {
    return this.latest.get(id)?.shown ?? null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private report(id: string, reports: Reports, progress: ReadProgress) {
    if (this.latest.get(id) !== reports) return;
    const wait = reports.shownAt + reportIntervalMs(progress.projects.length) - performance.now();
    if (wait <= 0) {
      this.show(reports, progress);
      return;
    }
    reports.pending = progress;
    reports.timer ??= setTimeout(() => {
      reports.timer = undefined;
      if (reports.pending && this.latest.get(id) === reports) this.show(reports, reports.pending);
    }, wait);
  }

  // The projects are copied only for a report that is shown (a new array, so the page draws again),
  // not for every batch: most batches' reports wait and are replaced by the next.
  private show(reports: Reports, progress: ReadProgress) {
    reports.shown = { ...progress, projects: progress.projects.slice() };
    reports.pending = null;
    reports.shownAt = performance.now();
    for (const listener of this.listeners) listener();
  }
}
