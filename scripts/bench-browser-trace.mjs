// @ts-check
// `node scripts/bench-browser-trace.mjs`: where a first visit's long tasks go. Builds the dashboard
// with source maps beside its scripts (the same JavaScript as the production build), then, per account
// size, opens it in a Chromium with a new, empty profile with Chromium's tracing on (the timeline,
// V8's compile and GC, the CPU profiler's samples), loads an account of N projects × 60 scans
// (scripts/lib/sized-metrics-server.mjs, sent from a file written before the size's runs, as a
// static server sends it) until the page has gone quiet, and prints each long task of
// the first --window ms with what ran in it (scripts/lib/trace-attribution.mjs): compile on the
// page's thread, GC, style/layout/paint, React's render, commit and effects, the JS by package or
// file, and the innermost function of src/ (a component, a hook, a derivation); then what compiling
// each script cost, off the page's thread and on it. The same again on a second visit in the same
// profile. Tracing slows the page: its durations are for attribution; `npm run bench:browser` and
// scripts/bench-browser-scale.mjs give the figures. Options: --sizes 2000,20000 (default 2000),
// --runs N (default 1), --window MS (default 6000), --skip-build, --save DIR (writes each trace, for
// the Performance panel of Chromium's DevTools), --cpu-slowdown N (the page's thread N times slower,
// as on a slower machine; default 1).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { DIST_DIR, openFreshProfile, slowPageThread, withDashboard } from './lib/browser-harness.mjs';
import { loadUntilQuiet, quietLine } from './lib/page-marks.mjs';
import { readCpuSlowdown } from './lib/scale-report.mjs';
import { startSizedMetricsServer, steerMetricsTo } from './lib/sized-metrics-server.mjs';
import { attributeLongTasks, scriptCosts } from './lib/trace-attribution.mjs';

/** What the trace records: the Performance panel's categories, V8's compile events and its samples. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** @typedef {import('./lib/trace-attribution.mjs').TaskAttribution} TaskAttribution */

/**
 * Records a trace of `load` on `page`: the page's own DevTools session, so the navigation is in it.
 * @template T
 * @param {import('playwright-core').Page} page @param {() => Promise<T>} load
 * @returns {Promise<{ result: T, events: import('./lib/trace-attribution.mjs').TraceEvent[] }>}
 */
async function traced(page, load) {
  const session = await page.context().newCDPSession(page);
  await session.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReturnAsStream',
  });
  const result = await load();
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.end');
  const { stream } = /** @type {{ stream: string }} */ (await complete);
  const chunks = [];
  for (;;) {
    const { data, eof, base64Encoded } = await session.send('IO.read', { handle: stream, size: 1 << 20 });
    chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
    if (eof) break;
  }
  await session.send('IO.close', { handle: stream });
  await session.detach();
  const trace = JSON.parse(chunks.join(''));
  return { result, events: trace.traceEvents ?? trace };
}

/** @type {Map<string, TraceMap | null>} */
const sourceMaps = new Map();

/**
 * A frame of the built page, read back through its script's source map: its package or source file
 * and its function's original name. Scripts the page did not load (the bench's own) are named so.
 * @type {import('./lib/trace-attribution.mjs').MapFrame}
 */
