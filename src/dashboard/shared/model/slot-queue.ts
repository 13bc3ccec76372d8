// Which reads may be sent now: at most `limit` run at once, the others wait their turn in order (the
// team comparison's periods, the worklist's ticket reads per project). Pure: every step takes a queue
// and returns a new one.

export interface SlotQueue {
  readonly limit: number;
  /** The reads waiting for a slot, first served first. */
  readonly waiting: readonly string[];
  /** The reads holding a slot: under way. */
  readonly running: readonly string[];
}

/** Where a read stands: waiting for a slot, under way in one, or done (its answer or error is there, or it is not needed). */
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

/**
 * A read has ended (answer or error), or is no longer needed: it leaves the queue and its slot, if it
 * held one, is free. The same queue when it was in neither.
 */
export function releaseSlot(queue: SlotQueue, id: string): SlotQueue {
  if (!queue.running.includes(id) && !queue.waiting.includes(id)) return queue;
  return {
    ...queue,
    waiting: queue.waiting.filter((waiting) => waiting !== id),
    running: queue.running.filter((running) => running !== id),
  };
}

/** A done read is asked again (Retry): it waits at the end of the line. The same queue when it already waits or runs. */
export function requeueSlot(queue: SlotQueue, id: string): SlotQueue {
  if (queue.waiting.includes(id) || queue.running.includes(id)) return queue;
  return { ...queue, waiting: [...queue.waiting, id] };
}

export function slotStatus(queue: SlotQueue, id: string): SlotStatus {
  if (queue.running.includes(id)) return 'running';
  return queue.waiting.includes(id) ? 'waiting' : 'done';
}

/** The queue's ids of a team's two reads; the prefixes keep them apart whatever the uuid holds. */
export function teamReadIds(teamUUID: string): { current: string; previous: string } {
  return { current: `period ${teamUUID}`, previous: `previous ${teamUUID}` };
}
