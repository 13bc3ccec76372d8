// @ts-check
// What the browser suite (tests/browser) and `npm run bench:browser` share: the production build of
// the dashboard served by `vite preview`, with the API paths proxied to a Prism mock of the merged
// mock document (mocks/), both on random free loopback ports; Debian's Chromium driven by
// playwright-core; and the way a page picks a mock scenario and a session. The benches open each
// run in a Chromium of its own with a new, empty profile (`measureOnFreshPages`), through a front
// that steers the API calls without intercepting them in the page (scripts/lib/bench-front.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { ensureMockDocument, MOCK_DOCUMENT_FILE } from '../../mocks/mock-document.mjs';
import { METRICS_PATH, MOCK_SCENARIOS, preferHeader, USER_PATH } from '../../mocks/scenarios.mjs';
import { findFreePort, startPrism } from '../../mocks/server/prism.mjs';
import { startStatefulMock } from '../../mocks/server/stateful-mock.mjs';
import { apiProxy } from './api-paths.mjs';
import { startBenchFront } from './bench-front.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_DIR = join(REPOSITORY_ROOT, 'dist');
const VITE_CONFIG = join(REPOSITORY_ROOT, 'vite.config.ts');

/** Headless Chromium in a container: no sandbox (root), no GPU, no background traffic. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The session token the signed-in journeys store (any non-empty token passes the mock's check). */
export const TEST_TOKEN = 'browser-suite-token';
/** Where the dashboard keeps its token (src/dashboard/features/session/token-storage.ts). */
const TOKEN_STORAGE_KEY = 'depsight.token';

/**
 * One browser context per journey: a 1440×900 window, no animations, a fixed locale and time zone
 * so that dates and numbers print the same everywhere.
 * @type {import('playwright-core').BrowserContextOptions}
 */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light',
  // axe-core is injected as a script tag; a Content-Security-Policy must not refuse it.
  bypassCSP: true,
};

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium({ log } = {}) {
  const executablePath = ensureChromium(log ? { log } : {});
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * `vite build` into dist/ as a production build. Vitest sets NODE_ENV=test, with which Vite would
 * make a development build (import.meta.env.DEV, the mock-scenario toolbar), so it is production here.
 * `sourceMaps`: a .map file beside each script, not named in it (the same JavaScript), for a trace's
 * samples to be read back to the sources.
 * @param {{ sourceMaps?: boolean }} [options]
 */
async function buildDashboard({ sourceMaps = false } = {}) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: VITE_CONFIG,
      root: REPOSITORY_ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: DIST_DIR, emptyOutDir: true, sourcemap: sourceMaps ? 'hidden' : false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * @typedef {object} DashboardServers
 * @property {string} url the dashboard (vite preview), e.g. `http://127.0.0.1:41234`
 * @property {string} prismUrl the Prism mock (the API paths reach it, through the stateful layer when asked for)
 * @property {string} apiUrl where vite preview sends the API paths: the stateful layer, or Prism
 * @property {() => Promise<void>} stop stops both servers
 */

/**
 * Builds the dashboard (unless `skipBuild`) and the mock document (when missing or stale), starts
 * Prism on the mock document and `vite preview` proxying the API paths to it; resolves once both
 * answer. Prism loads the large scenario for ~10 s, so it starts first and the build runs meanwhile.
 * `stateful` puts the mock's stateful layer in front of Prism, as `npm start` does, so that writes
 * persist (the browser suite); the benches read only and go to Prism directly.
 * @param {{ skipBuild?: boolean, sourceMaps?: boolean, stateful?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<DashboardServers>}
 */
export async function startDashboardServers({
  skipBuild = false,
  sourceMaps = false,
  stateful = false,
  log = () => {},
} = {}) {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const mockDocument = ensureMockDocument();
  if (mockDocument.built) log(`Built the mock document ${mockDocument.file} (${seconds()}).`);
  const prismReady = startPrism({ document: join(REPOSITORY_ROOT, MOCK_DOCUMENT_FILE) });
  // Nobody awaits it until the build is done; a failure then must not count as unhandled.
  prismReady.catch(() => {});

  /** @type {import('vite').PreviewServer | undefined} */
  let server;
  /** @type {import('../../mocks/server/stateful-mock.mjs').StatefulMock | undefined} */
  let layer;
  try {
    if (!skipBuild) {
      await buildDashboard({ sourceMaps });
      log(`Built the dashboard into dist/ (${seconds()}).`);
    }
    const prism = await prismReady;
    log(`Prism is serving the mock document on ${prism.url} (${seconds()}).`);
    // As `npm start` has it: writes persist in the mock's world (a ticket filed, a risk accepted).
    layer = stateful ? await startStatefulMock({ upstream: () => prism.url }) : undefined;
    if (layer) log(`The stateful layer is in front of Prism on ${layer.url} (${seconds()}).`);
    const apiUrl = layer?.url ?? prism.url;
    const port = await findFreePort();
    server = await preview({
      configFile: VITE_CONFIG,
      root: REPOSITORY_ROOT,
      logLevel: 'warn',
      build: { outDir: DIST_DIR },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false, proxy: apiProxy(apiUrl) },
    });
    const url = `http://127.0.0.1:${port}`;
    log(`vite preview is serving dist/ on ${url} (${seconds()}).`);
    const previewServer = server;
    const statefulLayer = layer;
    return {
      url,
      prismUrl: prism.url,
      apiUrl,
      stop: async () => {
        await Promise.allSettled([previewServer.close(), statefulLayer?.stop(), prism.stop()]);
      },
    };
  } catch (error) {
    await server?.close();
    await layer?.stop();
    await prismReady.then((prism) => prism.stop()).catch(() => {});
    throw error;
  }
}

