import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/dashboard/shared/model/load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and gives the module once it has come', async () => {
    const load = vi.fn(async () => ({ name: 'chunk' }));
    const chunk = loadOnce(load);
    expect(chunk.loaded()).toBeNull();
    chunk.preload();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(second);
    expect(chunk.loaded()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again; a preload that fails rejects nothing', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const chunk = loadOnce(load);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      chunk.preload();
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(chunk.load()).rejects.toThrow('offline');
      expect(chunk.loaded()).toBeNull();
      await expect(chunk.load()).resolves.toBe('chunk');
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
