// @ts-check
// The path of a node executable of a given major version, to run test projects under Node 22 and 24
// as well as the Node running the tests. The current node is used when its major matches; otherwise
// `node@<major>` is installed with npm into node_modules/.cache/node-<major> (once, then reused).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @param {string} binary */
async function majorOf(binary) {
  const { stdout } = await run(binary, ['--version']);
  return Number(stdout.trim().replace(/^v/, '').split('.')[0]);
}

/**
 * @param {number} major e.g. 22
 * @returns {Promise<string>} the absolute path of a node executable of that major version
 */
export async function nodeBinaryPath(major) {
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath;
  const prefix = path.join(ROOT, 'node_modules', '.cache', `node-${major}`);
  const binary = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(binary) || (await majorOf(binary).catch(() => 0)) !== major) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // The `node` package fetches the platform's binary in its install script, so scripts must run.
    await run(
      npm,
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', '--foreground-scripts', `node@${major}`],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
    );
  }
  const found = await majorOf(binary);
  if (found !== major) throw new Error(`node@${major} was installed but ${binary} reports major ${found}`);
  return binary;
}
