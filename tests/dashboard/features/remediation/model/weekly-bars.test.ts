import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledBars, MAX_WEEKLY_BARS, weeklyBars } from '@/dashboard/features/remediation/model/weekly-bars';

const week = (index: number) => ({
  weekStart: new Date(Date.UTC(2026, 0, 5) + index * 7 * 86_400_000).toISOString().slice(0, 10),
  introduced: index % 3,
  fixed: index % 2,
  backlog: 100 + index,
});

describe('weeklyBars', () => {
  it('keeps one bar per week in a short window', () => {
    const weeks = Array.from({ length: 10 }, (_, index) => week(index));
    expect(weeklyBars(weeks)).toEqual(weeks.map((entry) => ({ ...entry, weeks: 1 })));
  });

  it('merges a long window into groups: flow summed, backlog of the last week', () => {
    const weeks = Array.from({ length: 5 }, (_, index) => week(index));
    expect(weeklyBars(weeks, 2)).toEqual([
      { weekStart: weeks[0]?.weekStart, weeks: 3, introduced: 3, fixed: 1, backlog: 102 },
      { weekStart: weeks[3]?.weekStart, weeks: 2, introduced: 1, fixed: 1, backlog: 104 },
    ]);
  });

  it('never draws more than the maximum and never loses flow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (count) => {
        const weeks = Array.from({ length: count }, (_, index) => week(index));
        const bars = weeklyBars(weeks);
        expect(bars.length).toBeLessThanOrEqual(MAX_WEEKLY_BARS);
        const sum = (values: { introduced: number }[]) => values.reduce((total, value) => total + value.introduced, 0);
        expect(sum(bars)).toBe(sum(weeks));
        expect(bars.reduce((total, bar) => total + bar.weeks, 0)).toBe(count);
        expect(labelledBars(bars).size).toBeLessThanOrEqual(8);
      }),
    );
  });
});
