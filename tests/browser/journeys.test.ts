// What a user sees and does on the built dashboard, in Chromium, against the Prism mock: one test per
// journey, each ending with an axe-core check of its final page. tests/browser/README.md explains
// the set-up (global-setup.ts) and how the scenarios are picked.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { METRICS_PATH, METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { DEFAULT_ACCOUNT_USER } from '../../mocks/users.mjs';
import {
  accessibilityChecks,
  browserJourneys,
  holdRequests,
  type OpenOptions,
  openRow,
  pauseClock,
  projectRows,
  projectsTable,
  screenshot,
  scrollToTop,
  tileValue,
  waitForCharts,
} from './support';

const DEFAULT_PROJECTS = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default).projects;
const LARGE_PROJECT_COUNT = METRICS_SCENARIO_OPTIONS.large.projectCount;

const journeys = browserJourneys();

async function open(options?: OpenOptions) {
  const opened = await journeys.open(options);
  return opened.page;
}

/** Waits for the dashboard of a signed-in user to show its data. */
async function expectDashboardLoaded(page: Page, projectCount: number) {
  await expect
    .poll(() => tileValue(page, 'Total Projects').textContent(), { timeout: 30_000 })
    .toBe(projectCount.toLocaleString('en-US'));
}

/** A card of the dashboard by its title ('Most improved', 'Usage over time'...). */
function card(page: Page, title: string) {
  return page.locator(`xpath=//section[./header/*[self::h2 or self::h3][normalize-space(.)="${title}"]]`);
}

/** The expanded metrics of the one open row. */
function expandedMetrics(page: Page) {
  return page.getByRole('region', { name: /^Metrics of / });
}

