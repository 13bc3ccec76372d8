// @ts-check
// The named mock scenarios: which example of which response each one is, and how its value is made.
// `npm run spec:bundle` merges them into generated/mock/openapi.mock.json, which Prism serves; a
// request picks one with `Prefer: example=NAME` (plus `code=STATUS` for an error, see preferHeader).

import { PREVIOUS_PERIOD_EXAMPLE } from './previous-period.mjs';
import { METRICS_PATH, preferHeader, SCENARIO_CATALOGUE, USER_PATH } from './scenario-catalogue.mjs';
import { generateSecurityMetrics, previousPeriodMetrics, teamSecurityMetrics } from './security-metrics.mjs';
import { METRICS_TEAMS, projectOwners } from './team-metrics.mjs';
import {
  DEFAULT_ACCOUNT_USER,
  MEMBER_WITH_MANY_TEAMS,
  MEMBER_WITH_TEAMS,
  MEMBER_WITHOUT_TEAMS,
  UNAUTHENTICATED_ERROR,
} from './users.mjs';

export { METRICS_PATH, preferHeader, USER_PATH };

/** The generator's settings of each metrics scenario; tests reuse them. */
/** @satisfies {Record<string, import('./security-metrics.mjs').MetricsOptions>} */
export const METRICS_SCENARIO_OPTIONS = {
  default: { seed: 20261121, projectCount: 40, scansPerProject: { min: 1, max: 26 }, historyDays: 183 },
  empty: { seed: 1, projectCount: 0, scansPerProject: 1, historyDays: 183 },
  single: { seed: 7, projectCount: 1, scansPerProject: 1, historyDays: 30, exclusionsPerProject: 0 },
  large: { seed: 2000, projectCount: 2000, scansPerProject: 60, historyDays: 365, exclusionsPerProject: 0.3 },
  'huge-project': { seed: 50000, projectCount: 1, scansPerProject: 50_000, historyDays: 730, exclusionsPerProject: 0 },
  // Streamed (STREAMED_SCENARIOS), never in a document.
  'huge-account': {
    seed: 20000,
    projectCount: 20_000,
    scansPerProject: 60,
    historyDays: 365,
    exclusionsPerProject: 0.3,
  },
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

/** How each example's value is made, by `NAME PATH STATUS`; the authored ones have none. */
/** @type {Record<string, () => unknown>} */
const BUILDERS = {
  [`default ${METRICS_PATH} 200`]: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default),
  [`empty ${METRICS_PATH} 200`]: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.empty),
  [`single ${METRICS_PATH} 200`]: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.single),
  [`large ${METRICS_PATH} 200`]: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.large),
  [`huge-project ${METRICS_PATH} 200`]: () => generateSecurityMetrics(METRICS_SCENARIO_OPTIONS['huge-project']),
  [`unauthenticated ${METRICS_PATH} 401`]: () => UNAUTHENTICATED_ERROR,
  [`member-with-teams ${USER_PATH} 200`]: () => MEMBER_WITH_TEAMS,
  [`member-with-many-teams ${USER_PATH} 200`]: () => MEMBER_WITH_MANY_TEAMS,
  [`member-without-teams ${USER_PATH} 200`]: () => MEMBER_WITHOUT_TEAMS,
  [`default-account ${USER_PATH} 200`]: () => DEFAULT_ACCOUNT_USER,
  [`unauthenticated ${USER_PATH} 401`]: () => UNAUTHENTICATED_ERROR,
};

/**
 * Each team's metrics: the default account's projects that the team owns (`projectOwners`, the same
 * share-out as the projects API's `teamUUID`). Not scenarios of the toolbar: the layer in front of
 * Prism picks them by the request's `teamUUID` (`teamMetricsPrefer`).
 * @type {readonly MockScenario[]}
 */
export const TEAM_METRICS_EXAMPLES = METRICS_TEAMS.map((team) => ({
  name: team.example,
  path: METRICS_PATH,
  status: 200,
  summary: `The default account's metrics for the team ${team.name} (teamUUID ${team.uuid}): its projects only.`,
  heavy: false,
  build: () => {
    const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
    const owners = projectOwners(account.projects);
    return teamSecurityMetrics(account, (projectUUID) => owners.get(projectUUID) === team.uuid);
  },
}));

/**
 * The default account one period earlier, so that comparing two periods shows a change. Not a scenario
 * of the toolbar: the layer in front of Prism picks it by the request's `endDate` (`previousPeriodPrefer`).
 * @type {readonly MockScenario[]}
 */
export const PREVIOUS_PERIOD_EXAMPLES = [
  {
    name: PREVIOUS_PERIOD_EXAMPLE,
    path: METRICS_PATH,
    status: 200,
    summary:
      "The default account's metrics one period earlier: other fixes, flow and open counts; some projects new or gone since.",
    heavy: false,
    build: () => previousPeriodMetrics(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default)),
  },
];

/** Every example of the catalogue (mocks/scenario-catalogue.mjs), in its order, with its value's maker. */
/** @type {readonly MockScenario[]} */
export const MOCK_SCENARIOS = SCENARIO_CATALOGUE.flatMap((scenario) =>
  scenario.examples.map((example) => ({
    name: scenario.name,
    ...example,
    heavy: 'heavy' in scenario && scenario.heavy,
    build: BUILDERS[`${scenario.name} ${example.path} ${example.status}`],
  })),
);

/** Every example the mock document adds: the scenarios', the earlier period's, then the teams' metrics. */
/** @type {readonly MockScenario[]} */
export const MOCK_EXAMPLES = [...MOCK_SCENARIOS, ...PREVIOUS_PERIOD_EXAMPLES, ...TEAM_METRICS_EXAMPLES];
