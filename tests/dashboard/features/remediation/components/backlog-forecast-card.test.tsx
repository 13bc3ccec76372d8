import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BacklogForecastCard,
  FORECAST_ASSUMPTION,
} from '@/dashboard/features/remediation/components/backlog-forecast-card';
import type { WeeklyFlow } from '@/dashboard/features/remediation/model/remediation-analytics';

afterEach(cleanup);

const DAY_MS = 86_400_000;
function flow(nets: readonly number[], lastBacklog: number): WeeklyFlow[] {
  const start = Date.parse('2026-01-05T00:00:00Z');
  return nets.map((net, index) => ({
    weekStart: new Date(start + index * 7 * DAY_MS).toISOString().slice(0, 10),
    introduced: 10,
    fixed: 10 + net,
    backlog: index === nets.length - 1 ? lastBacklog : 500,
  }));
}

const card = () => screen.getByRole('region', { name: 'Backlog forecast' });

describe('backlog forecast card', () => {
  it('a shrinking backlog: the date, the range from the best and worst 4-week pace, and the assumption', () => {
    render(<BacklogForecastCard weekly={flow([2, 4, 6, 8, 0, 2, 4, 6], 60)} periodEnd="2026-03-01" />);
    expect(card().textContent).toContain('Backlog clear around 2026-06-15');
    expect(card().querySelector('time')?.getAttribute('dateTime')).toBe('2026-06-15');
    expect(card().textContent).toContain('60 open vulnerabilities at 4 fewer open a week');
    expect(card().textContent).toContain(
      'Range: from 2026-05-25 at the best pace (5 fewer open a week) to 2026-07-20 at the worst pace (3 fewer open a week).',
    );
    expect(screen.getByText(FORECAST_ASSUMPTION)).toBeTruthy();
  });

  it('a worst pace that does not shrink the backlog: the range is open-ended, and says so', () => {
    render(<BacklogForecastCard weekly={flow([10, 10, 10, 10, -20, -20, -20, 40], 35)} periodEnd="2026-03-10" />);
    expect(card().textContent).toContain('Backlog clear around 2026-06-08');
    expect(card().textContent).toContain('the backlog does not shrink, so the range is open-ended');
  });

  it('a growing or flat backlog: said so, and no date', () => {
    const { unmount } = render(
      <BacklogForecastCard weekly={flow([1, 1, 1, 1, -2, -2, -2, -1], 80)} periodEnd="2026-03-01" />,
    );
    expect(card().textContent).toContain('The backlog is growing: no date.');
    expect(card().textContent).toContain('0.4 more open a week on average');
    expect(card().querySelector('time')).toBeNull();
    unmount();
    render(<BacklogForecastCard weekly={flow([3, -3, 3, -3, 3, -3, 3, -3], 80)} periodEnd="2026-03-01" />);
    expect(card().textContent).toContain('The backlog is flat: no date.');
    expect(card().querySelector('time')).toBeNull();
  });

  it('too few complete weeks: says how many there are and how many it needs', () => {
    render(<BacklogForecastCard weekly={flow([1, 1, 1, 1, 1, 1, 1, 1], 20)} periodEnd="2026-02-28" />);
    expect(card().textContent).toContain('A forecast needs 8 complete weeks of flow; this selection has 7.');
    expect(card().querySelector('time')).toBeNull();
  });
});
