// @ts-check
// The team comparison's part of `npm run bench:browser`: a member of 20 teams (the mock's
// `member-with-many-teams`) opens 'Compare teams' on a loaded dashboard; measured from the click to
// the frame after the last of the 20 rows has its figures (each team read twice, the period and the
// previous one, four calls at a time; or, when the account's answer names each project's teams, none:
// every row from the account's two answers), once the page has gone quiet. Each run also reports the
// metrics downloads after the click (each team's, and the account's) and the time from the account's
// answers read (at the click, or when the last of them came after it) to the last row drawn. Every run
// is a first visit in a new profile: nothing is cached. bench-browser.mjs calls `benchmarkTeams` after
// its own runs; `node scripts/bench-browser-teams.mjs` measures this alone (--runs N, default 5;
// --skip-build reuses dist/; --projects N: an account of N projects × 60 scans shared out among the 20
// teams, served by scripts/lib/sized-metrics-server.mjs, instead of the mock's teams;
// --without-team-uuids: its projects do not name their teams, so each team is read).

import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { METRICS_PATH } from '../mocks/scenarios.mjs';
import { teamMetricsPrefer } from '../mocks/team-metrics.mjs';
import { eitherSteer } from './lib/bench-front.mjs';
import { median, reportLine } from './lib/bench-report.mjs';
import { measureOnFreshPages, scenarioSteer, withDashboard } from './lib/browser-harness.mjs';
import { loadUntilQuiet } from './lib/page-marks.mjs';
import { startSizedMetricsServer, steerMetricsTo } from './lib/sized-metrics-server.mjs';

const TEAM_COUNT = 20;
const TEAMS_TARGET_MS = 3000;

/**
 * Sends each team's metrics call to that team's own example, as `npm start`'s layer in front of
 * Prism does (`teamMetricsPrefer`); the browser suite serves Prism alone. Teams the mock does not know
 * keep the account's answer. `teamMetricsSteer` does the same at the benches' front.
 * @param {import('playwright-core').Page} page
 */
export async function routeTeamMetrics(page) {
  await page.route('**/api/v1/metrics/security/me*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const prefer = teamMetricsPrefer({
      method: request.method(),
      url: `${url.pathname}${url.search}`,
      prefer: request.headers().prefer,
    });
    if (prefer === undefined) return route.fallback();
    return route.fallback({ headers: { ...request.headers(), prefer } });
  });
}

/** @type {import('./lib/bench-front.mjs').Steer} */
const teamMetricsSteer = (request) => {
  const prefer = teamMetricsPrefer({
    method: request.method,
    url: `${request.path}${request.search}`,
    prefer: typeof request.headers.prefer === 'string' ? request.headers.prefer : undefined,
  });
  return prefer === undefined ? undefined : { prefer };
};

/**
 * Runs in the page: notes when 'Compare teams' is clicked, when the count first reads a team loaded
 * and, at the frame after it reads every team loaded, when the comparison is complete (the page's
 * own clock).
 * @param {number} teamCount
 */
