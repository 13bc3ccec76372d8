import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BacklogForecast, forecastBacklog } from '@/dashboard/features/remediation/model/backlog-forecast';
import type { WeeklyFlow } from '@/dashboard/features/remediation/model/remediation-analytics';

const DAY_MS = 86_400_000;
/** Consecutive weeks from the Monday `firstMonday`, each fixing `10 + net` and introducing 10. */
function flow(firstMonday: string, nets: readonly number[], lastBacklog: number): WeeklyFlow[] {
  const start = Date.parse(`${firstMonday}T00:00:00Z`);
  return nets.map((net, index) => ({
    weekStart: new Date(start + index * 7 * DAY_MS).toISOString().slice(0, 10),
    introduced: 10,
    fixed: 10 + net,
    backlog: index === nets.length - 1 ? lastBacklog : 500,
  }));
}

// Mondays 2025-12-29, 2026-01-05 … 2026-02-23; the last week ends at 2026-03-02 00:00 UTC.
const NINE_WEEKS = flow('2025-12-29', [-100, 2, 4, 6, 8, 0, 2, 4, 6], 60);

describe('backlog forecast, computed by hand', () => {
  it('projects the latest backlog at the mean net of the last 8 complete weeks, with the 4-week range', () => {
    // Nets 2 4 6 8 0 2 4 6 (the -100 week is older than the last 8): mean 32 / 8 = 4.
    // 4-week means: 5, 4.5, 4, 3.5, 3: best 5, worst 3. From 2026-03-02 (the end of the data):
    // 60 / 4 × 7 = 105 days, 60 / 5 × 7 = 84 days, 60 / 3 × 7 = 140 days.
    expect(forecastBacklog(NINE_WEEKS, '2026-03-01')).toEqual({
      status: 'shrinking',
      backlog: 60,
      meanNet: 4,
      bestPace: 5,
      worstPace: 3,
      firstWeek: '2026-01-05',
      lastWeek: '2026-02-23',
      asOf: '2026-03-02',
      estimate: '2026-06-15',
      earliest: '2026-05-25',
      latest: '2026-07-20',
    });
  });

  it('a week is complete when it ended by the midnight after the period’s last day', () => {
    // Ending on Saturday 2026-02-28, the week of 2026-02-23 has not ended: 8 complete weeks remain, the
    // -100 week among them, and the projection starts from the period's end.
    const cut = forecastBacklog(NINE_WEEKS, '2026-02-28');
    expect(cut).toMatchObject({ status: 'growing', firstWeek: '2025-12-29', lastWeek: '2026-02-16' });
    expect(cut).toMatchObject({ meanNet: (-100 + 2 + 4 + 6 + 8 + 0 + 2 + 4) / 8, asOf: '2026-03-01' });
    // Without the -100 week only 7 complete weeks are left.
    expect(forecastBacklog(NINE_WEEKS.slice(1), '2026-02-28')).toEqual({
      status: 'not-enough-weeks',
      completeWeeks: 7,
    });
  });

  it('without a usable period end, the latest week of the flow is taken as incomplete', () => {
    for (const periodEnd of [undefined, '', '2026-02-30', 'yesterday']) {
      expect(forecastBacklog(NINE_WEEKS, periodEnd)).toMatchObject({
        status: 'growing',
        lastWeek: '2026-02-16',
        asOf: '2026-03-02',
      });
    }
  });

  it('a worst 4-week pace that does not shrink the backlog leaves the range open-ended', () => {
    // Nets 10 10 10 10 -20 -20 -20 40: mean 2.5; 4-week means 10, 2.5, -2.5, -12.5, -5.
    // 35 / 2.5 × 7 = 98 days; 35 / 10 × 7 = 24.5, rounded up to 25 days; from 2026-03-02.
    const forecast = forecastBacklog(flow('2026-01-05', [10, 10, 10, 10, -20, -20, -20, 40], 35), '2026-03-10');
    expect(forecast).toMatchObject({
      status: 'shrinking',
      meanNet: 2.5,
      bestPace: 10,
      worstPace: -12.5,
      asOf: '2026-03-02',
      estimate: '2026-06-08',
      earliest: '2026-03-27',
      latest: null,
    });
  });

  it('growing, flat or nothing open: no date', () => {
    const growing = forecastBacklog(flow('2026-01-05', [1, 1, 1, 1, -2, -2, -2, -1], 80), '2026-03-01');
    expect(growing).toMatchObject({ status: 'growing', meanNet: -0.375 });
    expect(growing).not.toHaveProperty('estimate');
    expect(forecastBacklog(flow('2026-01-05', [3, -3, 3, -3, 3, -3, 3, -3], 80), '2026-03-01')).toMatchObject({
      status: 'flat',
      meanNet: 0,
    });
    expect(forecastBacklog(flow('2026-01-05', [1, 1, 1, 1, 1, 1, 1, 1], 0), '2026-03-01')).toMatchObject({
      status: 'no-backlog',
    });
  });

  it('a backlog so far off says so instead of a date', () => {
    const forecast = forecastBacklog(flow('2026-01-05', [1, 0, 0, 0, 0, 0, 0, 0], 1_000_000), '2026-03-01');
    expect(forecast).toMatchObject({ status: 'shrinking', estimate: null, earliest: null, latest: null });
  });

  it('no flow, or weeks it cannot read, is not enough weeks', () => {
    expect(forecastBacklog([], '2026-03-01')).toEqual({ status: 'not-enough-weeks', completeWeeks: 0 });
    expect(forecastBacklog(null as unknown as WeeklyFlow[])).toEqual({ status: 'not-enough-weeks', completeWeeks: 0 });
    const unreadable = NINE_WEEKS.map((week) => ({ ...week, weekStart: 'not a date' }));
    expect(forecastBacklog(unreadable, '2026-03-01')).toEqual({ status: 'not-enough-weeks', completeWeeks: 0 });
  });
});

