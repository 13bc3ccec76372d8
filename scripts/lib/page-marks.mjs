// @ts-check
// What the browser benchmarks note inside the page, on its own clock (performance.now(), 0 =
// navigation): when the first project row is painted, when the page has settled, when an expanded
// row's chart is painted, and every main-thread task over 50 ms (Chromium's Long Tasks API). The
// load's blocking time counts those tasks from navigation until the page has gone quiet: 4 s without
// a long task and without a request in flight, after it settled, as a user meets it (what runs after
// the spinner is gone included). The page is read through a DevTools session of its own, not
// Playwright's evaluation: Playwright injects its scripts into the page for that, and compiling them
// is a long task of its own that no user has.
import { METRICS_PATH } from '../../mocks/scenarios.mjs';

/** A project row of the dashboard's table (each virtualised row is a `tbody` of its own). */
export const PROJECT_ROW = 'tbody[data-index] > tr:first-child';
/** An expanded row's chart, drawn on a canvas (projects-table/components/project-scan-chart-view.tsx). */
export const SCAN_CHART = 'figure[aria-label="Security score and vulnerabilities per scan date"] canvas';
/**
 * What is still loading on the page: a spinner, or the bar of a metrics answer still arriving (the
 * page shows the projects so far while the rest comes). None of them: the page has settled.
 */
export const STILL_LOADING = 'main [role="status"], main progress[aria-label="Metrics received"]';
/** How long the page must stay quiet (no long task, no request in flight) for its load to be over. */
const QUIET_MS = 4000;
/** How long after settling a page may take to go quiet before it is reported as never quiet. */
const QUIET_CEILING_MS = 60_000;

/**
 * @typedef {object} Blocking
 * @property {number} longestTaskMs the longest main-thread task (0 when none took over 50 ms)
 * @property {number} totalBlockingMs the sum of every long task's time beyond 50 ms
 */

/**
 * @typedef {object} LongTask a main-thread task over 50 ms, on the page's clock
 * @property {number} startTime
 * @property {number} duration
 */

/**
 * @typedef {object} Span a time something was busy, on the page's clock
 * @property {number} start
 * @property {number} end `Infinity` while it still is
 */

/**
 * @typedef {Blocking & { quietAtMs: number | undefined, countedUntilMs: number, tasks: LongTask[] }} LoadBlocking
 *   the long tasks of a load: `quietAtMs` when the quiet window began (undefined: the page was not
 *   quiet by the ceiling, and the tasks are counted until `countedUntilMs`, the ceiling)
 */

/**
 * Runs in the page before its scripts: notes when the first project row is added to the DOM and,
 * after a click on a row's toggle, when the expanded row's chart is there, each at the next frame
 * (when it can be painted); when the page first has a row and nothing `stillLoading` (settled); and
 * every long task. All on the page's own clock (performance.now(), 0 = navigation).
 * @param {{ row: string, chart?: string, stillLoading?: string }} selectors no chart: only the first
 *   row is noted; no `stillLoading`: the page's settling is not
 */
