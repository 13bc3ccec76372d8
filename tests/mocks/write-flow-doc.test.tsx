// docs/write-flow.md, tested as written: its screen and its component test are taken from the
// document's code blocks, their `depsight`, `depsight/swr` and `depsight/msw` imports pointed at this
// repository's sources, and the test's own `it`s run here. Editing the walkthrough edits this test.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// Vitest runs from the repository's root (jsdom's URL cannot make file paths).
const ROOT = `${resolve('.')}/`;
const OUT = `${ROOT}test-results/write-flow/`;
const PACKAGE_SOURCES: Record<string, string> = {
  depsight: `${ROOT}src/sdk/index.ts`,
  'depsight/swr': `${ROOT}src/sdk/swr.ts`,
  'depsight/msw': `${ROOT}src/msw/index.ts`,
};

const markdown = readFileSync(`${ROOT}docs/write-flow.md`, 'utf8');
const blocks = [...markdown.matchAll(/```tsx\n\/\/ ([\w.-]+)\n([\s\S]*?)```/g)].map((match) => ({
  file: String(match[1]),
  code: String(match[2]),
}));

/** The block's code with the package's imports pointed at its sources. */
function withSources(code: string) {
  return code.replace(/from '(depsight(?:\/\w+)?)'/g, (_whole, name: string) => {
    const source = PACKAGE_SOURCES[name];
    if (!source) throw new Error(`docs/write-flow.md imports ${name}, which is not one of the package's entries`);
    return `from '${source}'`;
  });
}

mkdirSync(`${OUT}typed/`, { recursive: true });
for (const { file, code } of blocks) {
  writeFileSync(`${OUT}${file}`, withSources(code));
  writeFileSync(`${OUT}typed/${file}`, code);
}

it('the walkthrough has the screen and its test', () => {
  expect(blocks.map((block) => block.file)).toEqual(['teams-screen.tsx', 'teams-screen.test.tsx']);
});

it('type-checks as written, with the package names a reader imports', () => {
  const { config } = ts.readConfigFile(`${ROOT}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const entries = Object.fromEntries(
    Object.entries(PACKAGE_SOURCES).map(([name, source]) => [
      name,
      [source.slice(ROOT.length - 1).replace(/^\//, './')],
    ]),
  );
  const roots = blocks.map((block) => `${OUT}typed/${block.file}`);
  const program = ts.createProgram([...roots, `${ROOT}src/dashboard/vite-env.d.ts`], {
    ...options,
    noEmit: true,
    paths: { ...options.paths, ...entries },
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.startsWith(`${OUT}typed/`))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  expect(problems).toEqual([]);
}, 120_000);

// Registers the walkthrough's own tests in this file.
await import(/* @vite-ignore */ `${OUT}teams-screen.test.tsx`);
