import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeBinaryPath } from '../../../scripts/lib/node-binary.mjs';
import { commandBinsSuite } from './command-bins-suite';
import {
  CJS_SCRIPT,
  consumerTsconfig,
  ESM_SCRIPT,
  MSW_CJS_TEST,
  MSW_ESM_TEST,
  MSW_TS_SOURCE,
  mswConsumerTsconfig,
  TS_SOURCE,
} from './consumer-files';

// The package as an outside developer gets it: `npm pack` (which builds it through `prepack`), the
// tarball checked by publint and arethetypeswrong, then installed into fresh projects and used from
// Node ESM, CommonJS and TypeScript, against the Prism mock, under Node 20, 22 and 24; and its
// depsight/msw entry installed with msw, in a test on Node's own runner with no server at all.

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');
const NODE_MAJORS = [20, 22, 24] as const;
const MINUTES = 60_000;

let workDir = '';
let tarball = '';

/** Runs a command, returning its output; a failure shows everything it printed. */
async function sh(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { stdout, stderr };
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/** PATH with `node`'s folder first, so that npm runs under that Node. */
const pathFirst = (node: string) => `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`;

/** A fresh consumer project with the tarball installed by the npm running under `node`. */
async function consumerProject(node: string, name: string): Promise<string> {
  const directory = path.join(workDir, name);
  mkdirSync(path.join(directory, 'src'), { recursive: true });
  writeFileSync(
    path.join(directory, 'package.json'),
    JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }),
  );
  writeFileSync(path.join(directory, 'esm.mjs'), ESM_SCRIPT);
  writeFileSync(path.join(directory, 'cjs.cjs'), CJS_SCRIPT);
  writeFileSync(path.join(directory, 'src', 'index.ts'), TS_SOURCE);
  for (const resolution of ['NodeNext', 'Node16', 'Bundler'] as const) {
    writeFileSync(
      path.join(directory, `tsconfig.${resolution.toLowerCase()}.json`),
      JSON.stringify(consumerTsconfig(resolution)),
    );
  }
  // npm runs under the node first on PATH, so each Node version installs the package itself.
  await sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
    cwd: directory,
    env: { PATH: pathFirst(node) },
  });
  return directory;
}

/** The consumer project of each Node.js major, installed once for the SDK's tests and the commands'. */
const consumers = new Map<number, Promise<string>>();
const installedUnder = (major: number): Promise<string> => {
  let project = consumers.get(major);
  if (project === undefined) {
    project = nodeBinaryPath(major).then((node) => consumerProject(node, `node-${major}`));
    consumers.set(major, project);
  }
  return project;
};

