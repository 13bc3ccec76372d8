// @ts-check
// The catalogue of named mock scenarios, as plain data: which example of which response each one
// is, a line for the mock's documentation and one for the dashboard's development toolbar. The mock
// document (mocks/scenarios.mjs adds how each value is generated) and the toolbar
// (src/dashboard/app/dev-scenarios.ts) both read it, so they cannot drift apart. No imports: the
// dashboard's development build loads it as it is.

export const METRICS_PATH = '/api/v1/metrics/security/me';
export const USER_PATH = '/api/v1/users/me';

/**
 * In the order the merge adds their examples: the first 200 example of a call is what Prism serves
 * without a `Prefer` header. `heavy`: tens of MB, served by `npm start` from a second Prism.
 */
export const SCENARIO_CATALOGUE = /** @type {const} */ ([
  {
    name: 'default',
    description: '40 projects over six months',
    examples: [
      {
        path: METRICS_PATH,
        status: 200,
        summary:
          'Forty projects on GitHub, GitLab and Bitbucket over six months: improving, regressing, flat and noisy.',
      },
    ],
  },
  {
    name: 'empty',
    description: 'A new account: no projects',
    examples: [{ path: METRICS_PATH, status: 200, summary: 'A new account: no projects, no scans, no exclusions.' }],
  },
  {
    name: 'single',
    description: 'One project, one scan',
    examples: [
      {
        path: METRICS_PATH,
        status: 200,
        summary: 'One project with one scan (the usage chart needs two dates, so it is hidden).',
      },
    ],
  },
  {
    name: 'large',
    description: '2,000 projects × 60 scans',
    heavy: true,
    examples: [
      {
        path: METRICS_PATH,
        status: 200,
        summary: '2,000 projects with 60 scans each over a year, for performance work.',
      },
    ],
  },
  {
    name: 'huge-project',
    description: 'One project with 50,000 scans',
    heavy: true,
    examples: [
      {
        path: METRICS_PATH,
        status: 200,
        summary: 'One project scanned on every push: 50,000 scans over two years, for performance work.',
      },
    ],
  },
  {
    name: 'date-window-error',
    description: 'The date window is refused (400)',
    examples: [
      {
        path: METRICS_PATH,
        status: 400,
        summary: "The server's 400 'requested time window is too large' (authored in openapi/).",
      },
    ],
  },
  {
    name: 'unauthenticated',
    description: 'Not signed in (401)',
    examples: [
      {
        path: METRICS_PATH,
        status: 401,
        summary: 'No valid credentials: the dashboard shows the login-required banner.',
      },
      { path: USER_PATH, status: 401, summary: 'No valid credentials.' },
    ],
  },
  {
    name: 'member-with-teams',
    description: 'A member with the teams feature',
    examples: [
      {
        path: USER_PATH,
        status: 200,
        summary: 'A member of an account with the teams feature, in three teams (the team selector shows).',
      },
    ],
  },
  {
    name: 'member-with-many-teams',
    description: 'A member of 20 teams',
    examples: [
      {
        path: USER_PATH,
        status: 200,
        summary: 'A member of an account with the teams feature, in 20 teams (the team comparison at scale).',
      },
    ],
  },
  {
    name: 'member-without-teams',
    description: 'A member without the teams feature',
    examples: [
      {
        path: USER_PATH,
        status: 200,
        summary: 'A member of an account without the teams feature (no team selector).',
      },
    ],
  },
  {
    name: 'default-account',
    description: 'The shared default account',
    examples: [{ path: USER_PATH, status: 200, summary: 'The shared default account: no user header and no logout.' }],
  },
]);

/**
 * Scenarios too large for any document: the mock makes their metrics answer as it sends it, a project
 * at a time (`streamSecurityMetrics`), so that it never holds one whole. Asked for like the others,
 * with `Prefer: example=NAME` on the metrics call. Not in the development toolbar.
 */
export const STREAMED_SCENARIOS = /** @type {const} */ ([
  {
    name: 'huge-account',
    description: '20,000 projects × 60 scans, streamed',
    summary: '20,000 projects scanned 60 times over a year (about 400 MB of JSON), made as it is sent.',
  },
]);

/**
 * The `Prefer` header that selects a scenario's example. Prism looks for a named example only among
 * the responses of one status, 200 unless `code=` says otherwise, so error scenarios name their status.
 * @param {{ name: string, status: number }} scenario
 */
export function preferHeader(scenario) {
  return scenario.status === 200 ? `example=${scenario.name}` : `code=${scenario.status}, example=${scenario.name}`;
}
