import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMockState, type MockState } from '../../mocks/state/mock-state.mjs';
import { readPrefer, withoutExample } from '../../mocks/state/prefer.mjs';
import { RESOURCES, rolesByOperation } from '../../mocks/state/resources.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { pathTemplate } from '../../src/openapi-index/operation-matcher.mjs';

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document has no static type here
let document: any;
let state: MockState;
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';

beforeAll(() => {
  document = parse(readFileSync(BUNDLE_FILE, 'utf8'), { maxAliasCount: -1 });
});
beforeEach(() => {
  state = createMockState(document);
});

/** What Prism (or the MSW handlers) would answer without state: the first success status and example. */
function template(operationId: string, scenario?: string) {
  const operation = state.index.operation(operationId);
  if (!operation) throw new Error(`no ${operationId}`);
  const status = state.index.successStatus(operation);
  return { status, body: state.index.exampleOf(operation, status, scenario) };
}

function call(
  operationId: string,
  params: Record<string, string> = {},
  body?: unknown,
  scenario?: string,
  query: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
): any {
  return state.answer({ operationId, params, query, body, scenario, template: template(operationId, scenario) });
}

/** Whether an answer conforms to the operation's declared response for its status. */
function conforms(operationId: string, answer: { status: number; body?: unknown }) {
  const operation = state.index.operation(operationId);
  if (!operation) return false;
  const pointer = state.index.responseOf(operation, answer.status)?.schemaPointer;
  if (!pointer) return answer.body === undefined;
  return state.index.validatorAt(pointer)(answer.body) === true;
}

const teamNames = () => (call('teams_list', { uuid: ACCOUNT }).body as { name: string }[]).map((team) => team.name);

