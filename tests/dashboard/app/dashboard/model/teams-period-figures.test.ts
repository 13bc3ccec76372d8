// The team comparison's two roads give the same figures: a team's own answer (the account's projects
// that name the team, as a server that sends `teamUUIDs` promises), or the account's answer shared out
// among the asked teams in one pass (`teamsPeriodFigures`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamPeriodFigures, teamsPeriodFigures } from '@/dashboard/app/dashboard/model/team-figures';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { DEFAULT_SLA_DAYS } from '@/dashboard/shared/metrics/severity';
import { teamUUIDsOf } from '@/dashboard/shared/metrics/team-uuids';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import { assertHostile, hostileProject } from '../../../../support/hostile-answers';
import { fix, wire } from '../../../support/fix-fixtures';
import { openVulnerabilities, teamFigures } from '../../../support/team-fixtures';

const NOW = Date.UTC(2026, 10, 21);
const DAY = 86_400_000;
const [PLATFORM, PAYMENTS, CHECKOUT] = [
  '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
] as const;
const STRICT = { CRITICAL: 3, HIGH: 14, MEDIUM: 60, LOW: 90 };
/** Each team with its own targets (the first stricter), and one that no project names. */
const TEAMS = [
  { uuid: PLATFORM, slaDays: STRICT },
  { uuid: PAYMENTS, slaDays: DEFAULT_SLA_DAYS },
  { uuid: CHECKOUT.toUpperCase(), slaDays: DEFAULT_SLA_DAYS },
];

/** What a project may say of its teams: nothing, none, some (in any case), with junk beside them. */
const teamsNamed = fc.oneof(
  fc.constant(undefined),
  fc.subarray([PLATFORM, PAYMENTS, PAYMENTS.toUpperCase(), 'team-a', 7]),
);

const openList = fc.array(
  fc.record({
    id: fc.constantFrom('CVE-2026-1', 'CVE-2026-2', 'GHSA-aaaa-bbbb'),
    severity: fc.constantFrom('CRITICAL', 'HIGH', 'LOW'),
    firstSeenWhen: fc.integer({ min: 0, max: 200 }).map((days) => NOW - days * DAY),
  }),
  { maxLength: 4 },
);

/** An account's answer: hostile projects, each naming some teams, some with open vulnerabilities. */
const account = fc
  .array(fc.tuple(hostileProject, teamsNamed, fc.option(openList, { nil: undefined })), { maxLength: 8 })
  .map((entries) => ({
    projects: entries.map(([project, teams, open]) =>
      isRecord(project)
        ? {
            ...project,
            ...(teams === undefined ? {} : { teamUUIDs: teams }),
            ...(open === undefined ? {} : { openVulnerabilities: open }),
          }
        : project,
    ),
  }));

/** The team's own answer, as a server that sends `teamUUIDs` makes it: the projects that name the team. */
const teamAnswerOf = (answer: { projects: unknown[] }, uuid: string) => ({
  projects: answer.projects.filter(
    (project) => isRecord(project) && teamUUIDsOf(project.teamUUIDs)?.includes(uuid.toLowerCase()),
  ),
});

describe('teamsPeriodFigures', () => {
  it('gives each team the figures of its own answer, for any account and any sharing out', () => {
    assertHostile(
      fc.property(
        account,
        fc.constantFrom(undefined, [{ id: 'CVE-2026-1', expiresAt: null, reason: 'r' }]),
        (answer, acceptances) => {
          const shared = teamsPeriodFigures.run(normalizeMetrics(answer), { now: NOW, acceptances, teams: TEAMS });
          const own = TEAMS.map((team) =>
            teamPeriodFigures.run(normalizeMetrics(teamAnswerOf(answer, team.uuid)), {
              now: NOW,
              acceptances,
              slaDays: team.slaDays,
            }),
          );
          expect(shared).toEqual(own);
        },
      ),
      { defaultRuns: 100 },
    );
  });

  it('counts a project in every team it names, each team by its own targets', () => {
    const metrics = normalizeMetrics({
      projects: [
        {
          ...wire('https://x/a', [fix(10)]),
          teamUUIDs: [PLATFORM, PAYMENTS],
          openVulnerabilities: openVulnerabilities([20], NOW),
        },
        { ...wire('https://x/b', [fix(30)]), teamUUIDs: [PAYMENTS.toUpperCase()] },
        { ...wire('https://x/c', []), teamUUIDs: [] },
      ],
    });
    const [platform, payments, checkout] = teamsPeriodFigures.run(metrics, { now: NOW, teams: TEAMS });
    // HIGH 20 days open: overdue under the strict 14 days, within the default 30.
    expect(platform).toMatchObject({ projects: 1, open: 1, overdue: 1, mttrDays: 10 });
    expect(payments).toMatchObject({ projects: 2, open: 1, overdue: 0, mttrDays: 20 });
    const { mttrChange, slaChange, netResolveRateChange, ...nothing } = teamFigures();
    expect(checkout).toEqual(nothing);
  });
});
