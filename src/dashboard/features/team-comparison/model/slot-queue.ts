// Which team rows may read now: at most `limit` reads run at once, the others wait their turn in the
// teams' order. Pure: every step takes a queue and returns a new one.

export interface SlotQueue {
  readonly limit: number;
  /** The rows waiting for a slot, first served first. */
  readonly waiting: readonly string[];
  /** The rows holding a slot: their reads are under way. */
  readonly running: readonly string[];
}

/** Where a row stands: waiting for a slot, reading in one, or done (its answer or error is there). */
export type SlotStatus = 'waiting' | 'running' | 'done';

/** A queue where every id waits (each once, in order); `fillSlots` then starts the first ones. */
export function slotQueue(ids: readonly string[], limit: number): SlotQueue {
  const slots = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
  return { limit: slots, waiting: [...new Set(ids)], running: [] };
}

/** The queue with free slots given to the first waiting rows. The same queue when none can start. */
export function fillSlots(queue: SlotQueue): SlotQueue {
  const free = queue.limit - queue.running.length;
  if (free <= 0 || queue.waiting.length === 0) return queue;
  return {
    limit: queue.limit,
    waiting: queue.waiting.slice(free),
    running: [...queue.running, ...queue.waiting.slice(0, free)],
  };
}

/** A row's reads have ended (answer or error): its slot is free. The same queue when it held none. */
export function releaseSlot(queue: SlotQueue, id: string): SlotQueue {
  if (!queue.running.includes(id)) return queue;
  return { ...queue, running: queue.running.filter((running) => running !== id) };
}

/** A done row asks again (Retry): it waits at the end of the line. The same queue when it already waits or runs. */
export function requeueSlot(queue: SlotQueue, id: string): SlotQueue {
  if (queue.waiting.includes(id) || queue.running.includes(id)) return queue;
  return { ...queue, waiting: [...queue.waiting, id] };
}

export function slotStatus(queue: SlotQueue, id: string): SlotStatus {
  if (queue.running.includes(id)) return 'running';
  return queue.waiting.includes(id) ? 'waiting' : 'done';
}
