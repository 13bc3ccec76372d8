// What every journey shares: a fresh browser context per test, the scenario and session set-up, waits
// for the charts, the axe-core check and the screenshots.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import {
  CONTEXT_OPTIONS,
  launchChromium,
  REPOSITORY_ROOT,
  routeScenario,
  type ScenarioChoice,
  storeToken,
  TEST_TOKEN,
} from '../../scripts/lib/browser-harness.mjs';
import { STILL_LOADING } from '../../scripts/lib/page-marks.mjs';

/** Every journey runs on the mock data's reference day (mocks/security-metrics.mjs), so the filter's
 * default dates, and the screenshots, are the same whatever the day the suite runs. */
export const REFERENCE_TIME = new Date('2026-11-21T09:30:00Z');

export const SCREENSHOTS_DIR = join(REPOSITORY_ROOT, 'test-results', 'screenshots');
/** The screenshots the README and docs/dashboard.md show: rewritten only by `npm run screenshots`, never by a test run. */
const README_SCREENSHOTS_DIR = join(REPOSITORY_ROOT, 'tests', 'browser', 'screenshots');
/** Set by `npm run screenshots` (scripts/screenshots.mjs). */
const UPDATE_README_SCREENSHOTS = process.env.DEPSIGHT_UPDATE_README_SCREENSHOTS === '1';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The page's own timer functions, kept before the fake clock replaces them (see auditAccessibility). */
const REAL_TIMER_NAMES = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;
const REAL_TIMERS_KEY = '__depsightRealTimers';

export interface OpenOptions {
  /** Mock scenarios of the metrics and users calls (`Prefer` added by request interception). */
  scenario?: ScenarioChoice;
  /** The stored session token; null for a visitor without one. */
  token?: string | null;
  /** Runs after the scenario's routes are set, before the page is opened (to add routes of its own). */
  beforeOpening?: (page: Page) => Promise<void>;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged, for a journey to assert there are none. */
  pageErrors: string[];
}

/** A new context and page on the dashboard, with the scenario chosen and the session stored. */
export async function openDashboard(
  browser: Browser,
  { scenario = {}, token = TEST_TOKEN, beforeOpening }: OpenOptions = {},
) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Kept before the fake clock is installed, for axe-core (auditAccessibility).
  await page.addInitScript(
    ({ key, names }) => {
      const real = Object.fromEntries(names.map((name) => [name, window[name]]));
      Object.defineProperty(window, key, { value: { real } });
    },
    { key: REAL_TIMERS_KEY, names: [...REAL_TIMER_NAMES] },
  );
  // Fake timers from the reference day; a journey may fast-forward them, or pause them (pauseClock).
  await page.clock.install({ time: REFERENCE_TIME });
  if (token !== null) await storeToken(page, token);
  await routeScenario(page, scenario);
  await beforeOpening?.(page);
  await page.goto(`${inject('dashboardUrl')}/dashboard`);
  return { context, page, pageErrors } satisfies OpenedPage;
}

/**
 * One Chromium for a test file, and one dashboard page at a time: `open` gives a fresh context, which
 * is closed after each test (a journey that threw before its end still leaves no page behind), and a
 * test fails when its page threw or logged an error. Call it at the top of a test file.
 */
export function browserJourneys() {
  let browser: Browser | undefined;
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && opened) await reportFailedPage(opened.page, task.name);
    const pageErrors = opened?.pageErrors ?? [];
    await opened?.context.close();
    opened = undefined;
    expect(pageErrors, 'errors the page threw').toEqual([]);
  });
  return {
    async open(options?: OpenOptions): Promise<OpenedPage> {
      if (browser === undefined)
        throw new Error('Chromium has not started: call browserJourneys() at the top of the file.');
      opened = await openDashboard(browser, options);
      return opened;
    },
  };
}

/**
 * What a failed journey's page showed, for whoever reads the log: the address it was at (which holds
 * the page's view: filter, open project, scan) and a screenshot. The session token is in storage,
 * never in the address.
 */
async function reportFailedPage(page: Page, testName: string) {
  const address = new URL(page.url());
  const where = `[browser suite] "${testName}" failed at ${address.pathname}${address.search}`;
  try {
    const file = await screenshot(page, `failed-${testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`.slice(0, 80));
    console.log(`${where}; its page: ${file}`);
  } catch (error) {
    // A page that hangs is still reported, without its picture.
    console.log(`${where}; no screenshot (${error})`);
  }
}

