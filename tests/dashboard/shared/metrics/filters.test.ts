import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildFilterQuery,
  defaultFilterForm,
  ERROR_ALERT_MS,
  oneMonthBefore,
  PROJECT_NAME_DEBOUNCE_MS,
  stripWhitespace,
  toMetricsQuery,
} from '@/dashboard/shared/metrics/filters';
import { inTimeZone } from '../../support/metrics-fixtures';

describe('filters', () => {
  it('defaults: one month ago to today as local YYYY-MM-DD, branches *, cache on', () => {
    expect(defaultFilterForm(new Date(2026, 10, 21, 15))).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: '*',
      tags: '',
      cached: true,
      projectName: '',
      teamUUID: '',
    });
  });

  it('the default dates are local: just after midnight in Tokyo is still the previous day in UTC', () => {
    const now = new Date(Date.UTC(2026, 10, 20, 15, 30)); // 2026-11-21 00:30 in Tokyo
    expect(inTimeZone('Asia/Tokyo', () => defaultFilterForm(now).endDate)).toBe('2026-11-21');
    expect(inTimeZone('UTC', () => defaultFilterForm(now).endDate)).toBe('2026-11-20');
  });

  it('one month ago clamps to the end of a shorter month and crosses the year', () => {
    expect(defaultFilterForm(new Date(2026, 2, 31)).startDate).toBe('2026-02-28');
    expect(defaultFilterForm(new Date(2028, 2, 30)).startDate).toBe('2028-02-29');
    expect(defaultFilterForm(new Date(2026, 0, 15)).startDate).toBe('2025-12-15');
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (now) => {
        const before = oneMonthBefore(now);
        const monthsApart = now.getFullYear() * 12 + now.getMonth() - (before.getFullYear() * 12 + before.getMonth());
        expect(monthsApart).toBe(1);
        expect(before.getDate()).toBeLessThanOrEqual(now.getDate());
      }),
    );
  });

  it('an invalid now falls back to the current date instead of NaN-NaN-NaN', () => {
    expect(defaultFilterForm(new Date(Number.NaN)).endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('whitespace is stripped from branches, tags and project-name inputs as the user types', () => {
    expect(stripWhitespace(' main, release/2.4 ')).toBe('main,release/2.4');
    expect(stripWhitespace('pay\tments\napi')).toBe('paymentsapi');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(stripWhitespace(text)).not.toMatch(/\s/);
        expect(stripWhitespace(stripWhitespace(text))).toBe(stripWhitespace(text));
      }),
    );
  });

  it('applying builds {startDate, endDate, branches, tags, cached, teamUUID}, teamUUID only when a team is chosen', () => {
    const form = { ...defaultFilterForm(new Date(2026, 10, 21)), branches: ' main , develop', tags: 'pci, payments' };
    expect(buildFilterQuery(form)).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: 'main,develop',
      tags: 'pci,payments',
      cached: true,
    });
    expect('teamUUID' in buildFilterQuery(form)).toBe(false);
    const team = '1c9e6a4f-0b52-4d8c-9f3e-7a2b4d6c8e01';
    expect(buildFilterQuery({ ...form, teamUUID: team }).teamUUID).toBe(team);
    expect(buildFilterQuery({ ...form, branches: '  ' }).branches).toBe('*');
  });

  it("maps to the SDK's metrics query: cached → cache, empty tags left out", () => {
    const query = buildFilterQuery({ ...defaultFilterForm(new Date(2026, 10, 21)), cached: false });
    expect(toMetricsQuery(query)).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: '*',
      cache: false,
    });
    expect(toMetricsQuery({ ...query, tags: 'pci', teamUUID: 'team-1', cached: true })).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: '*',
      tags: 'pci',
      cache: true,
      teamUUID: 'team-1',
    });
    expect(toMetricsQuery({ ...query, startDate: '', endDate: '' })).toEqual({ branches: '*', cache: false });
  });

  it('debounce 1000 ms for the project-name filter; error alert 10000 ms', () => {
    expect(PROJECT_NAME_DEBOUNCE_MS).toBe(1000);
    expect(ERROR_ALERT_MS).toBe(10_000);
  });
});
