import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_DATE_TICK_GAP, paddedDomain, spacedTicks, wrapLabel } from '@/dashboard/shared/charts/tick-spacing';

const ticksAt = (...values: number[]) => values.map((value) => ({ value, label: String(value) }));
const values = (ticks: readonly { value: number }[]) => ticks.map((tick) => tick.value);
/** 1 unit of value = 1 px: positions read as pixels. */
const axis = (length: number) => ({ min: 0, max: length, length });

describe('spacedTicks', () => {
  it('keeps every tick when they are far enough apart', () => {
    expect(values(spacedTicks(ticksAt(0, 100, 200, 300, 400), axis(400)))).toEqual([0, 100, 200, 300, 400]);
  });

  it('drops a tick closer than 80 px (a date label and a gap) to the one kept before it', () => {
    expect(MIN_DATE_TICK_GAP).toBe(80);
    expect(values(spacedTicks(ticksAt(0, 40, 120, 400), axis(400)))).toEqual([0, 120, 400]);
    expect(values(spacedTicks(ticksAt(0, 79, 160, 400), axis(400)))).toEqual([0, 160, 400]);
  });

  it('keeps the last tick (the newest scan) rather than the one just before it', () => {
    // Two scans a day apart at the end: '2026-09-14' and '2026-09-15' would overlap.
    expect(values(spacedTicks(ticksAt(0, 60, 396, 400), axis(400)))).toEqual([0, 400]);
    expect(values(spacedTicks(ticksAt(0, 200, 380, 400), axis(400)))).toEqual([0, 200, 400]);
    // Not the first, though: with only the first kept, a last tick too close to it is left out.
    expect(values(spacedTicks(ticksAt(0, 50), axis(400)))).toEqual([0]);
  });

  it('measures in pixels: the same dates are kept on a wide axis and thinned on a narrow one', () => {
    const day = 86_400_000;
    const scans = ticksAt(0, 10 * day, 20 * day, 30 * day);
    expect(spacedTicks(scans, { min: 0, max: 30 * day, length: 600 })).toHaveLength(4);
    expect(values(spacedTicks(scans, { min: 0, max: 30 * day, length: 150 }))).toEqual([0, 30 * day]);
  });

  it('keeps only the first tick on a degenerate axis (one scan, or no length) and none of none', () => {
    expect(values(spacedTicks(ticksAt(5), { min: 5, max: 5, length: 400 }))).toEqual([5]);
    expect(values(spacedTicks(ticksAt(0, 100), axis(0)))).toEqual([0]);
    expect(spacedTicks([], axis(400))).toEqual([]);
  });

  it('for any ticks, keeps the first, keeps 80 px between neighbours and keeps their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 100, max: 1200 }),
        (raw, length) => {
          const sorted = [...raw].sort((a, b) => a - b);
          const min = sorted[0] ?? 0;
          const max = Math.max(min + 1, sorted[sorted.length - 1] ?? 0);
          const kept = values(spacedTicks(ticksAt(...sorted), { min, max, length }));
          const px = (value: number) => ((value - min) / (max - min)) * length;
          expect(kept[0]).toBe(sorted[0]);
          for (let index = 1; index < kept.length; index += 1) {
            expect(px(kept[index] ?? 0) - px(kept[index - 1] ?? 0)).toBeGreaterThanOrEqual(MIN_DATE_TICK_GAP);
          }
          expect(kept.every((value) => sorted.includes(value))).toBe(true);
        },
      ),
    );
  });
});

describe('paddedDomain', () => {
  it('spans the values with 4 % of their span to spare each side', () => {
    expect(paddedDomain([100, 300, 200])).toEqual({ min: 92, max: 308 });
  });

  it('centres a single value in two days, and ignores what is not a number', () => {
    const day = 86_400_000;
    expect(paddedDomain([5 * day, Number.NaN])).toEqual({ min: 4 * day, max: 6 * day });
  });

  it('falls back to 0..1 without values', () => {
    expect(paddedDomain([])).toEqual({ min: 0, max: 1 });
  });
});

describe('wrapLabel', () => {
  it('keeps a label that fits on one line', () => {
    expect(wrapLabel('moderate risk', 13)).toEqual(['moderate risk']);
  });

  it('breaks between words, never inside one', () => {
    expect(wrapLabel('low-moderate risk', 13)).toEqual(['low-moderate ', 'risk']);
    expect(wrapLabel('a very-long-single-word here', 6)).toEqual(['a ', 'very-long-single-word ', 'here']);
  });

  it('gives the label back when its lines are joined', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z-]{1,12}$/), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (words, max) => {
          const label = words.join(' ');
          const lines = wrapLabel(label, max);
          expect(lines.join('')).toBe(label);
          for (const line of lines) expect(line.trimEnd().length <= max || !line.trimEnd().includes(' ')).toBe(true);
        },
      ),
    );
  });
});