describe('browser journeys', () => {
  it('the dashboard loads with data: tiles, charts and table rows', async () => {
    const a11y = accessibilityChecks();
    const page = await open();
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    expect(Number((await tileValue(page, 'Total Scans').textContent())?.replaceAll(',', ''))).toBeGreaterThan(0);
    // The doughnut, the projects overview, the projects performance and the usage chart.
    await waitForCharts(page, { minimum: 4 });
    for (const label of [
      'Projects overview: number of projects per security score band',
      'Projects performance: performance score of the most improved and the underachieving projects',
    ]) {
      await expect.poll(() => page.getByRole('figure', { name: label }).locator('canvas').count()).toBe(1);
    }
    await expect.poll(() => projectRows(page).count()).toBeGreaterThan(5);
    expect(await page.getByText(`${DEFAULT_PROJECTS.length} projects`, { exact: true }).isVisible()).toBe(true);
    // A signed-in member of a real account: the user header and Logout.
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard', { readme: true });
    await screenshot(page, 'dashboard-full-page', { fullPage: true });
    await a11y.check(page, 'dashboard');
    a11y.expectNoSeriousViolations();
  });

  it('filtering by project name changes the overview, 1 s after typing stops', async () => {
    const a11y = accessibilityChecks();
    const page = await open();
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    const term = 'gitlab';
    const expected = DEFAULT_PROJECTS.filter((project) => project.projectUrl.includes(term)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(DEFAULT_PROJECTS.length);

    const search = page.getByRole('searchbox', { name: 'Project name' });
    // The page's clock stands still while typing, so the debounce is measured from the last key alone.
    await pauseClock(page);
    // Spaces are stripped as typed.
    await search.pressSequentially(`git lab`);
    expect(await search.inputValue()).toBe(term);
    // Not on every key: right after the last one, and 0.9 s later, the overview is still the whole account's.
    expect(await tileValue(page, 'Total Projects').textContent()).toBe(String(DEFAULT_PROJECTS.length));
    await page.clock.fastForward(900);
    expect(await tileValue(page, 'Total Projects').textContent()).toBe(String(DEFAULT_PROJECTS.length));
    // 1 s after the last key, it is the matching projects'.
    await page.clock.fastForward(100);
    await expect.poll(() => tileValue(page, 'Total Projects').textContent()).toBe(String(expected));
    await page.clock.resume();
    expect(await page.getByText('Projects matching the search').isVisible()).toBe(true);
    expect(await page.getByText('Filtered', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`${expected} projects`, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => projectRows(page).count()).toBe(expected);
    for (const title of await projectRows(page)
      .getByRole('button', { expanded: false })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title') ?? ''))) {
      expect(title).toContain(term);
    }
    await waitForCharts(page, { minimum: 3 });
    await scrollToTop(page.getByRole('heading', { name: 'Metrics', exact: true }));
    await screenshot(page, 'filtered-by-project');
    await a11y.check(page, 'filtered by project name');
    a11y.expectNoSeriousViolations();
  });

  it('expanding a row shows its chart and its scans', async () => {
    const a11y = accessibilityChecks();
    const page = await open();
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    const firstRow = projectRows(page).first();
    const url = await firstRow.getByRole('button', { expanded: false }).getAttribute('title');
    await openRow(firstRow);
    const metrics = expandedMetrics(page);
    await metrics.waitFor();
    expect(await metrics.getAttribute('aria-label')).toBe(`Metrics of ${url}`);
    expect(await firstRow.getByRole('button', { expanded: true }).count()).toBe(1);
    await metrics
      .getByRole('figure', { name: 'Security score and vulnerabilities per scan date' })
      .locator('canvas')
      .waitFor();
    const scans = metrics.getByRole('table', { name: 'Project scans' });
    await scans.waitFor();
    const project = DEFAULT_PROJECTS.find((candidate) => candidate.projectUrl === url);
    await expect.poll(() => scans.locator('tbody tr').count()).toBe(project?.scans.length);
    expect(await scans.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Delta', 'Score', 'Scan date']),
    );
    await waitForCharts(page, { minimum: 5 });
    await scrollToTop(card(page, 'Projects'));
    await screenshot(page, 'expanded-row');
    await a11y.check(page, 'expanded row');
    a11y.expectNoSeriousViolations();
  });

  it("opening a scan's detail and going back by the 'Project scans' breadcrumb", async () => {
    const a11y = accessibilityChecks();
    const page = await open();
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    // The project with the most fixed vulnerabilities, so that the detail lists some.
    const project = [...DEFAULT_PROJECTS].sort(
      (a, b) => b.remediations.vulnerabilities.length - a.remediations.vulnerabilities.length,
    )[0];
    if (!project) throw new Error('the default scenario has no projects');
    const search = page.getByRole('searchbox', { name: 'Project name' });
    await search.fill(project.projectUrl);
    await search.press('Enter');
    // The row is clicked once the filtered table is drawn, as a user sees it before clicking.
    await expect.poll(() => projectRows(page).count()).toBe(1);
    await openRow(projectRows(page).filter({ has: page.locator(`button[title="${project.projectUrl}"]`) }));
    const metrics = expandedMetrics(page);
    const scans = metrics.getByRole('table', { name: 'Project scans' });
    await scans.waitFor();

    // The newest scan that fixed something.
    const fixingRow = scans
      .locator('tbody tr')
      .filter({ hasNot: page.locator('td:nth-child(4)', { hasText: /^0$/ }) })
      .first();
    const openButton = fixingRow.getByRole('button', { name: /^Open scan of / });
    const date = (await openButton.textContent())?.trim();
    await openButton.click();
    const title = metrics.getByRole('heading', { name: `Scan - ${date}` });
    await title.waitFor();
    expect(await scans.count()).toBe(0);
    const fixed = metrics.getByRole('table', { name: `Scan - ${date}` });
    expect(await fixed.getByRole('columnheader').allTextContents()).toEqual([
      'Vulnerability ID',
      'Severity',
      'Days to fix',
      'Fixed by',
    ]);
    expect(await fixed.locator('tbody tr').count()).toBeGreaterThan(0);
    await waitForCharts(page, { minimum: 5 });
    await scrollToTop(card(page, 'Projects'));
    await screenshot(page, 'scan-detail', { readme: true });
    await a11y.check(page, 'scan detail');

    await metrics
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('button', { name: 'Project scans' })
      .click();
    await scans.waitFor();
    expect(await title.count()).toBe(0);
    // The focus returns to the scan that was opened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Open scan of ${date}`);
    await a11y.check(page, 'back to the project scans');
    a11y.expectNoSeriousViolations();
  });

  it('switching the usage chart between Coverage and Exclusions', async () => {
    const a11y = accessibilityChecks();
    const page = await open();
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    const usage = card(page, 'Usage over time');
    const select = usage.getByRole('combobox', { name: 'Usage' });
    // The lines are drawn on a canvas, named (like its figure) after the lines it draws.
    const lineNames = async () => (await usage.locator('figure canvas').getAttribute('aria-label')) ?? '';
    await waitForCharts(page, { minimum: 4 });
    expect(await select.inputValue()).toBe('coverage');
    expect(await usage.getByText('Projects and analyses per date').isVisible()).toBe(true);
    expect(await lineNames()).toBe('Usage over time, Coverage: Projects and Analyses per date');

    await select.selectOption({ label: 'Exclusions' });
    await usage.getByText('Exclusions in place per date (running total)').waitFor();
    await waitForCharts(page, { minimum: 4 });
    await expect.poll(lineNames).toBe('Usage over time, Exclusions: Exclusions per date');
    await scrollToTop(usage);
    await screenshot(page, 'usage-exclusions');

    await select.selectOption({ label: 'Coverage' });
    await usage.getByText('Projects and analyses per date').waitFor();
    await waitForCharts(page, { minimum: 4 });
    await expect.poll(lineNames).toBe('Usage over time, Coverage: Projects and Analyses per date');
    await a11y.check(page, 'usage chart switched');
    a11y.expectNoSeriousViolations();
  });

  it('clicking a Most improved entry scrolls to and expands that project', async () => {
    const a11y = accessibilityChecks();
    const page = await open();
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    const entries = card(page, 'Most improved').getByRole('listitem');
    await expect.poll(() => entries.count()).toBeGreaterThan(0);
    // The last entry: its row is the one least likely to be in view already.
    const entry = entries.last().getByRole('button');
    const label = (await entry.locator('span[title]').getAttribute('title')) ?? '';
    await entry.click();
    const metrics = expandedMetrics(page);
    await metrics.waitFor();
    const url = (await metrics.getAttribute('aria-label'))?.replace(/^Metrics of /, '') ?? '';
    // The label is the URL, with ':branch' when the URL is listed under several branches.
    expect(label === url || label.startsWith(`${url}:`)).toBe(true);
    await expect.poll(() => metrics.evaluate(isInWindow)).toBe(true);
    const openedRow = projectRows(page).filter({ has: page.getByRole('button', { expanded: true }) });
    expect(await openedRow.count()).toBe(1);
    expect(await openedRow.getByRole('button', { expanded: true }).getAttribute('title')).toBe(url);
    // The row's toggle takes the focus, so a keyboard user carries on from there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    await waitForCharts(page, { minimum: 5 });
    await screenshot(page, 'most-improved-opened');
    await a11y.check(page, 'most improved entry opened');
    a11y.expectNoSeriousViolations();
  });

  it('an unauthenticated visitor sees the login banner, then logs in through the dialog', async () => {
    const a11y = accessibilityChecks();
    // A stored token the server no longer accepts: the users call answers the `unauthenticated` 401.
    const staleToken = 'expired-token';
    const page = await open({
      token: staleToken,
      scenario: {
        user: 'unauthenticated',
        metrics: 'unauthenticated',
        when: (request) => request.headers().authorization === `Bearer ${staleToken}`,
      },
    });
    const banner = page.getByRole('heading', { name: 'A LOGIN IS REQUIRED TO ACCESS METRICS' });
    await banner.waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    // The failed sign-in shows the lock after 0.5 s; the visitor closes it first.
    const dialog = page.getByRole('dialog', { name: 'Log in to depsight' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'login-required');
    await a11y.check(page, 'login required');

    // The word 'login' opens the dialog 0.5 s later (on the paused clock: not at 0.4 s, at 0.5 s).
    await pauseClock(page);
    await page.getByRole('button', { name: 'login', exact: true }).click();
    await page.clock.fastForward(400);
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward(100);
    await dialog.waitFor();
    await page.clock.resume();
    await screenshot(page, 'login-dialog');
    await a11y.check(page, 'login dialog');

    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/v1/credentials/login'));
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('dana.whitfield@acme-payments.com');
    await dialog.getByLabel('Password').fill('correct-Horse-battery-2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    expect((await signIn).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    expect(await banner.count()).toBe(0);
    // The session now holds the token the login call answered, not the stale one.
    const stored = await page.evaluate(() => localStorage.getItem('depsight.token'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(staleToken);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await waitForCharts(page, { minimum: 4 });
    await a11y.check(page, 'signed in through the dialog');
    a11y.expectNoSeriousViolations();
  });

  it('the date-window error shows an alert that disappears after 10 s', async () => {
    const a11y = accessibilityChecks();
    // The metrics call is held until the page's clock is paused, so the alert's 10 s are counted
    // from the moment it appears, whatever the time the screenshot and the axe check take.
    const metricsCall = holdRequests(METRICS_PATH);
    const page = await open({ scenario: { metrics: 'date-window-error' }, beforeOpening: metricsCall.route });
    await metricsCall.held;
    await pauseClock(page);
    metricsCall.release();
    const alert = page.getByRole('alert').filter({ hasText: 'Requested time window is too large.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The metrics could not be loaded.');
    await screenshot(page, 'date-window-error');
    await a11y.check(page, 'date-window error');
    // Jump 9.5 s: the alert is still there; 0.5 s more, it is gone.
    await page.clock.fastForward(9_500);
    expect(await alert.isVisible()).toBe(true);
    await page.clock.fastForward(500);
    await alert.waitFor({ state: 'detached' });
    await a11y.check(page, 'date-window error dismissed');
    a11y.expectNoSeriousViolations();
  });

  it('the empty account shows the empty states', async () => {
    const a11y = accessibilityChecks();
    const page = await open({ scenario: { metrics: 'empty' } });
    await expectDashboardLoaded(page, 0);
    await projectsTable(page).getByRole('cell', { name: 'no projects found' }).waitFor();
    expect(await card(page, 'Most improved').getByText('No improvements for this selection').isVisible()).toBe(true);
    expect(
      await card(page, 'Underachievers').getByText('No underperforming projects for this selection').isVisible(),
    ).toBe(true);
    expect(await page.getByText('0 projects', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'empty-account', { fullPage: true });
    await a11y.check(page, 'empty account');
    a11y.expectNoSeriousViolations();
  });

  it('the default account has no logout and no user header', async () => {
    const a11y = accessibilityChecks();
    const page = await open({ scenario: { user: 'default-account' } });
    await expectDashboardLoaded(page, DEFAULT_PROJECTS.length);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    // No name, e-mail or avatar: the header holds only the logo and the links.
    const { email, name } = DEFAULT_ACCOUNT_USER;
    expect(await header.getByText(email).count()).toBe(0);
    expect(await header.getByText(name).count()).toBe(0);
    expect(await header.textContent()).not.toContain('@');
    await waitForCharts(page, { minimum: 4 });
    await screenshot(page, 'default-account');
    await a11y.check(page, 'default account');
    a11y.expectNoSeriousViolations();
  });

  it('the large account scrolls through 2,000 projects with a small DOM', async () => {
    const a11y = accessibilityChecks();
    const page = await open({ scenario: { metrics: 'large' } });
    await expectDashboardLoaded(page, LARGE_PROJECT_COUNT);
    // The table's count is drawn after the tiles (a transition of its own): waited for, not read once.
    await expect
      .poll(() =>
        page.getByText(`${LARGE_PROJECT_COUNT.toLocaleString('en-US')} projects`, { exact: true }).isVisible(),
      )
      .toBe(true);
    const table = projectsTable(page);
    await projectRows(page).first().waitFor();
    const scroller = table.locator('xpath=..');
    let maxRows = 0;
    const countRows = async () => {
      const rows = await table.locator('tr').count();
      maxRows = Math.max(maxRows, rows);
      return rows;
    };
    expect(await countRows()).toBeLessThan(100);
    // Down the table in ten steps, then to the very end.
    const scrollHeight = await scroller.evaluate((element) => element.scrollHeight);
    for (let step = 1; step <= 10; step += 1) {
      const top = Math.round((scrollHeight * step) / 10);
      await scroller.evaluate((element, to) => {
        element.scrollTop = to;
      }, top);
      await expect
        .poll(() => firstVisibleRowIndex(page))
        .toBeGreaterThan(Math.floor((LARGE_PROJECT_COUNT * step) / 12));
      await countRows();
    }
    // The last project's row (aria-rowindex counts the header row as 1).
    await table.locator(`tr[aria-rowindex="${LARGE_PROJECT_COUNT + 1}"]`).waitFor();
    expect(maxRows).toBeLessThan(100);
    await waitForCharts(page, { minimum: 4 });
    await scrollToTop(card(page, 'Projects'));
    await screenshot(page, 'large-account', { readme: true });
    await screenshot(page, 'large-account-full-page', { fullPage: true });
    await a11y.check(page, 'large account scrolled');
    a11y.expectNoSeriousViolations();
  });

  // A click is a press and a release: if the page moves between them, the release lands elsewhere and
  // the click is lost. The sections under the table mount as they come near (their code and data
  // then come), and a shorter page would scroll the window under the pointer.
  it('a row scrolled to stays in place while the sections under the table mount and draw', async () => {
    const page = await open({ scenario: { metrics: 'huge-project' } });
    const toggle = projectRows(page).first().locator('button[aria-expanded]');
    await toggle.scrollIntoViewIfNeeded({ timeout: 30_000 });
    // Where the row is on screen, every frame from here on.
    await toggle.evaluate((element) => {
      const tops = new Set<number>();
      Object.assign(window, { rowTops: tops });
      const sample = () => {
        tops.add(Math.round(element.getBoundingClientRect().top));
        requestAnimationFrame(sample);
      };
      sample();
    });
    const remediation = page.getByRole('region', { name: 'Remediation', exact: true });
    // Drawn, not only mounted: Remediation's figures are there, and neither section waits any more.
    await remediation.getByText('Fixes', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
    const tops = await page.evaluate(() => [...(window as unknown as { rowTops: Set<number> }).rowTops]);
    expect(tops).toHaveLength(1);
  });

  // A project scanned on every push. No timing is asserted here (`npm run bench:browser` measures it);
  // each step waits, generously, for what the user would see.
  it('a project with 50,000 scans expands, opens a scan and goes back', async () => {
    const a11y = accessibilityChecks();
    const page = await open({ scenario: { metrics: 'huge-project' } });
    await expectDashboardLoaded(page, 1);
    const [project] = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS['huge-project']).projects;
    if (!project) throw new Error('the huge-project scenario has no project');
    const patience = { timeout: HUGE_PROJECT_STEP_MS };

    await openRow(projectRows(page).first(), patience);
    const metrics = expandedMetrics(page);
    await metrics.waitFor(patience);
    expect(await metrics.getAttribute('aria-label')).toBe(`Metrics of ${project.projectUrl}`);
    const scans = metrics.getByRole('table', { name: 'Project scans' });
    await scans.waitFor(patience);
    // The newest scan first; the list holds far fewer rows than 50,000 in the DOM (it is virtualised).
    const newest = [...project.scans].sort((a, b) => b.timestamp - a.timestamp)[0];
    const openButton = scans.getByRole('button', { name: /^Open scan of / }).first();
    await openButton.waitFor(patience);
    const date = (await openButton.textContent())?.trim();
    expect(date).toBe(new Date(newest?.timestamp ?? 0).toISOString().slice(0, 10));
    expect(await scans.locator('tbody tr').count()).toBeLessThan(1_000);

    await openButton.click(patience);
    const title = metrics.getByRole('heading', { name: `Scan - ${date}` });
    await title.waitFor(patience);
    expect(await scans.count()).toBe(0);
    await a11y.check(page, 'a scan of the huge project');

    await metrics
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('button', { name: 'Project scans' })
      .click(patience);
    await scans.waitFor(patience);
    expect(await title.count()).toBe(0);
    await a11y.check(page, 'back to the scans of the huge project');
    a11y.expectNoSeriousViolations();
  });
});

/** How long one step on the huge project may take before the journey fails: far beyond the 1 s it
 * should take, so that a busy machine never fails it, while a page that freezes still does. */
const HUGE_PROJECT_STEP_MS = 30_000;

/** Whether the element's top is inside the window (and not hidden above or below it). */
function isInWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.top < window.innerHeight;
}

/** The aria-rowindex of the first project row rendered in the table. */
function firstVisibleRowIndex(page: Page): Promise<number> {
  return page.evaluate(() => {
    const row = document.querySelector('tbody[data-index] > tr[aria-rowindex]');
    return Number(row?.getAttribute('aria-rowindex') ?? 0);
  });
}
