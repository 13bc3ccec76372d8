// @ts-check
// `npm test`: every suite in one command, in two lanes side by side. One is the unit, dom and contract
// vitest projects. The other is the static checks (document lint, code lint, type check, dead code),
// then the browser project, then the unit and contract tests of what the package runs in Node.js
// (NODE_RUN_TESTS) again under each other supported Node.js major (DEFAULT_OTHER_NODE_MAJORS), whose
// binaries come from the registry's `node` package (scripts/lib/node-binary.mjs). Each static check
// counts as one test; the vitest runs count their own tests. The last line is the total.
//
// `npm test -- ARGS` passes ARGS to the main vitest run and skips the other Node.js runs (a filtered
// run is a quick check). DEPSIGHT_TEST_NODES picks the other majors: `22,24` (the default) or `none`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { failedTestLines } from './lib/failed-tests.mjs';
import { nodeBinaryPath } from './lib/node-binary.mjs';

const DEFAULT_OTHER_NODE_MAJORS = [22, 24];
/**
 * What the package ships to run in its users' Node.js, tested again under the other majors: the SDK
 * (its fetch, streams and time limits are Node.js's own), the digest command, the SDK against Prism,
 * and the conformance command run end to end as its users run it (cli.test.ts). The conformance
 * command's rules (its other tests) are plain JavaScript that no Node.js major changes, and the
 * package test runs both commands' packed bins under every major; the mock's, the scripts' and the
 * document's tests are of tools run by whoever develops here. Running more made CI longer than 20
 * minutes.
 */
const NODE_RUN_TESTS = ['tests/sdk/', 'tests/digest/', 'tests/contract/sdk/', 'tests/conformance/cli.test.ts'];
/** Tests that run once, under this Node.js only (why: where the other runs are started). */
const EXCLUDED_UNDER_OTHER_NODES = ['tests/contract/package/**'];
const bin = (/** @type {string} */ name) => `node_modules/.bin/${name}`;

/** @type {{ name: string, command: string, args: string[] }[]} */
const staticChecks = [
  { name: 'OpenAPI lint (source and bundle)', command: process.execPath, args: ['scripts/spec-lint.mjs'] },
  { name: 'Code lint and format (Biome)', command: bin('biome'), args: ['check', '.'] },
  { name: 'Type check (tsc --noEmit)', command: bin('tsc'), args: ['--noEmit'] },
  // knip.jsonc names the entry points; anything no entry reaches is dead code.
  { name: 'Dead code: unused files, exports and dependencies (knip)', command: bin('knip'), args: ['--no-progress'] },
];

let passed = 0;
let failed = 0;
/** @type {string[]} */
const failures = [];
/** Each failed test's file, name and first line of its error: the last lines a CI log shows name them. */
/** @type {string[]} */
const failedTests = [];

/**
 * A child's exit code once it has ended; null when it could not be started or was killed.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number | null>}
 */
async function exitStatus(child) {
  try {
    const [code] = /** @type {[number | null]} */ (await once(child, 'close'));
    return code;
  } catch {
    return null;
  }
}

/**
 * Runs the static checks one after another, each one's output printed whole when it ends (they run
 * beside a vitest run, whose output streams).
 */
async function runStaticChecks() {
  for (const check of staticChecks) {
    const run = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    run.stdout.on('data', (chunk) => output.push(chunk));
    run.stderr.on('data', (chunk) => output.push(chunk));
    // A check that cannot start (its binary missing) fails, and the other checks still run.
    const status = await exitStatus(run);
    console.log(`\n▶ ${check.name}\n${Buffer.concat(output).toString('utf8')}`);
    if (status === 0) passed += 1;
    else {
      failed += 1;
      failures.push(check.name);
    }
  }
}

/**
 * Runs vitest and adds its counts from its JSON report.
 * @param {{ label: string, args: string[], resultsFile: string, node?: string, env?: Record<string, string>, logFile?: string }} run
 *   `node`: the executable to run vitest (and, through PATH, Prism) with; this process's by default;
 *   `env`: variables added to this process's; `logFile`: where its output goes (for a run beside
 *   another, printed whole when it ends), instead of this process's output
 * @returns {Promise<void>}
 */