/**
 * @typedef {object} BenchDashboard what a bench measures on
 * @property {string} url where the page is opened: the bench's front, before vite preview
 * @property {import('./bench-front.mjs').BenchFront} front steers the API calls, sees the requests in flight
 */

/**
 * Starts the servers and the bench's front, runs `measure` with them, and stops them whatever happens
 * (the benchmarks' commands). Each run opens its own Chromium (`measureOnFreshPages`).
 * `stateful` puts the mock's stateful layer in front of Prism (streamed scenarios such as `huge-account`);
 * `sourceMaps` builds with source maps beside the scripts (`buildDashboard`).
 * @param {{ skipBuild?: boolean, sourceMaps?: boolean, stateful?: boolean, log?: (line: string) => void }} options
 * @param {(dashboard: BenchDashboard) => Promise<void>} measure
 */
export async function withDashboard(
  { skipBuild = false, sourceMaps = false, stateful = false, log = () => {} },
  measure,
) {
  const servers = await startDashboardServers({ skipBuild, sourceMaps, stateful, log });
  try {
    // The API paths go to the mock directly (vite preview's proxy is one more hop a user does not
    // have), and the build's assets are sent from memory, compressed once, as a static host sends them.
    const front = await startBenchFront({
      pageUrl: servers.url,
      apiUrl: servers.apiUrl,
      assetsDir: join(DIST_DIR, 'assets'),
    });
    try {
      await measure({ url: front.url, front });
    } finally {
      await front.stop();
    }
  } finally {
    await servers.stop();
  }
}

/** @typedef {'metrics' | 'user'} ScenarioCall */

const CALL_PATHS = /** @type {const} */ ({ metrics: METRICS_PATH, user: USER_PATH });

/**
 * The `Prefer` header that selects a named mock scenario of one call (mocks/scenarios.mjs).
 * @param {ScenarioCall} call
 * @param {string} name
 */
export function scenarioPrefer(call, name) {
  const scenario = MOCK_SCENARIOS.find((entry) => entry.path === CALL_PATHS[call] && entry.name === name);
  if (!scenario) throw new Error(`No mock scenario "${name}" for the ${call} call (see mocks/scenarios.mjs).`);
  return preferHeader(scenario);
}

/**
 * @typedef {object} ScenarioChoice
 * @property {string} [metrics] the scenario of the metrics call
 * @property {string} [user] the scenario of the users call
 * @property {(request: import('playwright-core').Request) => boolean} [when] only requests it accepts get the header
 */

/**
 * The benches' `routeScenario`, at their front: the scenarios' `Prefer` header on the GET calls they
 * concern, and on no other request.
 * @param {{ metrics?: string, user?: string }} choice
 * @returns {import('./bench-front.mjs').Steer}
 */
export function scenarioSteer({ metrics, user }) {
  /** @type {Record<string, string>} */
  const preferByPath = {};
  if (metrics) preferByPath[METRICS_PATH] = scenarioPrefer('metrics', metrics);
  if (user) preferByPath[USER_PATH] = scenarioPrefer('user', user);
  return (request) => {
    const prefer = request.method === 'GET' ? preferByPath[request.path] : undefined;
    return prefer === undefined ? undefined : { prefer };
  };
}

/**
 * Adds the scenarios' `Prefer` header to the calls they concern, and to no other request.
 * @param {import('playwright-core').Page} page
 * @param {ScenarioChoice} choice
 */
