// A response body made of given chunks, for the tests of the SDK's streamed reads.

const encoder = new TextEncoder();

/** A body stream that hands out `chunks` as they are asked for, and tells whether it was cancelled. */
export function chunkedBody(chunks: readonly Uint8Array[]) {
  let next = 0;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next];
      next += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

/** `text`'s UTF-8 bytes cut at the given offsets (any order, any count, duplicates allowed). */
export function cutAt(text: string, cuts: readonly number[]): Uint8Array[] {
  const bytes = encoder.encode(text);
  const offsets = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((first, second) => first - second);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    // Empty chunks too: a stream may hand them out.
    chunks.push(bytes.subarray(start, offset));
    start = offset;
  }
  return chunks;
}
