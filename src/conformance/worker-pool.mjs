// @ts-check
// Runs the operations of the plan with several workers. Operations of one phase (creates, reads,
// updates, deletes, end of session) run concurrently; a phase starts when the one before has ended,
// and deletes run one at a time, since their order (children before parents) matters.

/**
 * @template T, R
 * @param {T[]} items in plan order
 * @param {{ workers: number, phaseOf: (item: T) => number, sequentialPhases?: number[] }} settings
 * @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>} in the order of `items`, whatever order they finished in
 */
export async function runInPhases(items, { workers, phaseOf, sequentialPhases = [] }, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  /** @type {Map<number, number[]>} */
  const phases = new Map();
  for (const [index, item] of items.entries()) {
    const phase = phaseOf(item);
    phases.set(phase, [...(phases.get(phase) ?? []), index]);
  }
  for (const phase of [...phases.keys()].sort((left, right) => left - right)) {
    const queue = [...(phases.get(phase) ?? [])];
    const count = sequentialPhases.includes(phase) ? 1 : Math.max(1, workers);
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        results[index] = await work(/** @type {T} */ (items[index]), index);
      }
    };
    await Promise.all(Array.from({ length: Math.min(count, queue.length) }, worker));
  }
  return results;
}
