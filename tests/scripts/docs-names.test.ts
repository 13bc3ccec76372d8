// Docs that match the code: every function, type, constant or folder the README, docs/ and the folders'
// READMEs name in a code span exists in the repository's code, so a rename that forgets its doc fails
// here. Names from outside the repository (a peer's API, a user's folder) are on a short allow-list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namesIn, unknownCodeNames, unknownFolders } from '../support/markdown-identifiers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** This checker's own files name missing things on purpose: they are not the code the docs describe. */
const CHECKER_FILES = new Set(['tests/support/markdown-identifiers.ts', 'tests/scripts/docs-names.test.ts']);

/** Names and folders a doc may show that live outside this repository. */
const ALLOWED = new Set([
  // The `@/` import alias (tsconfig paths), not a folder.
  '@/',
  // A user's repository, where docs/conformance-ci.md tells them to put the workflow.
  '.github/workflows/',
  // A TanStack Query option docs/react-query.md shows being passed through.
  'placeholderData',
]);

const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path !== '');
const codeFiles = repositoryFiles.filter(
  (path) =>
    /\.(?:ts|tsx|mjs|cjs|js|json|ya?ml|css|html)$/.test(path) &&
    !/package-lock\.json$/.test(path) &&
    !CHECKER_FILES.has(path),
);
const knownNames = namesIn(codeFiles.map((path) => readFileSync(join(ROOT, path), 'utf8')));
const docs = repositoryFiles.filter(
  (path) => path === 'README.md' || /^docs\/.*\.md$/.test(path) || /\/README\.md$/.test(path),
);

/** What the build writes and git ignores (`generated/mock/`, `docs/sdk/`) is named by docs but not committed. */
function ignoredByGit(folder: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', folder], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

describe('docs name only what the code has', () => {
  it.each(docs)('%s: every name in a code span exists in the code', (doc) => {
    const source = readFileSync(join(ROOT, doc), 'utf8');
    expect(unknownCodeNames(source, knownNames, ALLOWED).map(({ name, line }) => `line ${line}: ${name}`)).toEqual([]);
  });

  it.each(docs)('%s: every folder in a code span exists', (doc) => {
    const folders = unknownFolders(join(ROOT, doc), repositoryFiles, ALLOWED).filter(({ name }) => !ignoredByGit(name));
    expect(folders.map(({ name, line }) => `line ${line}: ${name}`)).toEqual([]);
  });

  it('flags a renamed function, type or operation, and a folder that is gone, and nothing else', () => {
    const known = namesIn(['export function useMetrics() {}', 'type ProjectSummary = {}; const teams_list = 1;']);
    const doc = [
      'Reads with `useMetrics()` into a `ProjectSummary`, calls `client.teams_list`; the `open` status.',
      'Promised: `useNormalizedMetrics`, `teamFiguresOf`, `ProjectSummaries.load()`, `SLOW_CEILING_MS`.',
      '```',
      '`inFencedCode`',
      '```',
    ].join('\n');
    expect(unknownCodeNames(doc, known, new Set()).map(({ name }) => name)).toEqual([
      'useNormalizedMetrics',
      'teamFiguresOf',
      'ProjectSummaries.load()',
      'SLOW_CEILING_MS',
    ]);
    expect(unknownCodeNames(doc, known, new Set(['teamFiguresOf'])).map(({ name }) => name)).not.toContain(
      'teamFiguresOf',
    );
  });
});
