// `depsight/stream`: the metrics answer read as a stream, for accounts too large to hold (Node.js
// exports first; browsers too). An entry of its own, so that `createClient` stays small for those who
// never stream; it throws the client's own error classes (internal/stream-kit.ts).
import type { DepsightClient } from './client';
import type { ArrayMemberStream } from './internal/array-member-stream';
import { type ArrayMemberSource, DEFAULT_MAX_VALUE_BYTES, streamArrayMember } from './internal/array-member-stream';
import { type BodyRead, readBody } from './internal/body-reader';
import type { CallOptions, RequestExtras } from './internal/core';
import { STREAM_KIT, type StreamKit } from './internal/stream-kit';
import { METRICS_PATH, type MetricsQuery, type ProjectMetrics, type SecurityMetrics } from './resources/metrics';

export { CutError } from './internal/array-member-cutter';
export type { ArrayMemberStream } from './internal/array-member-stream';
export type { BodyRead } from './internal/body-reader';
export type { MetricsQuery, ProjectMetrics, SecurityMetrics } from './resources/metrics';

/** The metrics answer without its projects: what `streamProjects(...).rest()` resolves with. */
export type SecurityMetricsRest = Omit<SecurityMetrics, 'projects'>;
/** `streamProjects`' loop over the projects, then `rest()`. */
export type ProjectMetricsStream = ArrayMemberStream<ProjectMetrics, SecurityMetricsRest>;

/** The options of `streamProjects`: the per-call options, and the size limit of one project. */
export interface ProjectStreamOptions extends CallOptions {
  /**
   * The most bytes one project may take in the answer (and the answer's other members together):
   * past it the read fails with an `InvalidResponseError` rather than holding it. 64 MiB by default.
   */
  maxProjectBytes?: number;
}

/** The largest project `streamProjects` reads by default (`maxProjectBytes`): 64 MiB. */
export const DEFAULT_MAX_PROJECT_BYTES = DEFAULT_MAX_VALUE_BYTES;

/** The answer's other members, which its errors may name (a server's own keys are not echoed). */
const KNOWN_MEMBERS = ['accountOverview', 'projectsUsage', 'exclusionUsage'];

/** The smallest answer the document accepts: a project is checked inside it (with `validateResponses`). */
const EMPTY_METRICS_ANSWER: SecurityMetrics = {
  projects: [],
  projectsUsage: { sortedDates: [], dates: {} },
  exclusionUsage: { sortedDates: [], dates: {} },
};

function kitOf(client: DepsightClient): StreamKit {
  const kit = (client as unknown as Partial<Record<typeof STREAM_KIT, StreamKit>>)[STREAM_KIT];
  if (!kit) throw new TypeError('streamProjects needs a client made by createClient');
  return kit;
}

/** The metrics call of `query` with its body left unread: what both streamed reads send. */
const sendMetricsCall = (kit: StreamKit, query: MetricsQuery) => (extras: RequestExtras) =>
  kit.core.api.GET(METRICS_PATH, { ...extras, params: { query: kit.metricsQuery(query) }, parseAs: 'stream' });

/**
 * The metrics answer (`client.metrics.get`'s) read as a stream: its projects one at a time with
 * `for await`, then the other members with `rest()`. Memory holds one project at a time, whatever the
 * size of the answer, and `timeoutMs` limits each wait for more of the body rather than the whole
 * read. A body that breaks off, is not the answer's shape or has a project larger than
 * `maxProjectBytes` fails with an `InvalidResponseError` that says at which byte. Nothing is sent
 * before the first step. Only `client` not being a depsight client throws (a `TypeError`).
 */
export function streamProjects(
  client: DepsightClient,
  query: MetricsQuery = {},
  options?: ProjectStreamOptions,
): ProjectMetricsStream {
  const kit = kitOf(client);
  const { maxProjectBytes, ...streamOptions } = options ?? {};
  const source: ArrayMemberSource = {
    send: sendMetricsCall(kit, query),
    member: 'projects',
    knownMembers: KNOWN_MEMBERS,
    emptyAnswer: EMPTY_METRICS_ANSWER,
    method: 'GET',
    path: METRICS_PATH,
  };
  return streamArrayMember(kit, source, { ...streamOptions, maxValueBytes: maxProjectBytes });
}

