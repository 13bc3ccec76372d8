// The page's read of a metrics answer: the SDK sends the call (host, token, statuses, errors), and the
// body is read and normalised as it arrives, in a metrics worker of its own when the page's cache
// makes workers (on the page otherwise, e.g. in the component tests). Projects arrive in batches and
// are reported as they come, so the page can show the first rows while the rest is on its way; the
// promise resolves with the answer's handle (metrics-answer.ts) once it is whole.
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
import { METRICS_CALL } from '../metrics-call';
import type { ProjectSummary } from '../types';
import { EmptyMetricsAnswerError } from './empty-answer';
import { type AnswerKeeper, MetricsAnswer } from './metrics-answer';
import { readOnPage } from './page-place';
import type { ReadFailure, ReadMessage } from './read-metrics-body';
import { readInWorker } from './worker-place';

/** How far a read has come: the answer, its projects so far (in its order) and the bytes received. */
export interface ReadProgress {
  /** The answer as it arrives: it answers questions about the projects so far already. */
  readonly answer: MetricsAnswer;
  /** One array that grows as the batches arrive: copy it to keep what it holds at one moment. */
  readonly projects: readonly ProjectSummary[];
  readonly bytesRead: number;
  /** The body's length when the server said it (Content-Length), else null. */
  readonly byteLength: number | null;
}

export interface ReadOptions {
  /** Stops the call, the read and the worker's work. */
  signal?: AbortSignal;
  /** Called after each batch of projects. */
  onProgress?: (progress: ReadProgress) => void;
  /** How long the body may go without a new batch before the read fails; the SDK's time limit by default. */
  stallLimitMs?: number;
  /**
   * Makes the worker that reads the body (its module serves `serveMetrics`) and then derives what is
   * asked about the answer; none, or a browser without workers: the body is read on the page.
   */
  createWorker?: (() => Worker) | null;
  /** Who decides what the answer keeps (the page's cache); everything, by default. */
  keeper?: AnswerKeeper;
  /** The cache key the answer is read for (`MetricsAnswer.key`). */
  key?: string;
}

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
 * The answer to `query`, read as a stream. Rejects with the SDK's errors (an answer that is not an
 * object with `EmptyMetricsAnswerError`); an abort stops everything and rejects with an
 * `AbortedError`. A read that fails disposes of its answer.
 */
export async function readMetricsAnswer(
  client: DepsightClient,
  query: MetricsQuery,
  { signal, onProgress, stallLimitMs = DEFAULT_TIMEOUT_MS, createWorker, keeper, key }: ReadOptions = {},
): Promise<MetricsAnswer> {
  // The worker starts as the call goes out, so that it has loaded and compiled its script while the
  // server prepares the answer, rather than after its first bytes, between them and the first rows.
  const worker = typeof Worker === 'function' && createWorker ? createWorker() : null;
  let opened: Awaited<ReturnType<typeof openMetricsBody>>;
  try {
    opened = await openMetricsBody(client, query, { signal });
  } catch (error) {
    worker?.terminate();
    throw error;
  }
  const { body, byteLength } = opened;
  if (signal?.aborted) {
    worker?.terminate();
    body.cancel().catch(() => {});
    throw new AbortedError({ ...METRICS_CALL, reason: signal.reason });
  }
  return new Promise<MetricsAnswer>((resolve, reject) => {
    let settled = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      settled = true;
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settle();
      answer.dispose('the read failed');
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
    const receive = (message: ReadMessage<ProjectSummary>) => {
      if (settled) return;
      switch (message.type) {
        case 'projects':
          answer.receive(message.projects);
          watch();
          onProgress?.({ answer, projects: answer.received, bytesRead: message.bytesRead, byteLength });
          return;
        case 'done':
          settle();
          answer.finish(message.account);
          resolve(answer);
          return;
        case 'failed':
          fail(errorOf(message.failure));
      }
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    watch();
    const place = worker ? readInWorker(worker, body, receive) : readOnPage(body, receive);
    const answer = new MetricsAnswer(place, keeper, key);
  });
}
