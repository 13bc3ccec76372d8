import { describe, expect, it } from 'vitest';
import {
  METRICS_PATH,
  METRICS_SCENARIO_OPTIONS,
  MOCK_EXAMPLES,
  MOCK_SCENARIOS,
  TEAM_METRICS_EXAMPLES,
} from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import {
  METRICS_TEAMS,
  projectOwners,
  SHARING_TEAM_COUNT,
  teamMetricsExample,
  teamMetricsPrefer,
} from '../../mocks/team-metrics.mjs';
import { MEMBER_WITH_MANY_TEAMS, MEMBER_WITH_TEAMS } from '../../mocks/users.mjs';

const [PLATFORM, PAYMENTS] = METRICS_TEAMS.map((team) => team.uuid) as [string, string];
const metricsUrl = (query: string) => `${METRICS_PATH}?startDate=2026-10-21&endDate=2026-11-21&${query}`;

describe('teamMetricsExample', () => {
  it('names the example of every team of the mock users, and none for another value', () => {
    const uuids = METRICS_TEAMS.map((team) => team.uuid);
    expect(uuids).toEqual(MEMBER_WITH_MANY_TEAMS.teams?.map((team) => team.uuid));
    expect(uuids.slice(0, SHARING_TEAM_COUNT)).toEqual(MEMBER_WITH_TEAMS.teams?.map((team) => team.uuid));
    expect(uuids).toHaveLength(20);
    expect(teamMetricsExample(PLATFORM)).toBe(`team-${PLATFORM}`);
    expect(teamMetricsExample(` ${PLATFORM.toUpperCase()} `)).toBe(`team-${PLATFORM}`);
    for (const value of ['00000000-0000-0000-0000-000000000000', '', undefined, null, 42, [PLATFORM]]) {
      expect(teamMetricsExample(value)).toBeUndefined();
    }
  });
});

describe('teamMetricsPrefer', () => {
  const team = `example=team-${PLATFORM}`;

  it("a metrics call for a known team asks for that team's example", () => {
    expect(teamMetricsPrefer({ url: metricsUrl(`teamUUID=${PLATFORM}`) })).toBe(team);
    expect(
      teamMetricsPrefer({ method: 'get', url: `http://127.0.0.1:5173${metricsUrl(`teamUUID=${PLATFORM}`)}` }),
    ).toBe(team);
    expect(teamMetricsPrefer({ url: metricsUrl(`teamUUID=${PAYMENTS}`), prefer: '' })).toBe(`example=team-${PAYMENTS}`);
  });

  it("replaces the account's default example, and keeps the request's other preferences", () => {
    expect(teamMetricsPrefer({ url: metricsUrl(`teamUUID=${PLATFORM}`), prefer: 'example=default' })).toBe(team);
    expect(teamMetricsPrefer({ url: metricsUrl(`teamUUID=${PLATFORM}`), prefer: 'code=200, example=default' })).toBe(
      `code=200, ${team}`,
    );
    expect(teamMetricsPrefer({ url: metricsUrl(`teamUUID=${PLATFORM}`), prefer: 'dynamic=false' })).toBe(
      `dynamic=false, ${team}`,
    );
  });

  it('a scenario the request names (another example, an error status) wins', () => {
    for (const prefer of ['example=large', 'code=400, example=date-window-error', 'code=401']) {
      expect(teamMetricsPrefer({ url: metricsUrl(`teamUUID=${PLATFORM}`), prefer })).toBe(prefer);
    }
  });

  it('leaves every other request as it is', () => {
    const cases: Parameters<typeof teamMetricsPrefer>[0][] = [
      { url: metricsUrl('branches=*') },
      { url: metricsUrl('teamUUID=00000000-0000-0000-0000-000000000000'), prefer: 'example=empty' },
      { url: `/api/v1/users/me?teamUUID=${PLATFORM}` },
      { url: `/api/v1/users/me?teamUUID=${PLATFORM}`, prefer: 'example=default' },
      { method: 'POST', url: metricsUrl(`teamUUID=${PLATFORM}`) },
      { url: 'http://[bad', prefer: 'example=default' },
    ];
    for (const request of cases) expect(teamMetricsPrefer(request)).toBe(request.prefer);
    expect(teamMetricsPrefer({})).toBeUndefined();
  });
});

