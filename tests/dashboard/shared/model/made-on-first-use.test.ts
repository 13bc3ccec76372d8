import { describe, expect, it } from 'vitest';
import { madeOnFirstUse } from '@/dashboard/shared/model/made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once and gives the same one every time', () => {
    let made = 0;
    const formatter = madeOnFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('en-US');
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined or null, made once all the same', () => {
    let made = 0;
    const nothing = madeOnFirstUse(() => {
      made += 1;
      return undefined;
    });
    expect(nothing()).toBeUndefined();
    expect(nothing()).toBeUndefined();
    expect(made).toBe(1);
  });
});
