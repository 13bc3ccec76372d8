// docs/write-flow.md, tested as written: its screen and its component test are taken from the
// document's code blocks, their `depsight`, `depsight/swr` and `depsight/msw` imports pointed at this
// repository's sources, and the test's own `it`s run here. Editing the walkthrough edits this test.
import { expect, it } from 'vitest';
import { typeProblemsOf, writeDocCodeBlocks } from '../support/doc-code-blocks';

const { files, out } = writeDocCodeBlocks('docs/write-flow.md', 'write-flow');

it('the walkthrough has the screen and its test', () => {
  expect(files).toEqual(['teams-screen.tsx', 'teams-screen.test.tsx']);
});

it('type-checks as written, with the package names a reader imports', () => {
  expect(typeProblemsOf(out, files)).toEqual([]);
}, 120_000);

// Registers the walkthrough's own tests in this file.
await import(/* @vite-ignore */ `${out}teams-screen.test.tsx`);
