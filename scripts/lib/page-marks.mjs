// @ts-check
// What the browser benchmarks note inside the page, on its own clock (performance.now(), 0 =
// navigation): when the first project row is painted, when an expanded row's chart is, and every
// main-thread task over 50 ms (Chromium's Long Tasks API), summed as the total blocking time.

/** A project row of the dashboard's table (each virtualised row is a `tbody` of its own). */
export const PROJECT_ROW = 'tbody[data-index] > tr:first-child';
/**
 * What is still loading on the page: a spinner, or the bar of a metrics answer still arriving (the
 * page shows the projects so far while the rest comes). None of them: the page has settled.
 */
export const STILL_LOADING = 'main [role="status"], main progress[aria-label="Metrics received"]';

/**
 * @typedef {object} Blocking
 * @property {number} longestTaskMs the longest main-thread task (0 when none took over 50 ms)
 * @property {number} totalBlockingMs the sum of every long task's time beyond 50 ms
 */

/**
 * Runs in the page before its scripts: notes when the first project row is added to the DOM and,
 * after a click on a row's toggle, when the expanded row's chart SVG is there, each time at the
 * next frame (when it can be painted), on the page's own clock (performance.now(), 0 = navigation).
 * @param {{ row: string, chart?: string }} selectors no chart: only the first row is noted
 */
export function instrumentPage(selectors) {
  /** @type {{ firstRowAt?: number, clickAt?: number, chartAt?: number }} */
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
 * The long tasks that started between two moments of the page's clock.
 * @param {import('playwright-core').Page} page @param {number} from @param {number} to
 * @returns {Promise<Blocking>}
 */
export async function blockingBetween(page, from, to) {
  /** @type {{ startTime: number, duration: number }[]} */
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
