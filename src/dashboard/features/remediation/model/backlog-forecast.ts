// When would the open backlog reach zero? A projection of the weekly flow (fixed − introduced, the
// weekly net) over the last 8 complete weeks, at their mean pace, with a range from the best and
// worst 4-week pace among them. A pure function: no clock (the period's end is given), never throws.
//
// A week runs from Monday 00:00 UTC to the next Monday 00:00 UTC. It is complete when it ended by the
// end of the period: the midnight (UTC) after the period's last day. Without a usable period end the
// latest week of the flow is taken as incomplete (the latest data falls in it, and nothing says that
// week is over). Only weeks of the flow count: the flow runs from the first scanned week to the last,
// a week without scans inside it counting as nothing introduced and nothing fixed.

import { isCalendarDay } from '@/dashboard/shared/model/calendar-day';
import type { WeeklyFlow } from './remediation-analytics';

/** The complete weeks whose mean pace the forecast takes. */
export const FORECAST_WEEKS = 8;
/** The length of the rolling windows whose best and worst pace give the range. */
export const PACE_WINDOW_WEEKS = 4;
/** Further than this, a date says nothing: the forecast says "more than 100 years" instead. */
const MAX_FORECAST_DAYS = 36_525;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

interface ForecastFigures {
  /** The open backlog of the latest week of the flow, complete or not. */
  readonly backlog: number;
  /** The mean weekly net (fixed − introduced) over the last 8 complete weeks. */
  readonly meanNet: number;
  /** The highest and the lowest mean weekly net of the rolling 4-week windows inside those 8 weeks. */
  readonly bestPace: number;
  readonly worstPace: number;
  /** The Monday of the first and of the last of the 8 weeks (YYYY-MM-DD). */
  readonly firstWeek: string;
  readonly lastWeek: string;
  /** The day the projection starts from (YYYY-MM-DD): the end of the data, see `forecastBacklog`. */
  readonly asOf: string;
}

export type BacklogForecast =
  | { readonly status: 'not-enough-weeks'; readonly completeWeeks: number }
  | ({ readonly status: 'no-backlog' | 'growing' | 'flat' } & ForecastFigures)
  | ({
      readonly status: 'shrinking';
      /** The day the backlog reaches zero at the mean pace; null when that is more than 100 years away. */
      readonly estimate: string | null;
      /** At the best 4-week pace; null when more than 100 years away. */
      readonly earliest: string | null;
      /** At the worst 4-week pace; null when it never arrives (that pace is not positive) or is 100+ years away. */
      readonly latest: string | null;
    } & ForecastFigures);

/** Epoch ms of a YYYY-MM-DD day at 00:00 UTC, or null when it names no real day. */
function dayStart(value: unknown): number | null {
  return typeof value === 'string' && isCalendarDay(value) ? Date.parse(`${value}T00:00:00Z`) : null;
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Whole days, rounded up, for `backlog` to reach zero at `pace` a week; null when pace is not positive. */
function daysToZero(backlog: number, pace: number): number | null {
  if (!(pace > 0)) return null;
  return Math.ceil((backlog / pace) * 7);
}

/**
 * The backlog forecast of a weekly flow (`deriveRemediationAnalytics(...).weekly`, oldest first) for a
 * period ending on `periodEnd` (YYYY-MM-DD, its last day). The projection starts from the end of the
 * data: the end of the latest week of the flow, or the end of the period when that comes first.
 *
 * - fewer than 8 complete weeks: 'not-enough-weeks';
 * - no open backlog: 'no-backlog', no date;
 * - mean weekly net above 0: 'shrinking', with the day the backlog would reach zero at that pace
 *   (days rounded up), the earliest day at the best 4-week pace and the latest at the worst one (none
 *   when the worst pace does not shrink the backlog: the range is open-ended);
 * - otherwise 'growing' (below 0) or 'flat' (0), no date.
 */
export function forecastBacklog(weekly: readonly WeeklyFlow[], periodEnd?: string): BacklogForecast {
  const weeks: { start: number; net: number; backlog: number }[] = [];
  for (const week of Array.isArray(weekly) ? weekly : []) {
    const start = dayStart(week?.weekStart);
    if (start === null) continue;
    weeks.push({ start, net: finite(week.fixed) - finite(week.introduced), backlog: finite(week.backlog) });
  }
  weeks.sort((left, right) => left.start - right.start);
  const latest = weeks.at(-1);
  if (latest === undefined) return { status: 'not-enough-weeks', completeWeeks: 0 };

  const periodEndDay = dayStart(periodEnd);
  const periodEndTime = periodEndDay === null ? null : periodEndDay + DAY_MS;
  // Without a period end, the latest week is incomplete: the cut-off is its start.
  const cutOff = periodEndTime ?? latest.start;
  const complete = weeks.filter((week) => week.start + WEEK_MS <= cutOff);
  if (complete.length < FORECAST_WEEKS) return { status: 'not-enough-weeks', completeWeeks: complete.length };

  const recent = complete.slice(-FORECAST_WEEKS);
  const nets = recent.map((week) => week.net);
  const meanNet = nets.reduce((sum, net) => sum + net, 0) / FORECAST_WEEKS;
  const paces: number[] = [];
  for (let first = 0; first + PACE_WINDOW_WEEKS <= FORECAST_WEEKS; first += 1) {
    const window = nets.slice(first, first + PACE_WINDOW_WEEKS);
    paces.push(window.reduce((sum, net) => sum + net, 0) / PACE_WINDOW_WEEKS);
  }
  const asOfTime = Math.min(latest.start + WEEK_MS, periodEndTime ?? Number.POSITIVE_INFINITY);
  const figures: ForecastFigures = {
    backlog: Math.max(0, latest.backlog),
    meanNet,
    bestPace: Math.max(...paces),
    worstPace: Math.min(...paces),
    firstWeek: isoDate((recent[0] as (typeof recent)[number]).start),
    lastWeek: isoDate((recent.at(-1) as (typeof recent)[number]).start),
    asOf: isoDate(asOfTime),
  };

  if (figures.backlog === 0) return { status: 'no-backlog', ...figures };
  if (!(meanNet > 0)) return { status: meanNet < 0 ? 'growing' : 'flat', ...figures };

  const estimateDays = daysToZero(figures.backlog, meanNet) as number;
  // The mean of 8 weeks is the mean of its first and last 4-week windows, so it lies between the
  // best and worst pace; min and max only absorb floating-point noise.
  const earliestDays = Math.min(daysToZero(figures.backlog, figures.bestPace) as number, estimateDays);
  const worstDays = daysToZero(figures.backlog, figures.worstPace);
  const latestDays = worstDays === null ? null : Math.max(worstDays, estimateDays);
  const dayAfter = (days: number | null) =>
    days === null || !(days <= MAX_FORECAST_DAYS) ? null : isoDate(asOfTime + days * DAY_MS);
  return {
    status: 'shrinking',
    ...figures,
    estimate: dayAfter(estimateDays),
    earliest: dayAfter(earliestDays),
    latest: dayAfter(latestDays),
  };
}