/** The version this repository tests with, so that the install can come from npm's cache. */
const installedVersion = (name: string): string =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'depsight-package-'));
  const packed = await sh('npm', ['pack', '--pack-destination', workDir, '--json']);
  const [{ filename }] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[\s*$/m))) as [{ filename: string }];
  tarball = path.join(workDir, filename);
}, 10 * MINUTES);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds only the build, package.json and the README: no sources, tests or dashboard', async () => {
    const listing = await sh('tar', ['-tzf', tarball]);
    const files = listing.stdout.trim().split('\n').sort();
    // dist-conformance/ and dist-digest/ are the commands' bins (command-bins-suite.ts).
    const outside = files.filter((file) => !/^package\/dist-(sdk|conformance|digest)\//.test(file));
    expect(outside).toEqual(['package/README.md', 'package/package.json']);
    expect(files).toContain('package/dist-sdk/index.js');
    expect(files).toContain('package/dist-sdk/index.cjs');
    expect(files).toContain('package/dist-sdk/index.d.ts');
    expect(files).toContain('package/dist-sdk/index.d.cts');
    expect(files).toContain('package/dist-sdk/swr.js');
    for (const file of ['react-query.js', 'react-query.cjs', 'react-query.d.ts', 'react-query.d.cts']) {
      expect(files).toContain(`package/dist-sdk/${file}`);
    }
    expect(files).toContain('package/dist-sdk/validate.js');
    expect(files).toContain('package/dist-sdk/validate.cjs');
  });

  it('holds depsight/msw in files of its own, which no SDK entry loads', async () => {
    const listing = await sh('tar', ['-tzf', tarball]);
    const files = listing.stdout.trim().split('\n');
    for (const file of ['msw.js', 'msw.cjs', 'msw.d.ts', 'msw.d.cts'])
      expect(files).toContain(`package/dist-sdk/${file}`);
    for (const entry of [
      'index.js',
      'index.cjs',
      'swr.js',
      'swr.cjs',
      'react-query.js',
      'react-query.cjs',
      'validate.js',
      'validate.cjs',
    ]) {
      const source = readFileSync(path.join(ROOT, 'dist-sdk', entry), 'utf8');
      expect(source).not.toMatch(
        /(from\s*|require\(\s*|import\(\s*)['"](\.\/msw|msw|openapi-msw)(\.c?js|\/[^'"]*)?['"]/,
      );
      expect(source).not.toMatch(/createMockApi|__mock\/reset/);
    }
    // The entry carries its document and code: it loads msw and nothing else, and reads no file.
    for (const entry of ['msw.js', 'msw.cjs']) {
      const source = readFileSync(path.join(ROOT, 'dist-sdk', entry), 'utf8');
      // Statements only: Ajv's code generator holds `require("ajv/...")` as text it never runs here.
      const loaded = [
        ...source.matchAll(/^(?:import .* from |(?:var|const|let) [\w$]+ = require\()['"]([^'"]+)['"]/gm),
      ].map((match) => match[1]);
      expect(new Set(loaded)).toEqual(new Set(['msw']));
      expect(source).not.toMatch(/\?raw|readFileSync|node:fs/);
    }
  });

  it('publint reports no problem', async () => {
    const { stdout } = await sh(path.join(BIN, 'publint'), ['run', tarball, '--strict']);
    expect(stdout).toContain('All good!');
  });

  it(
    'arethetypeswrong reports no problem (node10, node16 CJS and ESM, bundler)',
    async () => {
      // Six entries, each resolved four ways, two of them with the document's types: about 15 s
      // alone, over 30 s on a busy machine.
      const { stdout } = await sh(path.join(BIN, 'attw'), [tarball, '--format', 'json']);
      const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { analysis: { problems: unknown[] } };
      expect(report.analysis.problems).toEqual([]);
    },
    3 * MINUTES,
  );
});

describe.each(NODE_MAJORS)('installed from the tarball under Node %i', (major) => {
  let node = '';
  let project = '';
  const expected = { projects: true, refused: 'No account has been specified', apiError: 404, validated: true };

  beforeAll(async () => {
    node = await nodeBinaryPath(major);
    project = await installedUnder(major);
  }, 10 * MINUTES);

  it('installs only openapi-fetch and its helper beside depsight', () => {
    const installed = readdirSync(path.join(project, 'node_modules')).filter((entry) => !entry.startsWith('.'));
    expect(installed.sort()).toEqual(['depsight', 'openapi-fetch', 'openapi-typescript-helpers']);
  });

  it('works from Node ESM against the mock', async () => {
    const { stdout } = await sh(node, ['esm.mjs'], { cwd: project, env: { PRISM_URL: inject('prismUrl') } });
    expect(JSON.parse(stdout)).toEqual(expected);
  });

  it('works from CommonJS against the mock', async () => {
    const { stdout } = await sh(node, ['cjs.cjs'], { cwd: project, env: { PRISM_URL: inject('prismUrl') } });
    expect(JSON.parse(stdout)).toEqual(expected);
  });

  it(
    'type-checks under NodeNext, Node16 and Bundler (no @types/node, no DOM lib, exact optional types) and runs',
    async () => {
      // The type check does not depend on the Node version: Node16 and Bundler are checked once.
      const resolutions = major === NODE_MAJORS[0] ? ['node16', 'bundler', 'nodenext'] : ['nodenext'];
      for (const resolution of resolutions) {
        await sh(path.join(BIN, 'tsc'), ['-p', `tsconfig.${resolution}.json`], { cwd: project });
      }
      const { stdout } = await sh(node, ['build/index.js'], { cwd: project, env: { PRISM_URL: inject('prismUrl') } });
      expect(JSON.parse(stdout)).toEqual(expected);
    },
    5 * MINUTES,
  );
});

describe('depsight/msw installed with msw, under Node 20 (the oldest supported), 22 and 24', () => {
  let project = '';

  beforeAll(async () => {
    const node = await nodeBinaryPath(NODE_MAJORS[0]);
    project = path.join(workDir, 'msw');
    mkdirSync(path.join(project, 'src'), { recursive: true });
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'consumer-msw', private: true, type: 'module' }),
    );
    writeFileSync(path.join(project, 'teams.test.mjs'), MSW_ESM_TEST);
    writeFileSync(path.join(project, 'teams.test.cjs'), MSW_CJS_TEST);
    writeFileSync(path.join(project, 'src', 'msw-types.ts'), MSW_TS_SOURCE);
    for (const resolution of ['NodeNext', 'Bundler'] as const) {
      writeFileSync(
        path.join(project, `tsconfig.${resolution.toLowerCase()}.json`),
        JSON.stringify(mswConsumerTsconfig(resolution)),
      );
    }
    const packages = [tarball, `msw@${installedVersion('msw')}`, `openapi-msw@${installedVersion('openapi-msw')}`];
    await sh('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', ...packages], {
      cwd: project,
      env: { PATH: pathFirst(node) },
    });
  }, 10 * MINUTES);

  it.each(NODE_MAJORS)(
    'a test with setupServer(...mock.handlers) and the SDK passes, from ESM and CommonJS, under Node %i',
    async (major) => {
      const node = await nodeBinaryPath(major);
      for (const file of ['teams.test.mjs', 'teams.test.cjs']) {
        // `sh` throws with the runner's output when a test fails.
        const { stdout } = await sh(node, ['--test', '--test-reporter=tap', file], { cwd: project });
        expect(stdout).toMatch(/^# pass 4$/m);
        expect(stdout).toMatch(/^# fail 0$/m);
      }
    },
    5 * MINUTES,
  );

  it(
    'type-checks under NodeNext and Bundler: the handlers, and mock.http typed from the document',
    async () => {
      for (const resolution of ['nodenext', 'bundler']) {
        await sh(path.join(BIN, 'tsc'), ['-p', `tsconfig.${resolution}.json`], { cwd: project });
      }
    },
    5 * MINUTES,
  );
});

commandBinsSuite({ tarball: () => tarball, installedUnder });
