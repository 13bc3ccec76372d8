// Reads a metrics answer's body as it arrives and normalises each project the moment it is complete
// (`MetricsAccumulator`), handing the projects on in batches. The body is never one string: the
// SDK's reader cuts it at the projects' boundaries and parses each one alone, so an answer of any size
// can be read. It runs in the metrics worker (serve-metrics.ts) or, where there are no workers, on the
// page; both hand their batches to the same receiver (load-metrics.ts).
import { CutError, readProjects } from '@/sdk/stream';
import { MetricsAccumulator, type NormalizedAccountParts } from '../normalize';
import type { Project, ProjectSummary } from '../types';

/** Why a body could not be read. */
export type ReadFailure =
  /** The body is empty or its value is not a JSON object: an answer without metrics. */
  | { readonly kind: 'not-an-object' }
  /** The body breaks off or is not JSON: what and at which byte. */
  | { readonly kind: 'unreadable'; readonly problem: string; readonly byteOffset: number }
  /** The connection broke while the body came. */
  | { readonly kind: 'broken'; readonly reason: string };

/**
 * What a read hands on, in this order: batches of projects, then the end or a failure. The page
 * receives the projects' summaries (`ProjectSummary`), the reader whole projects.
 */
export type ReadMessage<P extends ProjectSummary = Project> =
  | { readonly type: 'projects'; readonly projects: readonly P[]; readonly bytesRead: number }
  | { readonly type: 'done'; readonly account: NormalizedAccountParts; readonly bytesRead: number }
  | { readonly type: 'failed'; readonly failure: ReadFailure };

/**
 * How long a batch gathers projects before it is handed on. The page unpacks each batch in a task of
 * its own, in about as long as the worker took to make it (a structured clone of the projects), so a
 * batch must stay well under the 50 ms of a long task; yet not one message per project.
 */
const BATCH_MS = 15;

/**
 * Reads `body` to its end (or its first fault), handing each batch, then the end, to `send`. A batch
 * is handed on after `BATCH_MS` of reading, or sooner when the body keeps the reader waiting, so the
 * first rows never wait for more of the body. `signal` stops the read and cancels the body.
 */
export async function readMetricsBody(
  body: ReadableStream<Uint8Array>,
  send: (message: ReadMessage) => void,
  signal?: AbortSignal,
) {
  const accumulator = new MetricsAccumulator();
  // Any shape: the accumulator checks every value, as it does for an answer read whole.
  const read = readProjects(body, { anyShape: true, signal });
  let batch: Project[] = [];
  let batchStart = performance.now();
  let waitingFlush: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(waitingFlush);
    waitingFlush = undefined;
    if (batch.length > 0) send({ type: 'projects', projects: batch, bytesRead: read.bytesRead });
    batch = [];
    batchStart = performance.now();
  };
  try {
    for await (const raw of read) {
      const project = accumulator.add(raw);
      if (project === null) continue;
      batch.push(project);
      if (performance.now() - batchStart >= BATCH_MS) flush();
      // Runs only when the loop waits for the body: the projects read so far go at once.
      else waitingFlush ??= setTimeout(flush, 0);
    }
    const members = await read.rest();
    flush();
    send({ type: 'done', account: accumulator.finish(members), bytesRead: read.bytesRead });
  } catch (error) {
    clearTimeout(waitingFlush);
    if (!signal?.aborted) send({ type: 'failed', failure: failureOf(error) });
  }
}

function failureOf(error: unknown): ReadFailure {
  if (error instanceof CutError) {
    return error.notAnObject
      ? { kind: 'not-an-object' }
      : { kind: 'unreadable', problem: error.problem, byteOffset: error.byteOffset };
  }
  return { kind: 'broken', reason: error instanceof Error ? error.message : String(error) };
}