/**
 * Stops the page's fake clock: from here on the page's timers (debounces, delays, alerts that close
 * themselves) fire only when the journey fast-forwards the clock, so a check that something has
 * *not yet* happened cannot fail because the machine was slow. The clock cannot be paused in the
 * past, and it runs on during the round trip, so it pauses a few seconds ahead of the page's time
 * (timers due meanwhile fire once). `page.clock.resume()` lets it run again (the charts' animations
 * need it).
 */
export async function pauseClock(page: Page) {
  const pageTime = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageTime + PAUSE_LEAD_MS);
}
const PAUSE_LEAD_MS = 5_000;

/**
 * Holds the page's requests to a path until `release` is called; `held` resolves when the first
 * one arrives. A journey uses it to set the page up (pause its clock) before an answer lands.
 */
export function holdRequests(path: string) {
  let arrived: () => void = () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    held,
    release,
    async route(page: Page) {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          arrived();
          await released;
          await route.fallback();
        },
      );
    },
  };
}

/** The value of a summary tile ('Total Projects', 'Total Scans'). */
export function tileValue(page: Page, name: string) {
  return page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
}

/** The projects table and its scrolling frame. */
export function projectsTable(page: Page) {
  return page.getByRole('table', { name: 'Projects', exact: true });
}

/** The table's project rows (not the header, not the expanded metrics rows, not the spacers). */
export function projectRows(page: Page) {
  return projectsTable(page).locator('tbody[data-index] > tr:first-child');
}

/**
 * Opens a project row by clicking its name, as a user does, and waits until the row says it is open.
 * One click, never a second: a click that does not open its row is a defect of the page. (One was:
 * the sections under the table shrank as they mounted, the window scrolled with them, and the release
 * of a click pressed on a row landed on another element.)
 */
export async function openRow(row: Locator, { timeout = OPEN_ROW_WAIT_MS }: { timeout?: number } = {}) {
  const toggle = row.locator('button[aria-expanded]').first();
  await toggle.click({ timeout });
  await expect.poll(async () => toggle.getAttribute('aria-expanded'), { timeout }).toBe('true');
}
/** A ceiling for a busy machine, not an expected time: the row says it is open within one render. */
const OPEN_ROW_WAIT_MS = 30_000;

/**
 * Clicks a project's name outside the table (a worklist row, a change breakdown) and waits until it has
 * led to that project's row: the one row expanded, its metrics in view, the address naming it.
 */
export async function followProjectToItsRow(page: Page, projectButton: Locator) {
  const projectUrl = (await projectButton.textContent()) ?? '';
  await projectButton.click();
  const metrics = page.getByRole('region', { name: `Metrics of ${projectUrl}` });
  await metrics.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => metrics.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight))
    .toBe(true);
  expect(
    await projectRows(page)
      .filter({ has: page.getByRole('button', { expanded: true }) })
      .count(),
  ).toBe(1);
  expect(new URL(page.url()).searchParams.get('project')).not.toBeNull();
}

/** Scrolls the window so that the element's top sits just below the sticky page header. */
/**
 * Scrolls a section below the projects table into view by its heading, as a reader does: the worklist
 * and Remediation mount as they come near the window (their place shows the heading meanwhile).
 */
export async function revealSection(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, exact: true }).scrollIntoViewIfNeeded({ timeout: 60_000 });
}

export async function scrollToTop(locator: Locator) {
  await locator.evaluate((element) => {
    const header = document.querySelector('body header');
    const offset = (header?.getBoundingClientRect().height ?? 0) + 16;
    window.scrollBy({ top: element.getBoundingClientRect().top - offset, behavior: 'instant' });
  });
}

/** A drawn chart: nivo's SVG, or the canvas of a chart drawn on one. */
const CHART_DRAWING = 'svg, canvas';

/**
 * Waits until every chart on the page is drawn and has stopped moving: no chart or data placeholder
 * is left ('Loading...'), every chart figure holds its SVG or canvas, and the figures' markup is the
 * same over three animation frames in a row (nivo animates its SVG charts with react-spring). A chart
 * draws when it comes near the window, so a figure not drawn yet (one that a section drew again, too)
 * is brought into view, and the page is scrolled back to where it was at the end.
 */
