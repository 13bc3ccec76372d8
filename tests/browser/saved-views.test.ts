// Saved views on the built dashboard, in Chromium, against the Prism mock: a view is named and kept,
// the page moves on, and opening the saved view brings its address and its figures back, after a
// reload too; all from the keyboard, with no serious axe-core violation in the open panel.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { accessibilityChecks, browserJourneys, tileValue } from './support';

const PROJECTS = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default).projects;
const TERM = 'gitlab';
const MATCHING = PROJECTS.filter((project) => project.projectUrl.includes(TERM)).length;

const journeys = browserJourneys();

const totalProjects = (page: Page) => tileValue(page, 'Total Projects').textContent();
const savedViewsButton = (page: Page) => page.getByRole('button', { name: 'Saved views', exact: true });

describe('saved views', () => {
  it('a named view comes back with its address and its figures, after a reload too', async () => {
    expect(MATCHING).toBeGreaterThan(0);
    expect(MATCHING).toBeLessThan(PROJECTS.length);
    const a11y = accessibilityChecks();
    const opened = await journeys.open();
    const { page } = opened;
    await expect.poll(() => totalProjects(page), { timeout: 30_000 }).toBe(String(PROJECTS.length));

    const search = page.getByRole('searchbox', { name: 'Project name' });
    await search.fill(TERM);
    await expect.poll(() => totalProjects(page), { timeout: 30_000 }).toBe(String(MATCHING));
    const savedAddress = new URL(page.url()).search;
    expect(savedAddress).toContain(`q=${TERM}`);

    // From the keyboard: the button, Enter, a name, Enter.
    await savedViewsButton(page).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('GitLab only');
    await page.keyboard.press('Enter');
    await page.getByText("Saved 'GitLab only'.").waitFor();
    await a11y.check(page, 'saved views panel');
    await page.keyboard.press('Escape');

    await search.fill('');
    await expect.poll(() => totalProjects(page), { timeout: 30_000 }).toBe(String(PROJECTS.length));
    expect(new URL(page.url()).search).not.toContain('q=');

    await page.reload();
    await expect.poll(() => totalProjects(page), { timeout: 30_000 }).toBe(String(PROJECTS.length));
    await savedViewsButton(page).click();
    await page
      .getByRole('list', { name: 'Views saved in this browser' })
      .getByRole('button', { name: 'GitLab only', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe(savedAddress);
    await expect.poll(() => totalProjects(page), { timeout: 30_000 }).toBe(String(MATCHING));
    expect(await search.inputValue()).toBe(TERM);
    // Opening a view is a step in the history: Back returns to the view before it.
    await page.goBack();
    await expect.poll(() => totalProjects(page), { timeout: 30_000 }).toBe(String(PROJECTS.length));
    a11y.expectNoSeriousViolations();
  });
});
