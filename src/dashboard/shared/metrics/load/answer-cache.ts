// The page's one cache: SWR's cache (the app hands it to SWRConfig as its `provider`), which also
// decides which metrics answers stay. A metrics answer is SWR's data for its query (a `MetricsAnswer`
// holding a worker with a whole account), so whenever an entry lets its answer go (deleted, or
// replaced by a newer answer) the answer is disposed of, worker and all. Beyond the answers some part
// of the page reads, it keeps the four used last; beyond the projects' details that came last, none.
import type { Cache, State } from 'swr';
import type { AnswerKeeper } from './metrics-answer';
import { MetricsAnswer } from './metrics-answer';
import { ReadsUnderWay } from './reads-under-way';

/**
 * How many answers the cache keeps that no part of the page reads (an earlier filter, a comparison
 * left): each holds a worker with a whole account, so beyond these the least recently used goes,
 * and is read again if it is asked for again.
 */
const KEPT_UNREAD = 4;

/**
 * How many projects' details the page keeps once they came: more than the projects table's window of
 * rows (which asks for its rows' details when idle), so a row in view expands at once.
 */
const KEPT_DETAILS = 64;

export class AnswerCache implements Cache, AnswerKeeper {
  private readonly entries = new Map<string, State>();
  /** How many readers (mounted hooks) each key has: a key with one is shown. */
  private readonly readers = new Map<string, number>();
  /** When each answer in the cache was last used (performance.now()). */
  private readonly usedAt = new Map<MetricsAnswer, number>();
  /** The projects whose details answers keep, oldest first. */
  private details: { readonly answer: MetricsAnswer; readonly rowId: number }[] = [];
  /** The metrics reads under way, and how far each has come. */
  readonly reads = new ReadsUnderWay();

  /** `createWorker` makes the worker that reads each metrics answer; without it answers are read on the page. */
  constructor(readonly createWorker: (() => Worker) | null = null) {}

  keys() {
    return this.entries.keys();
  }

  get(key: string): State | undefined {
    return this.entries.get(key);
  }

  set(key: string, state: State) {
    const before = this.entries.get(key)?.data;
    this.entries.set(key, state);
    if (before === state.data) return;
    this.letGo(before);
    if (state.data instanceof MetricsAnswer) {
      this.usedAt.set(state.data, performance.now());
      this.keepFew();
    }
  }

  delete(key: string) {
    const before = this.entries.get(key)?.data;
    this.entries.delete(key);
    this.letGo(before);
  }

  /** One more reader shows `key`; the function returned says it no longer does. */
  retain(key: string): () => void {
    this.readers.set(key, (this.readers.get(key) ?? 0) + 1);
    const answer = this.entries.get(key)?.data;
    if (answer instanceof MetricsAnswer) this.used(answer);
    return () => {
      const left = (this.readers.get(key) ?? 1) - 1;
      if (left > 0) {
        this.readers.set(key, left);
        return;
      }
      this.readers.delete(key);
      // After the render that let it go: a reader that takes it over in the same commit keeps it.
      queueMicrotask(() => {
        if (this.readers.has(key)) return;
        this.reads.stop(key);
        this.keepFew();
      });
    };
  }

  used(answer: MetricsAnswer) {
    if (this.usedAt.has(answer)) this.usedAt.set(answer, performance.now());
  }

  keptDetails(answer: MetricsAnswer, rowId: number) {
    this.details.push({ answer, rowId });
    for (const older of this.details.splice(0, Math.max(0, this.details.length - KEPT_DETAILS))) {
      older.answer.forgetDetails(older.rowId);
    }
  }

  /** Disposes of `data` when it is an answer: nothing in the cache holds it any more. */
  private letGo(data: unknown) {
    if (!(data instanceof MetricsAnswer)) return;
    this.usedAt.delete(data);
    this.details = this.details.filter((kept) => kept.answer !== data);
    data.dispose('the answer was let go');
  }

  /** Lets the least recently used answers that no part of the page reads go, beyond `KEPT_UNREAD`. */
  private keepFew() {
    const unread: [string, number][] = [];
    for (const [key, state] of this.entries) {
      if (state.data instanceof MetricsAnswer && !this.readers.has(key)) {
        unread.push([key, this.usedAt.get(state.data) ?? 0]);
      }
    }
    unread.sort((left, right) => left[1] - right[1]);
    for (const [key] of unread.slice(0, Math.max(0, unread.length - KEPT_UNREAD))) this.delete(key);
  }
}
