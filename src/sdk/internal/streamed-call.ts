// The one set-up of a call whose success's body is read as a stream (src/sdk/README.md, "Streaming
// the projects"): the request goes through the call core like any other (the configured-host check,
// retries, statuses and error classes), under a signal of the read's own that follows the caller's,
// with a time limit on each wait (for the answer, then for each part of the body when it is read
// here), and one mapping of a stop to the SDK's errors. The error classes come with the kit
// (stream-kit.ts), never from an import.
import type { CallOptions, RequestExtras } from './core';
import type { StreamKit } from './stream-kit';

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

/** The call: how it is sent (openapi-fetch's `parseAs: 'stream'`) and what names it in errors. */
export interface StreamedCallSource {
  send: (
    extras: RequestExtras,
  ) => Promise<{ data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response }>;
  method: string;
  path: string;
}

/** A success's body, unread, with what it was answered to (for checks against the document). */
export interface OpenedBody {
  body: ReadableStream<Uint8Array>;
  /** From Content-Length, when sent for a body without encoding; else null. */
  byteLength: number | null;
  request: Request | undefined;
  response: Response | undefined;
}

export interface StreamedCall {
  /** The read's own signal: it stops the request, then the body. */
  readonly signal: AbortSignal;
  /** Sends the call (the time limit covers the wait for the answer). */
  open(): Promise<OpenedBody>;
  /** Around each wait for more of the body: the time limit of one wait. */
  waitStarts(): void;
  waitEnds(): void;
  /** The error a stop becomes: the time limit's, the caller's abort, or `error` when neither stopped it. */
  stopped(error: unknown): unknown;
  /** The read is over: the caller's signal is let go, and unless the body was read to its end the connection is closed. */
  close(ended: boolean): void;
}

/** The abort reason of the read's own time limit. */
const TIMED_OUT = Symbol('timed out');

function byteLengthOf(response: Response): number | null {
  const length = response.headers.has('content-encoding') ? null : response.headers.get('content-length');
  return length !== null && /^\d{1,15}$/.test(length) ? Number(length) : null;
}

/**
 * A streamed call, not sent yet. `timeoutMs` (the client's by default) limits each wait, not the
 * whole read; the caller's `signal` stops the read until `close`.
 */
export function streamedCall(kit: StreamKit, source: StreamedCallSource, options: CallOptions = {}): StreamedCall {
  const { AbortedError, InvalidResponseError, TimeoutError } = kit.errors;
  const { signal: callerSignal, timeoutMs: ownLimit, ...callOptions } = options;
  const timeoutMs = ownLimit ?? kit.core.timeoutMs;
  const where = { method: source.method, path: source.path };
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const call: StreamedCall = {
    signal: controller.signal,
    waitStarts: () => {
      if (timeoutMs > 0) timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
    },
    waitEnds: () => clearTimeout(timer),
    stopped: (error) => {
      if (controller.signal.reason === TIMED_OUT) return new TimeoutError({ timeoutMs, ...where });
      if (controller.signal.aborted) return new AbortedError({ ...where, reason: controller.signal.reason });
      return error;
    },
    close: (ended) => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      // Leaving the loop, a failure or an abort: the rest of the body is not wanted.
      if (!ended) controller.abort(controller.signal.reason ?? new Error('the read was closed'));
    },
    open: async () => {
      if (callerSignal?.aborted) onCallerAbort();
      callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
      const sent: Omit<OpenedBody, 'body'> = { byteLength: null, request: undefined, response: undefined };
      call.waitStarts();
      try {
        const body = await Promise.race([
          sendCall(kit, source, callOptions, controller.signal, sent),
          stop(controller),
        ]);
        if (!body) throw new InvalidResponseError({ ...where, problem: 'the answer has no body', byteOffset: 0 });
        return { ...sent, body };
      } catch (error) {
        throw call.stopped(error);
      } finally {
        call.waitEnds();
      }
    },
  };
  return call;
}

/** The call through the core, under the read's own signal and time limit (the core's would end the body's reading too). */
function sendCall(
  kit: StreamKit,
  source: StreamedCallSource,
  callOptions: CallOptions,
  signal: AbortSignal,
  sent: Omit<OpenedBody, 'body'>,
): Promise<ReadableStream<Uint8Array> | null | undefined> {
  const answer = kit.core.call(
    {
      ...callOptions,
      timeoutMs: 0,
      signal,
      onRawResponse: (response) => {
        sent.response = response;
        sent.byteLength = byteLengthOf(response);
        callOptions.onRawResponse?.(response);
      },
    },
    (extras) =>
      source.send({
        ...extras,
        fetch: (request) => {
          sent.request = request;
          // The call core always hands its own fetch (the host check and the retries).
          return (extras.fetch as NonNullable<RequestExtras['fetch']>)(request);
        },
      }),
    { streamed: true },
  );
  answer.catch(() => {});
  return answer;
}

/** Rejects once the read's signal stops: the stop is the call's end even when a fetch does not follow its signal. */
function stop(controller: AbortController): Promise<never> {
  const stopped = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    else controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  stopped.catch(() => {});
  return stopped;
}
