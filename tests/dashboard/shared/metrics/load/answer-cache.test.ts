import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '@/dashboard/shared/metrics/load/answer-cache';
import { type AnswerPlace, MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';

/** An answer whose place says when it is closed, and gives the details of any project asked for. */
function answerIn(cache: AnswerCache) {
  const closed: string[] = [];
  const place: AnswerPlace = {
    derive: (_derivation, rowId) => Promise.resolve({ scans: [], remediations: [], openVulnerabilities: null, rowId }),
    heldHere: () => undefined,
    close: (reason) => closed.push(reason),
  };
  return { answer: new MetricsAnswer(place, cache), closed };
}

const summary = (rowId: number) => ({ rowId }) as ProjectSummary;
/** Lets the microtasks run (a reader let go is let go after the render's own). */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the page’s cache', () => {
  it('holds SWR’s entries as they are', () => {
    const cache = new AnswerCache();
    cache.set('user', { data: { name: 'Dana' } });
    expect(cache.get('user')).toEqual({ data: { name: 'Dana' } });
    expect([...cache.keys()]).toEqual(['user']);
    cache.delete('user');
    expect(cache.get('user')).toBeUndefined();
  });

  it('disposes of an answer its entry lets go: deleted, or replaced by a newer answer', () => {
    const cache = new AnswerCache();
    const first = answerIn(cache);
    const second = answerIn(cache);
    cache.set('a', { data: first.answer });
    cache.set('a', { data: first.answer, isValidating: true });
    expect(first.closed).toEqual([]);
    cache.set('a', { data: second.answer });
    expect(first.closed).toEqual(['the answer was let go']);
    cache.delete('a');
    expect(second.closed).toEqual(['the answer was let go']);
  });

  it('keeps the answers some part of the page reads; of the others, the four used last', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = new AnswerCache();
      const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, ...answerIn(cache) }));
      const releaseA = cache.retain('a');
      for (const { key, answer } of answers.slice(0, 5)) {
        cache.set(key, { data: answer });
        vi.advanceTimersByTime(1);
      }
      // Used since it came: the least recently used is now c.
      await answers[1]?.answer.ask({ name: 'x', run: () => 0 }, null).catch(() => {});
      vi.advanceTimersByTime(1);
      expect(answers.map(({ closed }) => closed.length)).toEqual([0, 0, 0, 0, 0, 0]);
      cache.set('f', { data: answers[5]?.answer });
      // Five unread: the one used least recently goes, from SWR's cache too.
      expect(answers.map(({ closed }) => closed.length)).toEqual([0, 0, 1, 0, 0, 0]);
      expect(cache.get('c')).toBeUndefined();

      // a is read no more: it is now the least recently used of five unread, and goes.
      releaseA();
      await settle();
      expect(answers.map(({ closed }) => closed.length)).toEqual([1, 0, 1, 0, 0, 0]);
      expect([...cache.keys()]).toEqual(['b', 'd', 'e', 'f']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a key a reader takes over in the same render', async () => {
    const cache = new AnswerCache();
    const stop = vi.spyOn(cache.reads, 'stop');
    const release = cache.retain('a');
    release();
    const again = cache.retain('a');
    await settle();
    expect(stop).not.toHaveBeenCalled();
    again();
    await settle();
    expect(stop).toHaveBeenCalledWith('a');
  });

  it('keeps the details of the 64 projects that came last, and none of an answer it let go', async () => {
    const cache = new AnswerCache();
    const { answer } = answerIn(cache);
    const other = answerIn(cache);
    cache.set('a', { data: answer });
    cache.set('b', { data: other.answer });
    for (let rowId = 0; rowId < 65; rowId += 1) await answer.details(summary(rowId));
    expect(answer.detailsAtHand(summary(0))).toBeUndefined();
    expect(answer.detailsAtHand(summary(1))).toMatchObject({ rowId: 1 });
    expect(answer.detailsAtHand(summary(64))).toMatchObject({ rowId: 64 });
    await other.answer.details(summary(7));
    // The other answer's one counts against the same 64.
    expect(answer.detailsAtHand(summary(1))).toBeUndefined();
    cache.delete('b');
    expect(other.answer.detailsAtHand(summary(7))).toBeUndefined();
  });
});
