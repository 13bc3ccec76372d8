// The elements of one array member of a JSON body, read from its byte stream: the one loop of every
// streamed read. A body the caller already holds (a file, a body handed to a worker) is read with
// no hooks, and its faults are the cutter's `CutError`s, which say what and at which byte; the SDK's
// streamed read (`streamProjects`) hands it the body of its call (streamed-call.ts) to open at the
// first step, with its checks, its time limit and its error classes.
import { ArrayMemberCutter, type CutterOptions, NEED_MORE } from './array-member-cutter';

/** A loop over the elements, then the answer's other members. */
export interface BodyRead<TElement, TRest> extends AsyncGenerator<TElement, void, undefined> {
  /**
   * The other members. After the loop it resolves at once; before (or without) one, it reads the
   * elements left and drops them. Rejects with the read's fault, or when the loop was left early.
   */
  rest(): Promise<TRest>;
  /** Bytes of the body read so far. */
  readonly bytesRead: number;
  /** The other members met so far (all of them once the body has ended). */
  readonly membersSoFar: Readonly<Record<string, unknown>>;
}

/** Where a read's fault comes from: the body's bytes, the stream giving them, or a stop (the signal). */
type FaultKind = 'cut' | 'read' | 'stopped';

/** What a reader of its own adds to the loop. */
export interface ReadHooks {
  /** Checks an element before it is handed out (its index among the elements); what it throws ends the read. */
  readonly checkElement?: (element: unknown, index: number) => Promise<void> | undefined;
  /** Checks the other members once the body has ended. */
  readonly checkRest?: (rest: Record<string, unknown>) => Promise<void> | undefined;
  /** Around each wait for more of the body, e.g. a time limit on it. */
  readonly waitStarts?: () => void;
  readonly waitEnds?: () => void;
  /** The error a fault becomes (a stop's fault is the signal's reason); as it is by default. */
  readonly faultOf?: (fault: unknown, kind: FaultKind) => unknown;
  /** The error of `rest()` once the loop was left early (or closed before its first step). */
  readonly leftEarly?: () => Error;
  /** The read is over: read to its end (`ended`), failed or left. */
  readonly closed?: (ended: boolean) => void;
}

/** A body, or how to get one at the first step (a call sent only then). */
type BodySource = ReadableStream<Uint8Array> | (() => Promise<ReadableStream<Uint8Array>>);

/**
 * Reads `body` with a cutter made from `options`, one element at a time. `signal` stops the read and
 * cancels the body; leaving the loop early cancels it too.
 */
export function readBody<TElement, TRest>(
  body: BodySource,
  options: CutterOptions,
  signal?: AbortSignal,
  hooks: ReadHooks = {},
): BodyRead<TElement, TRest> {
  const cutter = new ArrayMemberCutter(options);
  const faultOf = hooks.faultOf ?? ((fault: unknown) => fault);
  let bytesRead = 0;
  let rest: TRest | undefined;
  let failure: unknown;
  let leftEarly = false;
  const cut = <T>(step: () => T): T => {
    try {
      return step();
    } catch (error) {
      throw faultOf(error, 'cut');
    }
  };
  const throwIfStopped = () => {
    if (signal?.aborted) throw faultOf(signal.reason, 'stopped');
  };

  async function* read(): AsyncGenerator<TElement, void, undefined> {
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const onAbort = () => reader?.cancel(signal?.reason).catch(() => {});
    let ended = false;
    try {
      reader = (typeof body === 'function' ? await body() : body).getReader();
      signal?.addEventListener('abort', onAbort, { once: true });
      for (;;) {
        throwIfStopped();
        const element = cut(() => cutter.next());
        if (element !== NEED_MORE) {
          await hooks.checkElement?.(element, cutter.elementCount - 1);
          yield element as TElement;
          continue;
        }
        const step = await nextPart(reader, signal, hooks, faultOf);
        throwIfStopped();
        if (step.done) {
          ended = true;
          const others = cut(() => cutter.finish());
          await hooks.checkRest?.(others);
          rest = others as TRest;
          return;
        }
        cutter.feed(step.value);
        bytesRead += step.value.length;
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (!ended) {
        if (failure === undefined) leftEarly = true;
        reader?.cancel().catch(() => {});
      }
      hooks.closed?.(ended);
    }
  }

  const elements = read();
  const stream = elements as BodyRead<TElement, TRest>;
  Object.defineProperty(stream, 'bytesRead', { get: () => bytesRead });
  Object.defineProperty(stream, 'membersSoFar', { get: () => cutter.membersSoFar });
  const leftError = () =>
    hooks.leftEarly?.() ?? new Error(`The ${options.member} were not read to their end: the loop was left`);
  stream.rest = async () => {
    if (rest === undefined && failure === undefined && !leftEarly) await drain(elements);
    if (rest !== undefined) return rest;
    if (failure !== undefined) throw failure;
    // Left early, or closed before its first step: the body was not read to its end.
    throw leftError();
  };
  return stream;
}

/** The next part of the body: the wait between the hooks, a failure the stream's fault or the stop's. */
async function nextPart(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  signal: AbortSignal | undefined,
  hooks: ReadHooks,
  faultOf: (fault: unknown, kind: FaultKind) => unknown,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  hooks.waitStarts?.();
  try {
    return await reader.read();
  } catch (error) {
    throw signal?.aborted ? faultOf(signal.reason, 'stopped') : faultOf(error, 'read');
  } finally {
    hooks.waitEnds?.();
  }
}

/** Reads the elements left, dropping them; a failure stays the read's. */
async function drain(elements: AsyncGenerator<unknown, void, undefined>): Promise<void> {
  try {
    for (;;) {
      const step = await elements.next();
      if (step.done) return;
    }
  } catch {
    // Kept as the read's failure; `rest()` rejects with it.
  }
}
