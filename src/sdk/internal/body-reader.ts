// The elements of one array member of a JSON body the caller already holds as a byte stream (a file,
// a body handed to a worker): the cutter's loop without a call around it. Faults are the cutter's
// `CutError`s, which say what and at which byte; there is no request to name, so no SDK error class.
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

/**
 * Reads `body` with a cutter made from `options`, one element at a time. `signal` stops the read and
 * cancels the body; leaving the loop early cancels it too.
 */
export function readBody<TElement, TRest>(
  body: ReadableStream<Uint8Array>,
  options: CutterOptions,
  signal?: AbortSignal,
): BodyRead<TElement, TRest> {
  const cutter = new ArrayMemberCutter(options);
  let bytesRead = 0;
  let rest: TRest | undefined;
  let failure: unknown;
  let leftEarly = false;

  async function* read(): AsyncGenerator<TElement, void, undefined> {
    const reader = body.getReader();
    const onAbort = () => reader.cancel(signal?.reason).catch(() => {});
    signal?.addEventListener('abort', onAbort, { once: true });
    let ended = false;
    try {
      for (;;) {
        signal?.throwIfAborted();
        const element = cutter.next();
        if (element !== NEED_MORE) {
          yield element as TElement;
          continue;
        }
        const step = await reader.read();
        signal?.throwIfAborted();
        if (step.done) {
          ended = true;
          rest = cutter.finish() as TRest;
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
        reader.cancel().catch(() => {});
      }
    }
  }

  const elements = read();
  const stream = elements as BodyRead<TElement, TRest>;
  Object.defineProperty(stream, 'bytesRead', { get: () => bytesRead });
  Object.defineProperty(stream, 'membersSoFar', { get: () => cutter.membersSoFar });
  stream.rest = async () => {
    if (rest !== undefined) return rest;
    if (failure !== undefined) throw failure;
    if (leftEarly) throw new Error(`The ${options.member} were not read to their end: the loop was left`);
    for (;;) {
      const step = await elements.next();
      if (step.done) break;
    }
    return rest as TRest;
  };
  return stream;
}
