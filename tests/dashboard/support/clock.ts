import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The moment the dashboard tests run at: 21 November 2026, 09:30 local time. */
const TEST_NOW = new Date(2026, 10, 21, 9, 30);

/**
 * Runs each test of the file on fake timers that still advance, from {@link TEST_NOW}, and unmounts
 * what it rendered afterwards (without vitest globals, Testing Library cannot unmount by itself).
 */
export function runOnTestClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(TEST_NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/**
 * Stops the fake clock following real time: timers then fire only when a test advances it, so a
 * check that something has *not yet* happened cannot fail because the machine was slow. Call it
 * before the action that starts the timer; `resumeTestClock` lets it follow real time again (SWR
 * and Testing Library's waits need that).
 */
export function pauseTestClock(): void {
  vi.setTimerTickMode('manual');
}

export function resumeTestClock(): void {
  vi.setTimerTickMode('interval');
}
