import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { ReadProgress } from '@/dashboard/shared/metrics/load/read-metrics-answer';
import { ReadsUnderWay } from '@/dashboard/shared/metrics/load/reads-under-way';
import type { Project } from '@/dashboard/shared/metrics/types';

/** A report of `count` projects so far (the reads only count them and copy the list). */
const progressOf = (count: number): ReadProgress => ({
  answer: {} as MetricsAnswer,
  projects: Array.from({ length: count }, () => ({}) as Project),
  bytesRead: count * 1000,
  byteLength: null,
});

let reads: ReadsUnderWay;
/** How many projects the page is shown for `id` at each moment asked. */
const shown = (id: string) => reads.progress(id)?.projects.length ?? 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  reads = new ReadsUnderWay();
});
afterEach(() => vi.useRealTimers());

describe('the progress of a read, as the page is shown it', () => {
  it('shows the first report at once, then one every 250 ms while the projects are few', () => {
    const read = reads.start('few');
    read.report(progressOf(10));
    expect(shown('few')).toBe(10);
    vi.advanceTimersByTime(100);
    read.report(progressOf(20));
    read.report(progressOf(30));
    expect(shown('few')).toBe(10);
    // The last report given is the one shown when its turn comes.
    vi.advanceTimersByTime(150);
    expect(shown('few')).toBe(30);
    read.end();
    expect(reads.progress('few')).toBeNull();
  });

  it('spaces the reports out as the projects grow: 25 ms more for every thousand', () => {
    const read = reads.start('many');
    read.report(progressOf(20_000));
    vi.advanceTimersByTime(10);
    read.report(progressOf(20_500));
    // 250 + 20 × 25 = 750 ms after the first report.
    vi.advanceTimersByTime(729);
    expect(shown('many')).toBe(20_000);
    vi.advanceTimersByTime(11);
    expect(shown('many')).toBe(20_500);
    read.end();
  });

  it('stops every read of a key at once, and a read its caller stops', () => {
    const first = reads.start('key');
    const second = reads.start('key');
    const caller = new AbortController();
    const own = reads.start('other', caller.signal);
    reads.stop('key');
    expect([first.signal.aborted, second.signal.aborted, own.signal.aborted]).toEqual([true, true, false]);
    caller.abort();
    expect(own.signal.aborted).toBe(true);
  });
});
