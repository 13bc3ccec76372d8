// @ts-check
// `npm test`: every suite in one command. The static checks (document lint, code lint, type check)
// each count as one test; the vitest projects count their own tests. The last line is the total.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS_FILE = 'test-results/vitest.json';
const bin = (/** @type {string} */ name) => `node_modules/.bin/${name}`;

/** @type {{ name: string, command: string, args: string[] }[]} */
const staticChecks = [
  {
    name: 'OpenAPI lint (source and bundle)',
    command: bin('redocly'),
    args: ['lint', 'openapi/openapi.yaml', 'generated/openapi.yaml'],
  },
  { name: 'Code lint and format (Biome)', command: bin('biome'), args: ['check', '.'] },
  { name: 'Type check (tsc --noEmit)', command: bin('tsc'), args: ['--noEmit'] },
];

let passed = 0;
let failed = 0;
const failures = [];

for (const check of staticChecks) {
  console.log(`\n▶ ${check.name}`);
  const result = spawnSync(check.command, check.args, { stdio: 'inherit' });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(check.name);
  }
}

console.log('\n▶ Vitest (all projects)');
mkdirSync('test-results', { recursive: true });
rmSync(RESULTS_FILE, { force: true });
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS_FILE}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
try {
  const report = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) failures.push('Vitest');
  // A suite that fails to load has no tests to count, so it counts as one failure.
  failed += report.testResults.filter(
    (/** @type {any} */ suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
} catch {
  failed += 1;
  failures.push('Vitest (no report was written)');
}
if (vitest.status !== 0 && !failures.some((name) => name.startsWith('Vitest'))) {
  failed += 1;
  failures.push(`Vitest exited with ${vitest.status}`);
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
