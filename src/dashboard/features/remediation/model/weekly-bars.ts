// The weekly flow as chart bars: a long window's weeks are merged into groups so that the bars stay
// readable, as the usage chart thins its points. The table alternative keeps every week.
import type { WeeklyFlow } from './remediation-analytics';

/** At most this many bars; beyond it consecutive weeks are merged. */
export const MAX_WEEKLY_BARS = 26;

export type FlowBar = {
  /** The first week of the group, YYYY-MM-DD. */
  weekStart: string;
  /** How many weeks the bar covers (1 for a short window). */
  weeks: number;
  introduced: number;
  fixed: number;
  /** The backlog at the end of the group's last week. */
  backlog: number;
};

/** Groups of ceil(n / MAX_WEEKLY_BARS) consecutive weeks: sums of the flow, the last week's backlog. */
export function weeklyBars(weekly: readonly WeeklyFlow[], maxBars: number = MAX_WEEKLY_BARS): FlowBar[] {
  const size = Math.max(1, Math.ceil(weekly.length / Math.max(1, Math.floor(maxBars))));
  const bars: FlowBar[] = [];
  for (let start = 0; start < weekly.length; start += size) {
    const group = weekly.slice(start, start + size);
    const first = group[0] as WeeklyFlow;
    const last = group[group.length - 1] as WeeklyFlow;
    bars.push({
      weekStart: first.weekStart,
      weeks: group.length,
      introduced: group.reduce((sum, week) => sum + week.introduced, 0),
      fixed: group.reduce((sum, week) => sum + week.fixed, 0),
      backlog: last.backlog,
    });
  }
  return bars;
}

/** Every k-th bar's label, so that at most `maxLabels` fit under the chart; the others are blank. */
export function labelledBars(bars: readonly FlowBar[], maxLabels = 8): Set<string> {
  const step = Math.max(1, Math.ceil(bars.length / maxLabels));
  return new Set(bars.filter((_, index) => index % step === 0).map((bar) => bar.weekStart));
}
