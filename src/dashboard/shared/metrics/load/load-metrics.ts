// The page's read of a metrics answer: the SDK sends the call (host, token, statuses, errors), and the
// body is read and normalised as it arrives, in the metrics worker the app hands down (on the page
// otherwise, e.g. in tests). Projects arrive in batches and are reported as they come, so the page
// can show the first rows while the rest is on its way; the promise resolves with the whole model.
// A worker sends the projects without their details and is kept to answer questions about them
// (metrics-answers.ts).
import {
  AbortedError,
  DEFAULT_TIMEOUT_MS,
  type DepsightClient,
  InvalidResponseError,
  type MetricsQuery,
  NetworkError,
  TimeoutError,
} from '@/sdk';
import { openMetricsBody } from '@/sdk/stream';
import type { NormalizedMetrics, Project } from '../types';
import { EmptyMetricsAnswerError } from './empty-answer';
import { type AnswerLife, keepAnswers, WorkerAnswers } from './metrics-answers';
import { type ReadFailure, type ReadMessage, readMetricsBody } from './read-metrics-body';
import type { WorkerMessage, WorkerRequest } from './worker-messages';

const METRICS_CALL = { method: 'GET', path: '/api/v1/metrics/security/me' } as const;

/** An answer kept for as long as the page keeps it: none of the page's readers decides otherwise. */
const KEPT_ALWAYS: AnswerLife = { shown: () => true, forget: () => {} };

/** How far a read has come: the projects so far (in the answer's order) and the bytes received. */
export interface LoadProgress {
  /** One array that grows as the batches arrive: copy it to keep what it holds at one moment. */
  readonly projects: readonly Project[];
  readonly bytesRead: number;
  /** The body's length when the server said it (Content-Length), else null. */
  readonly byteLength: number | null;
}

export interface LoadOptions {
  /** Stops the call, the read and the worker's work. */
  signal?: AbortSignal;
  /** Called after each batch of projects. */
  onProgress?: (progress: LoadProgress) => void;
  /** How long the body may go without a new batch before the read fails; the SDK's time limit by default. */
  stallLimitMs?: number;
  /**
   * Makes the worker that reads the body (its module serves `serveMetrics`) and then answers questions
   * about the answer (`askAbout`); none, or a browser without workers: the body is read on the page.
   */
  createWorker?: (() => Worker) | null;
  /** How the page lets the answer go, which lets its worker go (metrics-answers.ts); never, by default. */
  life?: AnswerLife;
}

/** A read under way: `stop` ends it; `keep` keeps its reader to answer questions about `metrics`. */
interface ReadUnderWay {
  readonly stop: () => void;
  readonly keep: (metrics: NormalizedMetrics, life: AnswerLife) => void;
}

/** Reads a body and hands on its messages. */
type BodyReader = (body: ReadableStream<Uint8Array>, receive: (message: ReadMessage) => void) => ReadUnderWay;

/** In a worker of its own: stopping the read ends the worker and all its work at once. */
const readInWorker =
  (createWorker: () => Worker): BodyReader =>
  (body, receive) => {
    const worker = createWorker();
    const answers = new WorkerAnswers(worker);
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type === 'projects') answers.hold(data.projects);
      if (data.type === 'projects' || data.type === 'done' || data.type === 'failed') receive(data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      receive({ type: 'failed', failure: { kind: 'broken', reason: 'the answer could not be read' } });
    });
    const request: WorkerRequest = { type: 'read', body };
    worker.postMessage(request, [body as unknown as Transferable]);
    return {
      stop: () => answers.close('the read was stopped'),
      keep: (metrics, life) => keepAnswers(metrics, answers, life),
    };
  };

/** On the page, where there are no workers: the same reading, stopped by cancelling the body. */
const readHere: BodyReader = (body, receive) => {
  const controller = new AbortController();
  void readMetricsBody(body, receive, controller.signal);
  return { stop: () => controller.abort(), keep: () => {} };
};

/** The error a failed read becomes: the SDK's classes, as a read of the whole body would give. */
function errorOf(failure: ReadFailure): Error {
  switch (failure.kind) {
    case 'not-an-object':
      return new EmptyMetricsAnswerError();
    case 'unreadable':
      return new InvalidResponseError({ ...METRICS_CALL, problem: failure.problem, byteOffset: failure.byteOffset });
    case 'broken':
      return new NetworkError({ ...METRICS_CALL, reason: failure.reason });
  }
}

/**
 * The normalised metrics of `query`, read as a stream. Rejects with the SDK's errors (an answer that
 * is not an object with `EmptyMetricsAnswerError`); an abort stops everything and rejects with an
 * `AbortedError`.
 */
export async function loadNormalizedMetrics(
  client: DepsightClient,
  query: MetricsQuery,
  { signal, onProgress, stallLimitMs = DEFAULT_TIMEOUT_MS, createWorker, life = KEPT_ALWAYS }: LoadOptions = {},
): Promise<NormalizedMetrics> {
  const { body, byteLength } = await openMetricsBody(client, query, { signal });
  const read: BodyReader = typeof Worker === 'function' && createWorker ? readInWorker(createWorker) : readHere;
  return new Promise<NormalizedMetrics>((resolve, reject) => {
    const projects: Project[] = [];
    let stall: ReturnType<typeof setTimeout> | undefined;
    let reading: ReadUnderWay | undefined;
    const settle = () => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: Error) => {
      settle();
      reading?.stop();
      reject(error);
    };
    const watch = () => {
      clearTimeout(stall);
      if (stallLimitMs > 0) {
        stall = setTimeout(() => fail(new TimeoutError({ ...METRICS_CALL, timeoutMs: stallLimitMs })), stallLimitMs);
      }
    };
    function onAbort() {
      fail(new AbortedError({ ...METRICS_CALL, reason: signal?.reason }));
    }
    if (signal?.aborted) {
      body.cancel().catch(() => {});
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    watch();
    reading = read(body, (message) => {
      switch (message.type) {
        case 'projects':
          for (const project of message.projects) projects.push(project);
          watch();
          onProgress?.({ projects, bytesRead: message.bytesRead, byteLength });
          return;
        case 'done': {
          settle();
          const metrics: NormalizedMetrics = { ...message.account, projects };
          reading?.keep(metrics, life);
          resolve(metrics);
          return;
        }
        case 'failed':
          fail(errorOf(message.failure));
      }
    });
  });
}