const mondays = fc.integer({ min: 0, max: 4_000 }).map((weeks) => Date.UTC(2000, 0, 3) + weeks * 7 * DAY_MS);
const weeklyFlows = fc
  .tuple(
    mondays,
    fc.array(
      fc.record({
        introduced: fc.integer({ min: 0, max: 5_000 }),
        fixed: fc.integer({ min: 0, max: 5_000 }),
        backlog: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { maxLength: 30 },
    ),
  )
  .map(([first, weeks]) =>
    weeks.map((week, index) => ({
      ...week,
      weekStart: new Date(first + index * 7 * DAY_MS).toISOString().slice(0, 10),
    })),
  );
const periodEnds = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2080, 0, 1) })
    .map((time) => new Date(time).toISOString().slice(0, 10)),
);

function dates(forecast: BacklogForecast) {
  return forecast.status === 'shrinking' ? [forecast.estimate, forecast.earliest, forecast.latest] : [];
}

describe('backlog forecast, properties', () => {
  it('never throws, whatever the flow and the period end', () => {
    const anyWeek = fc.record(
      {
        weekStart: fc.oneof(fc.string(), fc.anything()),
        introduced: fc.anything(),
        fixed: fc.anything(),
        backlog: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(weeklyFlows, fc.array(anyWeek) as fc.Arbitrary<WeeklyFlow[]>),
        fc.anything(),
        (weekly, end) => {
          forecastBacklog(weekly, end as string);
        },
      ),
    );
  });

  it('gives a date only when the mean weekly net is above 0', () => {
    fc.assert(
      fc.property(weeklyFlows, periodEnds, (weekly, periodEnd) => {
        const forecast = forecastBacklog(weekly, periodEnd);
        if (dates(forecast).some((date) => date !== null)) {
          expect(forecast.status).toBe('shrinking');
          expect(forecast.status === 'shrinking' && forecast.meanNet).toBeGreaterThan(0);
        }
        if (forecast.status === 'growing') expect(forecast.meanNet).toBeLessThan(0);
        if (forecast.status === 'flat') expect(forecast.meanNet).toBe(0);
      }),
    );
  });

  it('the range contains the estimate, and the best pace is at least the mean, the worst at most', () => {
    fc.assert(
      fc.property(weeklyFlows, periodEnds, (weekly, periodEnd) => {
        const forecast = forecastBacklog(weekly, periodEnd);
        if (forecast.status === 'not-enough-weeks') return;
        expect(forecast.bestPace).toBeGreaterThanOrEqual(forecast.meanNet);
        expect(forecast.worstPace).toBeLessThanOrEqual(forecast.meanNet);
        if (forecast.status !== 'shrinking') return;
        if (forecast.earliest !== null) expect(forecast.earliest >= forecast.asOf).toBe(true);
        if (forecast.estimate === null) {
          expect(forecast.latest).toBeNull();
          return;
        }
        expect(forecast.earliest).not.toBeNull();
        expect((forecast.earliest as string) <= forecast.estimate).toBe(true);
        if (forecast.latest !== null) expect(forecast.estimate <= forecast.latest).toBe(true);
        if (forecast.worstPace <= 0) expect(forecast.latest).toBeNull();
      }),
    );
  });
});
