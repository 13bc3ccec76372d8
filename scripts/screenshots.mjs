// @ts-check
// `npm run screenshots`: refreshes the pictures of the README and docs/dashboard.md
// (tests/browser/screenshots/*.png). They are taken by the browser journeys, which write them there
// only when asked to (a plain test run writes to test-results/ alone), so this runs the journeys with
// that switch and lists what changed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project', 'browser', 'tests/browser/journeys.test.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DEPSIGHT_UPDATE_README_SCREENSHOTS: '1' } },
);
if (run.status !== 0) {
  console.error('The browser journeys failed: the screenshots may be incomplete; nothing to commit yet.');
  process.exit(run.status ?? 1);
}
const changed = spawnSync('git', ['status', '--porcelain', '--', 'tests/browser/screenshots'], {
  cwd: root,
  encoding: 'utf8',
});
const files = changed.stdout.trim();
console.log(
  files ? `Changed README screenshots (review, then commit):\n${files}` : 'The README screenshots are unchanged.',
);
