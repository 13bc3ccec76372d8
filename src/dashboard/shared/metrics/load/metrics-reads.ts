// The metrics reads under way, by cache key: how far each has come (for the page's progress bar and
// first rows) and who still waits for it. A read nobody waits for any more (the criteria changed, the
// view was left) is stopped, so a large answer no longer wanted stops costing the network and a core.
import type { LoadProgress } from './load-metrics';
import { forgetUnshownAnswers } from './metrics-answers';

/**
 * The least time between two reports of one read's progress to the page: each report re-renders the
 * page with the projects so far, which must not happen for every batch of a large answer. That
 * render grows with the projects so far, so the reports space out as they grow: 250 ms, and 25 ms
 * more for every thousand projects (750 ms at 20,000), keeping the page's share of the time flat.
 */
const reportIntervalMs = (projects: number) => 250 + 25 * Math.floor(projects / 1000);

interface Read {
  progress: LoadProgress | null;
  /** A report waiting for its turn (the last one given). */
  pending: LoadProgress | null;
  lastReportAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** What the fetcher of one read is given. */
interface ReadHandle {
  readonly signal: AbortSignal;
  readonly report: (progress: LoadProgress) => void;
  readonly end: () => void;
}

function createMetricsReads() {
  /** The reads of each key under way: the latest reports progress; all of them stop when nobody waits. */
  const reads = new Map<string, Read>();
  const stoppers = new Map<string, Set<AbortController>>();
  const waiting = new Map<string, number>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  // The projects are copied only for a report that is shown (a new array, so the page draws again),
  // not for every batch: most batches' reports wait and are replaced by the next.
  const show = (read: Read, progress: LoadProgress) => {
    read.progress = { ...progress, projects: progress.projects.slice() };
    read.pending = null;
    read.lastReportAt = performance.now();
    notify();
  };

  return {
    /** Starts the read of `id`: stopped by `callerSignal`, or when nobody waits for it. */
    start(id: string, callerSignal?: AbortSignal): ReadHandle {
      const controller = new AbortController();
      const read: Read = { progress: null, pending: null, lastReportAt: -Infinity, timer: undefined };
      reads.set(id, read);
      const controllers = stoppers.get(id) ?? new Set();
      controllers.add(controller);
      stoppers.set(id, controllers);
      if (callerSignal) {
        if (callerSignal.aborted) controller.abort(callerSignal.reason);
        else callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
      }
      return {
        signal: controller.signal,
        report: (progress) => {
          if (reads.get(id) !== read) return;
          const wait = read.lastReportAt + reportIntervalMs(progress.projects.length) - performance.now();
          if (wait <= 0) {
            show(read, progress);
            return;
          }
          read.pending = progress;
          read.timer ??= setTimeout(() => {
            read.timer = undefined;
            if (read.pending && reads.get(id) === read) show(read, read.pending);
          }, wait);
        },
        end: () => {
          clearTimeout(read.timer);
          controllers.delete(controller);
          if (controllers.size === 0) stoppers.delete(id);
          // Silently: the render that SWR's answer or error brings reads no progress, and a render
          // between the two would show neither the projects so far nor the whole answer.
          if (reads.get(id) === read) reads.delete(id);
        },
      };
    },

    /** One more reader waits for `id`; the function returned says it no longer does. */
    retain(id: string): () => void {
      waiting.set(id, (waiting.get(id) ?? 0) + 1);
      return () => {
        const left = (waiting.get(id) ?? 1) - 1;
        if (left > 0) {
          waiting.set(id, left);
          return;
        }
        waiting.delete(id);
        // After the render that let it go: a reader that takes it over in the same commit keeps it.
        queueMicrotask(() => {
          if (waiting.has(id)) return;
          for (const stopper of stoppers.get(id) ?? [])
            stopper.abort(new Error('No part of the page waits for this read'));
          forgetUnshownAnswers();
        });
      };
    },

    /** Whether a part of the page waits for `id` (reads it). */
    waitedFor(id: string): boolean {
      return waiting.has(id);
    },

    /** The progress of `id`'s read, or null when none is under way or nothing has arrived yet. */
    progress(id: string): LoadProgress | null {
      return reads.get(id)?.progress ?? null;
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one registry of metrics reads. */
export const metricsReads = createMetricsReads();
