import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LongTask, loadBlocking, quietSince, type Span } from '../../scripts/lib/page-marks.mjs';

const QUIET = 4000;
const task = (startTime: number, duration: number): LongTask => ({ startTime, duration });

describe('when a page went quiet', () => {
  it('is when it settled, once 4 s have passed without a long task or a request', () => {
    expect(quietSince({ tasks: [], requests: [], from: 1200, now: 5200, quietMs: QUIET })).toBe(1200);
    // Not watched long enough yet: nobody can say it stays quiet.
    expect(quietSince({ tasks: [], requests: [], from: 1200, now: 5199, quietMs: QUIET })).toBeUndefined();
  });

  it('waits out the long tasks after it settled, the ones before it do not matter', () => {
    const tasks = [task(300, 120), task(1500, 80), task(2200, 60)];
    expect(quietSince({ tasks, requests: [], from: 1000, now: 10_000, quietMs: QUIET })).toBe(2260);
    // A task that starts 4 s after the previous one ended leaves a quiet window before it.
    const later = [...tasks, task(6260, 200)];
    expect(quietSince({ tasks: later, requests: [], from: 1000, now: 10_000, quietMs: QUIET })).toBe(2260);
    const sooner = [...tasks, task(6259, 200)];
    expect(quietSince({ tasks: sooner, requests: [], from: 1000, now: 10_459, quietMs: QUIET })).toBe(6459);
  });

  it('is not quiet while a request is in flight, however long it takes', () => {
    const answer: Span = { start: 900, end: Number.POSITIVE_INFINITY };
    expect(quietSince({ tasks: [], requests: [answer], from: 1000, now: 60_000, quietMs: QUIET })).toBeUndefined();
    const ended: Span = { start: 900, end: 7000 };
    // The earlier period's answer, read off the page's thread, then drawn.
    const drawn = task(7100, 90);
    expect(quietSince({ tasks: [drawn], requests: [ended], from: 1000, now: 11_190, quietMs: QUIET })).toBe(7190);
  });

  it('is the earliest window with nothing busy in it, for any tasks and requests', () => {
    const time = fc.integer({ min: 0, max: 30_000 });
    const longTask = fc.record({ startTime: time, duration: fc.integer({ min: 51, max: 3000 }) });
    const request = fc.record({
      start: time,
      end: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: Number.POSITIVE_INFINITY }),
    });
    fc.assert(
      fc.property(
        fc.array(longTask, { maxLength: 12 }),
        fc.array(request, { maxLength: 4 }),
        time,
        fc.integer({ min: 0, max: 50_000 }),
        (tasks, rawRequests, from, watched) => {
          const requests = rawRequests.map((span) => ({ start: span.start, end: Math.max(span.start, span.end) }));
          const now = from + watched;
          const busy = [
            ...tasks.map((entry) => ({ start: entry.startTime, end: entry.startTime + entry.duration })),
            ...requests,
          ];
          const quietAt = (start: number) =>
            start + QUIET <= now && busy.every((span) => span.end <= start || span.start >= start + QUIET);
          // The earliest quiet window starts where the page settled or where something busy ended.
          const candidates = [from, ...busy.map((span) => span.end).filter((end) => end > from)];
          const expected = candidates.filter(quietAt).sort((a, b) => a - b)[0];
          expect(quietSince({ tasks, requests, from, now, quietMs: QUIET })).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("a load's blocking", () => {
  const tasks = [task(250, 140), task(900, 60), task(2100, 51), task(9000, 300)];

  it('counts every long task from navigation until the quiet window', () => {
    const blocking = loadBlocking(tasks, { quietAtMs: 2151, ceilingMs: 61_000 });
    expect(blocking).toEqual({
      longestTaskMs: 140,
      totalBlockingMs: 90 + 10 + 1,
      quietAtMs: 2151,
      countedUntilMs: 2151,
      tasks: tasks.slice(0, 3),
    });
  });

  it('counts to the ceiling when the page never went quiet, and says so', () => {
    const blocking = loadBlocking(tasks, { quietAtMs: undefined, ceilingMs: 61_000 });
    expect(blocking.quietAtMs).toBeUndefined();
    expect(blocking.countedUntilMs).toBe(61_000);
    expect(blocking.longestTaskMs).toBe(300);
    expect(blocking.totalBlockingMs).toBe(90 + 10 + 1 + 250);
    expect(loadBlocking(tasks, { quietAtMs: undefined, ceilingMs: 5000 }).tasks).toHaveLength(3);
  });

  it('is nothing when no task was long', () => {
    expect(loadBlocking([], { quietAtMs: 800, ceilingMs: 60_800 })).toMatchObject({
      longestTaskMs: 0,
      totalBlockingMs: 0,
      tasks: [],
    });
  });
});
