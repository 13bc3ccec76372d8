import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

const METRICS = {
  projects: [],
  projectsUsage: { sortedDates: [], dates: {} },
  exclusionUsage: { sortedDates: [], dates: {} },
};
const TEAM = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';

/** Whether y-m-d names a day of the calendar, told by the platform's own calendar. */
function isRealDay(year: number, month: number, day: number): boolean {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999, and 1900 has no 29 February.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('metrics.get', () => {
  it('GETs /api/v1/metrics/security/me with branches * and cache false unless given', async () => {
    const { client, requests } = clientWith(jsonResponse(METRICS));
    await expect(client.metrics.get({ startDate: '2026-10-21', endDate: '2026-11-21' })).resolves.toEqual(METRICS);
    expect(requests[0]?.url.pathname).toBe('/api/v1/metrics/security/me');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-21',
      branches: '*',
      cache: 'false',
    });
    await client.metrics.get({ branches: 'main', cache: true, teamUUID: TEAM });
    expect(Object.fromEntries(requests[1]?.url.searchParams ?? [])).toEqual({
      branches: 'main',
      cache: 'true',
      teamUUID: TEAM,
    });
  });

  it('sends a date only when it is a calendar day written YYYY-MM-DD; otherwise rejects and sends nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        async (year, month, day) => {
          const { client, requests } = clientWith(jsonResponse(METRICS));
          const startDate = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const outcome = client.metrics.get({ startDate });
          if (month >= 1 && month <= 12 && isRealDay(year, month, day)) {
            await expect(outcome).resolves.toEqual(METRICS);
            expect(requests[0]?.url.searchParams.get('startDate')).toBe(startDate);
          } else {
            await expect(outcome).rejects.toThrow(
              new InvalidArgumentError(`startDate must be a date written YYYY-MM-DD, not "${startDate}"`),
            );
            expect(requests).toHaveLength(0);
          }
        },
      ),
      // Year 0 is a leap year and 1900 is not: the pair a calendar reading 0–99 as 1900–1999 mixes up.
      {
        numRuns: 300,
        examples: [
          [0, 2, 29],
          [1900, 2, 29],
          [2000, 2, 29],
          [2026, 2, 29],
        ],
      },
    );
  });

  it('accepts no other text as a date: one character changed, added or taken away rejects it', async () => {
    // A calendar day with one edit at any place, by any of these characters (other scripts' digits
    // too), and any string at all; told apart by a regular expression and the platform's calendar.
    const day = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([year, month, date]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`);
    const character = fc.constantFrom('0', '5', '9', '-', 'a', ' ', '/', '\u0663', '\uff10');
    const edited = fc
      .tuple(day, fc.integer({ min: 0, max: 10 }), character, fc.constantFrom(0, 1), fc.constantFrom(0, 1))
      .map(
        ([text, at, inserted, removes, inserts]) =>
          text.slice(0, at) + (inserts ? inserted : '') + text.slice(at + removes),
      );
    await fc.assert(
      fc.asyncProperty(fc.oneof(edited, fc.string()), async (endDate) => {
        const { client, requests } = clientWith(jsonResponse(METRICS));
        const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(endDate);
        const valid = parts !== null && isRealDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
        const outcome = client.metrics.get({ endDate });
        if (valid) await expect(outcome).resolves.toEqual(METRICS);
        else await expect(outcome).rejects.toBeInstanceOf(InvalidArgumentError);
        expect(requests).toHaveLength(valid ? 1 : 0);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-1-05', false],
    ['2026-01-05T00:00:00Z', false],
    ['05/01/2026', false],
    ['', false],
  ])('endDate %s is %s', async (endDate, valid) => {
    const { client, requests } = clientWith(jsonResponse(METRICS));
    const outcome = client.metrics.get({ endDate });
    if (valid) await expect(outcome).resolves.toEqual(METRICS);
    else await expect(outcome).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(requests).toHaveLength(valid ? 1 : 0);
  });

  it('rejects a window that ends before it starts, and a team that is not a uuid, without sending', async () => {
    const { client, requests } = clientWith(jsonResponse(METRICS));
    await expect(client.metrics.get({ startDate: '2026-11-21', endDate: '2026-10-21' })).rejects.toThrow(
      new InvalidArgumentError('startDate (2026-11-21) must not be after endDate (2026-10-21)'),
    );
    await expect(client.metrics.get({ teamUUID: 'team-1' })).rejects.toThrow(
      new InvalidArgumentError('teamUUID must be a uuid, not "team-1"'),
    );
    expect(requests).toHaveLength(0);
  });
});
