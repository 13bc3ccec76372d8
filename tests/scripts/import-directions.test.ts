// The one-way dependencies (document → types → SDK → hooks → views, and inside the dashboard
// app → features → shared) are enforced by Biome's noRestrictedImports and noImportCycles rules in
// biome.json. These tests prove the rules fire: they lint probe files laid out like the repository,
// with the repository's own rules and `@/` alias, in a temporary folder.
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
  // Biome resolves `@/` through tsconfig.json's paths, found beside a package.json, as in the checkout.
  writeFileSync(join(sandbox, 'tsconfig.json'), readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'));
  writeFileSync(join(sandbox, 'package.json'), JSON.stringify({ name: 'probe', type: 'module' }));
});
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

function writeProbe(path: string, source: string): void {
  const file = join(sandbox, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
}

/** Lints one probe file at `path` (relative to the repository root) and gives the lines `rule` flags. */
function flaggedLines(path: string, source: string, rule = RULE): number[] {
  writeProbe(path, source);
  const result = spawnSync(BIOME, ['lint', '--max-diagnostics=none', path], { cwd: sandbox, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  const lines = [...output.matchAll(new RegExp(`:(\\d+):\\d+ ${rule}`, 'g'))].map((match) => Number(match[1]));
  if (lines.length === 0) expect(output).not.toContain(rule);
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
    expect(flaggedLines('src/dashboard/probe.ts', source)).toEqual([1, 2]);
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
    const source = [
      "import useSWR from 'swr';",
      "import useSWRMutation from 'swr/mutation';",
      'export const used: unknown[] = [useSWR, useSWRMutation];',
    ].join('\n');
    expect(flaggedLines('src/sdk/swr.ts', source)).toEqual([]);
    expect(flaggedLines('src/sdk/probe-swr.ts', source)).toEqual([1, 2]);
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

  it('a feature imports no other feature and not the page; inside itself it imports relatively', () => {
    const source = [
      "import { dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';",
      "import { slaTargets } from '@/dashboard/features/remediation/model/sla-targets';",
      "import { MetricsPage } from '@/dashboard/app/dashboard/metrics-page';",
      "import { sortProjects } from '../../projects-table/model/project-sort';",
      "import { weeklyBars } from './weekly-bars';",
      "import { formatDays } from '../model/period-comparison';",
      "import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';",
      "import { createClient } from '@/sdk';",
      'export const used: unknown[] = [dashboardModelOf, slaTargets, MetricsPage, sortProjects, weeklyBars, formatDays,',
      '  normalizeMetrics, createClient];',
    ].join('\n');
    expect(flaggedLines('src/dashboard/features/remediation/model/probe.ts', source)).toEqual([1, 2, 3, 4]);
    // A file at a feature's top level leaves the feature with one `../`.
    const topLevel = [
      "import { Header } from '../layout/header';",
      "import { readToken } from './token-storage';",
      'export const used: unknown[] = [Header, readToken];',
    ].join('\n');
    expect(flaggedLines('src/dashboard/features/session/probe.ts', topLevel)).toEqual([1]);
  });

  it('shared/ imports no feature and not app/, and leaves its folder only with `@/`', () => {
    const source = [
      "import { sortProjects } from '@/dashboard/features/projects-table/model/project-sort';",
      "import { MetricsPage } from '@/dashboard/app/dashboard/metrics-page';",
      "import { Card } from '../ui/card';",
      "import { Spinner } from '@/dashboard/shared/ui/spinner';",
      "import { toText } from '@/dashboard/shared/model/untrusted-values';",
      "import { stripWhitespace } from './filters';",
      'export const used: unknown[] = [sortProjects, MetricsPage, Card, Spinner, toText, stripWhitespace];',
    ].join('\n');
    expect(flaggedLines('src/dashboard/shared/metrics/probe.ts', source)).toEqual([1, 2, 3]);
  });

  it('the page composes features and shared parts; it leaves app/ only with `@/` (or for the mock catalogue)', () => {
    const source = [
      "import { ProjectsTable } from '@/dashboard/features/projects-table/components/projects-table';",
      "import { Spinner } from '@/dashboard/shared/ui/spinner';",
      "import { Header } from '../../features/layout/header';",
      "import { SCENARIO_CATALOGUE } from '../../../../mocks/scenario-catalogue.mjs';",
      "import { routeOf } from '../route';",
      'export const used: unknown[] = [ProjectsTable, Spinner, Header, SCENARIO_CATALOGUE, routeOf];',
    ].join('\n');
    expect(flaggedLines('src/dashboard/app/dashboard/probe.ts', source)).toEqual([3]);
  });

  it('an import cycle is an error, through `@/` or relative paths, type-only imports included', () => {
    const CYCLE = 'lint/suspicious/noImportCycles';
    writeProbe(
      'src/dashboard/app/dashboard/cycle-page.ts',
      "import { usePage } from './use-cycle-page';\nexport interface PageUser { name: string }\nexport const page = usePage;\n",
    );
    const hook =
      "import type { PageUser } from '@/dashboard/app/dashboard/cycle-page';\nexport const usePage = (): PageUser | null => null;\n";
    expect(flaggedLines('src/dashboard/app/dashboard/use-cycle-page.ts', hook, CYCLE)).toEqual([1]);
    const apart = 'export interface PageUser { name: string }\nexport const usePage = (): PageUser | null => null;\n';
    expect(flaggedLines('src/dashboard/app/dashboard/use-cycle-page.ts', apart, CYCLE)).toEqual([]);
  });

  // The whole repository, with the module graph the cycle rule builds: seconds on a busy machine.
  it('holds in the repository itself', () => {
    const result = spawnSync(BIOME, ['lint', '--max-diagnostics=none', 'src', 'mocks', 'scripts', 'tests'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).not.toContain(RULE);
    expect(`${result.stdout}${result.stderr}`).not.toContain('noImportCycles');
  });
});
