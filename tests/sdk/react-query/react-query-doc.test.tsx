// docs/react-query.md, tested as written: its advisory screen and its component test are taken from
// the document's code blocks, their `depsight`, `depsight/react-query` and `depsight/msw` imports
// pointed at this repository's sources, and the test's own `it` runs here. Editing the walkthrough
// edits this test.
import { expect, it } from 'vitest';
import { typeProblemsOf, writeDocCodeBlocks } from '../../support/doc-code-blocks';

const { files, out } = writeDocCodeBlocks('docs/react-query.md', 'react-query');

it('the walkthrough has the screen and its test', () => {
  expect(files).toEqual(['advisories-screen.tsx', 'advisories-screen.test.tsx']);
});

it('type-checks as written, with the package names a reader imports', () => {
  expect(typeProblemsOf(out, files)).toEqual([]);
}, 120_000);

// Registers the walkthrough's own test in this file.
await import(/* @vite-ignore */ `${out}advisories-screen.test.tsx`);
