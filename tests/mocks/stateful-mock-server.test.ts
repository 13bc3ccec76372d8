// The stateful layer in front of a real Prism, as `npm run mock` and `npm start` run it: Prism still
// validates each request, the layer remembers the writes, and the conformance command with
// --include-writes finds nothing wrong and can now judge the created resources for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../mocks/server/prism.mjs';
import { RESET_PATH, startStatefulMock } from '../../mocks/server/stateful-mock.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from '../conformance/busy-machine';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
let prism: Awaited<ReturnType<typeof startPrism>>;
let mock: Awaited<ReturnType<typeof startStatefulMock>>;

beforeAll(async () => {
  prism = await startPrism({ document: BUNDLE_FILE });
  mock = await startStatefulMock({ upstream: () => prism.url });
}, 660_000); // Prism's start ceiling (10 minutes, for a busy machine) and a little more
afterAll(async () => {
  await mock?.stop();
  await prism?.stop();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: { authorization: 'Bearer test-token', 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const teamNames = async (headers: Record<string, string> = {}) =>
  ((await call('GET', `/api/v1/accounts/${ACCOUNT}/teams`, undefined, headers)).body as { name: string }[]).map(
    (team) => team.name,
  );

describe('the stateful mock server', () => {
  it('keeps a created team in the list, renames it, and 404s it after its delete', async () => {
    const created = await call('POST', '/api/v1/teams', { active: true, name: 'Red Team' });
    expect(created.status).toBe(200);
    expect(await teamNames()).toContain('Red Team');
    const renamed = await call('POST', `/api/v1/teams/${created.body.uuid}`, { name: 'Blue Team' });
    expect(renamed.body.name).toBe('Blue Team');
    expect(await teamNames()).toEqual(expect.arrayContaining(['Blue Team']));
    expect((await call('DELETE', `/api/v1/teams/${created.body.uuid}`)).status).toBe(200);
    expect(await teamNames()).not.toContain('Blue Team');
    expect((await call('POST', `/api/v1/teams/${created.body.uuid}`, { name: 'x' })).status).toBe(404);
  });

  it('still lets Prism refuse what the document forbids, and keeps nothing of it', async () => {
    expect((await call('POST', '/api/v1/teams', { active: 'yes', name: 'Refused' })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect(
      (await call('POST', '/api/v1/teams', { active: true, name: 'No token' }, { authorization: '' })).status,
    ).toBe(401);
    expect(await teamNames()).not.toContain('Refused');
    expect(await teamNames()).not.toContain('No token');
  });

  it('refuses an empty query value where the document says minLength (Prism would answer 200)', async () => {
    const refused = await call('GET', '/api/v1/accounts?q=');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Query parameter "q" must have at least 1 character.');
    expect((await call('GET', '/api/v1/accounts?q=member_email=dana@example.com')).status).toBe(200);
  });

  it('keeps each scenario apart, answers an asked-for error as the document says, and resets', async () => {
    const empty = { prefer: 'example=empty' };
    expect(await teamNames(empty)).toEqual([]);
    await call('POST', '/api/v1/teams', { active: true, name: 'Sandbox' }, { prefer: 'example=sandbox' });
    expect(await teamNames({ prefer: 'example=sandbox' })).toContain('Sandbox');
    expect(await teamNames()).not.toContain('Sandbox');
    const failed = await call('POST', '/api/v1/teams', { active: true, name: 'Taken' }, { prefer: 'code=422' });
    expect(failed.status).toBe(422);

    expect((await fetch(`${mock.url}${RESET_PATH}?scenario=sandbox`, { method: 'POST' })).status).toBe(200);
    expect(await teamNames({ prefer: 'example=sandbox' })).not.toContain('Sandbox');
  });

  it('passes the conformance run with --include-writes, the created resources readable and deleted for real', async () => {
    const report = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: mock.url,
      token: 'conformance-token',
      includeWrites: true,
      only: ['accounts', 'members', 'teams', 'team-members', 'license-policies', 'tags', 'exclusions', 'eras'],
      cases: 3,
    });
    const failed = report.operations.flatMap((operation) =>
      operation.results
        .filter((result) => result.status === 'failed')
        .map((result) => `${operation.operationId} ${result.check}: ${result.detail}`),
    );
    expect(failed).toEqual([]);
    expect(report.passed).toBe(true);
    const lifecycle = report.operations.flatMap((operation) =>
      operation.results
        .filter((result) => ['ensure_resource_availability', 'use_after_free'].includes(result.check))
        .map((result) => `${operation.operationId} ${result.check} ${result.status}`),
    );
    expect(lifecycle).toEqual(
      expect.arrayContaining([
        'accounts_create ensure_resource_availability passed',
        'accounts_create use_after_free passed',
        'members_create ensure_resource_availability passed',
        'members_create use_after_free passed',
        'licensePolicies_create ensure_resource_availability passed',
        'licensePolicies_create use_after_free passed',
        'eras_create ensure_resource_availability passed',
      ]),
    );
  }, 180_000);
});
