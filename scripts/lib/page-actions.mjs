// @ts-check
// What the browser benchmarks do on a loaded dashboard and time in the page, on its own clock:
// bringing the worklist into view, its by-vulnerability view, expanding a project's row to its
// chart, and sorting the projects table by a header.
import { blockingBetween } from './page-marks.mjs';

/** A row of the worklist's table (by project). */
const WORKLIST_ROW = 'table[aria-label="Open vulnerabilities"] tbody tr[aria-rowindex]';

/**
 * "Opening the worklist": the user brings the Open vulnerabilities section into view (its heading
 * scrolled to the top, as a jump link would) after the page has settled; timed in the page from that
 * moment to the frame after a worklist row is in the DOM and inside the window.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
export async function openWorklist(page) {
  return page.evaluate(async (rowSelector) => {
    const heading = () =>
      [...document.querySelectorAll('h3')].find((element) => element.textContent === 'Open vulnerabilities');
    const rowInView = () => {
      const row = document.querySelector(rowSelector);
      if (!row) return false;
      const box = row.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    };
    const start = performance.now();
    heading()?.scrollIntoView({ block: 'start' });
    await new Promise((resolve) => {
      const check = () => {
        if (rowInView()) requestAnimationFrame(resolve);
        else if (performance.now() - start > 20_000) resolve(undefined);
        else {
          // Not drawn yet (its chunk or its data still on the way): keep it in view as it comes.
          heading()?.scrollIntoView({ block: 'start' });
          requestAnimationFrame(check);
        }
      };
      check();
    });
    return rowInView() ? performance.now() - start : Number.NaN;
  }, WORKLIST_ROW);
}

/**
 * "Opening the by-vulnerability view": a click on the worklist's *By vulnerability* button, timed in
 * the page from the click to the frame after the first row of the grouped table is in the window.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
export async function openByVulnerability(page) {
  return timeClickToRowInView(page, {
    buttonText: 'By vulnerability',
    rowSelector: 'table[aria-label="Open vulnerabilities by vulnerability"] tr[aria-rowindex="2"]',
    untilPressed: false,
  });
}

/**
 * "Switching to Most important": a click on the worklist's *Most important* order (the page opened on
 * *Most late*), timed in the page from the click to the frame after the button reads pressed (the
 * ranked listing has come from the worker) with the first row in the window.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
export async function switchToMostImportant(page) {
  return timeClickToRowInView(page, { buttonText: 'Most important', rowSelector: WORKLIST_ROW, untilPressed: true });
}

/**
 * Clicks the button that reads `buttonText` and times, in the page, from the click to the frame after
 * a row matching `rowSelector` is in the window (and, with `untilPressed`, the button reads pressed);
 * NaN when there is no such button or the row has not come within 20 s.
 * @param {import('playwright-core').Page} page
 * @param {{ buttonText: string, rowSelector: string, untilPressed: boolean }} action
 * @returns {Promise<number>}
 */
function timeClickToRowInView(page, action) {
  return page.evaluate(async ({ buttonText, rowSelector, untilPressed }) => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent === buttonText);
    if (!button) return Number.NaN;
    const done = () => {
      const row = document.querySelector(rowSelector);
      if ((untilPressed && button.getAttribute('aria-pressed') !== 'true') || !row) return false;
      const box = row.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    };
    const start = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => {
        if (done()) requestAnimationFrame(resolve);
        else if (performance.now() - start > 20_000) resolve(undefined);
        else requestAnimationFrame(check);
      };
      check();
    });
    return done() ? performance.now() - start : Number.NaN;
  }, action);
}

/**
 * Runs in the page: notes when a header's sort button is clicked and, at the frame after the table's
 * first row changes, when the new order is painted (the page's own clock).
 */
export function instrumentSorting() {
  /** @type {{ clickAt?: number, paintedAt?: number, firstRow?: string | null }} */
  const marks = {};
  Object.assign(window, { __sortMarks: marks });
  const firstRowName = () =>
    document.querySelector('tbody[data-index] > tr:first-child button[aria-expanded]')?.getAttribute('aria-label') ??
    null;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('thead button')) return;
      marks.clickAt = performance.now();
      marks.paintedAt = undefined;
      marks.firstRow = firstRowName();
      const observer = new MutationObserver(() => {
        if (firstRowName() === marks.firstRow) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          marks.paintedAt = performance.now();
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    true,
  );
}

/**
 * Sorts the projects table by the header `label` (the page must run `instrumentSorting`): click →
 * the frame after the re-sorted first row, in ms.
 * @param {import('playwright-core').Page} page @param {string} label
 */
export async function timeSort(page, label) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForFunction(() => /** @type {any} */ (window).__sortMarks.paintedAt !== undefined, undefined, {
    timeout: 30_000,
  });
  const { clickAt, paintedAt } = await page.evaluate(() => /** @type {any} */ (window).__sortMarks);
  return paintedAt - clickAt;
}

/**
 * Expands the third project row to its chart (the page must run `instrumentPage` with the chart's
 * selector), then closes it: the click → the chart painted, and the long tasks meanwhile.
 * @param {import('playwright-core').Page} page @param {string} rowSelector
 */
export async function expandRowToChart(page, rowSelector) {
  await page.locator(rowSelector).nth(2).getByRole('button', { expanded: false }).click();
  await page.waitForFunction(() => /** @type {any} */ (window).__benchMarks.chartAt > 0, undefined, {
    timeout: 30_000,
  });
  const { clickAt, chartAt } = await page.evaluate(() => /** @type {any} */ (window).__benchMarks);
  const blocking = await blockingBetween(page, clickAt, chartAt);
  await page.locator(rowSelector).nth(2).getByRole('button', { expanded: true }).click();
  return { ms: chartAt - clickAt, blocking };
}
