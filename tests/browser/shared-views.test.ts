// Sharing, sorting, exporting and printing on the built dashboard, in Chromium, against the Prism mock:
// a view opened from its link in a fresh browser, Back and Forward, every column's sort, each CSV
// export parsed back, the print layout, and an address built to harm that does nothing.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectMttr } from '@/dashboard/features/projects-table/model/project-mttr';
import {
  type ProjectSort,
  SORT_COLUMN_LABELS,
  SORT_COLUMNS,
  type SortColumn,
  sortProjects,
} from '@/dashboard/features/projects-table/model/project-sort';
import { fixedVulnerabilities } from '@/dashboard/features/projects-table/model/scan-list';
import type { Project } from '@/dashboard/shared/metrics/types';
import { METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { MEMBER_WITH_TEAMS } from '../../mocks/users.mjs';
import {
  CONTEXT_OPTIONS,
  launchChromium,
  routeScenario,
  type ScenarioChoice,
  storeToken,
} from '../../scripts/lib/browser-harness.mjs';
import { dashboardOf } from '../dashboard/support/metrics-fixtures';
import { accessibilityChecks, openRow, projectRows, projectsTable, REFERENCE_TIME, tileValue } from './support';

const MODEL = dashboardOf(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default));
const PROJECTS = MODEL.account.projects;
const DEFAULT_WINDOW = { startDate: '2026-10-21', endDate: '2026-11-21' };

let browser: Browser;
const contexts: { close: () => Promise<void> }[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  const errors = pageErrors.splice(0);
  expect(errors, 'errors the page threw').toEqual([]);
});

/** A fresh browser (context) opening `path` of the dashboard, signed in, on the mock's reference day. */
async function openAt(path: string, scenario: ScenarioChoice = {}): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.clock.install({ time: REFERENCE_TIME });
  await storeToken(page);
  await routeScenario(page, scenario);
  await page.goto(`${inject('dashboardUrl')}${path}`);
  await expect.poll(() => tileValue(page, 'Total Projects').textContent(), { timeout: 30_000 }).not.toBe(null);
  await projectRows(page).first().waitFor({ timeout: 30_000 });
  return page;
}

/** The query string of the page's address, as an object. */
function addressOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** `url|branch` of the first rows the table shows, read from each row's name button and branch cell. */
async function shownRows(page: Page, count: number): Promise<string[]> {
  const rows = projectRows(page);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(count);
  return rows.evaluateAll(
    (elements, wanted) =>
      elements
        .slice(0, wanted)
        .map(
          (row) =>
            `${row.querySelector('button[aria-expanded]')?.getAttribute('aria-label')}|${row.querySelectorAll('td')[1]?.textContent}`,
        ),
    count,
  );
}

const rowKey = (project: Project) => `${project.projectUrl}|${project.projectBranch}`;
const expectedRows = (sort: ProjectSort | null, count: number, projects = PROJECTS) =>
  sortProjects(projects, sort).slice(0, count).map(rowKey);

function header(page: Page, column: SortColumn) {
  return projectsTable(page).locator('thead th').nth(SORT_COLUMNS.indexOf(column));
}

function expandedMetrics(page: Page) {
  return page.getByRole('region', { name: /^Metrics of / });
}

