// What the production build must and must not carry: a strict Content-Security-Policy under which the
// dashboard still works, and none of the development-only mock-scenario switch.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MOCK_TOKEN, DEV_SCENARIO_STORAGE_KEY } from '@/dashboard/app/dev-scenarios';
import { SCENARIO_CATALOGUE } from '../../mocks/scenario-catalogue.mjs';
import { DIST_DIR, launchChromium } from '../../scripts/lib/browser-harness.mjs';
import { openDashboard, tileValue } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the production build', () => {
  it('sends a Content-Security-Policy that allows scripts from its own origin only', () => {
    const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    // Vite writes the attribute with HTML entities (&#39; for the quotes around 'self').
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('carries none of the development mock-scenario switch', () => {
    const assets = join(DIST_DIR, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = readFileSync(join(assets, file), 'utf8');
      expect(text.includes(DEV_SCENARIO_STORAGE_KEY), file).toBe(false);
      expect(text.includes(DEV_MOCK_TOKEN), file).toBe(false);
      // Nor the scenario catalogue the development toolbar reads (mocks/scenario-catalogue.mjs).
      for (const { description } of SCENARIO_CATALOGUE) expect(text.includes(description), file).toBe(false);
    }
  });

  it('the dashboard works under the policy: data shows and nothing is refused', async () => {
    const { context, page } = await openDashboard(browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    try {
      // Loaded again now that the listener is in place, so refusals during start-up are seen too.
      await page.reload();
      await expect.poll(() => tileValue(page, 'Total Projects').textContent(), { timeout: 30_000 }).toMatch(/\d/);
      await page.getByRole('table', { name: 'Projects', exact: true }).locator('tbody[data-index]').first().click();
      await page.getByText('Project scans').first().waitFor({ timeout: 15_000 });
      expect(refusals).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
