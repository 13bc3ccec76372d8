// @ts-check
// `npm run bench:browser`: how the built dashboard copes with the `large` scenario (2,000 projects ×
// 60 scans, ~39 MB of JSON) in Chromium. Starts what the browser suite starts (a production build
// served by vite preview, the Prism mock; scripts/lib/browser-harness.mjs), then measures on several
// fresh pages and prints the medians against the targets. It reports; it never fails on a target.
// Options: --runs N (default 5), --skip-build (reuse dist/).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { measureSorting, SORT_PROJECT_COUNT, SORT_TARGET_MS } from './bench-browser-sort.mjs';
import {
  CONTEXT_OPTIONS,
  launchChromium,
  routeScenario,
  startDashboardServers,
  storeToken,
} from './lib/browser-harness.mjs';

export const TARGETS = { firstRowMs: 1500, expandMs: 100, domRows: 100 };

/**
 * @typedef {object} Measurement
 * @property {number} firstRowMs navigation start → the first project row painted
 * @property {number} responseMs navigation start → the metrics response fully received (part of the above)
 * @property {number} expandMs click on a row → its chart painted
 * @property {number} domRows the most table rows in the DOM while scrolling the whole table
 */

const PROJECT_ROW = 'tbody[data-index] > tr:first-child';
const SCAN_CHART = 'figure[aria-label="Security score and vulnerabilities per scan date"] svg';

/** @param {readonly number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One line of the report: the median, the spread and the verdict against the target.
 * @param {string} name @param {readonly number[]} values @param {number} target @param {string} unit
 */
export function reportLine(name, values, target, unit) {
  const middle = median(values);
  const round = (/** @type {number} */ value) => (unit === 'ms' ? Math.round(value) : value);
  const spread = `${round(Math.min(...values))}–${round(Math.max(...values))}`;
  const verdict = middle <= target ? 'OK' : `OVER TARGET by ${round(middle - target)} ${unit}`;
  return `${name}: ${round(middle)} ${unit} (median of ${values.length}; ${spread}) — target ≤ ${target} ${unit}  ${verdict}`;
}

/**
 * Runs in the page before its scripts: notes when the first project row is added to the DOM and,
 * after a click on a row's toggle, when the expanded row's chart SVG is there, each time at the
 * next frame (when it can be painted), on the page's own clock (performance.now(), 0 = navigation).
 * @param {{ row: string, chart: string }} selectors
 */
function instrumentPage(selectors) {
  /** @type {{ firstRowAt?: number, clickAt?: number, chartAt?: number }} */
  const marks = {};
  Object.assign(window, { __benchMarks: marks });
  const atNextFrame = (/** @type {(time: number) => void} */ record) =>
    requestAnimationFrame(() => record(performance.now()));
  new MutationObserver(() => {
    if (marks.firstRowAt === undefined && document.querySelector(selectors.row)) {
      marks.firstRowAt = -1;
      atNextFrame((time) => {
        marks.firstRowAt = time;
      });
    }
    if (marks.clickAt !== undefined && marks.chartAt === undefined && document.querySelector(selectors.chart)) {
      marks.chartAt = -1;
      atNextFrame((time) => {
        marks.chartAt = time;
      });
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[aria-expanded="false"]')) {
        marks.clickAt ??= performance.now();
      }
    },
    true,
  );
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Measurement>}
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await storeToken(page);
    await routeScenario(page, { metrics: 'large' });
    await page.addInitScript(instrumentPage, { row: PROJECT_ROW, chart: SCAN_CHART });
    await page.goto(`${url}/dashboard`);
    const marks = () => page.evaluate(() => /** @type {any} */ (window).__benchMarks);
    await page.waitForFunction(() => /** @type {any} */ (window).__benchMarks.firstRowAt > 0, undefined, {
      timeout: 60_000,
    });
    const firstRowMs = (await marks()).firstRowAt;
    // How much of it is the ~39 MB response itself (Prism, the preview proxy, the transfer).
    const responseMs = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => resource.name.includes('/api/v1/metrics/security/me'));
      return entry ? /** @type {PerformanceResourceTiming} */ (entry).responseEnd : Number.NaN;
    });

    // Let the page settle (the lazy chart chunks, the first paints), as a user reads before clicking.
    await page.waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, { timeout: 60_000 });
    await page.locator(PROJECT_ROW).nth(2).getByRole('button', { expanded: false }).click();
    await page.waitForFunction(() => /** @type {any} */ (window).__benchMarks.chartAt > 0, undefined, {
      timeout: 30_000,
    });
    const { clickAt, chartAt } = await marks();
    const expandMs = chartAt - clickAt;
    await page.locator(PROJECT_ROW).nth(2).getByRole('button', { expanded: true }).click();

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
    return { firstRowMs, responseMs, expandMs, domRows };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}".`);

  const log = (/** @type {string} */ line) => console.log(line);
  const servers = await startDashboardServers({ skipBuild: values['skip-build'], log });
  const browser = await launchChromium({ log }).catch(async (/** @type {unknown} */ error) => {
    await servers.stop();
    throw error;
  });
  try {
    /** @type {Measurement[]} */
    const results = [];
    // One page first to warm Prism and the preview proxy; it is not counted.
    console.log('Warm-up run (not counted)…');
    await measureOnce(browser, servers.url);
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureOnce(browser, servers.url);
      results.push(result);
      console.log(
        `run ${run}/${runs}: first row ${Math.round(result.firstRowMs)} ms (response ${Math.round(result.responseMs)} ms), expand ${Math.round(result.expandMs)} ms, DOM rows ≤ ${result.domRows}`,
      );
    }
    console.log('\nThe large scenario (2,000 projects × 60 scans) in Chromium:');
    console.log(
      reportLine(
        'Navigation → first table row',
        results.map((result) => result.firstRowMs),
        TARGETS.firstRowMs,
        'ms',
      ),
    );
    console.log(
      `  of which the metrics response (Prism → vite preview → Chromium): ${Math.round(median(results.map((result) => result.responseMs)))} ms`,
    );
    console.log(
      reportLine(
        'Expanding a row → its chart visible',
        results.map((result) => result.expandMs),
        TARGETS.expandMs,
        'ms',
      ),
    );
    console.log(
      reportLine(
        'Table rows in the DOM while scrolling (max)',
        results.map((result) => result.domRows),
        TARGETS.domRows,
        'rows',
      ),
    );
    const sorting = await measureSorting(browser, servers.url, { runs, log });
    console.log(
      reportLine(
        `Sorting ${SORT_PROJECT_COUNT.toLocaleString('en-US')} projects → table repainted`,
        sorting,
        SORT_TARGET_MS,
        'ms',
      ),
    );
  } finally {
    await browser.close();
    await servers.stop();
  }
}

// Run as a command, not when a test imports the report helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
