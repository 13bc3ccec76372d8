// @ts-check
// Finds the Chromium the browser suite drives (Debian's package, never a browser build downloaded by
// Playwright: only the npm registry and Debian's packages are reachable). CHROMIUM_PATH names another
// binary. When it is missing and we run as root on a machine with apt-get, it installs Debian's
// `chromium` package; otherwise it says how to install it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const APT_GET = '/usr/bin/apt-get';

/**
 * @typedef {(command: string, args: string[]) => { status: number | null, error?: Error }} CommandRunner
 * Runs a command to completion with its output on this process's terminal.
 */

/** @type {CommandRunner} */
const runInherited = (command, args) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.error ? { status: result.status, error: result.error } : { status: result.status };
};

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {object} EnsureChromiumOptions
 * @property {NodeJS.ProcessEnv} [env] read for CHROMIUM_PATH
 * @property {(file: string) => boolean} [exists] whether an executable is at that path
 * @property {CommandRunner} [run] runs apt-get
 * @property {boolean} [isRoot] whether we may install system packages
 * @property {(line: string) => void} [log] where the install steps are announced
 */

/**
 * The path of a Chromium executable, installing Debian's package first when it is missing and that
 * is possible. Throws, with how to install it, when it is not.
 * @param {EnsureChromiumOptions} [options]
 * @returns {string}
 */
export function ensureChromium({
  env = process.env,
  exists = isExecutable,
  run = runInherited,
  isRoot = process.getuid?.() === 0,
  log = (line) => console.log(line),
} = {}) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (exists(configured)) return configured;
    throw new Error(
      `CHROMIUM_PATH is set to ${configured}, but no executable is there. Point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM_PATH}.`,
    );
  }
  if (exists(DEFAULT_CHROMIUM_PATH)) return DEFAULT_CHROMIUM_PATH;

  const howTo =
    `The browser tests need Chromium at ${DEFAULT_CHROMIUM_PATH}. On Debian or Ubuntu install it with\n` +
    '  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'or set CHROMIUM_PATH to a Chromium or Chrome executable. (`playwright install` is not used: it downloads a browser build.)';
  if (!isRoot || !exists(APT_GET)) throw new Error(howTo);

  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    log(`Chromium is missing: running apt-get ${args.join(' ')}`);
    const result = run(APT_GET, args);
    if (result.error || result.status !== 0) {
      const reason = result.error ? result.error.message : `exit code ${result.status}`;
      throw new Error(`apt-get ${args.join(' ')} failed (${reason}).\n${howTo}`);
    }
  }
  if (exists(DEFAULT_CHROMIUM_PATH)) {
    log(`Installed Chromium at ${DEFAULT_CHROMIUM_PATH}.`);
    return DEFAULT_CHROMIUM_PATH;
  }
  throw new Error(`apt-get installed the chromium package, but ${DEFAULT_CHROMIUM_PATH} is still missing.\n${howTo}`);
}
