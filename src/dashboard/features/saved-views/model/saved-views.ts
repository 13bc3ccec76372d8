// Views the user named and kept in this browser: a name and the page address's query string (every
// parameter of /dashboard, as it was when saved). What comes back from storage is untrusted (another
// version of the page, an extension or a person may have written it): it is read like a server answer,
// by a function that accepts any value, never throws, and drops what it cannot use.

export interface SavedView {
  /** Unique in the list, compared without regard to case. */
  readonly name: string;
  /** The query string of the view, with its `?` ('' for the page's defaults). */
  readonly search: string;
}

export const SAVED_VIEWS_STORAGE_KEY = 'depsight.saved-views';
const MAX_VIEW_NAME_LENGTH = 80;
/** Enough for any view the page writes (its longest values are capped at 512 characters). */
const MAX_SEARCH_LENGTH = 4_096;
/** A list a person can scan; older entries past it are not read. */
export const MAX_SAVED_VIEWS = 50;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const sameName = (left: string, right: string) => left.toLocaleLowerCase('en') === right.toLocaleLowerCase('en');

/** A name as stored: trimmed, inner runs of spaces made one. */
function cleanViewName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * Why `name` cannot name a view in `views`, or null when it can. `renaming` is the view being renamed:
 * keeping its own name, or changing only its case, is allowed.
 */
export function viewNameError(name: string, views: readonly SavedView[], renaming?: string): string | null {
  const cleaned = cleanViewName(name);
  if (cleaned === '') return 'Enter a name for this view.';
  if (cleaned.length > MAX_VIEW_NAME_LENGTH) return `Use at most ${MAX_VIEW_NAME_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(cleaned)) return 'Use letters, digits, spaces and punctuation only.';
  const taken = views.some(
    (view) => sameName(view.name, cleaned) && (renaming === undefined || !sameName(view.name, renaming)),
  );
  if (taken) return 'A saved view already has this name.';
  return null;
}

/**
 * A query string as stored: with its `?` or '', its parameters in their own order, encoded the way
 * the browser writes them; undefined when it is not a string, too long or holds a control character.
 */
export function normalizeSearch(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_SEARCH_LENGTH) return undefined;
  const parameters = new URLSearchParams(value.startsWith('?') ? value.slice(1) : value);
  for (const [name, parameter] of parameters) {
    if (CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(parameter)) return undefined;
  }
  const search = parameters.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * The saved views in a stored value (the JSON text, or null when nothing is stored). Never throws:
 * text that is not JSON or not a list is no views; an entry without a usable name or address is
 * dropped; of entries with the same name the first is kept; at most MAX_SAVED_VIEWS are read.
 */
export function parseSavedViews(stored: unknown): SavedView[] {
  if (typeof stored !== 'string') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const views: SavedView[] = [];
  for (const entry of parsed) {
    if (views.length === MAX_SAVED_VIEWS) break;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const { name, search } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || viewNameError(name, views) !== null) continue;
    const normalized = normalizeSearch(search);
    if (normalized === undefined) continue;
    views.push({ name: cleanViewName(name), search: normalized });
  }
  return views;
}

/** The stored views; none when storage is unavailable or refuses. Never throws. */
export function loadSavedViews(storage: Pick<Storage, 'getItem'> | undefined): SavedView[] {
  try {
    return parseSavedViews(storage?.getItem(SAVED_VIEWS_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Keeps the views; false when storage is unavailable or refuses (full, blocked). Never throws. */
export function storeSavedViews(storage: Pick<Storage, 'setItem'> | undefined, views: readonly SavedView[]): boolean {
  try {
    if (!storage) return false;
    storage.setItem(SAVED_VIEWS_STORAGE_KEY, JSON.stringify(views));
    return true;
  } catch {
    return false;
  }
}

export type ViewsChange = { readonly views: SavedView[]; readonly error: null } | { readonly error: string };

/** The list with a new view first, or why it cannot be saved (its name, or a full list). */
export function addView(views: readonly SavedView[], name: string, search: string): ViewsChange {
  const error = viewNameError(name, views);
  if (error !== null) return { error };
  if (views.length >= MAX_SAVED_VIEWS) return { error: `Keep at most ${MAX_SAVED_VIEWS} views: delete one first.` };
  const normalized = normalizeSearch(search);
  if (normalized === undefined) return { error: 'This view cannot be saved: its address is not usable.' };
  return { views: [{ name: cleanViewName(name), search: normalized }, ...views], error: null };
}

/** The list with the view named `from` renamed, in its place, or why the new name cannot be used. */
export function renameView(views: readonly SavedView[], from: string, to: string): ViewsChange {
  const error = viewNameError(to, views, from);
  if (error !== null) return { error };
  return {
    views: views.map((view) => (view.name === from ? { ...view, name: cleanViewName(to) } : view)),
    error: null,
  };
}

/** The list without the view named `name`. */
export function deleteView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((view) => view.name !== name);
}
