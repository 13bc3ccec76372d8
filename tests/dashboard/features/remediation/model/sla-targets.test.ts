import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loadSlaTargets,
  parseSlaTargets,
  SLA_STORAGE_KEY,
  saveSlaTargets,
  slaTargetError,
} from '@/dashboard/features/remediation/model/sla-targets';

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

  it('reads stored targets back, each unusable entry falling back to its default', () => {
    expect(parseSlaTargets(null)).toEqual(DEFAULTS);
    expect(parseSlaTargets('not json')).toEqual(DEFAULTS);
    expect(parseSlaTargets('[1,2]')).toEqual(DEFAULTS);
    expect(parseSlaTargets(JSON.stringify({ CRITICAL: 3, HIGH: 0, MEDIUM: '9', LOW: 2.5 }))).toEqual({
      ...DEFAULTS,
      CRITICAL: 3,
    });
  });

  it('round-trips through storage, and survives a storage that throws', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const targets = { CRITICAL: 3, HIGH: 14, MEDIUM: 60, LOW: 365 };
    expect(saveSlaTargets(storage, targets)).toBe(true);
    expect(store.has(SLA_STORAGE_KEY)).toBe(true);
    expect(loadSlaTargets(storage)).toEqual(targets);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadSlaTargets(broken)).toEqual(DEFAULTS);
    expect(saveSlaTargets(broken, targets)).toBe(false);
    expect(loadSlaTargets(undefined)).toEqual(DEFAULTS);
  });
});
