// The one-way dependencies (document → types → SDK → hooks → views) are enforced by Biome's
// noRestrictedImports rules in biome.json. These tests prove the rules fire: they lint probe files
// laid out like the repository, with the repository's own rules, in a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIOME = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
const RULE = 'lint/style/noRestrictedImports';

let sandbox = '';

beforeAll(() => {
  sandbox = mkdtempSync(join(tmpdir(), 'depsight-import-rules-'));
  // The repository's configuration, with its rules as they are; only what ties it to the checkout goes.
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  config.files = { includes: ['**'] };
  writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(config));
});
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints one probe file at `path` (relative to the repository root) and gives the lines the rule flags. */
function flaggedLines(path: string, source: string): number[] {
  const file = join(sandbox, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const result = spawnSync(BIOME, ['lint', '--max-diagnostics=none', path], { cwd: sandbox, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  const lines = [...output.matchAll(/:(\d+):\d+ lint\/style\/noRestrictedImports/g)].map((match) => Number(match[1]));
  if (lines.length === 0) expect(output).not.toContain(RULE);
  return lines;
}

describe('import rules (biome noRestrictedImports)', () => {
  it('outside src/sdk, an import of src/sdk/resources or src/sdk/internal is an error; src/sdk/index.ts is fine', () => {
    const source = [
      "import type { User } from '../../../sdk/resources/users';",
      "import { createTransport } from '@/sdk/internal/transport';",
      "import { createClient } from '@/sdk';",
      "import { MESSAGES } from '../../../sdk';",
      'export const used: unknown[] = [createTransport, createClient, MESSAGES];',
      'export type Used = User;',
    ].join('\n');
    expect(flaggedLines('src/dashboard/features/metrics/probe.ts', source)).toEqual([1, 2]);
    expect(flaggedLines('tests/dashboard/probe.test.ts', source)).toEqual([1, 2]);
  });

  it('src/sdk never imports React or the dashboard', () => {
    const source = [
      "import { useState } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { App } from '../dashboard/app/app';",
      "import { Header } from '@/dashboard/features/layout/header';",
      "import { createTransport } from './internal/transport';",
      'export const used: unknown[] = [useState, createRoot, App, Header, createTransport];',
    ].join('\n');
    expect(flaggedLines('src/sdk/probe.ts', source)).toEqual([1, 2, 3, 4]);
  });

  it('src/sdk/swr.ts, the depsight/swr entry, may import swr; the rest of src/sdk may not', () => {
    const source = ["import useSWR from 'swr';", 'export const used: unknown = useSWR;'].join('\n');
    expect(flaggedLines('src/sdk/swr.ts', source)).toEqual([]);
    expect(flaggedLines('src/sdk/probe-swr.ts', source)).toEqual([1]);
  });

  it('mocks/ never imports scripts/; scripts/ may import mocks/', () => {
    const mocksImportingScripts = [
      "import { BUNDLE_FILE } from '../scripts/lib/spec-build.mjs';",
      'export const file = BUNDLE_FILE;',
    ].join('\n');
    expect(flaggedLines('mocks/probe.mjs', mocksImportingScripts)).toEqual([1]);
    const scriptsImportingMocks = [
      "import { SCENARIO_CATALOGUE } from '../mocks/scenario-catalogue.mjs';",
      'export const catalogue = SCENARIO_CATALOGUE;',
    ].join('\n');
    expect(flaggedLines('scripts/probe.mjs', scriptsImportingMocks)).toEqual([]);
  });

  it('holds in the repository itself', () => {
    const result = spawnSync(BIOME, ['lint', '--max-diagnostics=none', 'src', 'mocks', 'scripts', 'tests'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).not.toContain(RULE);
  });
});
