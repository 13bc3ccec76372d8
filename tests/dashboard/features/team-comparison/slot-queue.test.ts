import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillSlots,
  releaseSlot,
  requeueSlot,
  type SlotQueue,
  slotQueue,
  slotStatus,
} from '@/dashboard/shared/model/slot-queue';

const TEAMS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('slot queue', () => {
  it('starts the first teams in order, and the next one when a slot is released', () => {
    let queue = fillSlots(slotQueue(TEAMS, 4));
    expect(queue.running).toEqual(['a', 'b', 'c', 'd']);
    expect(TEAMS.map((id) => slotStatus(queue, id))).toEqual([
      'running',
      'running',
      'running',
      'running',
      'waiting',
      'waiting',
    ]);
    queue = fillSlots(releaseSlot(queue, 'c'));
    expect(queue.running).toEqual(['a', 'b', 'd', 'e']);
    expect(slotStatus(queue, 'c')).toBe('done');
  });

  it('a team asked again waits at the end of the line, and is not started by the ask itself', () => {
    let queue = fillSlots(slotQueue(['a', 'b', 'c'], 2));
    queue = fillSlots(releaseSlot(queue, 'a'));
    queue = requeueSlot(queue, 'a');
    expect(queue.waiting).toEqual(['a']);
    expect(slotStatus(queue, 'a')).toBe('waiting');
    queue = fillSlots(releaseSlot(queue, 'b'));
    expect(queue.running).toEqual(['c', 'a']);
  });

  it('returns the same queue when nothing changes', () => {
    const queue = fillSlots(slotQueue(['a', 'b'], 4));
    expect(fillSlots(queue)).toBe(queue);
    expect(releaseSlot(queue, 'x')).toBe(queue);
    expect(requeueSlot(queue, 'a')).toBe(queue);
  });

  it('a limit that is not a positive whole number is read as one slot at least', () => {
    expect(slotQueue(['a'], 0).limit).toBe(1);
    expect(slotQueue(['a'], Number.NaN).limit).toBe(1);
    expect(slotQueue(['a'], 2.7).limit).toBe(2);
  });

  const step = fc.oneof(
    fc.constant({ type: 'fill' as const }),
    fc.record({ type: fc.constant('release' as const), id: fc.constantFrom(...TEAMS) }),
    fc.record({ type: fc.constant('requeue' as const), id: fc.constantFrom(...TEAMS) }),
  );

  it('never runs more than the limit, never holds a team twice, and fills every free slot it can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(step, { maxLength: 60 }), (limit, steps) => {
        let queue: SlotQueue = slotQueue(TEAMS, limit);
        for (const action of steps) {
          if (action.type === 'fill') queue = fillSlots(queue);
          else if (action.type === 'release') queue = releaseSlot(queue, action.id);
          else queue = requeueSlot(queue, action.id);
          expect(queue.running.length).toBeLessThanOrEqual(limit);
          const held = [...queue.running, ...queue.waiting];
          expect(new Set(held).size).toBe(held.length);
          expect(held.every((id) => TEAMS.includes(id))).toBe(true);
        }
        const filled = fillSlots(queue);
        expect(filled.running.length).toBe(Math.min(limit, queue.running.length + queue.waiting.length));
        // First come, first served: the waiting line keeps its order.
        expect([...filled.running.slice(queue.running.length), ...filled.waiting]).toEqual(queue.waiting);
      }),
    );
  });
});
