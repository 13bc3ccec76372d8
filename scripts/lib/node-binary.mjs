// @ts-check
// A Node.js executable of a given major version, for running the test suites under every Node the
// project supports. The registry's `node` package carries the official binaries: it is installed
// with npm into a cache folder under node_modules/.cache the first time a major is asked for.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_ROOT = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));

/** @param {string} binary @returns {string | undefined} its `--version` (v24.1.0), or undefined when it does not run */
function versionOf(binary) {
  if (!existsSync(binary)) return undefined;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** @param {string | undefined} version like v24.1.0 */
function majorOf(version) {
  return version === undefined ? undefined : Number(version.replace(/^v/, '').split('.')[0]);
}

/**
 * The path of a node executable of that major: this process's own when it is that major, else the
 * cached one, installed (`npm i node@MAJOR`, about 15 s and 130 MB) when missing or broken.
 * @param {number} major like 22 or 24
 * @returns {Promise<string>}
 */
export async function nodeBinaryPath(major) {
  if (!Number.isInteger(major) || major < 1) throw new Error(`Not a Node.js major version: ${major}`);
  if (majorOf(process.version) === major) return process.execPath;
  const folder = join(CACHE_ROOT, `node-${major}`);
  const binary = join(folder, 'node_modules', 'node', 'bin', 'node');
  if (majorOf(versionOf(binary)) === major) return binary;

  // Installed beside the cache's folder, then moved into place: two test runs may ask for the same
  // major at once (npm test runs the package test beside the runs under other majors), and neither
  // must find the other's half-installed binary.
  const installing = `${folder}.installing-${process.pid}`;
  rmSync(installing, { recursive: true, force: true });
  mkdirSync(installing, { recursive: true });
  // Its own prefix, so the project's package.json and .npmrc (engine-strict) do not apply; the
  // package's install script fetches the platform's binary, so scripts must run.
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      installing,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--engine-strict=false',
      '--ignore-scripts=false',
      `node@${major}`,
    ],
    { encoding: 'utf8', shell: process.platform === 'win32' },
  );
  const installed = versionOf(join(installing, 'node_modules', 'node', 'bin', 'node'));
  if (install.status !== 0 || majorOf(installed) !== major) {
    rmSync(installing, { recursive: true, force: true });
    const output = `${install.stdout ?? ''}${install.stderr ?? ''}`.trim();
    throw new Error(
      `Could not install Node.js ${major} with \`npm install --prefix ${folder} node@${major}\`` +
        ` (exit ${install.status}, found ${installed ?? 'no binary'}):\n${output}`,
    );
  }
  // Another run may have put a working one in place meanwhile: it stays, and this install goes.
  if (majorOf(versionOf(binary)) === major) {
    rmSync(installing, { recursive: true, force: true });
    return binary;
  }
  rmSync(folder, { recursive: true, force: true });
  try {
    renameSync(installing, folder);
  } catch (error) {
    rmSync(installing, { recursive: true, force: true });
    if (majorOf(versionOf(binary)) !== major) throw error;
  }
  return binary;
}
