import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  browserSlaTargets,
  effectiveSlaTargets,
  forgetBrowserSlaTargets,
  SLA_STORAGE_KEY,
  sameSlaTargets,
  setsSlaTargets,
  slaTargetError,
  usableSlaTargets,
} from '@/dashboard/shared/metrics/sla-targets';

const DEFAULTS = { CRITICAL: 7, HIGH: 30, MEDIUM: 90, LOW: 120 };

describe('SLA targets', () => {
  it('accepts whole days from 1 to 365 only, with a clear message otherwise', () => {
    expect(slaTargetError('1')).toBeNull();
    expect(slaTargetError(' 365 ')).toBeNull();
    expect(slaTargetError('')).toBe('Enter a number of days.');
    expect(slaTargetError('0')).toBe('Enter a number from 1 to 365.');
    expect(slaTargetError('366')).toBe('Enter a number from 1 to 365.');
    expect(slaTargetError('7.5')).toBe('Enter whole days, without decimals or signs.');
    expect(slaTargetError('-3')).toBe('Enter whole days, without decimals or signs.');
    expect(slaTargetError('1e2')).toBe('Enter whole days, without decimals or signs.');
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (days) => {
        expect(slaTargetError(String(days)) === null).toBe(days >= 1 && days <= 365);
      }),
    );
  });

  it("a property's value: each usable severity counts, the rest fall back (the team's over the account's over the defaults)", () => {
    expect(usableSlaTargets({ CRITICAL: 3, HIGH: 0, MEDIUM: '9', LOW: 2.5, OTHER: 4 })).toEqual({ CRITICAL: 3 });
    for (const value of [null, undefined, 'x', [1, 2], 7]) expect(usableSlaTargets(value)).toEqual({});
    expect(effectiveSlaTargets(null)).toEqual(DEFAULTS);
    expect(effectiveSlaTargets({ CRITICAL: 5, HIGH: 20 }, { HIGH: 10, LOW: 'x' })).toEqual({
      ...DEFAULTS,
      CRITICAL: 5,
      HIGH: 10,
    });
    expect(setsSlaTargets({ LOW: 400 })).toBe(false);
    expect(setsSlaTargets({ LOW: 365 })).toBe(true);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (account, team) => {
        const targets = effectiveSlaTargets(account, team);
        for (const days of Object.values(targets)) expect(slaTargetError(days)).toBeNull();
      }),
    );
  });

  it("reads a browser's own earlier targets once more, and forgets them; a storage that throws is none", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      removeItem: (key: string) => void store.delete(key),
    };
    expect(browserSlaTargets(storage)).toBeNull();
    store.set(SLA_STORAGE_KEY, JSON.stringify({ CRITICAL: 3, HIGH: 'x' }));
    expect(browserSlaTargets(storage)).toEqual({ ...DEFAULTS, CRITICAL: 3 });
    forgetBrowserSlaTargets(storage);
    expect(store.has(SLA_STORAGE_KEY)).toBe(false);
    for (const stored of ['not json', '[1]', '{"HIGH":0}']) {
      store.set(SLA_STORAGE_KEY, stored);
      expect(browserSlaTargets(storage)).toBeNull();
    }
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(browserSlaTargets(broken)).toBeNull();
    expect(() => forgetBrowserSlaTargets(broken)).not.toThrow();
    expect(browserSlaTargets(undefined)).toBeNull();
    expect(sameSlaTargets(DEFAULTS, { ...DEFAULTS })).toBe(true);
    expect(sameSlaTargets(DEFAULTS, { ...DEFAULTS, LOW: 1 })).toBe(false);
  });
});