export async function routeScenario(page, { metrics, user, when = () => true }) {
  /** @type {Record<string, string>} */
  const preferByPath = {};
  if (metrics) preferByPath[METRICS_PATH] = scenarioPrefer('metrics', metrics);
  if (user) preferByPath[USER_PATH] = scenarioPrefer('user', user);
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const prefer = request.method() === 'GET' ? preferByPath[new URL(request.url()).pathname] : undefined;
    if (prefer === undefined || !when(request)) return route.fallback();
    return route.fallback({ headers: { ...request.headers(), prefer } });
  });
}

/**
 * A Chromium of its own with a new, empty profile (user data directory), and so an empty HTTP cache
 * and no compiled code: browser contexts of one Chromium share its processes, and a renderer that
 * compiled the page once may serve the next context. The profile keeps a session token. `close`
 * ends the browser and deletes the profile.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function openFreshProfile({ log } = {}) {
  const executablePath = ensureChromium(log ? { log } : {});
  const userDataDir = await mkdtemp(join(tmpdir(), 'depsight-bench-profile-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      args: CHROMIUM_ARGS,
      ...CONTEXT_OPTIONS,
    });
    await storeToken(context);
    return {
      context,
      close: async () => {
        await context.close().catch(() => {});
        await rm(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
}

/** @typedef {'cold' | 'warm'} Visit a first visit in a new profile, or the next visit in the same profile */

/**
 * Runs `measure` `runs` times, each on a signed-in page of a fresh profile (`openFreshProfile`), its
 * API calls steered by `steer`: the first visit, the way a user meets the page, every one counted (no
 * warm-up: it would not warm anything the next run gets, and a bench that hid the first compile
 * would not measure what a user meets). `warmVisit` measures a second visit in the same profile
 * after each (a new tab, the first one closed: the HTTP cache and the compiled code a returning user
 * has). Logs one line per visit, and returns the values of both kinds of visit.
 * `stopAfter`, when it says so of a first visit's values, ends the runs there (a freeze repeats on
 * every run; one is enough to say so). `cpuSlowdown` runs each page's thread that many times slower
 * (`slowPageThread`).
 * @template T
 * @param {BenchDashboard} dashboard
 * @param {{ runs: number, log: (line: string) => void, runName: string, steer?: import('./bench-front.mjs').Steer, warmVisit?: boolean, stopAfter?: (values: T[]) => boolean, cpuSlowdown?: number }} options
 *   `runName` starts each run's line ('sort')
 * @param {(page: import('playwright-core').Page, visit: Visit) => Promise<{ values: T[], summary: string }>} measure
 *   what one page measured, and how its line describes it
 * @returns {Promise<{ cold: T[], warm: T[] }>}
 */
export async function measureOnFreshPages(
  dashboard,
  { runs, log, runName, steer, warmVisit = false, stopAfter, cpuSlowdown = 1 },
  measure,
) {
  /** @param {import('playwright-core').Page} page */
  const prepared = async (page) => {
    await slowPageThread(page, cpuSlowdown);
    return page;
  };
  /** @type {{ cold: T[], warm: T[] }} */
  const values = { cold: [], warm: [] };
  for (let run = 1; run <= runs; run += 1) {
    const profile = await openFreshProfile({ log });
    dashboard.front.steer(steer);
    try {
      const [blank] = profile.context.pages();
      const cold = await measure(await prepared(blank ?? (await profile.context.newPage())), 'cold');
      values.cold.push(...cold.values);
      log(`${runName} run ${run}/${runs}${warmVisit ? ', first visit' : ''}: ${cold.summary}`);
      if (stopAfter?.(cold.values)) break;
      if (!warmVisit) continue;
      await Promise.all(profile.context.pages().map((page) => page.close()));
      const warm = await measure(await prepared(await profile.context.newPage()), 'warm');
      values.warm.push(...warm.values);
      log(`${runName} run ${run}/${runs}, second visit: ${warm.summary}`);
    } finally {
      dashboard.front.steer(undefined);
      await profile.close();
    }
  }
  return values;
}

/**
 * Runs the page's own thread `rate` times slower (Chromium's CPU throttling, as DevTools' Performance
 * panel offers it): how a machine slower than this one meets the page. Its workers keep their speed.
 * A rate of 1 leaves the page as it is.
 * @param {import('playwright-core').Page} page @param {number} rate
 */
export async function slowPageThread(page, rate) {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Stores a session token before the page's scripts run, as a signed-in user's browser has it.
 * @param {import('playwright-core').BrowserContext | import('playwright-core').Page} target
 * @param {string} [token]
 */
export async function storeToken(target, token = TEST_TOKEN) {
  await target.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(/** @type {string} */ (key), /** @type {string} */ (value));
    },
    [TOKEN_STORAGE_KEY, token],
  );
}
