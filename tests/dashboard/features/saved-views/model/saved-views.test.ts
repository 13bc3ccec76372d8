import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addView,
  deleteView,
  loadSavedViews,
  MAX_SAVED_VIEWS,
  normalizeSearch,
  parseSavedViews,
  renameView,
  SAVED_VIEWS_STORAGE_KEY,
  type SavedView,
  storeSavedViews,
  viewNameError,
} from '@/dashboard/features/saved-views/model/saved-views';

const WEEKLY: SavedView = { name: 'Weekly review', search: '?startDate=2026-10-01&endDate=2026-10-31&q=api' };
const TEAM: SavedView = { name: 'Team payments', search: '?teamUUID=t-1&sort=score-desc' };

describe('saved views read back from storage', () => {
  it('reads what was stored', () => {
    expect(parseSavedViews(JSON.stringify([WEEKLY, TEAM]))).toEqual([WEEKLY, TEAM]);
    expect(parseSavedViews(JSON.stringify([{ name: 'Defaults', search: '' }]))).toEqual([
      { name: 'Defaults', search: '' },
    ]);
  });

  it('a corrupted value is no views, never an error', () => {
    for (const stored of [null, '', '{', 'undefined', '"text"', '42', '{"name":"x","search":""}', 'null']) {
      expect(parseSavedViews(stored)).toEqual([]);
    }
  });

  it('drops the entries it cannot use and keeps the rest', () => {
    const stored = JSON.stringify([
      null,
      [WEEKLY.name, WEEKLY.search],
      { name: 42, search: '?q=a' },
      { name: '   ', search: '?q=a' },
      { name: 'x'.repeat(81), search: '?q=a' },
      { name: 'Bell\u0007name', search: '?q=a' },
      { name: 'No address' },
      { name: 'Bad address', search: '?q=%0A' },
      { name: 'Long address', search: `?q=${'a'.repeat(5_000)}` },
      WEEKLY,
      { name: 'weekly REVIEW', search: '?q=other' },
      { name: '  Spaced   out  ', search: 'q=no-question-mark', extra: true },
    ]);
    expect(parseSavedViews(stored)).toEqual([WEEKLY, { name: 'Spaced out', search: '?q=no-question-mark' }]);
  });

  it('reads at most the first 50', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ name: `View ${index}`, search: `?q=${index}` }));
    const views = parseSavedViews(JSON.stringify(many));
    expect(views).toHaveLength(MAX_SAVED_VIEWS);
    expect(views[0]?.name).toBe('View 0');
  });

  it('never throws, and whatever it returns is a list of usable, distinctly named views', () => {
    const entry = fc.record(
      { name: fc.oneof(fc.string(), fc.anything()), search: fc.oneof(fc.string(), fc.anything()) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.array(entry).map((list) => JSON.stringify(list)),
        ),
        (stored) => {
          const views = parseSavedViews(stored);
          const names = views.map((view) => view.name.toLowerCase());
          expect(new Set(names).size).toBe(names.length);
          for (const view of views) {
            expect(viewNameError(view.name, [])).toBeNull();
            expect(normalizeSearch(view.search)).toBe(view.search);
          }
          // What was read is stored and read back the same.
          expect(parseSavedViews(JSON.stringify(views))).toEqual(views);
        },
      ),
    );
  });

  it('storage that is missing or throws is no views and no save', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadSavedViews(undefined)).toEqual([]);
    expect(loadSavedViews(throwing)).toEqual([]);
    expect(storeSavedViews(undefined, [WEEKLY])).toBe(false);
    expect(storeSavedViews(throwing, [WEEKLY])).toBe(false);
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(storeSavedViews(storage, [WEEKLY])).toBe(true);
    expect(store.has(SAVED_VIEWS_STORAGE_KEY)).toBe(true);
    expect(loadSavedViews(storage)).toEqual([WEEKLY]);
  });
});

describe('saving, renaming and deleting', () => {
  it('saves the view first in the list, its name tidied and its address as the browser writes it', () => {
    const change = addView([WEEKLY], '  Triage  ', '?q=a b&branches=main');
    expect(change).toEqual({ views: [{ name: 'Triage', search: '?q=a+b&branches=main' }, WEEKLY], error: null });
  });

  it('refuses an empty, too long or taken name (whatever its case), and a full list', () => {
    expect(addView([], ' ', '?q=a')).toEqual({ error: 'Enter a name for this view.' });
    expect(addView([], 'x'.repeat(81), '')).toEqual({ error: 'Use at most 80 characters.' });
    expect(addView([WEEKLY], 'WEEKLY review', '')).toEqual({ error: 'A saved view already has this name.' });
    const full = Array.from({ length: MAX_SAVED_VIEWS }, (_, index) => ({ name: `V${index}`, search: '' }));
    expect(addView(full, 'One more', '')).toEqual({ error: 'Keep at most 50 views: delete one first.' });
  });

  it('renames in place; its own name (in another case) is allowed, another view’s is not', () => {
    expect(renameView([WEEKLY, TEAM], TEAM.name, 'Payments')).toEqual({
      views: [WEEKLY, { ...TEAM, name: 'Payments' }],
      error: null,
    });
    expect(renameView([WEEKLY, TEAM], TEAM.name, 'team PAYMENTS')).toMatchObject({ error: null });
    expect(renameView([WEEKLY, TEAM], TEAM.name, 'weekly review')).toEqual({
      error: 'A saved view already has this name.',
    });
  });

  it('deletes by name', () => {
    expect(deleteView([WEEKLY, TEAM], WEEKLY.name)).toEqual([TEAM]);
    expect(deleteView([WEEKLY], 'Unknown')).toEqual([WEEKLY]);
  });
});
