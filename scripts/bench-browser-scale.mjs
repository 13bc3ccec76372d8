// @ts-check
// The scale part of `npm run bench:browser`: the built dashboard in Chromium on accounts of 2,000 to
// 50,000 projects × 60 scans, one size after another in ascending order. Each page's metrics call is
// answered by scripts/lib/sized-metrics-server.mjs (the mock's `huge-account` settings with that
// many projects, its bytes counted) from a file written once before the size's runs (streamed, never
// held whole, kept in the system's temporary folder for the next run) and sent as a plain static
// server sends a file: making the answer while the page reads it would take one of the machine's
// cores from the page. The first screen's small reads (the user, exclusions, SLA targets, members) are
// answered from memory, recorded from the mock before the runs (scripts/lib/recorded-answers.mjs); its
// other calls reach the mock as on every bench page. Each run is a first visit in a new profile (nothing cached or
// compiled), then a second visit in the same profile. Per size: the body's bytes, navigation → first
// project row painted, navigation → settled (no spinner left), when the page went quiet (4 s without
// a long task or a request in flight), the total blocking time and the longest task from navigation
// until quiet (Long Tasks API; scripts/lib/page-marks.mjs) and, on the first visit, the JS heap's
// peak (scripts/lib/heap-sampler.mjs); then opening the worklist (scrolled to first, as a reader
// going down the page meets it) and, once the page has read every answer (the earlier period's is
// asked for when Remediation, below the worklist, is brought into view), the worklist's
// by-vulnerability view, expanding a row and sorting the table (scripts/lib/page-actions.mjs), each
// timed to its result painted. A
// size that shows an error, crashes the page or does not settle within the time limit is reported as
// not opened, with what the page showed. Each run's line gives the load average (1 min) before and after it. bench-browser.mjs calls `benchmarkScale` at its end (--skip-scale leaves it out);
// `node scripts/bench-browser-scale.mjs` runs it alone: --sizes 2000,5000, --runs N (default 1),
// --time-limit S (default 180), --skip-build, --write-chart (docs/images/scale.svg), --cpu-slowdown N
// (the page's thread N times slower, as on a slower machine; default 1).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eitherSteer } from './lib/bench-front.mjs';
import { measureOnFreshPages, REPOSITORY_ROOT, withDashboard } from './lib/browser-harness.mjs';
import { sampleHeap } from './lib/heap-sampler.mjs';
import {
  expandRowToChart,
  instrumentSorting,
  openByVulnerability,
  openWorklist,
  timeSort,
} from './lib/page-actions.mjs';
import {
  blockingUntilQuiet,
  instrumentPage,
  PROJECT_ROW,
  pageProbe,
  quietLine,
  SCAN_CHART,
  STILL_LOADING,
} from './lib/page-marks.mjs';
import { recordFirstScreenAnswers, steerToRecorded } from './lib/recorded-answers.mjs';
import {
  actionsTable,
  DEFAULT_SIZES,
  isStringLimitError,
  readScaleOptions,
  reasonNotToRun,
  scaleChartSvg,
  scaleTable,
} from './lib/scale-report.mjs';
import { startSizedMetricsServer, steerMetricsTo } from './lib/sized-metrics-server.mjs';

/** @typedef {import('./lib/scale-report.mjs').ScaleRun} ScaleRun */
/** @typedef {import('./lib/scale-report.mjs').OpenedRun} OpenedRun */
/** @typedef {import('./lib/scale-report.mjs').SizeResult} SizeResult */
/**
 * @typedef {{ sizes?: readonly number[], runs?: number, timeLimitMs?: number, cpuSlowdown?: number, log?: (line: string) => void }} ScaleOptions
 *   `cpuSlowdown`: the page's thread that many times slower (browser-harness.mjs, `slowPageThread`)
 */

export const CHART_FILE = join(REPOSITORY_ROOT, 'docs/images/scale.svg');
const DEFAULT_TIME_LIMIT_MS = 180_000;

/**
 * Runs in the page before its scripts: keeps the text of the first alert it shows (the metrics'
 * load error is cleared after a while, so it is read as it appears).
 */
