// The light and dark themes on the built dashboard, in Chromium, against the Prism mock: the page
// follows the system's colour scheme, the header's switch overrides it and is remembered, a printout
// is light, and axe-core finds no contrast problem (nor any serious violation) in either theme.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { auditAccessibility, browserJourneys, revealSection, screenshot, tileValue, waitForCharts } from './support';

const PROJECT_COUNT = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default).projects.length;
const LIGHT_PAGE = 'rgb(245, 247, 251)';
const DARK_PAGE = 'rgb(13, 19, 32)';

const journeys = browserJourneys();

/** The dashboard with its data, its charts drawn and the Remediation section shown. */
async function openLoaded() {
  const opened = await journeys.open();
  const { page } = opened;
  await expect
    .poll(() => tileValue(page, 'Total Projects').textContent(), { timeout: 30_000 })
    .toBe(PROJECT_COUNT.toLocaleString('en-US'));
  // Remediation mounts as the reader comes near it: brought into view, its charts are then drawn too.
  await revealSection(page, 'Remediation');
  await page
    .getByRole('region', { name: 'Remediation', exact: true })
    .getByRole('figure')
    .first()
    .waitFor({ timeout: 30_000 });
  await waitForCharts(page, { minimum: 4 });
  return page;
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** What the charts' canvases show, as one string (their pixels as data URLs). */
/**
 * The pixels of the page's charts, or of its first `count` (the sections below the table mount when
 * printed, and their charts come after those of the overview).
 */
const chartPixels = (page: Page, count?: number) =>
  page.evaluate(
    (count) =>
      [...document.querySelectorAll('main figure canvas')]
        .slice(0, count ?? undefined)
        .map((canvas) => (canvas as HTMLCanvasElement).toDataURL())
        .join('|'),
    count ?? null,
  );
const chartCount = (page: Page) => page.locator('main figure canvas').count();
const darkSwitch = (page: Page) => page.getByRole('banner').getByRole('switch', { name: 'Dark theme' });

/** axe-core on the page as it is: no colour-contrast violation of any impact, no serious violation at all. */
async function expectAccessible(page: Page, state: string) {
  const violations = await auditAccessibility(page, state);
  expect(
    violations.filter(({ id }) => id === 'color-contrast' || id === 'color-contrast-enhanced').map(({ id }) => id),
    `contrast on "${state}"`,
  ).toEqual([]);
  expect(
    violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id }) => id),
    `serious violations on "${state}"`,
  ).toEqual([]);
}

describe('themes', () => {
  it('follows the system: light, then dark, each without a contrast violation', async () => {
    const page = await openLoaded();
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);
    expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'light theme');
    const lightCharts = await chartPixels(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page), { timeout: 30_000 }).toBe(DARK_PAGE);
    expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('true');
    // The charts are drawn again with the theme's tokens.
    await expect.poll(() => chartPixels(page), { timeout: 30_000 }).not.toBe(lightCharts);
    await screenshot(page, 'dashboard-dark', { fullPage: true });
    await expectAccessible(page, 'dark theme');
  });

  it('the switch overrides the system from the keyboard, is remembered, and a printout stays light', async () => {
    const page = await openLoaded();
    await darkSwitch(page).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => pageBackground(page), { timeout: 30_000 }).toBe(DARK_PAGE);
    expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('true');
    // The focus ring is the dark set's.
    expect(await darkSwitch(page).evaluate((element) => getComputedStyle(element).outlineColor)).toBe(
      'rgb(251, 191, 36)',
    );

    await page.reload();
    await darkSwitch(page).waitFor();
    await expect.poll(() => pageBackground(page), { timeout: 30_000 }).toBe(DARK_PAGE);
    await waitForCharts(page, { minimum: 4 });
    const darkCount = await chartCount(page);
    const darkCharts = await chartPixels(page);

    // The renderer applies an emulated medium after the call returns: wait for the page to follow.
    // The charts, drawn on canvases, are drawn again in the light colours for the printout.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => pageBackground(page), { timeout: 30_000 }).toBe(LIGHT_PAGE);
    await expect.poll(() => chartPixels(page), { timeout: 30_000 }).not.toBe(darkCharts);
    // …and finer than on screen: 3 canvas pixels per CSS pixel, for paper.
    const canvasPixelRatio = () =>
      page
        .locator('main figure canvas')
        .first()
        .evaluate(
          (canvas) =>
            (canvas as HTMLCanvasElement).width / Number.parseFloat((canvas as HTMLCanvasElement).style.width),
        );
    await expect.poll(canvasPixelRatio, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => pageBackground(page), { timeout: 30_000 }).toBe(DARK_PAGE);
    await expect.poll(() => chartPixels(page, darkCount), { timeout: 30_000 }).toBe(darkCharts);
    expect(await canvasPixelRatio()).toBe(1);
  });
});
