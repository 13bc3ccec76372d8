// The dark set is written twice in tokens.css (for the system's wish and for the switch's choice):
// both must hold the same values, and every colour of the light set must have a dark value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TOKENS = readFileSync(new URL('../../../src/dashboard/styles/tokens.css', import.meta.url), 'utf8');

/** The declarations (`--name: value`) of the first block after `opening`. */
function declarations(opening: string): Map<string, string> {
  const start = TOKENS.indexOf(opening);
  expect(start, `no block ${opening}`).toBeGreaterThanOrEqual(0);
  const body = TOKENS.slice(TOKENS.indexOf('{', start + opening.length - 1) + 1, TOKENS.indexOf('}', start));
  const entries = body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration.includes(':'))
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
    });
  return new Map(entries);
}

describe('design tokens', () => {
  const light = declarations(':root {');
  const systemDark = declarations(':root:not([data-theme="light"]) {');
  const chosenDark = declarations(':root[data-theme="dark"] {');

  it('the dark set for the system and for the switch are the same', () => {
    expect(systemDark.size).toBeGreaterThan(10);
    expect([...chosenDark]).toEqual([...systemDark]);
  });

  it('every neutral, brand and state colour of the light set has a dark value, and a colour-scheme', () => {
    const colours = [...light.keys()].filter((name) => name.startsWith('--color-'));
    expect(colours.length).toBeGreaterThan(10);
    for (const name of [...colours, '--chart-grid', 'color-scheme']) expect(systemDark.has(name), name).toBe(true);
    expect(systemDark.get('color-scheme')).toBe('dark');
  });

  it('the dark set is for the screen only: a printout keeps the light set', () => {
    expect(TOKENS).toContain('@media screen and (prefers-color-scheme: dark)');
    expect(TOKENS).toMatch(/@media screen \{\s*:root\[data-theme="dark"\]/);
  });
});