function noteFirstAlert() {
  /** @type {{ text?: string }} */
  const seen = {};
  Object.assign(window, { __scaleAlert: seen });
  new MutationObserver(() => {
    const text = seen.text === undefined ? document.querySelector('[role="alert"]')?.textContent?.trim() : undefined;
    if (text) seen.text = text;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Whether the page is done, read in the page: settled (a first row and no spinner, the moment noted by
 * `instrumentPage`) or showing an error without any row.
 */
const LOAD_ENDED = `(() => {
  const marks = window.__benchMarks;
  if (marks?.settledAt !== undefined) return { settledAt: marks.settledAt };
  return marks?.firstRowAt === undefined && window.__scaleAlert?.text !== undefined ? { alert: true } : null;
})()`;

/** What the Remediation section says while the earlier period's answer is still being read. */
const PREVIOUS_PERIOD_LOADING = 'Loading the previous period…';

/**
 * Brings the Remediation section into view, which mounts it (the sections below the table mount as
 * they come near the window) and so asks for the earlier period's answer, then waits until the page
 * has read every metrics answer it asked for: a large one takes a core for seconds. The actions are
 * timed after it, so that they do not measure that read's share of the machine.
 * @param {import('playwright-core').Page} page
 * @param {import('./lib/sized-metrics-server.mjs').SizedMetricsServer} server @param {number} firstAnswer
 */
async function everyAnswerRead(page, server, firstAnswer) {
  const sentHere = () => server.sent.slice(firstAnswer);
  await page.evaluate(() =>
    [...document.querySelectorAll('h3')]
      .find((heading) => heading.textContent === 'Remediation')
      ?.scrollIntoView({ block: 'start' }),
  );
  const deadline = Date.now() + 120_000;
  while ((sentHere().length < 2 || !sentHere().every((answer) => answer.ended)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.waitForFunction(
    (text) => !document.querySelector('main')?.textContent?.includes(text),
    PREVIOUS_PERIOD_LOADING,
    { timeout: 60_000, polling: 100 },
  );
}

/**
 * One signed-in page loading an account of `projects` projects, until it has gone quiet, shows an
 * error, crashes or reaches the time limit; on a first visit, then what a user does on it.
 * @param {import('playwright-core').Page} page @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {import('./lib/sized-metrics-server.mjs').SizedMetricsServer} server
 * @param {{ timeLimitMs: number, visit: import('./lib/browser-harness.mjs').Visit }} options
 * @returns {Promise<{ run: ScaleRun, answers: number }>}
 */
async function loadAccount(page, dashboard, server, { timeLimitMs, visit }) {
  const firstAnswer = server.sent.length;
  await page.addInitScript(instrumentPage, { row: PROJECT_ROW, chart: SCAN_CHART, stillLoading: STILL_LOADING });
  await page.addInitScript(instrumentSorting);
  await page.addInitScript(noteFirstAlert);
  /** @type {(reason: string) => void} */
  let crashed = () => {};
  const crash = new Promise((resolve) => {
    crashed = resolve;
  });
  page.once('crash', () => crashed('the page crashed (Chromium closed its renderer)'));
  const probe = await pageProbe(page);
  const heap = await sampleHeap(page);
  const ended = page
    .goto(`${dashboard.url}/dashboard`, { waitUntil: 'commit' })
    .then(() => probe.until(LOAD_ENDED, { timeoutMs: timeLimitMs, everyMs: 100 }))
    .then(
      () => undefined,
      (/** @type {unknown} */ error) =>
        error instanceof Error && error.name === 'TimeoutError'
          ? `not settled within ${Math.round(timeLimitMs / 1000)} s`
          : `the page could not be measured: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  const stopped = /** @type {string | undefined} */ (await Promise.race([ended, crash]));
  const failed = stopped === undefined ? undefined : await notOpened(probe, stopped);
  const { marks, alert } = failed
    ? { marks: {}, alert: undefined }
    : await probe.read('({ marks: window.__benchMarks, alert: window.__scaleAlert.text })');
  const blocking =
    failed || marks.settledAt === undefined
      ? undefined
      : await blockingUntilQuiet(probe, { from: marks.settledAt, requests: dashboard.front.requestsSince });
  const heapSamples = await heap.stop();
  await probe.detach();
  const answers = server.sent.slice(firstAnswer);
  const bodyBytes = answers[0]?.bytes ?? 0;
  if (failed)
    return { run: { opened: false, bodyBytes, reason: failed, overStringLimit: false }, answers: answers.length };
  if (blocking === undefined) {
    const reason = `the page showed: “${alert}”`;
    return {
      run: { opened: false, bodyBytes, reason, overStringLimit: isStringLimitError(alert) },
      answers: answers.length,
    };
  }
  /** @type {OpenedRun} */
  const run = {
    opened: true,
    bodyBytes,
    firstRowMs: marks.firstRowAt,
    settledMs: marks.settledAt,
    blocking,
    heap: heapSamples,
  };
  if (visit === 'cold') {
    // Then what a user does on the loaded account, as on the large account's page: the worklist
    // first, before Remediation's scroll mounts it on the way.
    const openWorklistMs = await openWorklist(page);
    await everyAnswerRead(page, server, firstAnswer);
    // Back to the worklist (untimed: it is drawn), for its by-vulnerability view.
    await openWorklist(page);
    run.actions = {
      openWorklistMs,
      openByVulnerabilityMs: await openByVulnerability(page),
      expandMs: (await expandRowToChart(page, PROJECT_ROW)).ms,
      sortMs: await timeSort(page, 'Vulnerabilities'),
    };
  }
  return { run, answers: answers.length };
}

/**
 * Why a page that stopped did not open, with its first row when it had one. A page still inside one
 * long task answers only when it ends: not waited for.
 * @param {import('./lib/page-marks.mjs').PageProbe} probe @param {string} stopped
 */
async function notOpened(probe, stopped) {
  const firstRowAt = await Promise.race([
    probe.read('window.__benchMarks?.firstRowAt').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  return firstRowAt > 0 ? `${stopped} (first row at ${Math.round(firstRowAt)} ms)` : stopped;
}

/** @param {ScaleRun} run @param {number} answers */
function runSummary(run, answers) {
  const body = `${(run.bodyBytes / 1e6).toFixed(1)} MB`;
  const calls = `${answers} metrics answer${answers === 1 ? '' : 's'}`;
  if (!run.opened) return `did not open: ${run.reason} (${body} sent, ${calls})`;
  const heap = `heap peak ${Math.round(run.heap.peakBytes / 1e6)} MB (${run.heap.count} samples, longest gap ${Math.round(run.heap.longestGapMs)} ms)`;
  const actions = run.actions
    ? `; worklist ${Math.round(run.actions.openWorklistMs)} ms, by vulnerability ${Math.round(run.actions.openByVulnerabilityMs)} ms, expand ${Math.round(run.actions.expandMs)} ms, sort ${Math.round(run.actions.sortMs)} ms`
    : '';
  return `body ${body}, first row ${Math.round(run.firstRowMs)} ms, settled ${Math.round(run.settledMs)} ms, ${quietLine(run.blocking)}, ${heap}, ${calls}${actions}`;
}

/**
 * Every size in ascending order, each run a first visit in a new profile and a second visit in the
 * same profile; a failed run ends its size's runs (it repeats, and may take minutes), and a larger
 * size is left out only when it would certainly fail too (`reasonNotToRun`).
 * @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {ScaleOptions} [options]
 * @returns {Promise<SizeResult[]>}
 */
export async function measureScale(
  dashboard,
  { sizes = DEFAULT_SIZES, runs = 1, timeLimitMs = DEFAULT_TIME_LIMIT_MS, cpuSlowdown = 1, log = () => {} } = {},
) {
  const server = await startSizedMetricsServer();
  /** @type {SizeResult[]} */
  const results = [];
  try {
    const recorded = await recordFirstScreenAnswers(dashboard.url);
    for (const projects of [...sizes].sort((a, b) => a - b)) {
      const name = `${projects.toLocaleString('en-US')} projects`;
      const notRun = reasonNotToRun(results, projects);
      if (notRun !== undefined) {
        log(`${name}: not run, ${notRun}.`);
        results.push({ projects, runs: [], notRun });
        continue;
      }
      const file = await server.prepare(projects);
      log(
        `${name}: the answer (${(file.bytes / 1e6).toFixed(1)} MB) ${file.written ? 'written to' : 'found in'} ${file.path}`,
      );
      const measured = await measureOnFreshPages(
        dashboard,
        {
          runs,
          log,
          runName: name,
          steer: eitherSteer(steerToRecorded(recorded), steerMetricsTo(server, projects)),
          warmVisit: true,
          stopAfter: (values) => values.some((value) => !value.opened),
          cpuSlowdown,
        },
        async (page, visit) => {
          const loadBefore = loadavg()[0] ?? 0;
          const { run, answers } = await loadAccount(page, dashboard, server, { timeLimitMs, visit });
          const load = `load ${loadBefore.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}`;
          return { values: [run], summary: `${runSummary(run, answers)}; ${load}` };
        },
      );
      results.push({ projects, runs: measured.cold, secondVisits: measured.warm });
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** @param {number[]} load */
const formatLoad = (load) => load.map((value) => value.toFixed(2)).join(' / ');

/**
 * Measures every size with the defaults and prints the table, with the load before and after.
 * @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {ScaleOptions} [options]
 */
export async function benchmarkScale(dashboard, options = {}) {
  const log = options.log ?? ((/** @type {string} */ line) => console.log(line));
  const loadBefore = loadavg();
  const results = await measureScale(dashboard, { ...options, log });
  const loadAfter = loadavg();
  const slowdown = (options.cpuSlowdown ?? 1) === 1 ? '' : `, the page's thread ${options.cpuSlowdown}× slower`;
  log(`\nCost against account size (projects × 60 scans), Chromium, production build${slowdown}:`);
  for (const line of scaleTable(results)) log(line);
  const actions = actionsTable(results);
  if (actions.length > 0) log('\nThen, once every answer is read (click → the result painted):');
  for (const line of actions) log(line);
  log(
    `First visit: a new profile; second visit: the same profile again, a new tab. Blocking: every long task from navigation until 4 s without one and without a request in flight, after the page settled. JS heap: CDP Performance.getMetrics JSHeapUsedSize, every ~100 ms. Load average (1 / 5 / 15 min) before ${formatLoad(loadBefore)}, after ${formatLoad(loadAfter)}.`,
  );
  return { results, loadBefore, loadAfter };
}

/** The dashboard measured: the last commit that changed src/, and whether src/ differs from it. */
function dashboardVersion() {
  const git = (/** @type {string[]} */ args) =>
    spawnSync('git', args, { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git(['log', '-1', '--format=%h', '--', 'src']);
  if (!commit) return 'src/ of an unknown commit';
  return `src/ as of ${commit}${git(['status', '--porcelain', '--', 'src']) ? ' + uncommitted changes' : ''}`;
}

async function main() {
  const { runs, sizes, timeLimitMs, cpuSlowdown, skipBuild, writeChart } = readScaleOptions(process.argv.slice(2));
  const log = (/** @type {string} */ line) => console.log(line);
  await withDashboard({ skipBuild, log }, async (dashboard) => {
    const { results, loadBefore, loadAfter } = await benchmarkScale(dashboard, {
      sizes,
      runs,
      timeLimitMs,
      cpuSlowdown,
      log,
    });
    if (!writeChart) return;
    const day = new Date().toISOString().slice(0, 10);
    const caption = `${day}, ${dashboardVersion()}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per size, load ${loadBefore[0]?.toFixed(1)} → ${loadAfter[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    mkdirSync(dirname(CHART_FILE), { recursive: true });
    writeFileSync(CHART_FILE, scaleChartSvg(results, { caption }));
    log(`Wrote ${CHART_FILE}.`);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