function mapFrame(frame) {
  if (!frame.url.startsWith('http')) return { group: '(the bench’s scripts)', name: frame.functionName };
  const file = new URL(frame.url).pathname;
  if (!sourceMaps.has(file)) {
    const path = join(DIST_DIR, `${file}.map`);
    sourceMaps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = sourceMaps.get(file);
  const script = file.split('/').pop() ?? file;
  if (!map) return { group: script, name: frame.functionName };
  const position = originalPositionFor(map, { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
  if (!position.source) return { group: script, name: frame.functionName };
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(position.source);
  const group = npm ? `npm:${npm[1]}` : position.source.replace(/^.*?\/src\//, 'src/');
  return { group, name: position.name ?? frame.functionName };
}

/** @param {Record<string, number>} time @param {number} [limit] */
const top = (time, limit = 6) =>
  Object.entries(time)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => `${name.replace('src/dashboard/', '')} ${ms.toFixed(1)}`)
    .join('; ') || '—';

/** @param {TaskAttribution} task @returns {string[]} */
function taskLines(task) {
  const react = Object.entries(task.react)
    .map(([phase, ms]) => `${phase} ${ms.toFixed(1)}`)
    .join(', ');
  return [
    `■ at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms (${task.kinds.join(', ') || 'no script'})`,
    `  compile on the page's thread ${task.compileMs.toFixed(1)} · GC ${task.gcMs.toFixed(1)} · style/layout/paint ${task.renderingMs.toFixed(1)}${react ? ` · React: ${react}` : ''}`,
    `  entered through: ${top(task.entry, 3)}`,
    `  own time by where it is: ${top(task.self, 8)}`,
    `  innermost function of src/: ${top(task.source, 8)}`,
  ];
}

/**
 * One visit, traced and attributed, printed.
 * @param {import('playwright-core').Page} page @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {{ name: string, windowMs: number, save?: string, log: (line: string) => void }} options
 */
async function traceVisit(page, dashboard, { name, windowMs, save, log }) {
  const { result, events } = await traced(page, () => loadUntilQuiet(page, dashboard, { timeoutMs: 180_000 }));
  if (save) {
    mkdirSync(save, { recursive: true });
    writeFileSync(join(save, `${name.replaceAll(/[^\w-]+/g, '-')}.json`), JSON.stringify({ traceEvents: events }));
  }
  log(
    `\n${name}: first row ${Math.round(result.firstRowMs)} ms, ${quietLine(result.loadBlocking)} (traced: slower than untraced)`,
  );
  const tasks = attributeLongTasks(events, { documentPath: '/dashboard', windowMs, mapFrame });
  log(`Long tasks of the first ${windowMs} ms in the trace: ${tasks.length}`);
  for (const task of tasks) for (const line of taskLines(task)) log(line);
  log(
    'Compiling each script (ms; on the page’s thread: finishing the module, and functions compiled when first called):',
  );
  const costs = scriptCosts(events, '/dashboard').sort(
    (a, b) => b.onThreadCompileMs + b.offThreadCompileMs - (a.onThreadCompileMs + a.offThreadCompileMs),
  );
  for (const cost of costs.slice(0, 12)) {
    const script = cost.url.split('/').pop();
    log(
      `  ${script}: off the page's thread ${cost.offThreadCompileMs.toFixed(1)}, on it ${cost.onThreadCompileMs.toFixed(1)}`,
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '2000' },
      runs: { type: 'string', default: '1' },
      window: { type: 'string', default: '6000' },
      'skip-build': { type: 'boolean', default: false },
      save: { type: 'string' },
      'cpu-slowdown': { type: 'string', default: '1' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  const runs = Number(values.runs);
  const windowMs = Number(values.window);
  const cpuSlowdown = readCpuSlowdown(values['cpu-slowdown']);
  if (
    sizes.some((size) => !Number.isInteger(size) || size < 1) ||
    !Number.isInteger(runs) ||
    runs < 1 ||
    !(windowMs > 0)
  ) {
    throw new Error(
      '--sizes takes project counts separated by commas, --runs a whole number ≥ 1, --window milliseconds.',
    );
  }
  const log = (/** @type {string} */ line) => console.log(line);
  log(
    `Load average (1 / 5 / 15 min) at the start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  await withDashboard({ skipBuild: values['skip-build'], sourceMaps: true, log }, async (dashboard) => {
    const server = await startSizedMetricsServer();
    try {
      for (const projects of sizes) {
        const file = await server.prepare(projects);
        log(`${projects} projects: the answer (${(file.bytes / 1e6).toFixed(1)} MB) is ${file.path}`);
        for (let run = 1; run <= runs; run += 1) {
          const profile = await openFreshProfile({ log });
          dashboard.front.steer(steerMetricsTo(server, projects));
          try {
            const name = `${projects} projects, run ${run}`;
            const [blank] = profile.context.pages();
            const first = blank ?? (await profile.context.newPage());
            await slowPageThread(first, cpuSlowdown);
            log(`Load average (1 min) before the run: ${loadavg()[0]?.toFixed(2)}`);
            await traceVisit(first, dashboard, { name: `${name}, first visit`, windowMs, save: values.save, log });
            await first.close();
            const second = await profile.context.newPage();
            await slowPageThread(second, cpuSlowdown);
            await traceVisit(second, dashboard, { name: `${name}, second visit`, windowMs, save: values.save, log });
          } finally {
            dashboard.front.steer(undefined);
            await profile.close();
          }
        }
      }
    } finally {
      await server.stop();
    }
  });
  log(
    `Load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
}

await main();
