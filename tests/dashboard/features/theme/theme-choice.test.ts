import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loadThemeChoice,
  nextThemeChoice,
  parseThemeChoice,
  saveThemeChoice,
  THEME_STORAGE_KEY,
} from '@/dashboard/features/theme/theme-choice';

describe('theme choice', () => {
  it("reads only 'light' and 'dark' as a choice; anything else is none", () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const stored of [null, '', 'Dark', ' dark', '"dark"', 'system', 42, {}]) {
      expect(parseThemeChoice(stored)).toBeNull();
    }
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const choice = parseThemeChoice(stored);
        expect(choice === null || choice === stored).toBe(true);
      }),
    );
  });

  it("flipping stores the other theme, or no choice when that is the system's", () => {
    expect(nextThemeChoice('light', 'light')).toBe('dark');
    expect(nextThemeChoice('dark', 'light')).toBeNull();
    expect(nextThemeChoice('dark', 'dark')).toBe('light');
    expect(nextThemeChoice('light', 'dark')).toBeNull();
  });

  it('storage that is missing or throws is no choice and no save, never an error', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadThemeChoice(undefined)).toBeNull();
    expect(loadThemeChoice(throwing)).toBeNull();
    expect(saveThemeChoice(undefined, 'dark')).toBe(false);
    expect(saveThemeChoice(throwing, 'dark')).toBe(false);
    expect(saveThemeChoice(throwing, null)).toBe(false);
  });

  it('saves a choice and forgets it', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(saveThemeChoice(storage, 'dark')).toBe(true);
    expect(store.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(loadThemeChoice(storage)).toBe('dark');
    expect(saveThemeChoice(storage, null)).toBe(true);
    expect(loadThemeChoice(storage)).toBeNull();
  });
});
