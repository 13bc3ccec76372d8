// The worklist of open vulnerabilities on the built dashboard, in Chromium, against the Prism mock:
// the large account (2,000 projects, 5,000+ open vulnerabilities), most late first, sorted, filtered, restored from
// the address on reload and Back, and a row followed to its project's row in the table.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityChecks, browserJourneys, followProjectToItsRow, revealSection, screenshot } from './support';

const journeys = browserJourneys();

const worklistTable = (page: Page) => page.getByRole('table', { name: 'Open vulnerabilities', exact: true });
/** The body rows drawn (the virtualiser draws only those near the window). */
const drawnRows = (page: Page) => worklistTable(page).locator('tbody:not([aria-hidden]) > tr');
const cellTexts = (page: Page, column: number) =>
  drawnRows(page).evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''), column);
const address = (page: Page) => new URL(page.url()).searchParams;

describe('worklist journey', () => {
  it('the large account: most late first, sorted, filtered, kept in the address, a row leads to its project', async () => {
    const a11y = accessibilityChecks();
    const opened = await journeys.open({ scenario: { metrics: 'large' } });
    const { page } = opened;
    const table = worklistTable(page);
    await revealSection(page, 'Open vulnerabilities');
    await table.waitFor({ timeout: 60_000 });
    await table.scrollIntoViewIfNeeded();
    const count = page.getByText(/^[\d,]+ open vulnerabilities$/);
    const total = Number((await count.textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(5_000);
    // Most late (beside the default, Most important): the first rows are days late, the most late
    // first; a small DOM.
    await page.getByRole('group', { name: 'Order' }).getByRole('button', { name: 'Most late' }).click();
    await expect.poll(() => address(page).get('wl.order')).toBe('late');
    await expect.poll(async () => (await cellTexts(page, 7))[0]).toMatch(/days? late$/);
    const daysLeft = await cellTexts(page, 7);
    expect(daysLeft[0]).toMatch(/days? late$/);
    const lateness = daysLeft.filter((text) => text.endsWith('late')).map((text) => Number.parseInt(text, 10));
    expect(lateness).toEqual([...lateness].sort((left, right) => right - left));
    expect(await drawnRows(page).count()).toBeLessThan(100);

    // Sort by age, oldest first.
    await table.getByRole('button', { name: 'Age', exact: true }).click();
    await expect.poll(() => address(page).get('wl.sort')).toBe('age:desc');
    const ages = async () => (await cellTexts(page, 5)).map((text) => Number.parseInt(text, 10));
    await expect
      .poll(async () => ((list) => list.every((age, index) => (list[index - 1] ?? age) >= age))(await ages()))
      .toBe(true);

    // Only the critical ones.
    await page.getByRole('group', { name: 'Severity' }).getByRole('button', { name: 'CRITICAL', exact: true }).click();
    await expect.poll(() => address(page).get('wl.sev')).toBe('critical');
    await expect.poll(async () => new Set(await cellTexts(page, 3))).toEqual(new Set(['CRITICAL']));
    await expect.poll(() => count.count()).toBe(0); // the count now reads "n of N"

    // Reload keeps both; Back drops the filter and keeps the sort.
    await page.reload();
    await worklistTable(page).waitFor({ timeout: 60_000 });
    const critical = page
      .getByRole('group', { name: 'Severity' })
      .getByRole('button', { name: 'CRITICAL', exact: true });
    expect(await critical.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => new Set(await cellTexts(page, 3))).toEqual(new Set(['CRITICAL']));
    await page.goBack();
    await expect.poll(() => critical.getAttribute('aria-pressed')).toBe('false');
    expect(address(page).get('wl.sort')).toBe('age:desc');

    // Scroll the list to its end: the last rows are drawn, still with a small DOM.
    // Scrolled again until the last row is drawn: the list may still be growing back from the filter
    // when the first scroll lands, and then that scroll is no longer the end.
    const scroller = worklistTable(page).locator('xpath=..');
    const lastRow = worklistTable(page).locator(`tr[aria-rowindex="${total + 1}"]`);
    await expect
      .poll(
        async () => {
          await scroller.evaluate((element) => {
            element.scrollTop = element.scrollHeight;
          });
          return lastRow.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    expect(await drawnRows(page).count()).toBeLessThan(100);

    // A row leads to its project's row in the projects table, expanded and in view.
    await followProjectToItsRow(page, drawnRows(page).last().getByRole('button').first());
    await screenshot(page, 'worklist-row-followed');
    await a11y.check(page, 'worklist followed to its project');
    a11y.expectNoSeriousViolations();
  });
});
