// @ts-check
// Redocly CLI on a Node.js it supports. Its next releases need Node.js 22.12 or later, and on
// Node.js 20 (past its end of life) every run opens with a deprecation notice; so under Node.js 20
// it runs on the registry's Node.js 24 instead (node-binary.mjs, cached after the first use).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeBinaryPath } from './node-binary.mjs';

const CLI = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
const SUPPORTED = { major: 22, minor: 12 };

/** @returns {Promise<string>} a node executable Redocly supports: this one, or the registry's Node.js 24 */
async function supportedNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const supported = major > SUPPORTED.major || (major === SUPPORTED.major && minor >= SUPPORTED.minor);
  return supported ? process.execPath : nodeBinaryPath(24);
}

/**
 * Runs `redocly ARGS` and resolves with its exit status.
 * @param {string[]} args
 * @param {{ quiet?: boolean }} [options] quiet: its output is not shown
 * @returns {Promise<number>}
 */
export async function runRedocly(args, { quiet = false } = {}) {
  const result = spawnSync(await supportedNode(), [CLI, ...args], { stdio: quiet ? 'ignore' : 'inherit' });
  return result.status ?? 1;
}
