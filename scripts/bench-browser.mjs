// @ts-check
// `npm run bench:browser`: how the built dashboard copes with the `large` scenario (2,000 projects ×
// 60 scans, ~39 MB of JSON) and the `huge-project` scenario (one project with 50,000 scans) in
// Chromium. Starts what the browser suite starts (a production build served by vite preview, the
// Prism mock; scripts/lib/browser-harness.mjs), then measures each run in a Chromium of its own with
// a new, empty profile, as a first visit meets the page (nothing cached, nothing compiled), and the
// large account again on a second visit in the same profile; it prints the medians against the
// targets, with the longest main-thread task and the total blocking time (the sum of every long
// task's time over 50 ms) of each phase, so that a freeze shows up as a number. A load's long tasks
// count from navigation until the page has gone quiet (4 s without a long task or a request in
// flight, after it settled; scripts/lib/page-marks.mjs), so what runs after the spinner is gone counts.
// It reports; it never fails on a target, and an action that does not finish within its time limit
// is reported as such instead of hanging. Options: --runs N (default 5), --skip-build (reuse dist/),
// --skip-scale (no table of cost against account size, scripts/bench-browser-scale.mjs, before
// bench:start), --skip-start (no `npm run bench:start` at the end).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { measureSorting, SORT_PROJECT_COUNT, SORT_TARGET_MS } from './bench-browser-sort.mjs';
import { median, reportLine } from './lib/bench-report.mjs';
import { measureOnFreshPages, scenarioSteer, withDashboard } from './lib/browser-harness.mjs';
import { expandRowToChart, openByVulnerability, openWorklist, switchToMostImportant } from './lib/page-actions.mjs';
import { blockingBetween, loadUntilQuiet, PROJECT_ROW, quietLine } from './lib/page-marks.mjs';

/** @typedef {import('./lib/page-marks.mjs').Blocking} Blocking */
/** @typedef {import('./lib/page-marks.mjs').LoadFigures} LoadFigures */
/** @typedef {import('./lib/browser-harness.mjs').BenchDashboard} BenchDashboard */

export { median, reportLine };

export const TARGETS = {
  firstRowMs: 1000,
  expandMs: 100,
  domRows: 100,
  hugeProjectActionMs: 1000,
  /** The page's own work (response end → first table row) over the same body's JSON.parse in the same browser. */
  ownWorkRatio: 3,
  loadBlockingMs: 150,
  loadLongestTaskMs: 100,
  openWorklistMs: 200,
  openByVulnerabilityMs: 200,
  mostImportantMs: 200,
};
/** How long one action on the huge project may take before it is reported as not finished. */
const ACTION_LIMIT_MS = 20_000;

/**
 * @typedef {object} Actions what a user then does on the loaded large account
 * @property {number} jsonParseMs JSON.parse of the same body (already decoded to a string) in the same page
 * @property {number} openWorklistMs the click that brings the Open vulnerabilities section into view → its first row painted
 * @property {number} openByVulnerabilityMs the click on *By vulnerability* → the first vulnerability row painted
 * @property {number} mostImportantMs the click on *Most important* (from *Most late*) → its first row painted
 * @property {number} expandMs click on a row → its chart painted
 * @property {number} domRows the most table rows in the DOM while scrolling the whole table
 * @property {Blocking} expandBlocking long tasks from the click until the chart is painted
 */

/** @typedef {LoadFigures & Actions} Measurement a first visit: its load, then the actions */

const METRICS_PATH = '/api/v1/metrics/security/me';

/**
 * JSON.parse of the metrics body in the same page: the body is fetched again (the same request,
 * the page's token) and decoded first, so that only the parse is timed.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
async function timeJsonParse(page) {
  return page.evaluate(async (metricsPath) => {
    const entry = performance.getEntriesByType('resource').find((resource) => resource.name.includes(metricsPath));
    if (!entry) return Number.NaN;
    const token = window.localStorage.getItem('depsight.token') ?? '';
    const text = await (await fetch(entry.name, { headers: { authorization: `Bearer ${token}` } })).text();
    const start = performance.now();
    const parsed = JSON.parse(text);
    const end = performance.now();
    return parsed === null ? Number.NaN : end - start;
  }, METRICS_PATH);
}

/**
 * What a user then does on the loaded large account (the first visit).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Actions>}
 */
