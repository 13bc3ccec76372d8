// @ts-check
// `npm run bench:start`: how soon `npm start` gives a frontend developer something to work with.
// Starts it on a free port and times, from the start: the page answering, the `default` scenario's
// metrics answering (the light Prism), and the `large` scenario's (the full Prism, loaded in the
// background). Then stops it. It reports; it never fails on a target.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../mocks/server/prism.mjs';

const TARGET_DEFAULT_DATA_MS = 4000;
const METRICS = '/api/v1/metrics/security/me';
const root = fileURLToPath(new URL('..', import.meta.url));
const port = await findFreePort();
const base = `http://127.0.0.1:${port}`;

const startedAt = performance.now();
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) => child.once('exit', resolve));

/** Asks until it answers 200 (the command may not be listening yet); the time since the start, in ms. */
async function timeUntilOk(/** @type {string} */ path, /** @type {Record<string, string>} */ headers = {}) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - startedAt;
      throw new Error(`${path} answered ${response.status}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

try {
  const auth = { authorization: 'Bearer dev' };
  const pageMs = await timeUntilOk('/');
  const defaultMs = await timeUntilOk(METRICS, auth);
  const largeMs = await timeUntilOk(METRICS, { ...auth, prefer: 'example=large' });
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const verdict =
    defaultMs <= TARGET_DEFAULT_DATA_MS ? 'OK' : `OVER TARGET by ${s(defaultMs - TARGET_DEFAULT_DATA_MS)}`;
  console.log(
    `npm start, from the command to the answer (${output.includes('Built ') ? 'mock documents rebuilt first' : 'warm'}):`,
  );
  console.log(`  the page: ${s(pageMs)}`);
  console.log(`  the default scenario's metrics: ${s(defaultMs)} — target ≤ ${s(TARGET_DEFAULT_DATA_MS)}  ${verdict}`);
  console.log(`  the large scenario's metrics (first use): ${s(largeMs)}`);
} finally {
  child.kill('SIGINT');
  await exited;
}
