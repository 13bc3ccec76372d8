// `depsight/stream`: the metrics answer read as a stream, for accounts too large to hold (Node.js
// exports first; browsers too). An entry of its own, so that `createClient` stays small for those who
// never stream; it throws the client's own error classes (internal/stream-kit.ts).
import type { DepsightClient } from './client';
import { CutError } from './internal/array-member-cutter';
import { type BodyRead, readBody } from './internal/body-reader';
import type { CallOptions, SdkCore } from './internal/core';
import { STREAM_KIT, type StreamKit } from './internal/stream-kit';
import { type ArrayMemberStream, type OpenedBody, type StreamedCall, streamedCall } from './internal/streamed-call';
import { METRICS_PATH, type MetricsQuery, type ProjectMetrics, type SecurityMetrics } from './resources/metrics';

export { CutError } from './internal/array-member-cutter';
export type { BodyRead } from './internal/body-reader';
export type { ArrayMemberStream } from './internal/streamed-call';
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
export const DEFAULT_MAX_PROJECT_BYTES = 64 * 1_048_576;

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

/** The metrics call with its body left unread: what both streamed reads send. */
function metricsCall(kit: StreamKit, query: MetricsQuery, options: CallOptions | undefined): StreamedCall {
  return streamedCall(
    kit,
    {
      send: (extras) =>
        kit.core.api.GET(METRICS_PATH, { ...extras, params: { query: kit.metricsQuery(query) }, parseAs: 'stream' }),
      method: 'GET',
      path: METRICS_PATH,
    },
    options,
  );
}

/** The one size-limit check of both readers: a whole number of bytes, at least 1 (a `RangeError` otherwise). */
function projectByteLimit(value: number | undefined): number {
  if (value === undefined) return DEFAULT_MAX_PROJECT_BYTES;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`maxProjectBytes must be a whole number of bytes, at least 1, not ${String(value)}`);
  }
  return value;
}

/**
 * Checks a part of the answer against the document (with `validateResponses` on), as the whole
 * answer would be: a project as the only project of the smallest answer, pointed at its own index.
 */
function checkPart(core: SdkCore, opened: OpenedBody | undefined, part: Record<string, unknown>, index?: number) {
  if (!opened?.request || !opened.response) return undefined;
  const { request, response } = opened;
  if (index === undefined) return core.checkPart(request, response, { ...part, projects: [] });
  return core.checkPart(request, response, { ...EMPTY_METRICS_ANSWER, projects: [part] }, (violation) => ({
    ...violation,
    pointer: `/projects/${index}${violation.pointer.slice('/projects/0'.length)}`,
  }));
}

/**
 * The metrics answer (`client.metrics.get`'s) read as a stream: its projects one at a time with
 * `for await`, then the other members with `rest()`. Memory holds one project at a time, whatever the
 * size of the answer, and `timeoutMs` limits each wait for more of the body rather than the whole
 * read. A body that breaks off, is not the answer's shape or has a project larger than
 * `maxProjectBytes` fails with an `InvalidResponseError` that says at which byte. Nothing is sent
 * before the first step. Only `client` not being a depsight client throws (a `TypeError`).
 * It is `openMetricsBody`'s call read by `readProjects`' reader, with the client's error classes.
 */
export function streamProjects(
  client: DepsightClient,
  query: MetricsQuery = {},
  options?: ProjectStreamOptions,
): ProjectMetricsStream {
  const kit = kitOf(client);
  const { DepsightError, InvalidArgumentError, InvalidResponseError, NetworkError } = kit.errors;
  const { maxProjectBytes, ...callOptions } = options ?? {};
  const where = { method: 'GET', path: METRICS_PATH };
  const call = metricsCall(kit, query, callOptions);
  let maxValueBytes = DEFAULT_MAX_PROJECT_BYTES;
  let refused: unknown;
  try {
    maxValueBytes = projectByteLimit(maxProjectBytes);
  } catch (error) {
    // Rejects the first step, as a bad query does.
    refused = new InvalidArgumentError((error as Error).message);
  }
  let opened: OpenedBody | undefined;
  const open = async () => {
    if (refused !== undefined) throw refused;
    opened = await call.open();
    return opened.body;
  };
  const read = readBody<ProjectMetrics, SecurityMetricsRest>(
    open,
    { member: 'projects', knownMembers: KNOWN_MEMBERS, maxValueBytes },
    call.signal,
    {
      checkElement: (element, index) => checkPart(kit.core, opened, element as Record<string, unknown>, index),
      checkRest: (others) => checkPart(kit.core, opened, others),
      waitStarts: call.waitStarts,
      waitEnds: call.waitEnds,
      faultOf: (fault, kind) => {
        if (kind === 'stopped') return call.stopped(undefined);
        if (kind === 'read') {
          return call.stopped(
            new NetworkError({ ...where, reason: fault instanceof Error ? fault.message : String(fault) }),
          );
        }
        return fault instanceof CutError
          ? new InvalidResponseError({ ...where, problem: fault.problem, byteOffset: fault.byteOffset })
          : fault;
      },
      leftEarly: () =>
        new DepsightError(
          `The projects of GET ${METRICS_PATH} were not read to their end: the loop was left, and the connection closed`,
        ),
      closed: call.close,
    },
  );
  return read;
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
  const call = metricsCall(kitOf(client), query, options);
  try {
    const { body, byteLength } = await call.open();
    return { body, byteLength };
  } catch (error) {
    call.close(false);
    throw error;
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
  const maxValueBytes = projectByteLimit(options.maxProjectBytes);
  return readBody(
    body,
    { member: 'projects', knownMembers: KNOWN_MEMBERS, maxValueBytes, anyShape: options.anyShape === true },
    options.signal,
  );
}
