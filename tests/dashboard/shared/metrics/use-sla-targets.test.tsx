import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SLA_DAYS } from '@/dashboard/shared/metrics/severity';
import { SLA_STORAGE_KEY } from '@/dashboard/shared/metrics/sla-targets';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useSlaTargets: one setting for the page', () => {
  it('a save by one reader reaches every other at once, and is stored', () => {
    const writer = renderHook(() => useSlaTargets());
    const reader = renderHook(() => useSlaTargets());
    expect(reader.result.current[0]).toEqual(DEFAULT_SLA_DAYS);
    act(() => writer.result.current[1]({ ...DEFAULT_SLA_DAYS, HIGH: 14 }));
    expect(reader.result.current[0].HIGH).toBe(14);
    expect(JSON.parse(localStorage.getItem(SLA_STORAGE_KEY) ?? '{}')).toMatchObject({ HIGH: 14 });
  });

  it("follows another tab's save, and reads storage afresh once every reader has gone", () => {
    const reader = renderHook(() => useSlaTargets());
    localStorage.setItem(SLA_STORAGE_KEY, JSON.stringify({ LOW: 60 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SLA_STORAGE_KEY }));
    });
    expect(reader.result.current[0].LOW).toBe(60);
    reader.unmount();
    localStorage.setItem(SLA_STORAGE_KEY, JSON.stringify({ LOW: 90 }));
    expect(renderHook(() => useSlaTargets()).result.current[0].LOW).toBe(90);
  });
});