async function largeAccountActions(page) {
  // Playwright's scripts enter the page now, before anything is timed, rather than inside an action.
  await page.locator('body').count();
  const openWorklistMs = await openWorklist(page);
  const mostImportantMs = await mostImportantFromMostLate(page);
  const openByVulnerabilityMs = await openByVulnerability(page);
  const jsonParseMs = await timeJsonParse(page);
  const { ms: expandMs, blocking: expandBlocking } = await expandRowToChart(page, PROJECT_ROW);

  // Down the whole table in 40 steps, counting the table's rows after each step has rendered.
  const table = page.getByRole('table', { name: 'Projects', exact: true });
  const domRows = await table.evaluate(async (element) => {
    const scroller = /** @type {HTMLElement} */ (element.parentElement);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let most = element.querySelectorAll('tr').length;
    const steps = 40;
    for (let step = 1; step <= steps; step += 1) {
      scroller.scrollTop = (scroller.scrollHeight * step) / steps;
      await frame();
      most = Math.max(most, element.querySelectorAll('tr').length);
    }
    return most;
  });
  return { jsonParseMs, openWorklistMs, mostImportantMs, openByVulnerabilityMs, expandMs, domRows, expandBlocking };
}

/**
 * Switching the worklist to *Most important*: the page opens on it when the answer has exploitation
 * data, so *Most late* is picked first (untimed), then the switch back is timed.
 * @param {import('playwright-core').Page} page
 */
async function mostImportantFromMostLate(page) {
  const late = page.getByRole('button', { name: 'Most late', exact: true });
  if ((await late.count()) === 0) return Number.NaN;
  await late.click();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Most late' && button.getAttribute('aria-pressed') === 'true',
      ),
    undefined,
    { timeout: 60_000 },
  );
  return switchToMostImportant(page);
}

const EXPANDED = 'section[aria-label^="Metrics of "]';
const OPEN_SCAN = `${EXPANDED} button[aria-label^="Open scan of "]`;
const BREADCRUMB = `${EXPANDED} nav[aria-label="Breadcrumb"]`;

/**
 * The three actions on the huge project, in order: what is clicked, and what shows it is done.
 * @type {readonly { name: string, click: string, done: string, gone?: string }[]}
 */
const HUGE_PROJECT_ACTIONS = [
  {
    name: "Expanding the project's row → its scans listed",
    click: `${PROJECT_ROW} button[aria-expanded="false"]`,
    done: OPEN_SCAN,
  },
  { name: 'Opening a scan → its detail shown', click: OPEN_SCAN, done: BREADCRUMB },
  {
    name: "Going back ('Project scans') → the scans listed",
    click: `${BREADCRUMB} button`,
    done: OPEN_SCAN,
    gone: BREADCRUMB,
  },
];

/**
 * @typedef {object} ActionResult
 * @property {number | undefined} ms click → the next frame after the result is in the DOM; undefined
 *   when it did not finish within ACTION_LIMIT_MS (the actions after it are then not measured)
 * @property {Blocking | undefined} blocking the long tasks meanwhile
 */

/**
 * Loads the huge-project scenario, then expands its row, opens its newest scan and goes back, each
 * timed in the page from the click to the frame after its result appears.
 * @param {import('playwright-core').Page} page @param {BenchDashboard} dashboard
 * @returns {Promise<ActionResult[]>}
 */
async function measureHugeProject(page, dashboard) {
  /** @type {ActionResult[]} */
  const results = [];
  await loadUntilQuiet(page, dashboard);
  for (const action of HUGE_PROJECT_ACTIONS) {
    const timed = page.evaluate(async ({ click, done, gone }) => {
      const target = /** @type {HTMLElement | null} */ (document.querySelector(click));
      if (!target) throw new Error(`nothing to click: ${click}`);
      const start = performance.now();
      target.click();
      const isDone = () => document.querySelector(done) !== null && (!gone || document.querySelector(gone) === null);
      await new Promise((resolve) => {
        const check = () => (isDone() ? requestAnimationFrame(resolve) : requestAnimationFrame(check));
        check();
      });
      return { start, end: performance.now() };
    }, action);
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const limit = new Promise((resolve) => {
      timer = setTimeout(() => resolve(undefined), ACTION_LIMIT_MS);
    });
    const outcome = /** @type {{ start: number, end: number } | undefined} */ (await Promise.race([timed, limit]));
    clearTimeout(timer);
    if (!outcome) {
      // The page is still busy; closing its browser (measureOnFreshPages) ends it.
      timed.catch(() => {});
      results.push({ ms: undefined, blocking: undefined });
      break;
    }
    results.push({
      ms: outcome.end - outcome.start,
      blocking: await blockingBetween(page, outcome.start, outcome.end),
    });
  }
  return results;
}

/**
 * The huge project's report lines: each action's median against the target, or that it did not finish.
 * @param {readonly (readonly ActionResult[])[]} runs
 * @returns {string[]}
 */