/** Clicks a download button and returns the saved file's name and its rows parsed by csv-parse. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  const text = readFileSync(path, 'utf8');
  expect(text.startsWith('\uFEFF'), 'starts with a UTF-8 byte order mark').toBe(true);
  const rows: string[][] = parse(text, { bom: true, record_delimiter: '\r\n' });
  return { fileName: file.suggestedFilename(), rows };
}

const iso = (time: number | null) => (time === null ? '' : new Date(time).toISOString());

describe('shared views', () => {
  it('a copied link opens the same view in a fresh browser', async () => {
    const a11y = accessibilityChecks();
    const page = await openAt('/dashboard');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Build a view: another window and branch, a name filter, a sort, a project and one of its scans, exclusions.
    await page.getByLabel('Start date').fill('2026-09-01');
    await page.getByLabel('Branches').fill('main');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel('Project name').fill('acme');
    await page.getByLabel('Project name').press('Enter');
    await header(page, 'vulns').getByRole('button').click();
    await expect.poll(() => header(page, 'vulns').getAttribute('aria-sort')).toBe('descending');
    await openRow(projectRows(page).first());
    const metrics = expandedMetrics(page);
    await metrics.getByRole('table', { name: 'Project scans' }).getByRole('button').first().click();
    const scanTitle = (await metrics.getByRole('heading', { name: /^Scan - / }).textContent()) ?? '';
    await page.getByRole('combobox', { name: 'Usage' }).selectOption('exclusions');
    const regionName = await metrics.getAttribute('aria-label');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Link copied').count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    const address = addressOf(page);
    expect(address).toMatchObject({
      startDate: '2026-09-01',
      endDate: '2026-11-21',
      branches: 'main',
      q: 'acme',
      sort: 'vulns:desc',
      usage: 'exclusions',
    });
    expect(Object.keys(address)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'branches', 'q', 'sort', 'project', 'scan', 'usage']),
    );

    const shared = await openAt(new URL(link).pathname + new URL(link).search);
    expect(await shared.getByLabel('Start date').inputValue()).toBe('2026-09-01');
    expect(await shared.getByLabel('Branches').inputValue()).toBe('main');
    expect(await shared.getByLabel('Project name').inputValue()).toBe('acme');
    expect(await shared.getByRole('combobox', { name: 'Usage' }).inputValue()).toBe('exclusions');
    await expect.poll(() => header(shared, 'vulns').getAttribute('aria-sort')).toBe('descending');
    const sharedMetrics = expandedMetrics(shared);
    await sharedMetrics.waitFor();
    expect(await sharedMetrics.getAttribute('aria-label')).toBe(regionName);
    await expect.poll(() => sharedMetrics.getByRole('heading', { name: /^Scan - / }).textContent()).toBe(scanTitle);
    const filtered = PROJECTS.filter((project) => project.projectUrl.toLowerCase().includes('acme'));
    expect(await shownRows(shared, 3)).toEqual(expectedRows({ column: 'vulns', direction: 'desc' }, 3, filtered));
    expect(addressOf(shared)).toEqual(address);
    await a11y.check(shared, 'a shared view');
    a11y.expectNoSeriousViolations();
  });

  it('Back and Forward step through applied changes, not keystrokes', async () => {
    const page = await openAt('/dashboard');
    const entries = () => page.evaluate(() => history.length);
    const start = await entries();
    // Loading the page fills in its own entry with the applied window.
    expect(addressOf(page)).toEqual(DEFAULT_WINDOW);

    await header(page, 'projectBranch').getByRole('button').click();
    await expect.poll(() => header(page, 'projectBranch').getAttribute('aria-sort')).toBe('ascending');
    await openRow(projectRows(page).first());
    await expandedMetrics(page).waitFor();
    // Typing a name: one entry once the debounce has passed, not one per key.
    await page.getByLabel('Project name').pressSequentially('acme');
    await page.clock.runFor(1_100);
    await expect.poll(() => addressOf(page).q).toBe('acme');
    expect(await entries()).toBe(start + 3);

    await page.goBack();
    await expect.poll(() => page.getByLabel('Project name').inputValue()).toBe('');
    expect(await expandedMetrics(page).count()).toBe(1);
    await page.goBack();
    await expect.poll(() => expandedMetrics(page).count()).toBe(0);
    expect(await header(page, 'projectBranch').getAttribute('aria-sort')).toBe('ascending');
    await page.goBack();
    await expect.poll(() => header(page, 'projectBranch').getAttribute('aria-sort')).toBe(null);
    expect(await shownRows(page, 5)).toEqual(expectedRows(null, 5));

    await page.goForward();
    await expect.poll(() => header(page, 'projectBranch').getAttribute('aria-sort')).toBe('ascending');
    await page.goForward();
    await expect.poll(() => expandedMetrics(page).count()).toBe(1);
    await page.goForward();
    await expect.poll(() => page.getByLabel('Project name').inputValue()).toBe('acme');
    await expect.poll(() => projectRows(page).count()).toBeLessThan(PROJECTS.length);
  });

  it('sorts by each column both ways, with aria-sort, keeping the expanded row open', async () => {
    const a11y = accessibilityChecks();
    const page = await openAt('/dashboard');
    await openRow(projectRows(page).first());
    const expandedName = await expandedMetrics(page).getAttribute('aria-label');
    for (const column of SORT_COLUMNS) {
      const button = header(page, column).getByRole('button', { name: SORT_COLUMN_LABELS[column] });
      for (const direction of column === 'projectUrl' || column === 'projectBranch'
        ? (['asc', 'desc'] as const)
        : (['desc', 'asc'] as const)) {
        // Keyboard for the second direction: Enter on text columns, Space on the others.
        if (direction === (column.startsWith('project') ? 'desc' : 'asc')) {
          await button.focus();
          await page.keyboard.press(column.startsWith('project') ? 'Enter' : 'Space');
        } else {
          await button.click();
        }
        const sort = { column, direction };
        await expect
          .poll(() => header(page, column).getAttribute('aria-sort'))
          .toBe(direction === 'asc' ? 'ascending' : 'descending');
        expect(addressOf(page).sort).toBe(`${column}:${direction}`);
        await projectsTable(page).evaluate((table) => table.parentElement?.scrollTo({ top: 0 }));
        await expect.poll(() => shownRows(page, 6)).toEqual(expectedRows(sort, 6));
        expect(await projectsTable(page).locator('th[aria-sort]').count()).toBe(1);
      }
    }
    expect(await expandedMetrics(page).getAttribute('aria-label')).toBe(expandedName);
    await a11y.check(page, 'sorted by last scanned');
    a11y.expectNoSeriousViolations();
  });

  it('exports the projects, a project’s scans and a scan’s fixed vulnerabilities as CSV', async () => {
    const page = await openAt('/dashboard?q=github&sort=securityScore:asc');
    const projects = await download(page, 'Export projects (CSV)');
    expect(projects.fileName).toMatch(/^depsight_[A-Za-z0-9-]+_projects_2026-10-21_2026-11-21_q-github\.csv$/);
    const filtered = sortProjects(
      PROJECTS.filter((project) => project.projectUrl.toLowerCase().includes('github')),
      { column: 'securityScore', direction: 'asc' },
    );
    expect(projects.rows[0]).toEqual([
      'Project URL',
      'Branch',
      'Vulnerabilities',
      'Total scans',
      'Security score',
      'Last scanned',
      'MTTR (days)',
      'Project UUID',
    ]);
    // Every filtered row, not only those drawn on screen.
    expect(projects.rows.slice(1)).toEqual(
      filtered.map((project) => [
        project.projectUrl,
        project.projectBranch,
        String(project.vulns),
        String(project.totalScans),
        String(project.securityScore),
        iso(project.lastScanned),
        String(projectMttr(project).meanDays ?? ''),
        project.projectUUID,
      ]),
    );

    // A project with a scan that fixed something.
    const project = filtered.find((candidate) => candidate.scans.some((scan) => scan.mitigationCount > 0));
    if (!project) throw new Error('the mock has no project with a fix');
    const scan = [...project.scans]
      .reverse()
      .find((entry) => fixedVulnerabilities(project, entry.timestamp).length > 0);
    if (!scan) throw new Error('the project has no scan with a fix');
    const viewed = await openAt(`/dashboard?project=${project.projectUUID}&scan=${scan.reportUUID}`);
    await expandedMetrics(viewed).waitFor();
    const scans = await download(viewed, 'Export scans (CSV)');
    expect(scans.fileName).toMatch(/_scans_2026-10-21_2026-11-21_.+\.csv$/);
    expect(scans.rows.slice(1)).toEqual(
      [...project.scans]
        .reverse()
        .map((entry) => [
          iso(entry.timestamp),
          String(entry.securityScore),
          String(entry.vulnerabilityCount),
          String(entry.mitigationCount),
          String(entry.vulnerabilityDelta),
          entry.reportUUID,
        ]),
    );
    const fixed = await download(viewed, 'Export fixed vulnerabilities (CSV)');
    expect(fixed.rows[0]).toEqual(['Vulnerability ID', 'Severity', 'Days to fix', 'Fixed by', 'Fixed on', 'Advice ID']);
    expect(fixed.rows.slice(1)).toEqual(
      fixedVulnerabilities(project, scan.timestamp).map((entry) => [
        entry.id,
        entry.severity,
        String(entry.daysToFix),
        entry.fixedBy,
        iso(entry.fixedWhen),
        entry.adviceID,
      ]),
    );
  });

  it('prints the criteria line and every filtered row, without the filters or the toolbar', async () => {
    const a11y = accessibilityChecks();
    const page = await openAt('/dashboard?sort=vulns:desc');
    await page.emulateMedia({ media: 'print' });
    const criteria = page.locator('[data-print-criteria]');
    await expect.poll(() => criteria.isVisible()).toBe(true);
    expect(await criteria.textContent()).toContain('2026-10-21 to 2026-11-21');
    expect(await criteria.textContent()).toContain('Sorted by Vulnerabilities, highest first');
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(false);
    expect(await projectsTable(page).isVisible()).toBe(false);
    const printed = page.locator('[data-print-projects] tbody tr');
    await expect.poll(() => printed.count()).toBe(PROJECTS.length);
    const firstPrinted = await printed.first().locator('td').first().textContent();
    expect(firstPrinted).toBe(sortProjects(PROJECTS, { column: 'vulns', direction: 'desc' })[0]?.projectUrl);
    // Nothing is cut: the page is no wider than the paper's width the browser lays it out for.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await a11y.check(page, 'print media');
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => printed.count()).toBe(0);
    expect(await projectsTable(page).isVisible()).toBe(true);
    a11y.expectNoSeriousViolations();
  });

  it('ignores what the address gets wrong, sends none of it, and renders nothing from it', async () => {
    const requests: string[] = [];
    const hostile =
      '/dashboard?startDate=2026-02-30&endDate=tomorrow&cached=maybe&sort=constructor:asc' +
      '&teamUUID=not-a-team-of-mine&project=no-such-project&scan=no-such-scan&usage=javascript:alert(1)' +
      `&q=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`;
    const context = await browser.newContext(CONTEXT_OPTIONS);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/metrics/security/me')) requests.push(request.url());
    });
    await page.clock.install({ time: REFERENCE_TIME });
    await storeToken(page);
    await routeScenario(page, { user: 'member-with-teams' });
    await page.goto(`${inject('dashboardUrl')}${hostile}`);
    await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => addressOf(page).project).toBeUndefined();
    const sent = Object.fromEntries(new URL(requests[0] ?? '').searchParams);
    expect(sent).toEqual({ ...DEFAULT_WINDOW, branches: '*', cache: 'true' });
    expect(addressOf(page)).toEqual({ ...DEFAULT_WINDOW, q: '<imgsrc=xonerror="window.__pwned=1">' });
    expect(await page.getByLabel('Team').inputValue()).toBe('');
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getByRole('combobox', { name: 'Usage' }).inputValue()).toBe('coverage');

    // One of the user's own teams is applied and sent.
    const team = MEMBER_WITH_TEAMS.teams?.[1];
    // Leave the dashboard first (for a plain file of the same site, where the stored token still
    // works): a call the old page still makes (the Remediation section's previous period) is not the new page's.
    await page.goto(`${inject('dashboardUrl')}/favicon.svg`);
    requests.length = 0;
    await page.goto(`${inject('dashboardUrl')}/dashboard?teamUUID=${team?.uuid}`);
    await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(new URL(requests[0] ?? '').searchParams.get('teamUUID')).toBe(team?.uuid);
    expect(await page.getByLabel('Team').inputValue()).toBe(team?.uuid);
  });
});
