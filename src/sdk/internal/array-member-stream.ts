// An answer read as a stream: the elements of one of its array members, one at a time, with the rest
// of the answer after them (src/sdk/README.md, "Streaming the projects"). The request goes through
// the call core like any other (the configured-host check, retries, statuses and error classes);
// only the reading of a success's body is done here, with its own time limit and abort.
// The SDK's error classes come with the kit (see stream-kit.ts), never from an import.
import { CutError } from './array-member-cutter';
import { type BodyRead, readBody } from './body-reader';
import type { CallOptions, RequestExtras } from './core';
import type { StreamKit } from './stream-kit';

/** The largest element (and the largest sum of the other members) read by default: 64 MiB. */
export const DEFAULT_MAX_VALUE_BYTES = 64 * 1_048_576;

/** The per-call options of a streamed read. */
export interface StreamOptions extends CallOptions {
  /**
   * The most bytes one element may take, and the answer's other members together; past it the read
   * fails with an `InvalidResponseError` rather than holding it (64 MiB by default).
   */
  maxValueBytes?: number;
}

/** What a streamed read hands out: a loop over the elements, then the rest of the answer. */
export interface ArrayMemberStream<TElement, TRest> extends AsyncGenerator<TElement, void, undefined> {
  /**
   * The answer's other members. Called after the loop, it resolves at once; called before (or
   * without) one, it reads the elements left to the end and drops them. Rejects with the read's
   * error, and with a `DepsightError` when the loop was left before the end (the connection was
   * then closed).
   */
  rest(): Promise<TRest>;
  /** Bytes of the body received so far, e.g. for a progress bar. */
  readonly bytesRead: number;
}

export interface ArrayMemberSource {
  /** Sends the request, with openapi-fetch's `parseAs: 'stream'`. */
  send: (
    extras: RequestExtras,
  ) => Promise<{ data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response }>;
  /** The array member, e.g. `projects`. */
  member: string;
  /** The answer's other members by name, for errors (a server's own names are not echoed). */
  knownMembers: readonly string[];
  /** The smallest answer the document accepts, with the member's array empty: an element is checked inside it. */
  emptyAnswer: Readonly<Record<string, unknown>>;
  /** Names the read in errors. */
  method: string;
  path: string;
}

/** The abort reason of the read's own time limit. */
const TIMED_OUT = Symbol('timed out');

/** Rejects a bad size limit (a whole number of bytes, at least 1). */
function maxValueBytesOf(value: number | undefined, { InvalidArgumentError }: StreamKit['errors']): number {
  if (value === undefined) return DEFAULT_MAX_VALUE_BYTES;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new InvalidArgumentError(`maxValueBytes must be a whole number of bytes, at least 1, not ${String(value)}`);
  }
  return value;
}

/**
 * The elements of `source.member` as they arrive. Nothing is sent until the first step (or `rest()`).
 * `timeoutMs` limits the wait for the answer and each wait for more of its body (not the whole read,
 * which may take minutes); `signal` stops the read and closes the connection.
 */
export function streamArrayMember<TElement, TRest>(
  { core, errors }: StreamKit,
  source: ArrayMemberSource,
  options: StreamOptions | undefined,
): ArrayMemberStream<TElement, TRest> {
  const { AbortedError, DepsightError, InvalidResponseError, NetworkError, TimeoutError } = errors;
  let body: BodyRead<TElement, TRest> | undefined;
  let failure: unknown;
  let leftEarly = false;
  const where = { method: source.method, path: source.path };

  async function* read(): AsyncGenerator<TElement, void, undefined> {
    const { maxValueBytes, ...callOptions } = options ?? {};
    const cutterOptions = {
      member: source.member,
      knownMembers: source.knownMembers,
      maxValueBytes: maxValueBytesOf(maxValueBytes, errors),
    };
    const timeoutMs = callOptions.timeoutMs ?? core.timeoutMs;
    const callerSignal = callOptions.signal;
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startWaiting = () => {
      if (timeoutMs > 0) timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
    };
    const stopWaiting = () => clearTimeout(timer);
    /** The error a stop of the read becomes: the time limit's, the caller's, or the network's. */
    const stopped = (error: unknown): unknown => {
      if (controller.signal.reason === TIMED_OUT) return new TimeoutError({ timeoutMs, ...where });
      if (controller.signal.aborted) return new AbortedError({ ...where, reason: controller.signal.reason });
      return error;
    };
    let request: Request | undefined;
    let response: Response | undefined;
    let ended = false;
    try {
      startWaiting();
      let stream: ReadableStream<Uint8Array> | null | undefined;
      try {
        // The read's own signal and time limit: the call core's limit would end the body's reading too.
        stream = await core.call(
          { ...callOptions, timeoutMs: 0, signal: controller.signal },
          (extras) =>
            source
              .send({
                ...extras,
                fetch: (sent) => {
                  request = sent;
                  // The call core always hands its own fetch (the host check and the retries).
                  return (extras.fetch as NonNullable<RequestExtras['fetch']>)(sent);
                },
              })
              .then((result) => {
                response = result.response;
                return result;
              }),
          { streamed: true },
        );
      } catch (error) {
        throw stopped(error);
      } finally {
        stopWaiting();
      }
      if (!stream) throw new InvalidResponseError({ ...where, problem: 'the answer has no body', byteOffset: 0 });
      // Each part is checked against the document as the rest of the answer would be.
      const check = (part: Record<string, unknown>, index?: number) => {
        if (!request || !response) return Promise.resolve();
        if (index === undefined) return core.checkPart(request, response, { ...part, [source.member]: [] });
        const pointer = `/${source.member}/0`;
        return core.checkPart(request, response, { ...source.emptyAnswer, [source.member]: [part] }, (violation) => ({
          ...violation,
          pointer: `/${source.member}/${index}${violation.pointer.slice(pointer.length)}`,
        }));
      };
      body = readBody<TElement, TRest>(stream, cutterOptions, controller.signal, {
        checkElement: (element, index) => check(element as Record<string, unknown>, index),
        checkRest: (others) => check(others),
        waitStarts: startWaiting,
        waitEnds: stopWaiting,
        faultOf: (fault, kind) => {
          if (kind === 'stopped') return stopped(undefined);
          if (kind === 'read') {
            return stopped(
              new NetworkError({ ...where, reason: fault instanceof Error ? fault.message : String(fault) }),
            );
          }
          return fault instanceof CutError
            ? new InvalidResponseError({ ...where, problem: fault.problem, byteOffset: fault.byteOffset })
            : fault;
        },
      });
      yield* body;
      ended = true;
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      stopWaiting();
      callerSignal?.removeEventListener('abort', onCallerAbort);
      if (!ended) {
        if (failure === undefined) leftEarly = true;
        // Leaving the loop, a failure or an abort: the rest of the body is not wanted, so the
        // connection is closed (the abort also stops a request still under way).
        controller.abort(controller.signal.reason ?? new Error('the read was closed'));
      }
    }
  }

  const elements = read();
  const stream = elements as ArrayMemberStream<TElement, TRest>;
  Object.defineProperty(stream, 'bytesRead', { get: () => body?.bytesRead ?? 0 });
  stream.rest = async () => {
    if (failure !== undefined) throw failure;
    if (leftEarly) {
      throw new DepsightError(
        `The ${source.member} of ${source.method} ${source.path} were not read to their end: the loop was left, and the connection closed`,
      );
    }
    for (;;) {
      const step = await elements.next();
      if (step.done) break;
    }
    if (body === undefined) {
      throw new DepsightError(`The read of ${source.method} ${source.path} was closed before its end`);
    }
    return body.rest();
  };
  return stream;
}