export async function waitForCharts(page: Page, { minimum = 1 }: { minimum?: number } = {}) {
  await expect.poll(() => page.locator('main figure').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(minimum);
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  await page.waitForFunction(
    ({ drawing, loading }) => {
      const main = document.querySelector('main');
      // A spinner, or an answer still arriving (its bar): the charts are not the whole answer's yet.
      if (!main || document.querySelector(loading)) return false;
      const figures = Array.from(main.querySelectorAll('figure'));
      const state = window as unknown as { __chartMarkup?: string; __stableFrames?: number };
      const undrawn = figures.find((figure) => !figure.querySelector(drawing));
      if (undrawn) {
        undrawn.scrollIntoView({ block: 'center' });
        state.__stableFrames = 0;
        return false;
      }
      const markup = figures.map((figure) => figure.innerHTML).join('');
      state.__stableFrames = state.__chartMarkup === markup ? (state.__stableFrames ?? 0) + 1 : 0;
      state.__chartMarkup = markup;
      return state.__stableFrames >= 3;
    },
    { drawing: CHART_DRAWING, loading: STILL_LOADING },
    { polling: 'raf', timeout: 30_000 },
  );
  await page.evaluate(({ x, y }) => window.scrollTo(x, y), scroll);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it is now; prints every violation (any impact) so minor ones are seen too.
 * axe-core schedules its own work with timers, which the page's fake clock would hold while a journey
 * has paused it, so axe-core is loaded and run with the page's real timers, the fake ones put back after.
 */
export async function auditAccessibility(page: Page, state: string): Promise<AxeViolation[]> {
  await swapTimers(page, 'real');
  try {
    await page.addScriptTag({ path: AXE_SCRIPT });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
      const results = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    });
    if (violations.length > 0) console.log(`axe-core on "${state}":\n${formatViolations(violations)}`);
    return violations;
  } finally {
    await swapTimers(page, 'fake');
  }
}

/** Puts the page's real timer functions in place of the fake clock's, or the fake ones back. */
async function swapTimers(page: Page, to: 'real' | 'fake') {
  await page.evaluate(
    ({ key, names, to }) => {
      const global = window as unknown as Record<string, unknown>;
      const kept = global[key] as { real: Record<string, unknown>; fake?: Record<string, unknown> } | undefined;
      if (!kept) return;
      if (to === 'real') {
        kept.fake = Object.fromEntries(names.map((name) => [name, global[name]]));
        for (const name of names) global[name] = kept.real[name];
      } else if (kept.fake) {
        for (const name of names) global[name] = kept.fake[name];
        kept.fake = undefined;
      }
    },
    { key: REAL_TIMERS_KEY, names: [...REAL_TIMER_NAMES], to },
  );
}

/**
 * The accessibility checks of one journey: `check` audits a state of the page (the journey goes on
 * whatever it finds), `expectNoSeriousViolations` asserts at the journey's end that no audited state
 * had a serious or critical violation, listing them when there are some.
 */
export function accessibilityChecks() {
  const found: { state: string; violations: AxeViolation[] }[] = [];
  return {
    async check(page: Page, state: string) {
      found.push({ state, violations: await auditAccessibility(page, state) });
    },
    expectNoSeriousViolations() {
      expect(found.length, 'no state of the page was audited').toBeGreaterThan(0);
      const blocking = found
        .map(({ state, violations }) => ({
          state,
          violations: violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
        }))
        .filter(({ violations }) => violations.length > 0);
      const report = blocking.map(({ state, violations }) => `on "${state}":\n${formatViolations(violations)}`);
      expect(
        blocking.map(({ state }) => state),
        `serious or critical axe-core violations ${report.join('\n')}`,
      ).toEqual([]);
    },
  };
}

function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * A PNG of the page into test-results/screenshots/NAME.png (git-ignored). With `readme`, and only
 * under `npm run screenshots`, also into tests/browser/screenshots/ for the README, so that a test
 * run leaves the working tree as it found it. The window's view unless `fullPage`.
 */
export async function screenshot(page: Page, name: string, { readme = false, fullPage = false } = {}) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = join(SCREENSHOTS_DIR, `${name}.png`);
  // A full page is drawn from its top; scrolled, the sticky header would be stamped mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // The pointer rests in the header's empty corner, so no row or chart shows a hover state or a tooltip.
  await page.mouse.move(1, 1);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
  if (readme && UPDATE_README_SCREENSHOTS) {
    mkdirSync(README_SCREENSHOTS_DIR, { recursive: true });
    copyFileSync(file, join(README_SCREENSHOTS_DIR, `${name}.png`));
  }
  return file;
}
