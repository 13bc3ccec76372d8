import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '@/dashboard/shared/model/calendar-day';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

describe('isCalendarDay', () => {
  it('accepts a day exactly when the month has it, in every year 0000–9999 (leap years by the Gregorian rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const length =
            month >= 1 && month <= 12 ? (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeapYear(year) ? 1 : 0) : 0;
          expect(isCalendarDay(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)).toBe(day >= 1 && day <= length);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads the years 0–99 as themselves, not as 1900–1999', () => {
    expect(isCalendarDay('0000-02-29')).toBe(true);
    expect(isCalendarDay('0050-01-01')).toBe(true);
    expect(isCalendarDay('1900-02-29')).toBe(false);
    expect(isCalendarDay('0100-02-29')).toBe(false);
  });

  it('accepts nothing but four, two and two ASCII digits joined by hyphens', () => {
    for (const text of [
      '2026-1-01',
      '2026-01-1',
      '26-01-01',
      '2026/01/01',
      ' 2026-01-01',
      '2026-01-01T00:00Z',
      '２０２６-01-01',
    ]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });
});
