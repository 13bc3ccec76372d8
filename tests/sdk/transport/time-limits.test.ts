import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeLimitReached, TimeLimits } from '../../../src/sdk/internal/time-limits';

afterEach(() => vi.useRealTimers());

describe('grouped time limits', () => {
  it('fails each call exactly at its own limit, even calls that joined a window late', async () => {
    vi.useFakeTimers();
    const limits = new TimeLimits();
    const outcomes: string[] = [];
    const first = limits.start(1000, (reason) => outcomes.push(`first ${reason instanceof TimeLimitReached}`));
    await vi.advanceTimersByTimeAsync(60);
    const second = limits.start(1000, (reason) => outcomes.push(`second ${reason instanceof TimeLimitReached}`));
    expect(second.signal).toBe(first.signal);
    await vi.advanceTimersByTimeAsync(939);
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual(['first true']);
    await vi.advanceTimersByTimeAsync(59);
    expect(outcomes).toEqual(['first true']);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual(['first true', 'second true']);
  });

  it('aborts the shared signal, which stops the requests, once the last call of the window is due', async () => {
    vi.useFakeTimers();
    const limits = new TimeLimits();
    const call = limits.start(1000, () => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(call.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(call.signal.aborted).toBe(true);
    expect(call.signal.reason).toBeInstanceOf(TimeLimitReached);
  });

  it('a call released in time never fails', async () => {
    vi.useFakeTimers();
    const limits = new TimeLimits();
    let failed = false;
    const call = limits.start(500, () => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    call.release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(failed).toBe(false);
  });

  it('calls that start after the window closes get a new signal', async () => {
    vi.useFakeTimers();
    const limits = new TimeLimits();
    const early = limits.start(30_000, () => {});
    await vi.advanceTimersByTimeAsync(100);
    const later = limits.start(30_000, () => {});
    expect(later.signal).not.toBe(early.signal);
    early.release();
    later.release();
  });

  it('fails only the calls still running, whatever order they were released in', async () => {
    vi.useFakeTimers();
    const limits = new TimeLimits();
    const failed: number[] = [];
    const calls = Array.from({ length: 6 }, (_, index) => limits.start(1000, () => failed.push(index)));
    // First, last, a middle one, and one released twice: the list of running calls stays whole.
    for (const index of [0, 5, 2, 2]) calls[index]?.release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed.sort()).toEqual([1, 3, 4]);
    for (const call of calls) call.release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(failed).toHaveLength(3);
  });
});
