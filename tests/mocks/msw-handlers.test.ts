// depsight/msw: the SDK against the MSW handlers, with no server. The same scenarios as `npm start`
// (the generated metrics, the users) and the same state: what is created is listed, renamed, deleted.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics, previousPeriodMetrics } from '../../mocks/security-metrics.mjs';
import { METRICS_TEAMS, projectOwners } from '../../mocks/team-metrics.mjs';
import { MEMBER_WITHOUT_TEAMS } from '../../mocks/users.mjs';
import { createMockApi } from '../../src/msw';
import { ApiError, createClient } from '../../src/sdk';

const BASE_URL = 'https://api.depsight.test';
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const mock = createMockApi({ baseUrl: BASE_URL });
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

const client = (headers: Record<string, string> = {}) =>
  createClient({
    baseUrl: BASE_URL,
    auth: { type: 'Bearer', token: 'test-token' },
    retry: false,
    onRequest: (request) => {
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    },
  });

describe('depsight/msw handlers', () => {
  it('serve the same metrics scenarios as npm start', async () => {
    const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
    const metrics = await client().metrics.get({ startDate: '2026-10-22', endDate: '2026-11-21' });
    expect(metrics).toEqual(account);
    const empty = await client({ prefer: 'example=empty' }).metrics.get({
      startDate: '2026-10-22',
      endDate: '2026-11-21',
    });
    expect(empty.projects).toEqual([]);
    const user = await client({ prefer: 'example=member-without-teams' }).users.get();
    expect(user).toEqual(MEMBER_WITHOUT_TEAMS);
  });

  it("route as npm start does: a team's call gets the team's projects, an earlier window the earlier period", async () => {
    const account = generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default);
    const team = METRICS_TEAMS[0] as { uuid: string };
    const owners = projectOwners(account.projects);
    const teamMetrics = await client().metrics.get({
      startDate: '2026-10-22',
      endDate: '2026-11-21',
      teamUUID: team.uuid,
    });
    expect(teamMetrics.projects.map((project) => project.projectUUID)).toEqual(
      account.projects
        .filter((project) => owners.get(project.projectUUID) === team.uuid)
        .map((project) => project.projectUUID),
    );
    const earlier = await client().metrics.get({ startDate: '2026-09-21', endDate: '2026-10-21' });
    expect(earlier).toEqual(previousPeriodMetrics(account));
  });

  it('keep state: a created team is listed, renamed, and gone after its delete', async () => {
    const sdk = client();
    const before = (await sdk.teams.list({ uuid: ACCOUNT })).map((team) => team.name);
    const created = await sdk.teams.create({ name: 'Red Team' });
    expect((await sdk.teams.list({ uuid: ACCOUNT })).map((team) => team.name)).toEqual([...before, 'Red Team']);
    await sdk.teams.update({ id: created.uuid }, { name: 'Blue Team' });
    expect((await sdk.teams.list({ uuid: ACCOUNT })).map((team) => team.name)).toEqual([...before, 'Blue Team']);
    await sdk.teams.delete({ id: created.uuid });
    expect((await sdk.teams.list({ uuid: ACCOUNT })).map((team) => team.name)).toEqual(before);
    await expect(sdk.teams.update({ id: created.uuid }, { name: 'Again' })).rejects.toMatchObject({ status: 404 });
  });

  it('start again from the document after reset', async () => {
    const sdk = client();
    const before = await sdk.teams.list({ uuid: ACCOUNT });
    await sdk.teams.create({ name: 'Temporary' });
    mock.reset();
    expect(await sdk.teams.list({ uuid: ACCOUNT })).toEqual(before);
  });

  it('refuse what the document forbids, as Prism does: no token, a bad parameter, a bad body', async () => {
    const anonymous = createClient({ baseUrl: BASE_URL, retry: false });
    await expect(anonymous.teams.list({ uuid: ACCOUNT })).rejects.toMatchObject({ status: 401 });
    const raw = await fetch(`${BASE_URL}/api/v1/accounts/not-a-uuid/teams`, { headers: { authorization: 'Bearer t' } });
    expect(raw.status).toBe(400);
    const badBody = await fetch(`${BASE_URL}/api/v1/teams`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'No active flag' }),
    });
    expect(badBody.status).toBe(422);
    expect((await client().teams.list({ uuid: ACCOUNT })).map((team) => team.name)).not.toContain('No active flag');
  });

  it('answer an asked-for error with the document’s example', async () => {
    const failure = client({ prefer: 'code=400, example=date-window-error' }).metrics.get({
      startDate: '2020-01-01',
      endDate: '2026-10-31',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  it('take a typed answer of a test’s own for one call', async () => {
    server.use(mock.http.get('/api/v1/accounts/{uuid}/teams', () => HttpResponse.json([])));
    expect(await client().teams.list({ uuid: ACCOUNT })).toEqual([]);
  });
});
