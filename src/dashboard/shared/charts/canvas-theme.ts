import { useSyncExternalStore } from 'react';
import { usePrinting } from '@/dashboard/shared/print/use-printing';
import { chartTheme } from './chart-theme';

// A canvas cannot resolve CSS variables: a chart drawn on one gets the theme's colours as computed
// values, read again when the light or dark theme changes and for a printout (always light).

type ChartTheme = typeof chartTheme;

/** The attribute the theme switch sets on <html> (features/theme): 'light', 'dark' or none (the system's). */
const THEME_ATTRIBUTE = 'data-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

/** Which colours the page shows now: the switch's choice and the system's preference. */
function colourScheme(): string {
  return `${document.documentElement.getAttribute(THEME_ATTRIBUTE) ?? 'system'}/${darkQuery()?.matches ? 'dark' : 'light'}`;
}

function subscribeToColourScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query?.removeEventListener('change', onChange);
  };
}

/**
 * Each colour of `value` that names a CSS variable, as its computed value (rgb()); other values as
 * they are. The colours are read from a hidden probe on the page, so they follow the tokens in force.
 */
function resolveColours<T>(value: T, computed: (colour: string) => string): T {
  if (typeof value === 'string') return (value.includes('var(') ? computed(value) : value) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveColours(item, computed)])) as T;
}

/**
 * Runs `read` with the light tokens in force: a printout is light (the dark set applies on screen
 * only), but `beforeprint` runs while the screen's tokens still hold. The theme attribute is set and
 * put back in the same task, so nothing is painted in between.
 */
function withPrintedColours<T>(read: () => T): T {
  const root = document.documentElement;
  const chosen = root.getAttribute(THEME_ATTRIBUTE);
  root.setAttribute(THEME_ATTRIBUTE, 'light');
  try {
    return read();
  } finally {
    if (chosen === null) root.removeAttribute(THEME_ATTRIBUTE);
    else root.setAttribute(THEME_ATTRIBUTE, chosen);
  }
}

/** Computes colours (a token, a mix of them, a literal) on a hidden probe, as the page shows them now. */
function computeColours<T>(read: (computed: (colour: string) => string) => T): T {
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  try {
    return read((colour) => {
      probe.style.color = colour;
      return getComputedStyle(probe).color || colour;
    });
  } finally {
    probe.remove();
  }
}

/** A chart's theme and colours for a canvas, in one scheme (the screen's, or print). */
export interface CanvasPalette {
  /** The nivo theme with computed colours (its tooltip is HTML, which resolves variables itself). */
  readonly theme: ChartTheme;
  /** Any other colour a chart's own layer draws with, computed. */
  readonly colour: (colour: string) => string;
  /** Canvas pixels per CSS pixel: the screen's, and at least 3 for a printout, which a printer renders finer. */
  readonly pixelRatio: number;
}

/** A printout's canvas resolution: 3 canvas pixels per CSS pixel (288 dpi), enough for paper. */
const PRINT_PIXEL_RATIO = 3;

function paletteOf(scheme: string): CanvasPalette {
  const inScheme = <T>(read: () => T) => (scheme === 'print' ? withPrintedColours(read) : read());
  const { tooltip, ...drawn } = chartTheme;
  const theme = { ...inScheme(() => computeColours((computed) => resolveColours(drawn, computed))), tooltip };
  const colours = new Map<string, string>();
  const colour = (css: string) => {
    let resolved = colours.get(css);
    if (resolved === undefined) {
      resolved = inScheme(() => computeColours((computed) => computed(css)));
      colours.set(css, resolved);
    }
    return resolved;
  };
  const screenRatio = window.devicePixelRatio || 1;
  return { theme, colour, pixelRatio: scheme === 'print' ? Math.max(PRINT_PIXEL_RATIO, screenRatio) : screenRatio };
}

let cached: { scheme: string; palette: CanvasPalette } | null = null;

/**
 * The theme and colours of a chart drawn on a canvas, in the scheme in force (light in print): read
 * once per scheme and shared by every chart, read again when the scheme changes.
 */
export function useCanvasPalette(): CanvasPalette {
  const printing = usePrinting();
  const screen = useSyncExternalStore(subscribeToColourScheme, colourScheme, () => 'system/light');
  const scheme = printing ? 'print' : screen;
  if (cached?.scheme !== scheme) cached = { scheme, palette: paletteOf(scheme) };
  return cached.palette;
}
