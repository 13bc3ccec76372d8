// Questions about a read answer (`MetricsDerivation`): asked of the worker that read it while that
// worker is kept, answered on the page from the answer's projects otherwise. A kept worker holds a
// whole account, so only a few are kept: the ones asked most recently, and each goes when its answer
// leaves the page's memory.
import type { NormalizedMetrics } from '../types';
import type { MetricsDerivation } from './metrics-derivation';
import type { WorkerMessage, WorkerRequest } from './serve-metrics';

/** The page reads the applied period, the one before it, and a team or two of the comparison. */
const KEPT_WORKERS = 4;

/** A worker that cannot answer (gone, or it does not know the question): the page answers instead. */
class NotAnswered extends Error {}

/** One kept worker and the questions it has not answered yet. */
class WorkerAnswers {
  /** When it was last asked (performance.now()); -1: never, the first to go. */
  askedAt = -1;
  private closed = false;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();

  constructor(private readonly worker: Worker) {
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type !== 'answer' && data.type !== 'refused') return;
      const question = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (data.type === 'answer') question?.resolve(data.answer);
      else question?.reject(new NotAnswered(data.reason));
    });
    worker.addEventListener('error', () => this.close());
  }

  ask(name: string, request: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new NotAnswered('the worker is gone'));
    this.askedAt = performance.now();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const message: WorkerRequest = { type: 'ask', id, name, request };
      this.worker.postMessage(message);
    });
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.worker.terminate();
    for (const question of this.waiting.values()) question.reject(new NotAnswered('the worker is gone'));
    this.waiting.clear();
  }
}

const workerOf = new WeakMap<NormalizedMetrics, WorkerAnswers>();
const kept: WorkerAnswers[] = [];
const release = (answers: WorkerAnswers) => {
  answers.close();
  const index = kept.indexOf(answers);
  if (index >= 0) kept.splice(index, 1);
};
// An answer the page has forgotten (SWR's cache let it go) needs no worker any more.
const whenForgotten = new FinalizationRegistry<WorkerAnswers>(release);

/**
 * Keeps `worker`, which read `metrics`, to answer questions about it. Over the limit, the one asked
 * least recently goes (never asked first, the oldest of those first), but never the newest.
 */
export function keepWorkerOf(metrics: NormalizedMetrics, worker: Worker) {
  const answers = new WorkerAnswers(worker);
  workerOf.set(metrics, answers);
  whenForgotten.register(metrics, answers);
  kept.push(answers);
  while (kept.length > KEPT_WORKERS) {
    const older = kept.slice(0, -1);
    release(older.reduce((least, entry) => (entry.askedAt < least.askedAt ? entry : least)));
  }
}

/**
 * The answer of `derivation` to `request` about `metrics`: from the worker that read it when it is
 * kept, else computed here, from the same answer by the same function.
 */
export async function askAbout<Request, Answer>(
  metrics: NormalizedMetrics,
  derivation: MetricsDerivation<Request, Answer>,
  request: Request,
): Promise<Answer> {
  const answers = workerOf.get(metrics);
  if (answers !== undefined) {
    try {
      return (await answers.ask(derivation.name, request)) as Answer;
    } catch (error) {
      if (!(error instanceof NotAnswered)) throw error;
    }
  }
  return derivation.run(metrics, request);
}
