import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadProgress } from '@/dashboard/shared/metrics/load/load-metrics';
import { metricsReads } from '@/dashboard/shared/metrics/load/metrics-reads';
import type { Project } from '@/dashboard/shared/metrics/types';

/** A report of `count` projects so far (the registry only counts them and copies the list). */
const progressOf = (count: number): LoadProgress => ({
  projects: Array.from({ length: count }, () => ({}) as Project),
  bytesRead: count * 1000,
  byteLength: null,
});

/** How many projects the page is shown for `id` at each moment asked. */
const shown = (id: string) => metricsReads.progress(id)?.projects.length ?? 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => vi.useRealTimers());

describe('the progress of a read, as the page is shown it', () => {
  it('shows the first report at once, then one every 250 ms while the projects are few', () => {
    const read = metricsReads.start('few');
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
    expect(metricsReads.progress('few')).toBeNull();
  });

  it('spaces the reports out as the projects grow: 25 ms more for every thousand', () => {
    const read = metricsReads.start('many');
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
});