export function hugeProjectReport(runs) {
  return HUGE_PROJECT_ACTIONS.map(({ name }, index) => {
    const results = runs.map((run) => run[index]);
    if (results.some((result) => result === undefined || result.ms === undefined)) {
      const unfinished = results.some((result) => result?.ms === undefined && result !== undefined);
      return unfinished
        ? `${name}: did not finish in ${ACTION_LIMIT_MS / 1000} s — target ≤ ${TARGETS.hugeProjectActionMs} ms  OVER TARGET`
        : `${name}: not measured (an earlier action did not finish)`;
    }
    const finished = /** @type {ActionResult[]} */ (results);
    return `${reportLine(
      name,
      finished.map((result) => /** @type {number} */ (result.ms)),
      TARGETS.hugeProjectActionMs,
      'ms',
    )}\n  ${blockingLine(finished.map((result) => /** @type {Blocking} */ (result.blocking)))}`;
  });
}

/** @param {readonly Blocking[]} values @returns {string} the medians of the longest task and the blocking time */
export function blockingLine(values) {
  const longest = Math.round(median(values.map((value) => value.longestTaskMs)));
  const blocking = Math.round(median(values.map((value) => value.totalBlockingMs)));
  return `longest main-thread task ${longest} ms, total blocking time ${blocking} ms (medians)`;
}

/** The command's options: --runs N, --skip-build, --skip-scale, --skip-start. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
      'skip-scale': { type: 'boolean', default: false },
      'skip-start': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}".`);
  return { runs, skipBuild: values['skip-build'], skipScale: values['skip-scale'], skipStart: values['skip-start'] };
}

/** @param {string} line */
const log = (line) => console.log(line);

/** @param {LoadFigures} load @returns {string} a visit's load, in a run's line */
const loadSummary = (load) =>
  `first row ${Math.round(load.firstRowMs)} ms (response ${Math.round(load.responseMs)} ms), ${quietLine(load.loadBlocking)}`;

/**
 * The large account, each run a first visit in a fresh profile (then the actions) and a second
 * visit in the same profile (its load only), one line per visit.
 * @param {BenchDashboard} dashboard @param {number} runs
 * @returns {Promise<{ cold: Measurement[], warm: LoadFigures[] }>}
 */
async function largeAccountRuns(dashboard, runs) {
  /** @type {Measurement[]} */
  const cold = [];
  const { warm } = await measureOnFreshPages(
    dashboard,
    { runs, log, runName: 'large account', steer: scenarioSteer({ metrics: 'large' }), warmVisit: true },
    async (page, visit) => {
      const load = await loadUntilQuiet(page, dashboard);
      if (visit === 'warm') return { values: [load], summary: loadSummary(load) };
      const actions = await largeAccountActions(page);
      cold.push({ ...load, ...actions });
      const summary = `${loadSummary(load)}; JSON.parse ${Math.round(actions.jsonParseMs)} ms, worklist ${Math.round(actions.openWorklistMs)} ms, most important ${Math.round(actions.mostImportantMs)} ms, by vulnerability ${Math.round(actions.openByVulnerabilityMs)} ms, expand ${Math.round(actions.expandMs)} ms, DOM rows ≤ ${actions.domRows}`;
      return { values: [load], summary };
    },
  );
  return { cold, warm };
}

/**
 * The huge project in fresh profiles, one line per run; a run that does not finish ends them.
 * @param {BenchDashboard} dashboard @param {number} runs
 * @returns {Promise<ActionResult[][]>}
 */
async function hugeProjectRuns(dashboard, runs) {
  const unfinished = (/** @type {ActionResult[][]} */ values) =>
    values.some((run) => run.some((action) => action.ms === undefined));
  const steer = scenarioSteer({ metrics: 'huge-project' });
  const { cold } = await measureOnFreshPages(
    dashboard,
    { runs, log, runName: 'huge project', steer, stopAfter: unfinished },
    async (page) => {
      const result = await measureHugeProject(page, dashboard);
      const times = result.map((action) =>
        action.ms === undefined ? 'did not finish' : `${Math.round(action.ms)} ms`,
      );
      return { values: [result], summary: `expand, open a scan, back: ${times.join(', ')}` };
    },
  );
  return cold;
}

/**
 * The report lines of one kind of visit's load: the first row, the blocking until quiet against the
 * targets, and how many runs did not go quiet.
 * @param {string} visit how the lines name the visit @param {readonly LoadFigures[]} loads
 * @returns {string[]}
 */
