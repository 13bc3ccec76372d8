// Where a digest starts: --since (a day, a time with its zone, a duration), else the state file's last
// send, else 7 days before now; --now replays a past moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digestStart, parseNow, parseSince } from '../../src/digest/digest-window';
import { UsageError } from '../../src/digest/errors';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T09:30:00Z');

describe('the digest window', () => {
  it('reads a day as its 00:00 UTC, a time with its zone, and durations before now', () => {
    expect(parseSince('2026-11-21')).toEqual({ at: Date.parse('2026-11-21T00:00:00Z') });
    expect(parseSince('2026-11-21T09:00:00+02:00')).toEqual({ at: Date.parse('2026-11-21T07:00:00Z') });
    expect(digestStart(NOW, parseSince('7d'), undefined)).toBe(NOW - 7 * DAY);
    expect(digestStart(NOW, parseSince('36h'), undefined)).toBe(NOW - 36 * 3_600_000);
    expect(digestStart(NOW, parseSince('2w'), undefined)).toBe(NOW - 14 * DAY);
  });

  it('takes --since before the state file, the state file before the default of 7 days', () => {
    const lastSent = NOW - 3 * DAY;
    expect(digestStart(NOW, parseSince('1d'), lastSent)).toBe(NOW - DAY);
    expect(digestStart(NOW, undefined, lastSent)).toBe(lastSent);
    expect(digestStart(NOW, undefined, undefined)).toBe(NOW - 7 * DAY);
  });

  it('refuses days that do not exist and times without a zone', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-11-21T09:00:00', '7 days', '', '1e3d']) {
      expect(() => parseSince(text)).toThrow(UsageError);
    }
    expect(() => parseNow('2026-02-29')).toThrow(UsageError);
    expect(parseNow('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00Z'));
  });

  it('reads every real day back to its own date, and every --now time as Date.parse does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          expect(parseSince(iso.slice(0, 10))).toEqual({ at: Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) });
          expect(parseNow(iso)).toBe(date.getTime());
        },
      ),
    );
  });
});