async function runVitest({ label, args, resultsFile, node = process.execPath, env: extraEnv = {}, logFile }) {
  if (logFile === undefined) console.log(`\n▶ ${label}`);
  mkdirSync('test-results', { recursive: true });
  rmSync(resultsFile, { force: true });
  const env = { ...process.env, ...extraEnv, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  const log = logFile === undefined ? undefined : openSync(logFile, 'w');
  const vitest = spawn(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
      ...args,
    ],
    { stdio: log === undefined ? 'inherit' : ['ignore', log, log], env },
  );
  const status = await exitStatus(vitest);
  if (log !== undefined) {
    closeSync(log);
    console.log(`\n▶ ${label}\n${readFileSync(/** @type {string} */ (logFile), 'utf8')}`);
  }
  const before = failures.length;
  try {
    const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) failures.push(label);
    failedTests.push(...failedTestLines(report, label, process.cwd()));
    // A suite that fails with no failed test of its own (it failed to load, or a beforeAll threw and
    // its tests were skipped) counts as one failure, so the closing line never reads "0 failed".
    failed += report.testResults.filter(
      (/** @type {any} */ suite) =>
        suite.status === 'failed' &&
        !suite.assertionResults.some((/** @type {any} */ test) => test.status === 'failed'),
    ).length;
  } catch {
    failed += 1;
    failures.push(`${label} (no report was written)`);
  }
  if (status !== 0 && failures.length === before) {
    failed += 1;
    failures.push(`${label} exited with ${status}`);
  }
}

const userArgs = process.argv.slice(2);
if (userArgs.length > 0) {
  await runStaticChecks();
  await runVitest({ label: 'Vitest (all projects)', args: userArgs, resultsFile: 'test-results/vitest.json' });
} else {
  // The browser project runs its files one at a time (one Chromium, one stateful mock whose writes
  // persist), so alone it would leave a core idle for minutes: it runs beside the other projects, in a
  // vitest of its own after the static checks, its output printed whole when it ends; the runs under
  // the other Node.js majors follow it in that lane (they ended the whole run, two minutes, when they
  // came after both lanes).
  await Promise.all([
    runVitest({
      label: 'Vitest (unit, dom and contract projects)',
      args: ['--project', 'unit', '--project', 'unit-own-process', '--project', 'dom', '--project', 'contract'],
      resultsFile: 'test-results/vitest.json',
    }),
    (async () => {
      await runStaticChecks();
      await runVitest({
        label: 'Vitest (browser project)',
        args: ['--project', 'browser'],
        resultsFile: 'test-results/vitest-browser.json',
        logFile: 'test-results/vitest-browser.log',
      });
      for (const major of otherNodeMajors()) await runUnderOtherNode(major);
    })(),
  ]);
}

/**
 * Runs what the package runs in its users' Node.js (NODE_RUN_TESTS) under Node.js `major`, its output
 * printed whole when it ends (it runs beside the main vitest run).
 * @param {number} major
 */
async function runUnderOtherNode(major) {
  const label = `Vitest unit and contract under Node.js ${major}`;
  let node;
  try {
    node = await nodeBinaryPath(major);
  } catch (error) {
    console.log(`\n▶ ${label}\n${error instanceof Error ? error.message : error}`);
    failed += 1;
    failures.push(`${label} (no Node.js ${major})`);
    return;
  }
  await runVitest({
    label,
    node,
    // The package test installs the packed SDK and its commands under every supported Node.js itself:
    // once is enough.
    args: ['--project', 'unit', '--project', 'unit-own-process', '--project', 'contract', ...NODE_RUN_TESTS],
    resultsFile: `test-results/vitest-node-${major}.json`,
    logFile: `test-results/vitest-node-${major}.log`,
    // The SDK's 1 GB stream test reads 100 MB here: the whole size once, under this Node.js, is enough.
    env: {
      DEPSIGHT_STREAM_TEST_BYTES: process.env.DEPSIGHT_STREAM_TEST_BYTES ?? '100000000',
      // Read by vite.config.ts: vitest's --exclude gives way to a project's own exclude.
      DEPSIGHT_TEST_EXCLUDE: EXCLUDED_UNDER_OTHER_NODES.join(','),
    },
  });
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** @returns {number[]} the majors to run unit and contract under as well, other than this process's */
function otherNodeMajors() {
  if (userArgs.length > 0) return [];
  const setting = process.env.DEPSIGHT_TEST_NODES?.trim();
  const majors =
    setting === undefined || setting === ''
      ? DEFAULT_OTHER_NODE_MAJORS
      : setting === 'none'
        ? []
        : setting.split(',').map((value) => Number(value.trim()));
  const own = Number(process.versions.node.split('.')[0]);
  return majors.filter((major) => major !== own);
}