export function loadReport(visit, loads) {
  const blocking = loads.map((load) => load.loadBlocking);
  const notQuiet = blocking.filter((value) => value.quietAtMs === undefined).length;
  const quietAt = blocking.flatMap((value) => (value.quietAtMs === undefined ? [] : [value.quietAtMs]));
  return [
    reportLine(
      `${visit}: navigation → first table row`,
      loads.map((load) => load.firstRowMs),
      TARGETS.firstRowMs,
      'ms',
    ),
    `  the metrics response fully received (the mock → Chromium): ${Math.round(median(loads.map((load) => load.responseMs)))} ms; settled (no spinner) ${Math.round(median(loads.map((load) => load.settledMs)))} ms; quiet from ${quietAt.length > 0 ? `${Math.round(median(quietAt))} ms` : '—'}${notQuiet > 0 ? ` (${notQuiet} of ${loads.length} runs never quiet: counted to the ceiling)` : ''}`,
    reportLine(
      '  total blocking time, navigation → quiet',
      blocking.map((value) => value.totalBlockingMs),
      TARGETS.loadBlockingMs,
      'ms',
    ),
    reportLine(
      '  longest task, navigation → quiet',
      blocking.map((value) => value.longestTaskMs),
      TARGETS.loadLongestTaskMs,
      'ms',
    ),
  ];
}

/** @param {readonly Measurement[]} results @returns {string[]} the large account's actions' report lines */
function largeAccountActionsReport(results) {
  const ownWork = results.map((result) => result.settledMs - result.responseMs);
  return [
    `  the page's own work after the answer's last byte (response end → settled): ${Math.round(median(ownWork))} ms (${Math.round(Math.min(...ownWork))}–${Math.round(Math.max(...ownWork))}); JSON.parse of the same body in the same page: ${Math.round(median(results.map((result) => result.jsonParseMs)))} ms`,
    reportLine(
      "  the page's own work / JSON.parse (per run)",
      results.map((result) => Math.round(((result.settledMs - result.responseMs) / result.jsonParseMs) * 100) / 100),
      TARGETS.ownWorkRatio,
      '×',
    ),
    reportLine(
      'Opening the worklist (section brought into view → its first row painted)',
      results.map((result) => result.openWorklistMs),
      TARGETS.openWorklistMs,
      'ms',
    ),
    reportLine(
      'Switching the worklist to Most important (click → its first row painted)',
      results.map((result) => result.mostImportantMs),
      TARGETS.mostImportantMs,
      'ms',
    ),
    reportLine(
      'Opening the worklist by vulnerability (click → its first row painted)',
      results.map((result) => result.openByVulnerabilityMs),
      TARGETS.openByVulnerabilityMs,
      'ms',
    ),
    reportLine(
      'Expanding a row → its chart visible',
      results.map((result) => result.expandMs),
      TARGETS.expandMs,
      'ms',
    ),
    `  while expanding: ${blockingLine(results.map((result) => result.expandBlocking))}`,
    reportLine(
      'Table rows in the DOM while scrolling (max)',
      results.map((result) => result.domRows),
      TARGETS.domRows,
      'rows',
    ),
  ];
}

async function main() {
  const { runs, skipBuild, skipScale, skipStart } = readOptions();
  await withDashboard({ skipBuild, log }, async (dashboard) => {
    const large = await largeAccountRuns(dashboard, runs);
    const huge = await hugeProjectRuns(dashboard, runs);
    log('\nThe large scenario (2,000 projects × 60 scans) in Chromium, each run in a new profile:');
    for (const line of loadReport('First visit', large.cold)) log(line);
    for (const line of loadReport('Second visit (same profile)', large.warm)) log(line);
    for (const line of largeAccountActionsReport(large.cold)) log(line);
    log('\nThe huge-project scenario (one project, 50,000 scans) in Chromium:');
    for (const line of hugeProjectReport(huge)) log(line);
    const sorting = await measureSorting(dashboard, { runs, log });
    log(
      reportLine(
        `Sorting ${SORT_PROJECT_COUNT.toLocaleString('en-US')} projects → table repainted`,
        sorting,
        SORT_TARGET_MS,
        'ms',
      ),
    );
    await (await import('./bench-browser-teams.mjs')).benchmarkTeams(dashboard, { runs, log });
    // One run per size whatever --runs says: the largest accounts take minutes each.
    if (!skipScale) await (await import('./bench-browser-scale.mjs')).benchmarkScale(dashboard, { log });
  });
  // Last, with this run's servers stopped: how soon `npm start` gives data (scripts/bench-start.mjs).
  if (skipStart) return;
  log('');
  spawnSync(process.execPath, [fileURLToPath(new URL('bench-start.mjs', import.meta.url))], { stdio: 'inherit' });
}

// Run as a command, not when a test imports the report helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