export function instrumentPage(selectors) {
  /** @type {{ firstRowAt?: number, settledAt?: number, clickAt?: number, chartAt?: number }} */
  const marks = {};
  /** @type {{ startTime: number, duration: number }[]} */
  const longTasks = [];
  Object.assign(window, { __benchMarks: marks, __benchLongTasks: longTasks });
  // Every main-thread task over 50 ms (Chromium's Long Tasks API).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const atNextFrame = (/** @type {(time: number) => void} */ record) =>
    requestAnimationFrame(() => record(performance.now()));
  new MutationObserver(() => {
    if (marks.firstRowAt === undefined && document.querySelector(selectors.row)) {
      marks.firstRowAt = -1;
      atNextFrame((time) => {
        marks.firstRowAt = time;
      });
    }
    if (
      selectors.stillLoading &&
      marks.firstRowAt !== undefined &&
      marks.settledAt === undefined &&
      !document.querySelector(selectors.stillLoading)
    ) {
      marks.settledAt = performance.now();
    }
    if (
      selectors.chart &&
      marks.clickAt !== undefined &&
      marks.chartAt === undefined &&
      document.querySelector(selectors.chart)
    ) {
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
 * @typedef {object} PageProbe reads the page through a DevTools session, outside Playwright's scripts
 * @property {(expression: string) => Promise<any>} read the value of an expression in the page (JSON-able)
 * @property {(expression: string, options: { timeoutMs: number, everyMs?: number }) => Promise<any>} until
 *   polls the expression until its value is truthy and gives it; throws a TimeoutError after `timeoutMs`
 * @property {() => Promise<void>} detach
 */

/**
 * A probe of the page: open it before the navigation it reads.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<PageProbe>}
 */
export async function pageProbe(page) {
  const session = await page.context().newCDPSession(page);
  /** @param {string} expression */
  const read = async (expression) => {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, returnByValue: true });
    if (exceptionDetails) throw new Error(`The page could not read ${expression}: ${exceptionDetails.text}`);
    return result.value;
  };
  return {
    read,
    until: async (expression, { timeoutMs, everyMs = 50 }) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A navigation under way has no page to read yet: read again.
        const value = await read(expression).catch(() => undefined);
        if (value) return value;
        if (Date.now() > deadline) {
          const error = new Error(`Waited ${Math.round(timeoutMs / 1000)} s for ${expression}.`);
          error.name = 'TimeoutError';
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    },
    detach: () => session.detach().catch(() => {}),
  };
}

/**
 * The long tasks that started between two moments of the page's clock.
 * @param {import('playwright-core').Page} page @param {number} from @param {number} to
 * @returns {Promise<Blocking>}
 */
export async function blockingBetween(page, from, to) {
  /** @type {LongTask[]} */
  const tasks = await page.evaluate(() => /** @type {any} */ (window).__benchLongTasks);
  return summariseLongTasks(tasks.filter((task) => task.startTime >= from && task.startTime <= to));
}

/** @param {readonly { duration: number }[]} tasks @returns {Blocking} */
export function summariseLongTasks(tasks) {
  return {
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    totalBlockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
}

/**
 * When the page went quiet: the earliest moment at or after `from` that begins `quietMs` in which no
 * long task runs and no request is in flight, provided the page has been watched (`now`) to that
 * window's end; undefined when there is no such window yet. A task or request that touches the
 * window's edge only (ends as it begins, or begins as it ends) does not break it.
 * @param {{ tasks: readonly LongTask[], requests: readonly Span[], from: number, now: number, quietMs: number }} watched
 * @returns {number | undefined}
 */
export function quietSince({ tasks, requests, from, now, quietMs }) {
  const busy = [...tasks.map((task) => ({ start: task.startTime, end: task.startTime + task.duration })), ...requests];
  busy.sort((a, b) => a.start - b.start);
  let start = from;
  for (const span of busy) {
    if (span.end <= start) continue;
    if (span.start >= start + quietMs) break;
    start = span.end;
  }
  return start + quietMs <= now ? start : undefined;
}

/**
 * The blocking of a load: every long task that started before the quiet window (all of them when the
 * page never went quiet, up to the ceiling).
 * @param {readonly LongTask[]} tasks @param {{ quietAtMs: number | undefined, ceilingMs: number }} end
 * @returns {LoadBlocking}
 */
export function loadBlocking(tasks, { quietAtMs, ceilingMs }) {
  const countedUntilMs = quietAtMs ?? ceilingMs;
  const counted = tasks.filter((task) => task.startTime < countedUntilMs);
  return { ...summariseLongTasks(counted), quietAtMs, countedUntilMs, tasks: counted.map((task) => ({ ...task })) };
}

/**
 * Waits until the page has gone quiet after `from` (when it settled), or until the ceiling, and gives
 * the load's blocking. `requests` gives the page's requests in flight, as wall-clock spans (the
 * bench's front sees them); they are put on the page's clock with its time origin.
 * @param {PageProbe} probe
 * @param {{ from: number, requests: (sinceEpochMs: number) => readonly { start: number, end: number | undefined }[], quietMs?: number, ceilingMs?: number }} options
 * @returns {Promise<LoadBlocking>}
 */
export async function blockingUntilQuiet(probe, { from, requests, quietMs = QUIET_MS, ceilingMs = QUIET_CEILING_MS }) {
  const origin = await probe.read('performance.timeOrigin');
  const ceiling = from + ceilingMs;
  for (;;) {
    /** @type {{ tasks: LongTask[], now: number }} */
    const watched = await probe.read('({ tasks: window.__benchLongTasks, now: performance.now() })');
    const spans = requests(origin).map((span) => ({
      start: span.start - origin,
      end: span.end === undefined ? Number.POSITIVE_INFINITY : span.end - origin,
    }));
    const quietAtMs = quietSince({ tasks: watched.tasks, requests: spans, from, now: watched.now, quietMs });
    if (quietAtMs !== undefined || watched.now >= ceiling) {
      return loadBlocking(watched.tasks, { quietAtMs, ceilingMs: ceiling });
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @typedef {object} LoadFigures one visit's load, on the page's clock
 * @property {number} firstRowMs navigation start → the first project row painted
 * @property {number} responseMs navigation start → the metrics response fully received
 * @property {number} settledMs navigation start → no spinner or arriving answer's bar left
 * @property {LoadBlocking} loadBlocking the long tasks from navigation until the page went quiet
 */

/**
 * Opens the dashboard on a fresh `page` and waits until it has gone quiet, reading it through a probe
 * (`pageProbe`): the first row, the settled page, the metrics answer's end, and the long tasks until
 * quiet. The page stays open, loaded, for what the bench does next.
 * @param {import('playwright-core').Page} page
 * @param {import('./browser-harness.mjs').BenchDashboard} dashboard
 * @param {{ timeoutMs?: number }} [options] how long the first row and the settling may each take
 * @returns {Promise<LoadFigures>}
 */
export async function loadUntilQuiet(page, { url, front }, { timeoutMs = 60_000 } = {}) {
  await page.addInitScript(instrumentPage, { row: PROJECT_ROW, chart: SCAN_CHART, stillLoading: STILL_LOADING });
  const probe = await pageProbe(page);
  try {
    await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
    const firstRowMs = await probe.until('window.__benchMarks?.firstRowAt > 0 && window.__benchMarks.firstRowAt', {
      timeoutMs,
    });
    const settledMs = await probe.until('window.__benchMarks.settledAt', { timeoutMs });
    const loadBlocking = await blockingUntilQuiet(probe, { from: settledMs, requests: front.requestsSince });
    // When the answer had fully arrived (the mock, the front, the transfer): the page shows the
    // projects as they come, so the first row is usually before it.
    const responseMs = await probe.read(
      `performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === ${JSON.stringify(METRICS_PATH)})?.responseEnd ?? null`,
    );
    return { firstRowMs, responseMs: responseMs ?? Number.NaN, settledMs, loadBlocking };
  } finally {
    await probe.detach();
  }
}

/** @param {LoadBlocking} blocking @returns {string} a load's blocking, in a run's line */
export function quietLine(blocking) {
  const until =
    blocking.quietAtMs === undefined
      ? `never quiet: counted to ${Math.round(blocking.countedUntilMs)} ms`
      : `quiet from ${Math.round(blocking.quietAtMs)} ms`;
  const tasks = blocking.tasks.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}`).join(' ');
  return `TBT ${Math.round(blocking.totalBlockingMs)} ms, longest task ${Math.round(blocking.longestTaskMs)} ms (${until}; long tasks ${tasks || 'none'})`;
}
