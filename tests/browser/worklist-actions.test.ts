// From decision to action on the built dashboard, in Chromium, against the mock with its stateful layer
// (as on `npm start`): a lead groups the worklist by vulnerability, opens an advisory, files a ticket
// and sees it on the row, accepts a risk (Overdue drops, and holds after a reload) and undoes it; a
// read-only member sees the state and no action. axe-core audits both themes.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityChecks, browserJourneys, revealSection } from './support';

const journeys = browserJourneys();

const groupTable = (page: Page) => page.getByRole('table', { name: 'Open vulnerabilities by vulnerability' });
const overdueTotal = async (page: Page) =>
  Number(
    (
      await page.getByText('Overdue now', { exact: true }).locator('xpath=..').locator('p').nth(1).textContent()
    )?.replace(/\D/g, ''),
  );
const address = (page: Page) => new URL(page.url()).searchParams;
/** The body rows drawn of a table. */
const drawnRows = (table: Locator) => table.locator('tbody:not([aria-hidden]) > tr');

async function openWorklist(page: Page) {
  const table = page.getByRole('table', { name: 'Open vulnerabilities', exact: true });
  await revealSection(page, 'Open vulnerabilities');
  await table.waitFor({ timeout: 60_000 });
  await table.scrollIntoViewIfNeeded();
  return table;
}

describe('worklist actions', () => {
  it('a lead groups by vulnerability, opens an advisory, files a ticket, accepts a risk and undoes it', async () => {
    const a11y = accessibilityChecks();
    const { page } = await journeys.open();
    await openWorklist(page);

    // By vulnerability, most late first, kept in the address; the first row is the most overdue.
    await page.getByRole('group', { name: 'Order' }).getByRole('button', { name: 'Most late' }).click();
    await page.getByRole('button', { name: 'By vulnerability' }).click();
    await expect.poll(() => address(page).get('wl.group')).toBe('vuln');
    const groups = groupTable(page);
    await groups.waitFor();
    const first = drawnRows(groups).first();
    // The id as the server sent it, shown whole.
    const shown = ((await first.locator('td').first().getByRole('button').nth(1).textContent()) ?? '').trim();
    const id = (
      (await first.locator('td').first().getByRole('button').first().getAttribute('aria-label')) ?? ''
    ).replace(/^Show the projects of /, '');
    expect(shown).toBe(id);
    // The columns: id, severity, EPSS, projects, open, overdue, ...
    const groupOverdue = Number(await first.locator('td').nth(5).textContent());
    expect(groupOverdue).toBeGreaterThan(0);

    // The advisory opens from the id, by keyboard.
    await first.getByRole('button', { name: shown, exact: true }).press('Enter');
    const advisory = page.getByRole('region', { name: `Advisory ${id}` });
    await advisory.getByText('Vulnerable versions').waitFor({ timeout: 30_000 });
    expect(await advisory.getByRole('alert').count()).toBe(0);
    await a11y.check(page, 'advisory open');
    await advisory.press('Escape');
    await advisory.waitFor({ state: 'detached' });

    // Expand the group: its projects, each with a ticket or File a ticket.
    await first.getByRole('button', { name: `Show the projects of ${id}` }).press('Enter');
    const line = drawnRows(groups)
      .filter({ has: page.getByRole('button', { name: 'File a ticket' }) })
      .first();
    const fileButton = line.getByRole('button', { name: 'File a ticket' });
    await fileButton.waitFor({ timeout: 30_000 });
    const project = ((await line.locator('td').first().textContent()) ?? '').trim();
    await fileButton.click();
    const form = page.getByRole('region', { name: new RegExp(`^File a ticket for ${id}`) });
    const summary = form.getByRole('textbox', { name: 'Summary' });
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.inputValue()).toContain(id);
    await a11y.check(page, 'ticket form');
    await form.getByRole('button', { name: 'File the ticket' }).click();
    await form.waitFor({ state: 'detached' });
    const filedLine = drawnRows(groups).filter({ hasText: project });
    await filedLine.getByRole('link').first().waitFor({ timeout: 30_000 });

    // Accept the risk: Overdue drops by the group's overdue count, and holds after a reload.
    const before = await overdueTotal(page);
    await filedLine.getByRole('button', { name: 'Accept risk' }).first().click();
    const accept = page.getByRole('region', { name: `Accept the risk of ${id}` });
    await accept.getByRole('textbox', { name: 'Reason' }).fill('Not reachable in production');
    await a11y.check(page, 'accept risk form');
    await accept.getByRole('button', { name: 'Accept risk' }).click();
    await accept.waitFor({ state: 'detached' });
    await expect.poll(() => overdueTotal(page), { timeout: 30_000 }).toBe(before - groupOverdue);
    await page.reload();
    await groupTable(page).waitFor({ timeout: 60_000 });
    await expect.poll(() => overdueTotal(page), { timeout: 30_000 }).toBe(before - groupOverdue);

    // Undo (the accepted risks shown by the status filter): it counts again.
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Accepted risk' }).click();
    await groupTable(page)
      .getByRole('button', { name: `Show the projects of ${id}` })
      .click();
    const undone = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' &&
        response.url().includes(`/api/v2/exclusions/advisory/${encodeURIComponent(id)}/`),
      { timeout: 60_000 },
    );
    await page
      .getByRole('button', { name: `Undo the accepted risk of ${id}` })
      .first()
      .click();
    expect((await undone).ok()).toBe(true);
    await expect.poll(() => overdueTotal(page), { timeout: 30_000 }).toBe(before);

    // Both themes, with the actions on screen (checked once the dark page is painted).
    await a11y.check(page, 'by vulnerability, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor), { timeout: 30_000 })
      .not.toBe('rgb(245, 247, 251)');
    await a11y.check(page, 'by vulnerability, dark');
    a11y.expectNoSeriousViolations();

    // The server forgot it: after a reload nothing of it is accepted, and Overdue counts it again.
    await page.reload();
    await groupTable(page).waitFor({ timeout: 60_000 });
    await expect.poll(() => overdueTotal(page), { timeout: 30_000 }).toBe(before);
    expect(await page.getByRole('button', { name: `Undo the accepted risk of ${id}` }).count()).toBe(0);
  });

  it('a read-only member sees the state and no action', async () => {
    let membersRead: Promise<unknown> = Promise.resolve();
    const { page } = await journeys.open({
      beforeOpening: async (opened) => {
        // The signed-in user is a Viewer of the account.
        await opened.route('**/api/v1/accounts/*/members', async (route) => {
          const response = await route.fetch();
          const members = (await response.json()) as { role: string }[];
          await route.fulfill({ response, json: members.map((member) => ({ ...member, role: 'Viewer' })) });
        });
        membersRead = opened.waitForResponse('**/api/v1/accounts/*/members', { timeout: 60_000 });
      },
    });
    const table = await openWorklist(page);
    await membersRead;
    // The acceptances seeded in the mock still show (the accepted ones, by the status filter).
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Accepted risk' }).click();
    await drawnRows(table).first().waitFor();
    await page
      .getByText(/Accepted until|Accepted, no expiry/)
      .first()
      .waitFor({ timeout: 30_000 });
    for (const name of ['File a ticket', 'Accept risk']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: /^Undo the accepted risk/ }).count()).toBe(0);
  });
});