describe("the teams' metrics", () => {
  const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
  const teams = TEAM_METRICS_EXAMPLES.map((example) => ({
    name: example.name,
    metrics: example.build?.() as typeof account,
  }));
  const keys = (metrics: typeof account) => metrics.projects.map((project) => project.projectUUID);

  it('are examples of the mock document (light and full), one per team, after the account scenarios', () => {
    expect(teams.map((team) => team.name)).toEqual(METRICS_TEAMS.map((team) => team.example));
    const names = MOCK_EXAMPLES.filter((entry) => entry.path === METRICS_PATH).map((entry) => entry.name);
    expect(names[0]).toBe('default');
    expect(names.slice(-teams.length)).toEqual(METRICS_TEAMS.map((team) => team.example));
    expect(TEAM_METRICS_EXAMPLES.every((example) => !example.heavy)).toBe(true);
    // not toolbar scenarios: the request's teamUUID picks them
    expect(MOCK_SCENARIOS.map((scenario) => scenario.name)).not.toContain(METRICS_TEAMS[0]?.example);
  });

  it("each team holds a share of the account's projects, none empty, none all of them", () => {
    const accountKeys = new Set(keys(account));
    for (const { name, metrics } of teams) {
      expect(metrics.projects.length, name).toBeGreaterThan(0);
      expect(metrics.projects.length, name).toBeLessThan(accountKeys.size);
      for (const key of keys(metrics)) expect(accountKeys.has(key), name).toBe(true);
    }
  });

  it('no two teams share a project (each has one owner at most), and some projects belong to none', () => {
    const seen = new Set<string>();
    for (const { metrics } of teams) {
      for (const key of keys(metrics)) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    expect(seen.size).toBeLessThan(new Set(keys(account)).size);
  });

  it('the member of a few teams has the largest teams, the first the largest', () => {
    const sizes = teams.map((team) => team.metrics.projects.length);
    const few = sizes.slice(0, SHARING_TEAM_COUNT);
    expect(few).toEqual([...few].sort((left, right) => right - left));
    expect(Math.min(...few)).toBeGreaterThan(Math.max(...sizes.slice(SHARING_TEAM_COUNT)));
  });

  it("each team's totals and series are its projects' own", () => {
    for (const { metrics } of teams) {
      const sum = (field: 'vulnerabilitiesIdentified' | 'vulnerabilitiesAddressed') =>
        metrics.projects.reduce((total, project) => total + project[field], 0);
      expect(metrics.accountOverview).toEqual({
        numberOfProjects: metrics.projects.length,
        totalScans: metrics.projects.reduce((total, project) => total + project.scans.length, 0),
        vulnerabilitiesIdentified: sum('vulnerabilitiesIdentified'),
        vulnerabilitiesAddressed: sum('vulnerabilitiesAddressed'),
      });
      const lastDate = metrics.projectsUsage.sortedDates.at(-1) as string;
      expect(metrics.projectsUsage.dates[lastDate]?.totalProjects).toBe(metrics.projects.length);
      expect(metrics.exclusionUsage).toEqual(account.exclusionUsage); // exclusions are the account's
    }
  });

  it('are the same on every build', () => {
    for (const example of TEAM_METRICS_EXAMPLES) {
      expect(JSON.stringify(example.build?.())).toBe(
        JSON.stringify(teams.find((team) => team.name === example.name)?.metrics),
      );
    }
  });
});

describe('the account’s answer names each project’s team', () => {
  it('every generated project names its owner (projectOwners), or no team, and each team’s answer holds those naming it', () => {
    for (const scenario of ['default', 'large'] as const) {
      const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS[scenario]);
      const owners = projectOwners(account.projects);
      for (const project of account.projects) {
        const owner = owners.get(project.projectUUID);
        expect(project.teamUUIDs).toEqual(owner === undefined ? [] : [owner]);
      }
    }
    const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
    for (const example of TEAM_METRICS_EXAMPLES) {
      const team = METRICS_TEAMS.find((entry) => entry.example === example.name)?.uuid as string;
      const own = (example.build as () => typeof account)().projects.map((project) => project.projectUUID);
      const naming = account.projects.filter((project) => project.teamUUIDs?.includes(team));
      expect(own).toEqual(naming.map((project) => project.projectUUID));
    }
  });
});
