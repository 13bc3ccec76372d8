// "Explain the change" on the built dashboard, in Chromium, against the Prism mock: the default
// account and its earlier period (the mock's default-previous example, asked for as the mock's own
// layer would), a Remediation tile's change opened into its breakdown, kept in the address through
// reload, Back and Forward, closed with Escape, and a project followed to its row in the table.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { previousPeriodPrefer } from '../../mocks/previous-period.mjs';
import { METRICS_PATH } from '../../mocks/scenarios.mjs';
import { accessibilityChecks, browserJourneys, followProjectToItsRow, revealSection, screenshot } from './support';

const journeys = browserJourneys();

/** The metrics call of an earlier window gets the account's earlier period, as the mock's layer chooses it. */
async function routePreviousPeriod(page: Page) {
  await page.route(
    (url) => url.pathname === METRICS_PATH,
    async (route) => {
      const request = route.request();
      const headers = await request.allHeaders();
      const prefer = previousPeriodPrefer({ method: request.method(), url: request.url(), prefer: headers.prefer });
      await route.fallback(prefer === undefined ? undefined : { headers: { ...headers, prefer } });
    },
  );
}

const address = (page: Page) => new URL(page.url()).searchParams;
const panel = (page: Page) => page.getByRole('region', { name: 'The change in Fixes' });
const breakdownTable = (page: Page) =>
  page.getByRole('table', { name: 'Fixes by project, previous and current period' });
const explainFixes = (page: Page) => page.getByRole('button', { name: 'Explain the change in Fixes' });

describe('explain the change journey', () => {
  it('opens a tile’s change into its breakdown, kept in the address, and follows a project to its row', async () => {
    const a11y = accessibilityChecks();
    const { page } = await journeys.open({ beforeOpening: routePreviousPeriod });
    // Remediation mounts as the reader scrolls down to it (its place shows its heading meanwhile).
    await revealSection(page, 'Remediation');
    await explainFixes(page).waitFor({ timeout: 60_000 });
    await explainFixes(page).scrollIntoViewIfNeeded();
    // The tile's change is there (the two periods differ), then its breakdown opens under the tiles.
    await expect.poll(() => page.getByText('Loading the previous period…').count()).toBe(0);
    await explainFixes(page).click();
    await expect.poll(() => address(page).get('explain')).toBe('fixes');
    await breakdownTable(page).waitFor();
    expect(await explainFixes(page).getAttribute('aria-expanded')).toBe('true');
    // The focus moved into the panel, onto its heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('The change in Fixes');
    // Projects that moved it both ways, the rest as All others, and the total.
    const changes = await breakdownTable(page)
      .locator('tbody tr td:nth-of-type(4)')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    expect(changes.some((text) => text.startsWith('+'))).toBe(true);
    expect(changes.some((text) => text.startsWith('−'))).toBe(true);
    expect(await breakdownTable(page).getByRole('rowheader', { name: 'All others' }).count()).toBe(1);
    expect(await breakdownTable(page).getByRole('rowheader', { name: 'Total' }).count()).toBe(1);
    await panel(page).getByRole('figure').waitFor();
    // The bars are drawn on a canvas, an image named like its figure: it is no longer blank.
    const chart = panel(page).getByRole('figure').getByRole('img');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toBe(
      await panel(page).getByRole('figure').getAttribute('aria-label'),
    );
    await expect
      .poll(() =>
        chart.evaluate((canvas) => {
          const { width, height } = canvas as HTMLCanvasElement;
          const pixels = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data ?? [];
          return pixels.filter((_, index) => index % 4 === 3 && pixels[index] !== 0).length;
        }),
      )
      .toBeGreaterThan(0);
    await panel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'explain-change-open');
    await a11y.check(page, 'a change breakdown open');

    // Reload keeps it open; Back closes it; Forward opens it again.
    await page.reload();
    await breakdownTable(page).waitFor({ timeout: 60_000 });
    expect(address(page).get('explain')).toBe('fixes');
    await page.goBack();
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(address(page).get('explain')).toBeNull();
    await page.goForward();
    await breakdownTable(page).waitFor();

    // Escape closes it and gives the focus back to the tile's button.
    await panel(page).getByRole('heading', { name: 'The change in Fixes' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(address(page).get('explain')).toBeNull();
    await expect.poll(() => explainFixes(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // Another measure, then a project of it leads to its row in the projects table, expanded and in view.
    await page.getByRole('button', { name: 'Explain the change in Unaddressed vulnerabilities' }).click();
    await expect.poll(() => address(page).get('explain')).toBe('unaddressed');
    const table = page.getByRole('table', {
      name: 'Unaddressed vulnerabilities by project, previous and current period',
    });
    await table.waitFor();
    await followProjectToItsRow(page, table.locator('tbody').getByRole('button').first());
    expect(address(page).get('explain')).toBe('unaddressed'); // the breakdown stays open above
    await a11y.check(page, 'a breakdown followed to its project');
    a11y.expectNoSeriousViolations();
  });
});
