import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/dashboard/shared/model/after-next-paint';

/** Animation frames the test runs by hand, as the browser does just before it paints. */
function stubFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  return {
    paint() {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the task once, in the task after the next frame, not in the frame itself', () => {
    const { paint } = stubFrames();
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    paint();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the frame or between the frame and its task, never runs it', () => {
    const { paint } = stubFrames();
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const cancelAfterFrame = afterNextPaint(afterFrame);
    paint();
    cancelAfterFrame();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
