import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const BIOME = join(process.cwd(), 'node_modules', '.bin', 'biome');

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

/** Lints files laid out like the repository with the project's own biome.json, in a scratch folder. */
function lintWithProjectConfig(files: Record<string, string>): Diagnostic[] {
  folder = mkdtempSync(join(tmpdir(), 'depsight-imports-'));
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  // The scratch folder is no git repository, and the schema path points into this one.
  delete config.vcs;
  delete config.$schema;
  writeFileSync(join(folder, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '.'], { cwd: folder, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports');
}

describe('import directions (biome.json)', () => {
  it('refuses an import of scripts/ from mocks/, and lets scripts/ import mocks/', () => {
    const diagnostics = lintWithProjectConfig({
      'scripts/lib/spec-build.mjs': "export const BUNDLE_FILE = 'generated/openapi.yaml';\n",
      'mocks/document.mjs':
        "import { BUNDLE_FILE } from '../scripts/lib/spec-build.mjs';\n\nexport const file = BUNDLE_FILE;\n",
      'mocks/scenarios.mjs': "export const NAMES = ['default'];\n",
      'scripts/start.mjs': "import { NAMES } from '../mocks/scenarios.mjs';\n\nexport const names = NAMES;\n",
    });
    expect(diagnostics.map((diagnostic) => diagnostic.location.path)).toEqual(['mocks/document.mjs']);
    expect(diagnostics[0]?.message).toContain('mocks/ never imports scripts/');
  });

  it('holds in the repository: no file of mocks/ imports scripts/', () => {
    const run = spawnSync(BIOME, ['lint', '--reporter=json', 'mocks'], { encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    expect(report.diagnostics.filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')).toEqual(
      [],
    );
  });
});
