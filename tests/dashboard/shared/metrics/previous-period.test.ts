import { describe, expect, it } from 'vitest';
import { previousPeriod } from '@/dashboard/shared/metrics/previous-period';

describe('previousPeriod', () => {
  it('has as many days and ends the day before the start', () => {
    expect(previousPeriod('2026-03-15', '2026-03-28')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-14' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    // across a leap day and a year end
    expect(previousPeriod('2024-03-01', '2024-03-31')).toEqual({ startDate: '2024-01-30', endDate: '2024-02-29' });
    expect(previousPeriod('2026-01-01', '2026-01-10')).toEqual({ startDate: '2025-12-22', endDate: '2025-12-31' });
  });

  it('is null without usable dates or with the end before the start', () => {
    expect(previousPeriod('', '2026-03-28')).toBeNull();
    expect(previousPeriod('2026-03-15', '')).toBeNull();
    expect(previousPeriod('2026-02-31', '2026-03-28')).toBeNull();
    expect(previousPeriod('2026-03-28', '2026-03-15')).toBeNull();
  });
});
