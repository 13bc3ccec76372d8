// The promises docs/backend-teams.md makes to backend teams, each a bold sentence of its marked list,
// must each be found word for word in the name of a test of this folder (its describe's name and
// its own, joined by a space), so that a promise without a test fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = 'tests/conformance';
const doc = readFileSync('docs/backend-teams.md', 'utf8');

/** The bold sentences between the promises markers. */
function promisesOf(markdown: string): string[] {
  const list = /<!-- promises:[^>]*-->([\s\S]*?)<!-- \/promises -->/.exec(markdown)?.[1] ?? '';
  return [...list.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => (match[1] ?? '').replace(/\s+/g, ' ').trim());
}

/** Every test's full name, and every describe's, in the test files of the folder. */
function testNames(): string[] {
  const names: string[] = [];
  const call = /^([ \t]*)(describe|it)\((['"`])((?:\\.|(?!\3).)*)\3/gm;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.test.ts'))) {
    let group = '';
    for (const match of readFileSync(join(folder, file), 'utf8').matchAll(call)) {
      const name = (match[4] ?? '').replace(/\\(.)/g, '$1');
      if (match[2] === 'describe') group = match[1] === '' ? name : group;
      names.push(match[2] === 'describe' ? name : `${group} ${name}`.trim());
    }
  }
  return names;
}

describe("the promises of the backend teams' guide", () => {
  it('are read from its marked list', () => {
    expect(promisesOf(doc).length).toBeGreaterThan(10);
  });

  it('each have a test named after them', () => {
    const names = testNames();
    const untested = promisesOf(doc).filter((promise) => !names.some((name) => name.includes(promise)));
    expect(untested).toEqual([]);
  });

  it('a promise that no test names is found out', () => {
    expect(promisesOf('<!-- promises: -->\n- **deletes nothing at all**\n<!-- /promises -->')).toEqual([
      'deletes nothing at all',
    ]);
    expect(testNames().some((name) => name.includes('deletes nothing at all'))).toBe(false);
  });
});
