// The theme the user chose with the switch, remembered in this browser. No choice means: follow the
// system (`prefers-color-scheme`). The stored value is untrusted: anything but 'light' or 'dark' is
// no choice.

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'depsight.theme';
/** The attribute on <html> that tokens.css reads: present only when the user chose a theme. */
export const THEME_ATTRIBUTE = 'data-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a choice: 'light' or 'dark', null for anything else (missing, edited, corrupted). */
export function parseThemeChoice(stored: unknown): Theme | null {
  return stored === 'light' || stored === 'dark' ? stored : null;
}

/** The stored choice, or null when there is none or storage is unavailable. Never throws. */
export function loadThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): Theme | null {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Remembers a choice, or forgets it (null); false when storage refused (it still applies for this visit). */
export function saveThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: Theme | null) {
  try {
    if (!storage) return false;
    if (choice === null) storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/**
 * The choice the switch stores when it is flipped: the other theme than the one shown. Choosing the
 * system's own theme stores no choice, so the page follows the system again from then on; otherwise
 * a user who once flipped the switch could never get back to following it.
 */
export function nextThemeChoice(shown: Theme, systemTheme: Theme): Theme | null {
  const next: Theme = shown === 'dark' ? 'light' : 'dark';
  return next === systemTheme ? null : next;
}
