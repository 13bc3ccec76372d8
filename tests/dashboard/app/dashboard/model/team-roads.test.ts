// On the mock's world (the default account, its earlier period, and each team's answers as the
// account's restricted to the team's projects), the comparison's two roads give equal rows: each team's
// own two answers (`askTeamFigures`), or the account's two shared out (`askTeamsFigures`).
import { describe, expect, it } from 'vitest';
import { askTeamFigures, askTeamsFigures } from '@/dashboard/app/dashboard/model/team-figures';
import { readMetricsAnswer } from '@/dashboard/shared/metrics/load/read-metrics-answer';
import { DEFAULT_SLA_DAYS } from '@/dashboard/shared/metrics/severity';
import { createClient } from '@/sdk';
import { METRICS_SCENARIO_OPTIONS } from '../../../../../mocks/scenarios.mjs';
import {
  generateSecurityMetrics,
  previousPeriodMetrics,
  teamSecurityMetrics,
} from '../../../../../mocks/security-metrics.mjs';
import { METRICS_TEAMS } from '../../../../../mocks/team-metrics.mjs';
import { json, routeFetch, TEST_BASE_URL } from '../../../../support/route-fetch';

const NOW = Date.UTC(2026, 10, 21);
const STRICT = { CRITICAL: 3, HIGH: 14, MEDIUM: 60, LOW: 90 };
const slaDaysOf = (uuid: string) => (uuid === METRICS_TEAMS[0]?.uuid ? STRICT : DEFAULT_SLA_DAYS);
const ACCEPTED = [{ id: 'CVE-2021-44228', expiresAt: null, reason: 'mitigated upstream' }];

const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
const earlier = previousPeriodMetrics(account);
const owns = (uuid: string) => (projectUUID: string) =>
  account.projects.find((project) => project.projectUUID === projectUUID)?.teamUUIDs?.includes(uuid) ?? false;

/** The answer of `body`, read as the page reads it where there are no workers. */
function answerOf(body: unknown) {
  const { fetch } = routeFetch({ 'GET /api/v1/metrics/security/me': () => json(body) });
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return readMetricsAnswer(client, { startDate: '2026-10-22', endDate: '2026-11-21' });
}

describe('the team comparison’s two roads on the mock’s world', () => {
  it('give every team of the mock the same row', async () => {
    const teams = METRICS_TEAMS.map((team) => team.uuid);
    const shared = await askTeamsFigures(await answerOf(account), await answerOf(earlier), {
      now: NOW,
      acceptances: ACCEPTED,
      teams: teams.map((uuid) => ({ uuid, slaDays: slaDaysOf(uuid) })),
    });
    const own = [];
    for (const uuid of teams) {
      // The earlier period's projects that name the team (a retired project names its source's team).
      const earlierOwn = {
        ...earlier,
        projects: earlier.projects.filter((project) => project.teamUUIDs?.includes(uuid)),
      };
      own.push(
        await askTeamFigures(await answerOf(teamSecurityMetrics(account, owns(uuid))), await answerOf(earlierOwn), {
          now: NOW,
          acceptances: ACCEPTED,
          slaDays: slaDaysOf(uuid),
        }),
      );
    }
    expect(shared).toEqual(own);
    // Not a comparison of nothing: the first three teams share most projects out, with fixes and changes.
    expect(shared.slice(0, 3).map((row) => row.projects)).toEqual([8, 7, 6]);
    expect(shared.some((row) => row.mttrChange !== null && row.mttrChange !== 0)).toBe(true);
  });
});