/** A metrics answer's body, not read yet (`openMetricsBody`). */
export interface MetricsBody {
  /** The body's bytes, to read once: with `readProjects`, here or in a worker (it is transferable). */
  readonly body: ReadableStream<Uint8Array>;
  /** The body's length in bytes from its Content-Length, when the server sent one and no encoding; else null. */
  readonly byteLength: number | null;
}

/**
 * Sends `client.metrics.get`'s call and resolves with the success's body unread, for a reader of its
 * own (a worker that reads it with `readProjects`, a file). Everything up to the body is the client's:
 * the configured host, the token, retries, statuses and error classes; `timeoutMs` limits the wait
 * for the answer, and `signal` also cancels the body once it is handed out.
 */
export async function openMetricsBody(
  client: DepsightClient,
  query: MetricsQuery = {},
  options: CallOptions = {},
): Promise<MetricsBody> {
  const kit = kitOf(client);
  const { signal: callerSignal, timeoutMs: ownLimit, ...callOptions } = options;
  const timeoutMs = ownLimit ?? kit.core.timeoutMs;
  const where = { method: 'GET', path: METRICS_PATH };
  // The read's own signal: the call core's would stop following the caller once the answer came.
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  let length: string | null = null;
  const call = kit.core.call(
    {
      ...callOptions,
      timeoutMs: 0,
      signal: controller.signal,
      onRawResponse: (response) => {
        length = response.headers.has('content-encoding') ? null : response.headers.get('content-length');
        callOptions.onRawResponse?.(response);
      },
    },
    sendMetricsCall(kit, query),
    { streamed: true },
  );
  // The stop is the call's end even when a fetch does not follow its signal.
  const stopped = new Promise<never>((_, reject) => {
    const onStop = () =>
      reject(
        timedOut
          ? new kit.errors.TimeoutError({ timeoutMs, ...where })
          : new kit.errors.AbortedError({ ...where, reason: callerSignal?.reason }),
      );
    if (controller.signal.aborted) onStop();
    else controller.signal.addEventListener('abort', onStop, { once: true });
  });
  call.catch(() => {});
  stopped.catch(() => {});
  try {
    const body = await Promise.race([call, stopped]);
    if (!body)
      throw new kit.errors.InvalidResponseError({ ...where, problem: 'the answer has no body', byteOffset: 0 });
    const byteLength = length !== null && /^\d{1,15}$/.test(length) ? Number(length) : null;
    return { body, byteLength };
  } catch (error) {
    callerSignal?.removeEventListener('abort', onCallerAbort);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The options of `readProjects`. */
export interface ReadProjectsOptions {
  /** The most bytes one project (and the other members together) may take: 64 MiB by default. */
  maxProjectBytes?: number;
  /**
   * For a reader that checks every value itself: projects of any JSON type are handed out, and an
   * answer whose `projects` is missing or not an array is read as having none (that value is kept
   * with the other members). The body must still be one JSON object. Off by default.
   */
  anyShape?: boolean;
  /** Stops the read and cancels the body. */
  signal?: AbortSignal;
}

/**
 * The projects of a metrics body you already hold (`openMetricsBody`'s, a file's), one at a time as
 * `streamProjects` reads them, then the other members with `rest()`. Memory holds one project at a
 * time. A body that breaks off or is not the answer's shape fails with a `CutError` that says what
 * and at which byte (`notAnObject` when the body is empty or not a JSON object).
 */
export function readProjects(
  body: ReadableStream<Uint8Array>,
  options: ReadProjectsOptions = {},
): BodyRead<ProjectMetrics, SecurityMetricsRest> {
  const maxValueBytes = options.maxProjectBytes ?? DEFAULT_MAX_PROJECT_BYTES;
  if (!Number.isSafeInteger(maxValueBytes) || maxValueBytes < 1) {
    throw new RangeError(`maxProjectBytes must be a whole number of bytes, at least 1, not ${String(maxValueBytes)}`);
  }
  return readBody(
    body,
    { member: 'projects', knownMembers: KNOWN_MEMBERS, maxValueBytes, anyShape: options.anyShape === true },
    options.signal,
  );
}
