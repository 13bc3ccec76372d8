// docs/sdk.md's depsight/msw example, tested as written: the test file in the guide, its `depsight`
// and `depsight/msw` imports pointed at this repository's sources, runs its own `it`s here.
import { expect, it } from 'vitest';
import { typeProblemsOf, writeDocCodeBlocks } from '../support/doc-code-blocks';

const { files, out } = writeDocCodeBlocks('docs/sdk.md', 'sdk-msw');

it('the guide has the test file', () => {
  // Beside the streaming example (tests/sdk/client/stream-projects-doc.test.ts runs that one).
  expect(files).toEqual(['export-projects.ts', 'teams.test.ts']);
});

it('type-checks as written, with the package names a reader imports', () => {
  expect(typeProblemsOf(out, files)).toEqual([]);
}, 120_000);

// Registers the guide's own tests in this file.
await import(/* @vite-ignore */ `${out}teams.test.ts`);
