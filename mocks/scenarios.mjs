// @ts-check
// The named mock scenarios: which example of which response each one is, and how its value is made.
// `npm run spec:bundle` merges them into generated/mock/openapi.mock.json, which Prism serves; a
// request picks one with `Prefer: example=NAME` (plus `code=STATUS` for an error, see preferHeader).
import { generateSecurityMetrics } from './security-metrics.mjs';
import { DEFAULT_ACCOUNT_USER, MEMBER_WITH_TEAMS, MEMBER_WITHOUT_TEAMS, UNAUTHENTICATED_ERROR } from './users.mjs';

export const METRICS_PATH = '/api/v1/metrics/security/me';
export const USER_PATH = '/api/v1/users/me';

/** The generator's settings of each metrics scenario; tests reuse them. */
/** @satisfies {Record<string, import('./security-metrics.mjs').MetricsOptions>} */
export const METRICS_SCENARIO_OPTIONS = {
  default: { seed: 20261121, projectCount: 40, scansPerProject: { min: 1, max: 26 }, historyDays: 183 },
  empty: { seed: 1, projectCount: 0, scansPerProject: 1, historyDays: 183 },
  single: { seed: 7, projectCount: 1, scansPerProject: 1, historyDays: 30, exclusionsPerProject: 0 },
  large: { seed: 2000, projectCount: 2000, scansPerProject: 60, historyDays: 365, exclusionsPerProject: 0.3 },
  'huge-project': { seed: 50000, projectCount: 1, scansPerProject: 50_000, historyDays: 730, exclusionsPerProject: 0 },
};

/**
 * @typedef {object} MockScenario
 * @property {string} name the example's name, which `Prefer: example=NAME` selects
 * @property {string} path the call it answers (always a GET)
 * @property {number} status the response it is an example of
 * @property {string} summary one line, shown by Prism's tooling and in mocks/README.md
 * @property {(() => unknown) | undefined} build the example's value; undefined when the authored
 *   document already has this example (the merge only checks that it is there)
 * @property {boolean} [heavy] tens of MB: left out of the light mock document, so that Prism loads
 *   the everyday scenarios in seconds (`npm start` serves the heavy ones from a second Prism)
 */

/** In the order the merge adds them: the first 200 example of a call is what Prism serves by default. */
/** @type {readonly MockScenario[]} */
export const MOCK_SCENARIOS = [
  {
    name: 'default',
    path: METRICS_PATH,
    status: 200,
    summary: 'Forty projects on GitHub, GitLab and Bitbucket over six months: improving, regressing, flat and noisy.',
    build: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default),
  },
  {
    name: 'empty',
    path: METRICS_PATH,
    status: 200,
    summary: 'A new account: no projects, no scans, no exclusions.',
    build: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.empty),
  },
  {
    name: 'single',
    path: METRICS_PATH,
    status: 200,
    summary: 'One project with one scan (the usage chart needs two dates, so it is hidden).',
    build: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.single),
  },
  {
    name: 'large',
    path: METRICS_PATH,
    status: 200,
    summary: '2,000 projects with 60 scans each over a year, for performance work.',
    build: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.large),
    heavy: true,
  },
  {
    name: 'huge-project',
    path: METRICS_PATH,
    status: 200,
    summary: 'One project scanned on every push: 50,000 scans over two years, for performance work.',
    build: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS['huge-project']),
    heavy: true,
  },
  {
    name: 'date-window-error',
    path: METRICS_PATH,
    status: 400,
    summary: "The server's 400 'requested time window is too large' (authored in openapi/).",
    build: undefined,
  },
  {
    name: 'unauthenticated',
    path: METRICS_PATH,
    status: 401,
    summary: 'No valid credentials: the dashboard shows the login-required banner.',
    build: () => UNAUTHENTICATED_ERROR,
  },
  {
    name: 'member-with-teams',
    path: USER_PATH,
    status: 200,
    summary: 'A member of an account with the teams feature, in three teams (the team selector shows).',
    build: () => MEMBER_WITH_TEAMS,
  },
  {
    name: 'member-without-teams',
    path: USER_PATH,
    status: 200,
    summary: 'A member of an account without the teams feature (no team selector).',
    build: () => MEMBER_WITHOUT_TEAMS,
  },
  {
    name: 'default-account',
    path: USER_PATH,
    status: 200,
    summary: 'The shared default account: no user header and no logout.',
    build: () => DEFAULT_ACCOUNT_USER,
  },
  {
    name: 'unauthenticated',
    path: USER_PATH,
    status: 401,
    summary: 'No valid credentials.',
    build: () => UNAUTHENTICATED_ERROR,
  },
];

/**
 * The `Prefer` header that selects a scenario. Prism looks for a named example only among the
 * responses of one status, 200 unless `code=` says otherwise, so error scenarios name their status.
 * @param {{ name: string, status: number }} scenario
 */
export function preferHeader(scenario) {
  return scenario.status === 200 ? `example=${scenario.name}` : `code=${scenario.status}, example=${scenario.name}`;
}
