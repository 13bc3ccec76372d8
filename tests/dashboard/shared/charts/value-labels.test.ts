import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_LABEL_PADDING, valueLabelFitsInside, valueLabelPlacement } from '@/dashboard/shared/charts/value-labels';

describe('valueLabelFitsInside', () => {
  it('puts the label inside a bar wide enough for it and its padding, outside a shorter one', () => {
    expect(valueLabelFitsInside(120, '+47,024')).toBe(true);
    expect(valueLabelFitsInside(40, '+5,000')).toBe(false);
    expect(valueLabelFitsInside(0, '0')).toBe(false);
  });

  it('needs more room for a longer label', () => {
    const width = 7 * 7.5 + 12;
    expect(valueLabelFitsInside(width, '+47,024')).toBe(true);
    expect(valueLabelFitsInside(width, '+147,024')).toBe(false);
  });
});

describe('valueLabelPlacement', () => {
  const bar = { x: 100, width: 50 };

  it('writes a rising bar’s label right of its right end, or just inside that end', () => {
    expect(valueLabelPlacement(bar, true, false)).toEqual({ x: 150 + VALUE_LABEL_PADDING, textAnchor: 'start' });
    expect(valueLabelPlacement(bar, true, true)).toEqual({ x: 150 - VALUE_LABEL_PADDING, textAnchor: 'end' });
  });

  it('writes a falling bar’s label left of its left end, or just inside that end', () => {
    expect(valueLabelPlacement(bar, false, false)).toEqual({ x: 100 - VALUE_LABEL_PADDING, textAnchor: 'end' });
    expect(valueLabelPlacement(bar, false, true)).toEqual({ x: 100 + VALUE_LABEL_PADDING, textAnchor: 'start' });
  });

  it('keeps an outside label off the bar and an inside label within it', () => {
    const anyBar = fc.record({ x: fc.integer({ min: -500, max: 500 }), width: fc.integer({ min: 20, max: 500 }) });
    fc.assert(
      fc.property(anyBar, fc.boolean(), fc.boolean(), (someBar, rises, inside) => {
        const { x } = valueLabelPlacement(someBar, rises, inside);
        const within = x > someBar.x && x < someBar.x + someBar.width;
        expect(within).toBe(inside);
      }),
    );
  });
});
