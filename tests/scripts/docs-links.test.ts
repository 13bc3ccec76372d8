// The README is a front page a newcomer can walk: the two commands first, under 160 lines, and every
// link in it and in docs/ leads to a file (and a section) that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, markdownLinks, missingModulePaths } from '../support/markdown-links';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const docPages = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(DOCS, name));

describe('the README is a front page', () => {
  const lines = readFileSync(README, 'utf8').split('\n');

  it('stays under 160 lines', () => {
    expect(lines.length).toBeLessThan(160);
  });

  it('opens with the two commands in a code block within its first 15 lines', () => {
    const top = lines.slice(0, 15);
    const open = top.findIndex((line) => /^```/.test(line));
    const close = top.findIndex((line, index) => index > open && /^```\s*$/.test(line));
    expect(open, 'a code block starts in the first 15 lines').toBeGreaterThanOrEqual(0);
    expect(close, 'and ends there').toBeGreaterThan(open);
    const block = top.slice(open + 1, close).join('\n');
    expect(block).toMatch(/^npm ci && npm start\b/m);
    expect(block).toMatch(/^npm test\b/m);
  });

  it('shows the dashboard', () => {
    const images = markdownLinks(lines.join('\n')).filter(({ target }) => target.endsWith('.png'));
    expect(images.map(({ target }) => target)).toContain('tests/browser/screenshots/dashboard.png');
  });
});

describe('links in the README and docs/', () => {
  it.each([README, ...docPages].map((file) => [relative(ROOT, file), file]))('%s: every link resolves', (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('every page of docs/ is reachable from the README', () => {
    const reached = new Set<string>();
    const queue = [README];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      for (const { target } of markdownLinks(readFileSync(file, 'utf8'))) {
        const path = target.split('#')[0] ?? '';
        if (!path.endsWith('.md') || /^[a-z]+:/i.test(path)) continue;
        const page = join(file, '..', path);
        if (page.startsWith(DOCS) && existsSync(page) && !reached.has(page)) {
          reached.add(page);
          queue.push(page);
        }
      }
    }
    expect([...reached].sort()).toEqual([...docPages].sort());
  });
});

/** The repository's files (tracked and new, not ignored), relative to its root. */
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((line) => line !== '');
/** Every doc that names modules: the README, docs/, and the README of every folder of the code. */
const moduleDocs = [
  README,
  ...docPages,
  ...repositoryFiles
    .filter((path) => /(^|\/)README\.md$/.test(path) && path !== 'README.md')
    .map((path) => join(ROOT, path)),
];

describe('module paths in the docs', () => {
  it.each(moduleDocs.map((file) => [relative(ROOT, file), file]))('%s: every module it names exists', (_, file) => {
    expect(missingModulePaths(file, repositoryFiles)).toEqual([]);
  });

  it('finds a module by its path from the doc, or by the end of its path in the repository', () => {
    const dir = mkdtempSync(join(tmpdir(), 'depsight-module-paths-'));
    try {
      writeFileSync(join(dir, 'local.ts'), '');
      const doc = join(dir, 'README.md');
      writeFileSync(
        doc,
        [
          'The model (`model/row-address.ts`, `./local.ts`) and `gone/derive-dashboard.ts`; `depsight/swr`.',
          '```',
          '`model/missing.ts`',
          '```',
          'Also `row-address.ts`, `.d.ts`, `dist-conformance/cli.mjs` and `model/stale.tsx`.',
        ].join('\n'),
      );
      expect(missingModulePaths(doc, ['src/dashboard/app/dashboard/model/row-address.ts'])).toEqual([
        'line 1: gone/derive-dashboard.ts (no such module)',
        'line 5: model/stale.tsx (no such module)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the link checker', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'depsight-docs-links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'guide.md'), '# Guide\n\n## Setting up `npm start`\n\n## Setting up `npm start`\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function check(markdown: string): string[] {
    const file = join(dir, 'docs', 'page.md');
    writeFileSync(file, markdown);
    return brokenLinks(file);
  }

  it('accepts existing files, folders, sections and external links', () => {
    expect(
      check(
        [
          '# Page',
          '[guide](../guide.md) and [its section](../guide.md#setting-up-npm-start), again',
          '[the second one](../guide.md#setting-up-npm-start-1), ![a folder](./) and [here](#page)',
          '[web](https://example.com/missing.md) [mail](mailto:someone@example.com)',
          '[ref]: <../guide.md#guide>',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports a missing file, a missing section and an absolute path, with their lines', () => {
    expect(
      check(
        [
          '# Page',
          'See [the guide](guide.md) and ![a picture](../pictures/missing.png "title").',
          '[gone](../guide.md#tear-down) [self](#nowhere) [abs](/guide.md)',
          '[ref]: ../missing.md',
        ].join('\n'),
      ),
    ).toEqual([
      'line 2: guide.md (no such file)',
      'line 2: ../pictures/missing.png (no such file)',
      'line 3: ../guide.md#tear-down (no such section)',
      'line 3: #nowhere (no such section)',
      'line 3: /guide.md (an absolute path: write it relative to the file)',
      'line 4: ../missing.md (no such file)',
    ]);
  });

  it('ignores paths in code blocks and code spans', () => {
    expect(check(['```md', '[x](missing.md)', '```', 'Write `[x](missing.md)` for a link.'].join('\n'))).toEqual([]);
  });

  it('names sections the way GitHub does', () => {
    expect([
      ...headingAnchors("# The dashboard's code\n## How soon `npm start` answers (`npm run bench:start`)\n"),
    ]).toEqual(['the-dashboards-code', 'how-soon-npm-start-answers-npm-run-benchstart']);
  });
});
