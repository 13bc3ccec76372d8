// What the production build must and must not carry: a strict Content-Security-Policy under which the
// dashboard still works, and none of the development-only mock-scenario switch; V8's compile hint on
// the first view's scripts only, the workers' scripts asked for as the page loads, and the metrics
// call sent by a first, small script before the app's bundle has run.
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

  it("starts the first view's scripts, and no other, with V8's compile hint, on their first line", () => {
    const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    const firstView = [
      ...html.matchAll(/<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)"/g),
    ].map((match) => match[1]);
    expect(firstView.length).toBeGreaterThanOrEqual(1);
    const hinted = (file: string) =>
      readFileSync(join(DIST_DIR, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
    for (const file of firstView) expect(hinted(file as string), file).toBe(true);
    const others = readdirSync(join(DIST_DIR, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`)
      .filter((file) => !firstView.includes(file));
    // The charts, the sections below the fold and the worker are compiled as they are used.
    expect(others.length).toBeGreaterThan(5);
    for (const file of others) expect(hinted(file), file).toBe(false);
  });

  it("loads a small first script, before the app's entry and under the policy, that sends the metrics call", () => {
    const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    const early =
      /<script type="module" async crossorigin fetchpriority="high" src="\/(assets\/early-[\w-]+\.js)"><\/script>/.exec(
        html,
      );
    expect(early?.index).toBeGreaterThan(html.indexOf('http-equiv="Content-Security-Policy"'));
    expect(early?.index).toBeLessThan(html.indexOf('<script type="module" crossorigin src='));
    // Its modules (those it imports, and theirs) are a few KB, against the hundreds of the app's entry.
    const graph = new Set<string>();
    const visit = (file: string) => {
      if (graph.has(file)) return;
      graph.add(file);
      const code = readFileSync(join(DIST_DIR, file), 'utf8');
      for (const [, imported] of code.matchAll(/from"\.\/([\w.-]+\.js)"/g)) visit(`assets/${imported}`);
    };
    visit(early?.[1] as string);
    const bytes = [...graph].reduce((sum, file) => sum + readFileSync(join(DIST_DIR, file)).length, 0);
    expect(bytes).toBeLessThan(50_000);
  });

  it('sends the metrics call once on a first visit, before the app has asked who the user is', async () => {
    const sent: string[] = [];
    const { context, page } = await openDashboard(browser, {
      beforeOpening: async (opening) => {
        opening.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (path === '/api/v1/metrics/security/me' || path === '/api/v1/users/me') sent.push(path);
        });
      },
    });
    try {
      await expect.poll(() => tileValue(page, 'Total Projects').textContent(), { timeout: 30_000 }).toMatch(/\d/);
      expect(sent.filter((path) => path.endsWith('/metrics/security/me'))).toHaveLength(1);
      expect(sent.indexOf('/api/v1/metrics/security/me')).toBeLessThan(sent.indexOf('/api/v1/users/me'));
    } finally {
      await context.close();
    }
  });

  it("sends the metrics call once when the first script runs after the app's bundle (a busy browser)", async () => {
    const sent: string[] = [];
    let pageAsked: () => void = () => {};
    const pageHasAsked = new Promise<void>((resolve) => {
      pageAsked = resolve;
    });
    const { context, page } = await openDashboard(browser, {
      beforeOpening: async (opening) => {
        opening.on('request', (request) => {
          if (new URL(request.url()).pathname !== '/api/v1/metrics/security/me') return;
          sent.push(request.url());
          pageAsked();
        });
        // The first script (and only it, not the modules it shares with the app) is held until the
        // app has sent the metrics call itself.
        const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
        const firstScript = /<script type="module" async[^>]* src="(\/assets\/early-[\w-]+\.js)"/.exec(html)?.[1];
        expect(firstScript).toBeDefined();
        await opening.route(`**${firstScript}`, async (route) => {
          await pageHasAsked;
          await route.continue();
        });
      },
    });
    try {
      await expect.poll(() => tileValue(page, 'Total Projects').textContent(), { timeout: 30_000 }).toMatch(/\d/);
      // The first script has run by now: the page is drawn from the bundle it was loaded beside.
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
      expect(sent).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("has index.html ask for the metrics worker's script as the page loads", () => {
    const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    const prefetched = [...html.matchAll(/<link rel="prefetch" href="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
    const workers = readdirSync(join(DIST_DIR, 'assets'))
      .filter((file) => /^metrics\.worker-[\w-]+\.js$/.test(file))
      .map((file) => `assets/${file}`);
    expect(workers).toHaveLength(1);
    expect(prefetched).toEqual(workers);
  });
});
