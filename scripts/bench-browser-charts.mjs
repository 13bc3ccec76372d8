// @ts-check
// `node scripts/bench-browser-charts.mjs`: each chart's first draw in the built dashboard, in Chromium,
// on the `huge-account` scenario (20,000 projects) and, for the expanded row's scan chart, on
// `huge-project` (one project with 50,000 scans). Every chart's frame records its first draw as a User
// Timing measure (src/dashboard/shared/charts/first-draw-timing.tsx: from the render that draws it
// to the frame after, painted). The bench holds every chart back until the page has settled, then
// has them drawn one at a time, each brought into view first; it prints each chart's median and
// range over runs against the target (50 ms), with the load. Each run is a first visit in a new
// profile (scripts/lib/browser-harness.mjs).
// It reports; it never fails on a target. Options: --runs N (default 3), --skip-build (reuse dist/).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { METRICS_PATH } from '../mocks/scenarios.mjs';
import { reportLine } from './lib/bench-report.mjs';
import { measureOnFreshPages, scenarioSteer, withDashboard } from './lib/browser-harness.mjs';

const FIRST_DRAW_TARGET_MS = 50;
const MEASURE_PREFIX = 'chart first draw: ';
const PROJECT_ROW = 'tbody[data-index] > tr:first-child';
const SCAN_CHART_LABEL = 'Security score and vulnerabilities per scan date';
/** Ceilings for a busy machine, not measurements: the huge account's answer takes a while to build. */
const PAGE_LIMIT_MS = 300_000;
const DRAW_LIMIT_MS = 30_000;

/**
 * The first-draw measures recorded so far on the page, by chart (the figure's label, cut short).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Record<string, number>>}
 */
async function firstDraws(page) {
  const entries = await page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith(prefix))
        .map((entry) => ({ name: entry.name.slice(prefix.length), duration: entry.duration })),
    MEASURE_PREFIX,
  );
  return Object.fromEntries(entries.map((entry) => [chartName(entry.name), entry.duration]));
}

/** A figure's label up to its first colon or 60 characters: the chart, not its figures of the day. */
const chartName = (/** @type {string} */ label) => label.split(':')[0]?.slice(0, 60) ?? label;

/**
 * Runs in the page before its scripts: an IntersectionObserver that reports nothing by itself, so no
 * chart draws until the bench asks (`__drawChart(figure)`), one at a time: each measure is then one
 * chart's draw alone, not a share of the page's first render or of a neighbour's draw.
 */
function holdCharts() {
  /** @type {Map<Element, { callback: IntersectionObserverCallback, observer: IntersectionObserver }>} */
  const observed = new Map();
  class HeldIntersectionObserver {
    /** @param {IntersectionObserverCallback} callback */
    constructor(callback) {
      this.callback = callback;
    }
    /** @param {Element} element */
    observe(element) {
      observed.set(element, { callback: this.callback, observer: /** @type {any} */ (this) });
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, {
    IntersectionObserver: HeldIntersectionObserver,
    /** @param {Element} element */
    __drawChart: (element) => {
      const held = observed.get(element);
      held?.callback([/** @type {any} */ ({ isIntersecting: true, target: element })], held.observer);
    },
  });
}

/**
 * Brings a chart's figure into view, has it drawn, and waits for its first-draw measure.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator} figure
 */
async function drawChart(page, figure) {
  const name = chartName((await figure.getAttribute('aria-label')) ?? '');
  await figure.scrollIntoViewIfNeeded();
  await figure.evaluate((element) => /** @type {any} */ (window).__drawChart(element));
  await page.waitForFunction(
    ({ prefix, wanted }) =>
      performance
        .getEntriesByType('measure')
        .some((entry) => entry.name.startsWith(prefix) && entry.name.slice(prefix.length).startsWith(wanted)),
    { prefix: MEASURE_PREFIX, wanted: name },
    { timeout: DRAW_LIMIT_MS },
  );
}

/**
 * A streamed scenario, in no mock document: the stateful layer answers its `Prefer` header itself.
 * @type {import('./lib/bench-front.mjs').Steer}
 */
const hugeAccountSteer = (request) =>
  request.method === 'GET' && request.path === METRICS_PATH ? { prefer: 'example=huge-account' } : undefined;

/**
 * Loads the account and waits until the page has settled, then draws its charts one at a time.
 * @param {import('playwright-core').Page} page @param {string} url
 */
async function measureAccountCharts(page, url) {
  await page.addInitScript(holdCharts);
  await page.goto(`${url}/dashboard`);
  await page.locator(PROJECT_ROW).first().waitFor({ timeout: PAGE_LIMIT_MS });
  // Every section loaded: its chart figures are on the page, waiting to be drawn. Remediation mounts
  // as it comes near the window: brought into view, then back to the top.
  const remediation = page.getByRole('heading', { name: 'Remediation', exact: true });
  await remediation.scrollIntoViewIfNeeded({ timeout: PAGE_LIMIT_MS });
  await page
    .getByRole('region', { name: 'Remediation', exact: true })
    .locator('figure[aria-label]')
    .first()
    .waitFor({ timeout: PAGE_LIMIT_MS });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, {
    timeout: PAGE_LIMIT_MS,
  });
  for (const figure of await page.locator('main figure[aria-label]').all()) await drawChart(page, figure);
  return firstDraws(page);
}

/**
 * Loads the huge project, expands its row and draws its scan chart.
 * @param {import('playwright-core').Page} page @param {string} url
 */
async function measureScanChart(page, url) {
  await page.addInitScript(holdCharts);
  await page.goto(`${url}/dashboard`);
  await page.locator(PROJECT_ROW).first().waitFor({ timeout: PAGE_LIMIT_MS });
  await page.locator(PROJECT_ROW).first().getByRole('button', { expanded: false }).click();
  const figure = page.locator(`figure[aria-label="${SCAN_CHART_LABEL}"]`);
  await figure.waitFor({ timeout: PAGE_LIMIT_MS });
  await drawChart(page, figure);
  const draws = await firstDraws(page);
  return { [`${SCAN_CHART_LABEL} (huge-project)`]: draws[SCAN_CHART_LABEL] ?? Number.NaN };
}

/** @param {string} line */
const log = (line) => console.log(line);

const load = () => loadavg()[0]?.toFixed(1);

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}".`);
  await withDashboard({ skipBuild: values['skip-build'], stateful: true, log }, async (dashboard) => {
    const loadAtStart = load();
    /** @type {Record<string, number>[]} */
    const draws = [];
    const describe = (/** @type {Record<string, number>} */ run) =>
      Object.entries(run)
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join('; ');
    for (const [runName, measure, steer] of /** @type {const} */ ([
      ['huge account:', measureAccountCharts, hugeAccountSteer],
      ['huge project:', measureScanChart, scenarioSteer({ metrics: 'huge-project' })],
    ])) {
      const { cold } = await measureOnFreshPages(dashboard, { runs, log, runName, steer }, async (page) => {
        const run = await measure(page, dashboard.url);
        return { values: [run], summary: describe(run) };
      });
      draws.push(...cold);
    }
    /** @type {Map<string, number[]>} */
    const byChart = new Map();
    for (const run of draws) {
      for (const [name, ms] of Object.entries(run)) byChart.set(name, [...(byChart.get(name) ?? []), ms]);
    }
    log(`\nEach chart's first draw (render → painted), load ${loadAtStart} at the start, ${load()} at the end:`);
    for (const [name, times] of byChart) log(reportLine(name, times, FIRST_DRAW_TARGET_MS, 'ms'));
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
