// The team comparison on the built dashboard, in Chromium, against the Prism mock: a member of 20
// teams opens 'Compare teams'. The mock's account answer names each project's team, so every row
// comes from it with no call per team. From a server that does not name them (the names taken out),
// each team is read: one team's metrics call fails and its row says so beside the 19 that load; the
// sort by MTTR and the view stay in the address through a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeTeamMetrics } from '../../scripts/bench-browser-teams.mjs';
import { accessibilityChecks, browserJourneys, screenshot } from './support';

const journeys = browserJourneys();

/** The fourth team of `member-with-many-teams` (mocks/users.mjs): its metrics call always fails. */
const FAILING_TEAM = { uuid: '7ea40000-0000-4000-8000-000000000004', name: 'Identity' };

const comparison = (page: Page) => page.getByRole('table', { name: 'Team comparison', exact: true });
const bodyRows = (page: Page) => comparison(page).locator('tbody > tr');
const address = (page: Page) => new URL(page.url()).searchParams;
/** The MTTR of each row shown, in order: days, or null for a row without one. */
const mttrs = (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const text = row.querySelectorAll('td')[3]?.textContent ?? '';
      const days = Number.parseFloat(text);
      return Number.isFinite(days) ? days : null;
    }),
  );

/** The account's metrics answers (no teamUUID) as a server that does not name projects' teams sends them. */
async function withoutTeamNames(page: Page) {
  await page.route('**/api/v1/metrics/security/me*', async (route) => {
    if (new URL(route.request().url()).searchParams.has('teamUUID')) return route.fallback();
    const response = await route.fetch();
    const answer = await response.json();
    for (const project of answer.projects ?? []) delete project.teamUUIDs;
    return route.fulfill({ response, json: answer });
  });
}

/** The metrics calls the page sent for one team (`teamUUID=`). */
function countTeamCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/metrics/security/me' && url.searchParams.has('teamUUID')) calls.push(request.url());
  });
  return calls;
}

describe('team comparison journey', () => {
  it('20 teams from the account’s answers, which name each project’s team: no call per team', async () => {
    let teamCalls: string[] = [];
    const opened = await journeys.open({
      scenario: { user: 'member-with-many-teams' },
      beforeOpening: async (page) => {
        await routeTeamMetrics(page);
        teamCalls = countTeamCalls(page);
      },
    });
    const { page } = opened;
    await page.locator('tbody[data-index]').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Compare teams', exact: true }).click();
    await page.getByText('20 of 20 teams loaded').waitFor({ timeout: 60_000 });
    // The first three teams share the account's projects out (mocks/team-metrics.mjs), as their own answers hold them.
    const projectCounts = await bodyRows(page).evaluateAll((rows) =>
      rows.slice(0, 3).map((row) => row.querySelectorAll('td')[0]?.textContent),
    );
    expect(projectCounts).toEqual(['8', '7', '6']);
    expect(teamCalls).toEqual([]);
  });

  it('20 teams side by side, each read: a failing team beside the others, sorted by MTTR, kept through a reload', async () => {
    const a11y = accessibilityChecks();
    const opened = await journeys.open({
      scenario: { user: 'member-with-many-teams' },
      beforeOpening: async (page) => {
        await routeTeamMetrics(page);
        await withoutTeamNames(page);
        await page.route(
          (url) =>
            url.pathname === '/api/v1/metrics/security/me' && url.searchParams.get('teamUUID') === FAILING_TEAM.uuid,
          (route) =>
            route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'team metrics are unavailable' }),
            }),
        );
      },
    });
    const { page } = opened;
    await page.locator('tbody[data-index]').first().waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: 'Compare teams', exact: true }).click();
    await expect.poll(() => address(page).get('view')).toBe('teams');
    await comparison(page).waitFor({ timeout: 30_000 });
    expect(await bodyRows(page).count()).toBe(20);
    await page.getByText('19 of 20 teams loaded, 1 failed').waitFor({ timeout: 60_000 });
    const failedRow = bodyRows(page).filter({ has: page.getByRole('rowheader', { name: FAILING_TEAM.name }) });
    await expect.poll(() => failedRow.getByRole('alert').textContent()).toMatch(/^Could not load this team: /);
    expect(await failedRow.getByRole('button', { name: `Retry ${FAILING_TEAM.name}` }).isVisible()).toBe(true);
    // The others have their figures: the first three teams have metrics of their own.
    const projectCounts = await bodyRows(page).evaluateAll((rows) =>
      rows.slice(0, 3).map((row) => row.querySelectorAll('td')[0]?.textContent),
    );
    expect(new Set(projectCounts).size).toBe(3);

    // Sort by MTTR, longest first: the failed row goes last.
    await comparison(page).getByRole('button', { name: 'MTTR', exact: true }).click();
    await expect.poll(() => address(page).get('teams.sort')).toBe('mttr:desc');
    const sorted = await mttrs(page);
    const known = sorted.filter((days): days is number => days !== null);
    expect(known).toEqual([...known].sort((left, right) => right - left));
    expect(sorted.at(-1)).toBeNull();
    await a11y.check(page, 'team comparison, sorted, one team failed');

    // A reload shows the same view, sorted, with each team read again.
    await page.reload();
    await comparison(page).waitFor({ timeout: 60_000 });
    await page.getByText('19 of 20 teams loaded, 1 failed').waitFor({ timeout: 60_000 });
    expect(
      await comparison(page).getByRole('columnheader', { name: 'MTTR', exact: true }).getAttribute('aria-sort'),
    ).toBe('descending');
    const reloaded = (await mttrs(page)).filter((days): days is number => days !== null);
    expect(reloaded).toEqual([...reloaded].sort((left, right) => right - left));
    await screenshot(page, 'team-comparison');

    // A team's name leads to the dashboard of that team.
    const firstTeam = bodyRows(page).first().getByRole('rowheader');
    const teamName = (await firstTeam.textContent()) ?? '';
    await firstTeam.getByRole('button').click();
    await expect.poll(() => address(page).get('view')).toBeNull();
    expect(address(page).get('teamUUID')).not.toBeNull();
    await page.locator('tbody[data-index]').first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('combobox', { name: 'Team', exact: true }).inputValue()).toBe(
      address(page).get('teamUUID'),
    );
    expect(teamName).not.toBe('');
    a11y.expectNoSeriousViolations();
  });
});
