import { useEffect, useLayoutEffect, useState } from 'react';
import { browserStorage } from '@/dashboard/shared/storage/browser-storage';
import {
  DARK_QUERY,
  loadThemeChoice,
  nextThemeChoice,
  parseThemeChoice,
  saveThemeChoice,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme-choice';
import styles from './theme-switch.module.css';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The system's theme, followed as it changes (a schedule that turns dark at night). */
function useSystemTheme(): Theme {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => setDark(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return dark ? 'dark' : 'light';
}

/**
 * The header's dark theme switch. Without a choice the page follows the system; a choice is kept in
 * this browser (and followed from other tabs) and written on <html> for the design tokens to read.
 */
export function ThemeSwitch() {
  const systemTheme = useSystemTheme();
  const [choice, setChoice] = useState(() => loadThemeChoice(browserStorage()));
  const shown = choice ?? systemTheme;

  // Before the browser paints, so the page never flashes the other theme.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (choice === null) root.removeAttribute(THEME_ATTRIBUTE);
    else root.setAttribute(THEME_ATTRIBUTE, choice);
  }, [choice]);

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setChoice(parseThemeChoice(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const flip = () => {
    const next = nextThemeChoice(shown, systemTheme);
    setChoice(next);
    saveThemeChoice(browserStorage(), next);
  };

  return (
    <button type="button" role="switch" aria-checked={shown === 'dark'} className={styles.switch} onClick={flip}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      Dark theme
    </button>
  );
}
