// One world per scenario: what one answer names, every other operation knows, through the MSW
// handlers (the same routing and memory as `npm start`). Ids the world does not hold answer the
// document's 404, naming what was asked for.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vulnerableDependency } from '../../mocks/advisory-pool.mjs';
import { METRICS_PATH } from '../../mocks/scenarios.mjs';
import { DEFAULT_ACCOUNT_UUID } from '../../mocks/state/world.mjs';
import { createMockApi } from '../../src/msw';
import { createClient } from '../../src/sdk';
import { callMock } from '../support/mock-call';

const BASE_URL = 'https://api.depsight.test';
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const UNKNOWN = '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f';
const mock = createMockApi();
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Json = any;

const call = (
  method: string,
  path: string,
  { scenario, body, token = true }: { scenario?: string; body?: unknown; token?: boolean } = {},
) => callMock(`${BASE_URL}${path}`, { method, scenario, body, token: token ? 'test-token' : undefined });

const metricsOf = async (query = '', scenario?: string) =>
  (await call('GET', `${METRICS_PATH}?startDate=2026-10-22&endDate=2026-11-21${query}`, { scenario })).body;

describe('one world: the metrics answer and the projects API hold the same projects', () => {
  it('every metrics project is listed, counted, read, summarised and badged with the same URL and branch', async () => {
    const metrics = await metricsOf();
    const listed = (await call('GET', `/api/v1/accounts/${ACCOUNT}/projects`)).body as Json[];
    expect(listed.map((project) => project.projectUUID).sort()).toEqual(
      metrics.projects.map((project: Json) => project.projectUUID).sort(),
    );
    expect((await call('GET', `/api/v1/accounts/${ACCOUNT}/projects/count`)).body).toEqual({ count: listed.length });
    for (const project of metrics.projects.slice(0, 8)) {
      const read = await call('GET', `/api/v1/projects/${project.projectUUID}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ projectUUID: project.projectUUID, projectUrl: project.projectUrl });
      expect(read.body.defaultBranch).toBe(project.projectBranch);
      const summary = await call('GET', `/api/v1/reports/${project.projectUUID}/summary`);
      expect(summary.status).toBe(200);
      expect(summary.body).toMatchObject({
        projectUUID: project.projectUUID,
        projectUrl: project.projectUrl,
        branch: project.projectBranch,
      });
      const full = await call('GET', `/api/v1/reports/${project.projectUUID}/full`);
      expect(full.body).toMatchObject({ projectUUID: project.projectUUID, projectUrl: project.projectUrl });
      expect((await call('GET', `/api/v2/badges/${project.projectUUID}/security`)).status).toBe(200);
      const bySlug = `/api/v2/badges/${encodeURIComponent(read.body.name)}/security?slug=true`;
      expect((await call('GET', bySlug)).status).toBe(200);
      const issues = await call(
        'GET',
        `/api/v1/integrations/jira/accounts/${ACCOUNT}/projects/${project.projectUUID}/issues`,
      );
      expect(issues.status).toBe(200);
      for (const issue of issues.body) {
        expect(project.openVulnerabilities.map((open: Json) => open.id)).toContain(issue.advisoryId);
        expect(issue.branch).toBe(project.projectBranch);
      }
    }
  });

  it('some projects already have tickets, for a vulnerability still open there', async () => {
    const metrics = await metricsOf();
    let tickets = 0;
    for (const project of metrics.projects) {
      const issues = await call(
        'GET',
        `/api/v1/integrations/jira/accounts/${ACCOUNT}/projects/${project.projectUUID}/issues`,
      );
      tickets += issues.body.length;
    }
    expect(tickets).toBeGreaterThan(3);
  });

  it('every advisory a remediation names can be read in its ecosystem; one the world does not hold is a 404', async () => {
    const metrics = await metricsOf();
    const fix = metrics.projects.flatMap((project: Json) => project.remediations.vulnerabilities)[0];
    const { language, name } = vulnerableDependency(fix.id);
    const advisory = await call('GET', `/api/v1/vulns/${language}/${encodeURIComponent(fix.adviceID)}`);
    expect(advisory.status).toBe(200);
    expect(advisory.body).toMatchObject({ id: fix.adviceID, severity: fix.severity, language, package: name });
    const elsewhere = language === 'npm' ? 'pypi' : 'npm';
    const wrongEcosystem = await call('GET', `/api/v1/vulns/${elsewhere}/${encodeURIComponent(fix.adviceID)}`);
    expect(wrongEcosystem.status).toBe(404);
    expect(wrongEcosystem.body.message).toBe(`No advisory found with id ${fix.adviceID} in ${elsewhere}`);
    const missing = await call('GET', '/api/v1/vulns/npm/MET-1900-0001');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No advisory found with id MET-1900-0001 in npm');
  });

  it("a team's metrics hold only the account's projects, each owned by that team", async () => {
    const scenario = 'member-with-many-teams';
    const user = (await call('GET', '/api/v1/users/me', { scenario })).body;
    const projects = new Map(
      ((await call('GET', `/api/v1/accounts/${ACCOUNT}/projects`, { scenario })).body as Json[]).map((project) => [
        project.projectUUID,
        project,
      ]),
    );
    let owned = 0;
    for (const team of user.teams) {
      const metrics = await metricsOf(`&teamUUID=${team.uuid}`, scenario);
      expect(metrics.projects.length).toBeGreaterThan(0);
      for (const project of metrics.projects) {
        expect(projects.get(project.projectUUID)?.teamUUID).toBe(team.uuid);
        owned += 1;
      }
    }
    const ownedInAll = [...projects.values()].filter((project) => project.teamUUID !== undefined).length;
    expect(owned).toBe(ownedInAll);
  });
});

describe('one world: ids the world does not hold', () => {
  it.each([
    ['GET', `/api/v1/projects/${UNKNOWN}`, `No project found with uuid ${UNKNOWN}`],
    ['GET', `/api/v1/reports/${UNKNOWN}/summary`, `No project found with uuid ${UNKNOWN}`],
    ['GET', `/api/v1/reports/${UNKNOWN}/full`, `No project found with uuid ${UNKNOWN}`],
    [
      'GET',
      `/api/v1/integrations/jira/accounts/${ACCOUNT}/projects/${UNKNOWN}/issues`,
      `No project found with uuid ${UNKNOWN}`,
    ],
    ['GET', `/api/v1/accounts/${UNKNOWN}`, `No account found with uuid ${UNKNOWN}`],
    ['GET', `/api/v1/accounts/${UNKNOWN}/projects`, `No account found with uuid ${UNKNOWN}`],
    ['GET', `/api/v1/accounts/${UNKNOWN}/teams`, `No account found with uuid ${UNKNOWN}`],
    ['GET', `/api/v1/accounts/${UNKNOWN}/members`, `No account found with uuid ${UNKNOWN}`],
    ['GET', `/api/v1/teams/${UNKNOWN}/members`, `No team found with uuid ${UNKNOWN}`],
    ['POST', `/api/v1/teams/${UNKNOWN}`, `No team found with uuid ${UNKNOWN}`],
  ])('%s %s answers 404 naming it', async (method, path, message) => {
    const answer = await call(method, path, method === 'POST' ? { body: { name: 'x' } } : {});
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message, status: 404 });
  });

  it('a badge the world does not hold is a 404', async () => {
    expect((await call('GET', `/api/v2/badges/${UNKNOWN}/security`)).status).toBe(404);
    expect((await call('GET', '/api/v2/badges/acme%2Fnowhere/security?slug=true')).status).toBe(404);
  });
});

describe('one world: accounts, teams and the signed-in user', () => {
  it('the default account is there, read without a token by its uuid, and by the SDK as `default`', async () => {
    const answer = await call('GET', `/api/v1/accounts/${DEFAULT_ACCOUNT_UUID}`, { token: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ uuid: DEFAULT_ACCOUNT_UUID, default: true });
    const sdk = createClient({ baseUrl: BASE_URL, retry: false });
    expect(await sdk.accounts.get({ uuid: 'default' })).toMatchObject({ uuid: DEFAULT_ACCOUNT_UUID, default: true });
  });

  it("the user's account and teams are the account's", async () => {
    const user = (await call('GET', '/api/v1/users/me')).body;
    const account = await call('GET', `/api/v1/accounts/${user.account.uuid}`);
    expect(account.body).toMatchObject({ uuid: user.account.uuid, name: user.account.name });
    const teams = (await call('GET', `/api/v1/accounts/${user.account.uuid}/teams`)).body as Json[];
    for (const team of user.teams) expect(teams.map((entry) => entry.uuid)).toContain(team.uuid);
  });

  it('a deleted team is gone from users/me and from the teams list; a renamed one is renamed in both', async () => {
    const [first, second] = (await call('GET', '/api/v1/users/me')).body.teams;
    expect((await call('POST', `/api/v1/teams/${second.uuid}`, { body: { name: 'Renamed' } })).status).toBe(200);
    expect((await call('DELETE', `/api/v1/teams/${first.uuid}`)).status).toBeLessThan(300);
    const user = (await call('GET', '/api/v1/users/me')).body;
    expect(user.teams.map((team: Json) => team.uuid)).not.toContain(first.uuid);
    expect(user.teams.find((team: Json) => team.uuid === second.uuid)?.name).toBe('Renamed');
    const teams = (await call('GET', `/api/v1/accounts/${ACCOUNT}/teams`)).body as Json[];
    expect(teams.map((team) => team.uuid)).not.toContain(first.uuid);
  });

  it('a created project is listed, counted and read', async () => {
    const before = (await call('GET', `/api/v1/accounts/${ACCOUNT}/projects/count`)).body.count;
    const created = await call('POST', '/api/v1/projects', { body: { url: 'https://github.com/acme/new-thing' } });
    expect(created.body.projectUrl).toBe('https://github.com/acme/new-thing');
    expect((await call('GET', `/api/v1/accounts/${ACCOUNT}/projects/count`)).body.count).toBe(before + 1);
    expect((await call('GET', `/api/v1/projects/${created.body.projectUUID}`)).status).toBe(200);
  });

  it('the empty account has no projects and no teams', async () => {
    expect((await call('GET', `/api/v1/accounts/${ACCOUNT}/projects`, { scenario: 'empty' })).body).toEqual([]);
    expect((await call('GET', `/api/v1/accounts/${ACCOUNT}/projects/count`, { scenario: 'empty' })).body).toEqual({
      count: 0,
    });
    expect((await call('GET', '/api/v1/users/me', { scenario: 'empty' })).body.teams).toEqual([]);
  });
});

describe('one world: acting on a vulnerability', () => {
  const open = async () => {
    const metrics = await metricsOf();
    const project = metrics.projects.find((entry: Json) => entry.openVulnerabilities.length > 0);
    return { project, vulnerability: project.openVulnerabilities[0] };
  };

  it('every open vulnerability names its dependency, and its advisory says the same', async () => {
    const metrics = await metricsOf();
    const all = metrics.projects.flatMap((project: Json) => project.openVulnerabilities);
    expect(all.length).toBeGreaterThan(0);
    for (const entry of all)
      expect(entry.dependency).toMatchObject({ name: expect.any(String), version: expect.any(String) });
    const { vulnerability } = await open();
    const advisory = await call(
      'GET',
      `/api/v1/vulns/${vulnerability.dependency.language}/${encodeURIComponent(vulnerability.adviceID)}`,
    );
    expect(advisory.status).toBe(200);
    expect(advisory.body).toMatchObject({
      id: vulnerability.adviceID,
      language: vulnerability.dependency.language,
      package: vulnerability.dependency.name,
      severity: vulnerability.severity,
    });
    expect(advisory.body.title).toContain(vulnerability.id);
    for (const reference of advisory.body.references) expect(reference).toMatch(/^https:\/\//);
  });

  it('the account has accepted risks: one that runs out, one that does not, one that ran out', async () => {
    const exclusions = (await call('GET', `/api/v1/accounts/${ACCOUNT}/exclusions?domain=security`)).body as Json[];
    const accepted = exclusions.filter((entry) => entry.kind === 'advisory' && entry.domain === 'security');
    const reference = Date.parse('2026-11-21T00:00:00Z');
    const expiries = accepted.map((entry) => (entry.expiresAt === undefined ? null : Date.parse(entry.expiresAt)));
    expect(expiries).toContain(null);
    expect(expiries.some((time) => time !== null && time > reference)).toBe(true);
    expect(expiries.some((time) => time !== null && time < reference)).toBe(true);
    const openIds = new Set(
      (await metricsOf()).projects.flatMap((project: Json) =>
        project.openVulnerabilities.map((entry: Json) => entry.id),
      ),
    );
    for (const entry of accepted.filter((item) => item.id.startsWith('acce9700')))
      expect(openIds.has(entry.name)).toBe(true);
  });

  it('a filed ticket is listed for its project; an accepted risk with an expiry is listed, then undone', async () => {
    const { project, vulnerability } = await open();
    const issues = `/api/v1/integrations/jira/accounts/${ACCOUNT}/projects/${project.projectUUID}/issues`;
    const before = (await call('GET', issues)).body.length;
    const filed = await call('POST', issues, {
      body: { summary: `${vulnerability.id} in ${vulnerability.dependency.name}`, advisoryId: vulnerability.id },
    });
    expect(filed.status).toBe(201);
    const after = (await call('GET', issues)).body as Json[];
    expect(after).toHaveLength(before + 1);
    expect(after.map((issue) => issue.advisoryId)).toContain(vulnerability.id);

    const accept = await call('POST', `/api/v2/exclusions/advisory/${encodeURIComponent(vulnerability.id)}`, {
      body: { domain: 'security', reason: 'Not reachable', expiresAt: '2027-02-25T00:00:00Z' },
    });
    expect(accept.status).toBe(200);
    expect(accept.body).toMatchObject({ kind: 'advisory', name: vulnerability.id, expiresAt: '2027-02-25T00:00:00Z' });
    const listed = (await call('GET', `/api/v1/accounts/${ACCOUNT}/exclusions?domain=security`)).body as Json[];
    expect(listed[0]).toMatchObject({ id: accept.body.id, expiresAt: '2027-02-25T00:00:00Z' });
    const undo = `/api/v2/exclusions/advisory/${encodeURIComponent(vulnerability.id)}/${accept.body.id}`;
    expect((await call('DELETE', undo)).status).toBeLessThan(300);
    const afterUndo = (await call('GET', `/api/v1/accounts/${ACCOUNT}/exclusions?domain=security`)).body as Json[];
    expect(afterUndo.map((entry) => entry.id)).not.toContain(accept.body.id);
  });
});
