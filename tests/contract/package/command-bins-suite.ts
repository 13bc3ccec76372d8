import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { nodeBinaryPath } from '../../../scripts/lib/node-binary.mjs';

// The package's two commands as their users get them: the packed tarball installed by the npm of Node
// 20, 22 and 24, and `npx depsight-conformance` (with the document bundled in the package) and
// `npx depsight-digest` run from there against the Prism mock, with nothing but the package's own
// dependencies.

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NODE_MAJORS = [20, 22, 24] as const;
const MINUTES = 60_000;
const TOKEN = 'packaged-conformance-secret-42';

/**
 * The conformance and digest commands as a user installs them, from the packed tarball. Called from
 * package.test.ts, which packs the package once (`prepack` builds it) and installs it once per Node.js
 * major: `tarball()` is its path, `installedUnder(major)` a project it is installed in by that major's
 * npm, and nothing else (package.test.ts checks what the install holds).
 */
export function commandBinsSuite(packed: {
  tarball: () => string;
  installedUnder: (major: number) => Promise<string>;
}): void {
  describe('the commands from the packed tarball', () => {
    async function sh(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
      try {
        const done = await run(file, args, {
          cwd: options.cwd ?? ROOT,
          env: { ...process.env, ...options.env },
          maxBuffer: 64 * 1024 * 1024,
        });
        return { ...done, code: 0 };
      } catch (error) {
        const failed = error as Error & { stdout?: string; stderr?: string; code?: number };
        return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', code: failed.code };
      }
    }

    describe('the packed tarball', () => {
      it('holds the bundled command and its document, and the SDK entry points do not import them', async () => {
        const listing = await sh('tar', ['-tzf', packed.tarball()]);
        const files = listing.stdout.trim().split('\n');
        expect(files.filter((file) => file.startsWith('package/dist-conformance/')).sort()).toEqual([
          'package/dist-conformance/cli.mjs',
          'package/dist-conformance/openapi.yaml',
        ]);
        expect(files.filter((file) => file.startsWith('package/dist-digest/'))).toEqual([
          'package/dist-digest/cli.mjs',
        ]);
        for (const entry of ['index.js', 'index.cjs', 'swr.js', 'swr.cjs']) {
          const source = readFileSync(path.join(ROOT, 'dist-sdk', entry), 'utf8');
          // No module of the command's is loaded (the SDK's own messages may name `npm run conformance`).
          expect(source).not.toMatch(/(from\s*|require\(\s*|import\(\s*)['"][^'"]*(conformance|ajv|json-schema-faker)/);
          expect(source).not.toMatch(/dist-conformance|dist-digest|json-schema-faker|new Ajv/);
        }
        const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
        expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
        expect(manifest.bin).toEqual({
          'depsight-conformance': './dist-conformance/cli.mjs',
          'depsight-digest': './dist-digest/cli.mjs',
        });
      });
    });

    describe.each(NODE_MAJORS)('installed from the tarball under Node %i', (major) => {
      let node = '';
      let project = '';
      const env = () => ({ PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` });

      beforeAll(async () => {
        node = await nodeBinaryPath(major);
        project = await packed.installedUnder(major);
      }, 10 * MINUTES);

      it(
        'runs `npx depsight-conformance` against a server with the bundled document',
        async () => {
          const reportDirectory = path.join(project, 'report');
          const result = await sh(
            'npx',
            [
              '--no-install',
              'depsight-conformance',
              '--target',
              inject('prismUrl'),
              '--only',
              'users_get',
              'teams',
              '--cases',
              '2',
              '--report',
              reportDirectory,
            ],
            { cwd: project, env: { ...env(), DEPSIGHT_TOKEN: TOKEN, NO_COLOR: '1' } },
          );
          expect(result.stdout).toMatch(/to .*dist-conformance\/openapi\.yaml/);
          expect(result.stdout).toMatch(/FAILED|passed/);
          expect(result.stdout).not.toContain(TOKEN);
          // npm itself may warn about the machine's configuration; the command prints nothing there.
          expect(result.stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))).toEqual([]);
          for (const name of ['junit.xml', 'report.json', 'report.html']) {
            expect(existsSync(path.join(reportDirectory, name))).toBe(true);
          }
          const report = JSON.parse(readFileSync(path.join(reportDirectory, 'report.json'), 'utf8'));
          expect(report.runResults[0]).toMatchObject({ check: 'token_accepted', status: 'passed' });
          expect(report.operations.length).toBeGreaterThan(1);
        },
        2 * MINUTES,
      );

      it(
        'runs `npx depsight-digest` against a server: the digest as JSON on stdout, progress on stderr, no token',
        async () => {
          const result = await sh(
            'npx',
            ['--no-install', 'depsight-digest', '--target', inject('prismUrl'), '--since', '7d', '--format', 'json'],
            { cwd: project, env: { ...env(), DEPSIGHT_TOKEN: TOKEN, NO_COLOR: '1' } },
          );
          expect(result.code).toBe(0);
          const digest = JSON.parse(result.stdout);
          expect(digest.now - digest.since).toBe(7 * 24 * 3_600_000);
          expect(Array.isArray(digest.newlyOverdue)).toBe(true);
          expect(`${result.stdout}${result.stderr}`).not.toContain(TOKEN);
          const help = await sh('npx', ['--no-install', 'depsight-digest', '--help'], { cwd: project, env: env() });
          expect(help.stdout).toMatch(/Usage: npx depsight-digest --target/);
        },
        2 * MINUTES,
      );
    });
  });
}