function instrumentTeams(teamCount) {
  /** @type {{ clickAt?: number, firstAt?: number, doneAt?: number, failed?: boolean }} */
  const marks = {};
  Object.assign(window, { __teamMarks: marks });
  const done = new RegExp(`^\\d+ of ${teamCount} teams loaded`);
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || event.target.closest('button')?.textContent !== 'Compare teams') return;
      marks.clickAt = performance.now();
      const observer = new MutationObserver(() => {
        const count = Array.from(document.querySelectorAll('main p')).find((node) => done.test(node.textContent ?? ''));
        const text = count?.textContent ?? '';
        const [loaded = '', , failed] = text.match(/^(\d+) of \d+ teams loaded(?:, (\d+) failed)?/)?.slice(1) ?? [];
        if (Number(loaded) > 0) marks.firstAt ??= performance.now();
        if (Number(loaded) + Number(failed ?? 0) !== teamCount) return;
        observer.disconnect();
        marks.failed = Number(failed ?? 0) > 0;
        requestAnimationFrame(() => {
          marks.doneAt = performance.now();
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    true,
  );
}

/**
 * @typedef {object} TeamsOptions
 * @property {number} runs
 * @property {number} [projects] the account's, shared out among the teams (the mock's teams without it)
 * @property {boolean} [withoutTeamUUIDs] the account's projects do not name their teams (with `projects`)
 * @property {(line: string) => void} [log]
 */

/**
 * @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {TeamsOptions} options
 * @returns {Promise<number[]>} click → every row's figures painted, in ms, one value per run
 */
export async function measureTeams(dashboard, { runs, projects, withoutTeamUUIDs = false, log = () => {} }) {
  const sized = projects === undefined ? undefined : await startSizedMetricsServer({ withoutTeams: withoutTeamUUIDs });
  const metrics =
    sized && projects !== undefined
      ? steerMetricsTo(sized, projects, Math.ceil(projects / TEAM_COUNT))
      : teamMetricsSteer;
  const steer = eitherSteer(scenarioSteer({ user: 'member-with-many-teams' }), metrics);
  try {
    const { cold } = await measureOnFreshPages(dashboard, { runs, log, runName: 'teams', steer }, async (page) => {
      await page.addInitScript(instrumentTeams, TEAM_COUNT);
      // A large account's answer is still arriving at its first row: the comparison starts on the loaded page.
      await loadUntilQuiet(page, dashboard, { timeoutMs: 180_000 });
      await page.getByRole('button', { name: 'Compare teams', exact: true }).click();
      await page.waitForFunction(() => /** @type {any} */ (window).__teamMarks.doneAt !== undefined, undefined, {
        timeout: 180_000,
      });
      const { clickAt, firstAt, doneAt, failed } = await page.evaluate(() => /** @type {any} */ (window).__teamMarks);
      if (failed) throw new Error('A team of the comparison failed to load: the run measures nothing.');
      const calls = await metricsCallsSince(page, clickAt);
      const teamCalls = calls.filter((call) => call.team);
      const accountCalls = calls.filter((call) => !call.team);
      // The account's answers are read at the click, or when the last of those asked after it came.
      const accountRead = Math.max(clickAt, ...accountCalls.map((call) => call.end));
      const lastAnswer = Math.max(accountRead, ...teamCalls.map((call) => call.end));
      const perTeam =
        teamCalls.length === 0
          ? ''
          : `, ${Math.round(median(teamCalls.map((call) => call.duration)))} ms each (median), last answer → done ${Math.round(doneAt - lastAnswer)} ms`;
      const callLine = `first team ${Math.round(firstAt - clickAt)} ms; downloads after the click: ${teamCalls.length} per team, ${accountCalls.length} of the account's; account's answers read → done ${Math.round(doneAt - accountRead)} ms${perTeam}`;
      return { values: [doneAt - clickAt], summary: `${Math.round(doneAt - clickAt)} ms (${callLine})` };
    });
    return cold;
  } finally {
    await sized?.stop();
  }
}

/**
 * The page's metrics calls that started after `since` (resource timing): a team's (`teamUUID=`) or
 * the account's, each with its duration and when its answer ended.
 * @param {import('playwright-core').Page} page @param {number} since
 */
function metricsCallsSince(page, since) {
  return page.evaluate(
    ({ since, path }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === path && entry.startTime >= since)
        .map((entry) => ({
          team: entry.name.includes('teamUUID='),
          duration: entry.duration,
          end: /** @type {PerformanceResourceTiming} */ (entry).responseEnd,
        })),
    { since, path: METRICS_PATH },
  );
}

/**
 * Measures and prints the report line.
 * @param {import('./lib/browser-harness.mjs').BenchDashboard} dashboard
 * @param {TeamsOptions} options
 */
export async function benchmarkTeams(dashboard, options) {
  const durations = await measureTeams(dashboard, options);
  const account =
    options.projects === undefined
      ? ''
      : ` of an account of ${options.projects.toLocaleString('en-US')} projects${options.withoutTeamUUIDs ? ' (no teamUUIDs: each team read)' : ''}`;
  console.log(
    reportLine(`Team comparison of ${TEAM_COUNT} teams${account} → every row loaded`, durations, TEAMS_TARGET_MS, 'ms'),
  );
  return median(durations);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      projects: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'without-team-uuids': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}".`);
  const projects = values.projects === undefined ? undefined : Number(values.projects);
  if (projects !== undefined && !(Number.isInteger(projects) && projects >= TEAM_COUNT)) {
    throw new Error(`--projects must be a whole number ≥ ${TEAM_COUNT}, not "${values.projects}".`);
  }
  const log = (/** @type {string} */ line) => console.log(line);
  await withDashboard({ skipBuild: values['skip-build'], log }, async (dashboard) => {
    await benchmarkTeams(dashboard, { runs, projects, withoutTeamUUIDs: values['without-team-uuids'], log });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
