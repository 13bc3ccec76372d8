import { describe, expect, it } from 'vitest';
import {
  TREND_VARIANT_SCORE_POINTS,
  trendLabel,
  trendVariant,
} from '@/dashboard/features/overview/model/rankings/trend-variant';

describe('trendVariant', () => {
  it('draws one chevron for a change under 10 security-score points', () => {
    expect(trendVariant(1)).toBe(1);
    expect(trendVariant(9_999)).toBe(1);
    expect(trendVariant(-9_999)).toBe(1);
  });

  it('draws two chevrons from 10 points and three from 25 points, whatever the sign', () => {
    expect(TREND_VARIANT_SCORE_POINTS).toEqual({ clear: 10, strong: 25 });
    expect(trendVariant(10_000)).toBe(2);
    expect(trendVariant(-24_999)).toBe(2);
    expect(trendVariant(25_000)).toBe(3);
    expect(trendVariant(-100_000)).toBe(3);
  });

  it('falls back to the mildest variant for a score that is not a finite number', () => {
    expect(trendVariant(Number.NaN)).toBe(1);
    expect(trendVariant(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('trendLabel', () => {
  it('names the strength and the direction, so the icon is never read by shape or colour alone', () => {
    expect(trendLabel('increase', 1)).toBe('Slight increase');
    expect(trendLabel('increase', 2)).toBe('Clear increase');
    expect(trendLabel('decrease', 3)).toBe('Strong decrease');
  });
});
