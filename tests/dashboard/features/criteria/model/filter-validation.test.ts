import { describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE, endDateError } from '@/dashboard/features/criteria/model/filter-validation';

describe('endDateError', () => {
  it('refuses an end date before the start date', () => {
    expect(endDateError('2026-11-21', '2026-11-20')).toBe(END_BEFORE_START_MESSAGE);
    expect(endDateError('2026-11-01', '2025-12-31')).toBe(END_BEFORE_START_MESSAGE);
  });

  it('accepts an end date on or after the start date', () => {
    expect(endDateError('2026-11-21', '2026-11-21')).toBeNull();
    expect(endDateError('2026-10-21', '2026-11-21')).toBeNull();
    expect(endDateError('2025-12-31', '2026-01-01')).toBeNull();
  });

  it('accepts a window with an empty date, which the server fills with its default', () => {
    expect(endDateError('', '2026-11-21')).toBeNull();
    expect(endDateError('2026-11-21', '')).toBeNull();
    expect(endDateError('', '')).toBeNull();
  });
});