describe('the stateful mock: teams', () => {
  it('lists a created team, renames it, and forgets it once deleted (a 404 after)', () => {
    const seeded = teamNames();
    expect(seeded.length).toBeGreaterThan(0);

    const created = call('teams_create', {}, { active: true, name: 'Red Team' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Red Team', active: true });
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // Not the example's uuid, and not the example's description it was not given.
    expect(created.body.uuid).not.toBe(template('teams_create').body.uuid);
    expect(created.body).not.toHaveProperty('description');
    expect(teamNames()).toEqual([...seeded, 'Red Team']);

    const renamed = call('teams_update', { id: created.body.uuid }, { name: 'Blue Team' });
    expect(renamed.body).toMatchObject({ uuid: created.body.uuid, name: 'Blue Team', active: true });
    expect(teamNames()).toEqual([...seeded, 'Blue Team']);

    expect(call('teams_delete', { id: created.body.uuid }).status).toBe(200);
    expect(teamNames()).toEqual(seeded);
    expect(call('teams_update', { id: created.body.uuid }, { name: 'Again' }).status).toBe(404);
    expect(call('teams_delete', { id: created.body.uuid }).status).toBe(404);
  });

  it('keeps one state per scenario, seeded from the scenario’s own example (empty lists nothing)', () => {
    expect(call('teams_list', { uuid: ACCOUNT }, undefined, 'empty').body).toEqual([]);
    call('teams_create', {}, { active: true, name: 'Only in empty' }, 'empty');
    expect(call('teams_list', { uuid: ACCOUNT }, undefined, 'empty').body).toHaveLength(1);
    expect(teamNames()).not.toContain('Only in empty');
  });

  it('forgets every change on reset, or one scenario’s', () => {
    const seeded = teamNames();
    call('teams_create', {}, { active: true, name: 'A' });
    call('teams_create', {}, { active: true, name: 'B' }, 'empty');
    state.reset('empty');
    expect(call('teams_list', { uuid: ACCOUNT }, undefined, 'empty').body).toEqual([]);
    expect(teamNames()).toContain('A');
    state.reset();
    expect(teamNames()).toEqual(seeded);
  });

  it('leaves an answer that is not a success as it came (an invalid request, a missing token)', () => {
    const refused = { status: 422, body: { message: 'bad', error: 'Unprocessable Entity', status: 422 } };
    const answer = state.answer({ operationId: 'teams_create', params: {}, body: { name: '' }, template: refused });
    expect(answer).toEqual(refused);
    expect(teamNames()).not.toContain('');
  });
});

describe('the stateful mock: other resources', () => {
  it('reads back a created member and 404s it after its delete', () => {
    const created = call(
      'members_create',
      { uuid: ACCOUNT },
      { name: 'Ada', email: 'ada@example.com', role: 'Viewer' },
    );
    const member = created.body.uuid;
    expect(call('members_get', { uuid: ACCOUNT, member }).body).toMatchObject({ name: 'Ada' });
    expect(call('members_update', { uuid: ACCOUNT, member }, { name: 'Ada L.' }).body.name).toBe('Ada L.');
    expect(call('members_get', { uuid: ACCOUNT, member }).body.name).toBe('Ada L.');
    call('members_delete', { uuid: ACCOUNT, member });
    expect(call('members_get', { uuid: ACCOUNT, member }).status).toBe(404);
  });

  it('answers a never-created id with the document’s 404', () => {
    const answer = call('licensePolicies_get', { uuid: ACCOUNT, id: '00000000-0000-4000-8000-00000000dead' });
    expect(answer.status).toBe(404);
    expect(conforms('licensePolicies_get', answer)).toBe(true);
  });

  it('keeps the members of each team apart, with the member named by the create', () => {
    const team = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
    const other = '2b6d8f0a-4c1e-4a3b-9d5f-7e8a0b2c4d6f';
    const before = call('teamMembers_list', { uuid: other }).body.length;
    const added = call(
      'teamMembers_create',
      { uuid: team },
      {
        uuid: '11111111-2222-4333-8444-555555555555',
        role: 'Team Viewer',
        membership: { name: 'Grace', email: 'grace@example.com', role: 'Viewer' },
      },
    );
    expect(added.body).toMatchObject({ uuid: '11111111-2222-4333-8444-555555555555', name: 'Grace' });
    expect(call('teamMembers_list', { uuid: team }).body.map((member: { name: string }) => member.name)).toContain(
      'Grace',
    );
    expect(call('teamMembers_list', { uuid: other }).body).toHaveLength(before);
  });

  it('keeps a team’s members and the team’s `members` field as one', () => {
    const team = call('teams_create', {}, { active: true, name: 'New Team' }).body;
    expect(call('teamMembers_list', { uuid: team.uuid }).body).toEqual([]);
    const member = {
      uuid: '22222222-3333-4444-8555-666666666666',
      role: 'Team Viewer',
      membership: { name: 'Alan', email: 'alan@example.com', role: 'Viewer' },
    };
    call('teamMembers_create', { uuid: team.uuid }, member);
    const listed = () =>
      (call('teams_list', { uuid: ACCOUNT }).body as { uuid: string; members?: { name: string }[] }[]).find(
        (entry) => entry.uuid === team.uuid,
      );
    expect(listed()?.members?.map((entry) => entry.name)).toEqual(['Alan']);
    call('teamMembers_delete', { uuid: team.uuid, member: member.uuid });
    expect(listed()?.members).toEqual([]);

    const seeded = call('teams_list', { uuid: ACCOUNT }).body[0];
    expect(call('teamMembers_list', { uuid: seeded.uuid }).body).toEqual(seeded.members);
  });

  it('adds exclusions by either API version to one list, newest first, by domain, and clears one domain', () => {
    call('exclusions_create', { uuid: ACCOUNT }, { kind: 'license', name: 'GPL-3.0' }, undefined, {
      domain: 'licensing',
    });
    call('exclusions_add', { kind: 'dependency', name: 'lodash' }, { domain: 'licensing' });
    const licensing = call('exclusions_list', { uuid: ACCOUNT }, undefined, undefined, { domain: 'licensing' }).body;
    expect(licensing.slice(0, 2)).toMatchObject([
      { domain: 'licensing', kind: 'dependency', name: 'lodash' },
      { domain: 'licensing', kind: 'license', name: 'GPL-3.0' },
    ]);
    expect(licensing.every((exclusion: { domain: string }) => exclusion.domain === 'licensing')).toBe(true);
    const security = call('exclusions_list', { uuid: ACCOUNT }, undefined, undefined, { domain: 'security' }).body;
    expect(security.map((exclusion: { name: string }) => exclusion.name)).not.toContain('lodash');

    call('exclusions_clear', { uuid: ACCOUNT }, undefined, undefined, { domain: 'licensing' });
    expect(call('exclusions_list', { uuid: ACCOUNT }, undefined, undefined, { domain: 'licensing' }).body).toEqual([]);
    expect(call('exclusions_list', { uuid: ACCOUNT }, undefined, undefined, { domain: 'security' }).body).toEqual(
      security,
    );
  });

  it('sets an account’s features from the features call’s query', () => {
    const accountId = call('accounts_create', {}, { name: 'Acme', email: 'ops@acme.example' }).body.uuid;
    call('features_update', { uuid: accountId }, undefined, undefined, { names: 'teams,insights' });
    expect(call('accounts_get', { uuid: accountId }).body.features).toEqual(['teams', 'insights']);
  });

  it('answers a read with what the last update of a set-up wrote', () => {
    const params = { uuid: ACCOUNT };
    const before = call('issueTracker_getConfig', params).body;
    call('issueTracker_updateConfig', params, { ...before, username: 'bot@example.com' });
    expect(call('issueTracker_getConfig', params).body.username).toBe('bot@example.com');
    expect(call('issueTracker_getConfig', { uuid: '00000000-0000-0000-0000-000000000000' }).body.username).toBe(
      before.username,
    );
  });

  it('keeps a list within its maxItems: the oldest item goes', () => {
    const maxItems = document.paths['/api/v1/accounts/me/tags'].get.responses['200'].content['application/json'].schema
      .maxItems as number;
    for (let index = 0; index < maxItems + 5; index += 1) call('tags_create', {}, { name: `tag ${index}` });
    const listed = call('tags_list').body;
    expect(listed).toHaveLength(maxItems);
    expect(listed.at(-1).name).toBe(`tag ${maxItems + 4}`);
    expect(conforms('tags_list', { status: 200, body: listed })).toBe(true);
  });
});

describe('every answer conforms, whatever the request body holds', () => {
  const writes = [...rolesByOperation().entries()].filter(([, { role }]) => ['create', 'update'].includes(role));

  it('for arbitrary JSON bodies on every create and update, then on every read and list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...writes.map(([operationId]) => operationId)),
        fc.dictionary(
          fc.constantFrom('name', 'uuid', 'id', 'description', 'active', 'role', 'email', 'url', 'x'),
          fc.jsonValue(),
        ),
        (operationId, body) => {
          const params = Object.fromEntries(
            pathTemplate(state.index.operation(operationId)?.path ?? '').parameterNames.map((name) => [
              name,
              name === 'uuid' ? ACCOUNT : 'lodash',
            ]),
          );
          const answer = call(operationId, params, body);
          expect(conforms(operationId, answer)).toBe(true);
          for (const { list } of RESOURCES.filter((resource) => resource.kind === 'collection')) {
            for (const listId of list ?? []) {
              const listed = call(listId, { uuid: ACCOUNT, project: ACCOUNT });
              expect(conforms(listId, listed)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the resource table', () => {
  it('names only operations of the document', () => {
    expect(() =>
      createMockState(document, { resources: [{ kind: 'collection', name: 'x', idField: 'id', list: ['no_such'] }] }),
    ).toThrow(/no_such/);
  });

  it('holds every create, update and delete of the document, but for the actions named here', () => {
    // Actions on something, not changes to a resource another call reads back.
    const actions = new Set([
      'credentials_login',
      'credentials_register',
      'credentials_forget',
      'credentials_logout',
      'cli_update', // starts the site's scanner update, whose progress the GET reports
      'mfa_deleteScratchCodes', // leaves no codes, which the document's read has no example of
    ]);
    const roles = rolesByOperation();
    const missing = state.index.operations
      .filter((operation) => /_(create|update|delete|add|remove|clear)/.test(operation.operationId))
      .map((operation) => operation.operationId)
      .filter((operationId) => !roles.has(operationId) && !actions.has(operationId));
    expect(missing).toEqual([]);
  });
});

describe('Prefer', () => {
  it('names the scenario and the asked-for status', () => {
    expect(readPrefer('example=empty')).toEqual({ example: 'empty', code: undefined });
    expect(readPrefer('code=400, example=date-window-error')).toEqual({ example: 'date-window-error', code: '400' });
    expect(readPrefer(undefined)).toEqual({ example: undefined, code: undefined });
    expect(withoutExample('dynamic=true, example=empty')).toBe('dynamic=true');
  });
});
