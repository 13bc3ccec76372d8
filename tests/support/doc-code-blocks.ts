// Code in the docs, tested as written. A fenced ts/tsx block whose first line is `// FILE-NAME` is a
// file: it is written out twice, once with the package's imports (`depsight`, `depsight/swr`,
// `depsight/react-query`, `depsight/stream`, `depsight/msw`) pointed at this repository's sources, to run, and once as a
// reader writes it, to type-check with those names mapped to the same sources.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

// Vitest runs from the repository's root (jsdom's URL cannot make file paths).
const ROOT = `${resolve('.')}/`;
const PACKAGE_SOURCES: Record<string, string> = {
  depsight: `${ROOT}src/sdk/index.ts`,
  'depsight/swr': `${ROOT}src/sdk/swr.ts`,
  'depsight/react-query': `${ROOT}src/sdk/react-query.ts`,
  'depsight/stream': `${ROOT}src/sdk/stream.ts`,
  'depsight/msw': `${ROOT}src/msw/index.ts`,
};

/**
 * Writes the files of `page`'s code blocks under test-results/NAME-nodeMAJOR/ (runnable) and its
 * typed/ folder (as written): one folder per Node.js major, as `npm test` runs the SDK's tests under
 * two majors at once. Returns the file names in the page's order and the runnable folder.
 */
export function writeDocCodeBlocks(page: string, name: string): { files: string[]; out: string } {
  const markdown = readFileSync(`${ROOT}${page}`, 'utf8');
  const blocks = [...markdown.matchAll(/```tsx?\n\/\/ ([\w.-]+\.tsx?)\n([\s\S]*?)```/g)].map((match) => ({
    file: String(match[1]),
    code: String(match[2]),
  }));
  const out = `${ROOT}test-results/${name}-node${process.versions.node.split('.')[0]}/`;
  mkdirSync(`${out}typed/`, { recursive: true });
  for (const { file, code } of blocks) {
    const runnable = code.replace(/from '(depsight(?:\/[\w-]+)?)'/g, (_whole, entry: string) => {
      const source = PACKAGE_SOURCES[entry];
      if (!source) throw new Error(`${page} imports ${entry}, which is not one of the package's entries`);
      return `from '${source}'`;
    });
    writeFileSync(`${out}${file}`, runnable);
    writeFileSync(`${out}typed/${file}`, code);
  }
  return { files: blocks.map((block) => block.file), out };
}

/** The type errors of the blocks as written (out/typed/), with the package's names mapped to its sources. */
export function typeProblemsOf(out: string, files: string[]): string[] {
  const { config } = ts.readConfigFile(`${ROOT}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const entries = Object.fromEntries(
    Object.entries(PACKAGE_SOURCES).map(([entry, source]) => [entry, [`./${source.slice(ROOT.length)}`]]),
  );
  const program = ts.createProgram(
    [...files.map((file) => `${out}typed/${file}`), `${ROOT}src/dashboard/vite-env.d.ts`],
    {
      ...options,
      noEmit: true,
      paths: { ...options.paths, ...entries },
    },
  );
  // Only the document's files are checked: the project's own files are type-checked by `tsc --noEmit`,
  // and checking all of them again here took most of each doc test's time.
  return program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(`${out}typed/`))
    .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}
