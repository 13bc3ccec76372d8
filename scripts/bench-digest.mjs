// @ts-check
// `npm run bench` (its last part): the digest command (`dist-digest/cli.mjs`, built first) on accounts
// of growing size, its metrics answer made as it is sent by scripts/lib/sized-metrics-server.mjs (the
// mock's `huge-account` with N projects × 60 scans; 20,000 is huge-account itself) and every other
// call answered by the stateful mock in front of Prism, as `npm run mock` serves them. Per size: the
// answer's bytes, the wall time, and the command's peak resident memory (its own `maxRSS`), which must
// not grow with the account: the answer is streamed, one project at a time.
// `node scripts/bench-digest.mjs [--sizes 2000,20000] [--runs N]` (default 2,000 and 20,000; 3 runs).
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { METRICS_PATH } from '../mocks/scenarios.mjs';
import { startPrism } from '../mocks/server/prism.mjs';
import { startStatefulMock } from '../mocks/server/stateful-mock.mjs';
import { buildDigest, DIGEST_OUT_DIR } from './build-digest.mjs';
import { median } from './lib/bench-report.mjs';
import { startSizedMetricsServer } from './lib/sized-metrics-server.mjs';
import { BUNDLE_FILE } from './lib/spec-build.mjs';

const argv = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 && argv[index + 1] !== undefined ? /** @type {string} */ (argv[index + 1]) : fallback;
};
const SIZES = option('--sizes', '2000,20000').split(',').map(Number);
const RUNS = Number(option('--runs', '3'));
const NOW = '2026-11-28T09:00:00Z';

/** Sends the metrics call to the sized answer of `projects`, everything else to the mock. */
async function startFront(
  /** @type {string} */ mockUrl,
  /** @type {string} */ sizedUrl,
  /** @type {{ projects: number }} */ size,
) {
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://front.invalid');
    const metrics = incoming.method === 'GET' && url.pathname === METRICS_PATH;
    const target = new URL(
      metrics ? `${sizedUrl}/accounts/${size.projects}${url.search}` : `${mockUrl}${incoming.url}`,
    );
    const forwarded = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () => server.close(),
  };
}

/** Runs the built command once; its peak memory comes from its own resource usage at exit. */
function runDigest(/** @type {string} */ target) {
  const script = `process.on('exit', () => process.stderr.write('\\nmaxRSS ' + process.resourceUsage().maxRSS + '\\n')); await import(${JSON.stringify(new URL(`../${DIGEST_OUT_DIR}/cli.mjs`, import.meta.url).href)});`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    // Under -e, process.argv has no script path: a stand-in takes its place, as the bin's own name.
    [
      '--input-type=module',
      '-e',
      script,
      '--',
      'depsight-digest',
      '--target',
      target,
      '--since',
      '7d',
      '--now',
      NOW,
      '--format',
      'json',
    ],
    {
      env: { ...process.env, DEPSIGHT_TOKEN: 'bench-token' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = 0;
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk.length));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      const rss = /maxRSS (\d+)/.exec(stderr);
      if (code !== 0 || !rss) reject(new Error(`the digest exited with ${code}: ${stderr.slice(-400)}`));
      else resolve({ ms: performance.now() - started, rssMb: Number(rss[1]) / 1024, outputBytes: stdout });
    }),
  );
}

await buildDigest({ quiet: true });
const prism = await startPrism({ document: BUNDLE_FILE, timeoutMs: 120_000 });
const mock = await startStatefulMock({ upstream: () => prism.url });
const sized = await startSizedMetricsServer();
console.log(
  `The digest command, ${RUNS} runs a size, ${availableParallelism()} cores, load ${(loadavg()[0] ?? 0).toFixed(1)}`,
);
try {
  for (const projects of SIZES) {
    const front = await startFront(mock.url, sized.url, { projects });
    /** @type {{ ms: number, rssMb: number, outputBytes: number }[]} */
    const runs = [];
    try {
      for (let run = 0; run < RUNS; run += 1) runs.push(/** @type {any} */ (await runDigest(front.url)));
    } finally {
      front.stop();
    }
    const bytes = sized.sent.at(-1)?.bytes ?? 0;
    const ms = runs.map((run) => run.ms);
    const rss = runs.map((run) => run.rssMb);
    console.log(
      `${projects.toLocaleString('en-US')} projects (${(bytes / 1e6).toFixed(1)} MB answer): ` +
        `${(median(ms) / 1000).toFixed(1)} s (${(Math.min(...ms) / 1000).toFixed(1)}–${(Math.max(...ms) / 1000).toFixed(1)}), ` +
        `peak RSS ${median(rss).toFixed(0)} MB (${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}), load ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
  }
} finally {
  await sized.stop();
  await mock.stop();
  await prism.stop();
}
