// Which requests are built for an operation, which operations are sent, and in what order.
import { describe, expect, it } from 'vitest';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { linkGraph } from '../../src/conformance/links.mjs';
import { DELETE_STEP, orderForExecution, selectOperations, stepsOf } from '../../src/conformance/plan.mjs';
import {
  buildInvalidRequests,
  buildValidRequest,
  invalidParameterValue,
  withoutCredentials,
} from '../../src/conformance/requests.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { listOperations, type Operation } from '../../src/openapi-index/openapi-operations.mjs';

const document = loadDocument(BUNDLE_FILE);
const operations = listOperations(document);
const operation = (operationId: string) => {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

describe('the valid request', () => {
  it('carries the token in the chosen scheme, and only to secured operations', () => {
    expect(buildValidRequest(document, operation('users_get'), { token: 'abc' }).headers.authorization).toBe(
      'Bearer abc',
    );
    expect(
      buildValidRequest(document, operation('users_get'), { token: 'abc', auth: 'token' }).headers.authorization,
    ).toBe('token abc');
    expect(buildValidRequest(document, operation('accounts_get'), { token: 'abc' }).headers).not.toHaveProperty(
      'authorization',
    );
    const request = buildValidRequest(document, operation('users_get'), { token: 'abc' });
    expect(withoutCredentials(request).headers).not.toHaveProperty('authorization');
    expect(request.headers.authorization).toBe('Bearer abc');
  });
});

describe('chosen parameter values', () => {
  const account = '11111111-2222-4333-8444-555555555555';
  const project = '66666666-7777-4888-8999-aaaaaaaaaaaa';

  it('replace the examples of path and query parameters, the operation-specific value first', () => {
    const parameterValues = { uuid: account, id: 'not-used', 'projects_get:id': project, query: 'MIT' };
    expect(buildValidRequest(document, operation('teams_list'), { parameterValues }).path).toBe(
      `/api/v1/accounts/${account}/teams`,
    );
    expect(buildValidRequest(document, operation('projects_get'), { parameterValues }).path).toBe(
      `/api/v1/projects/${project}`,
    );
    expect(buildValidRequest(document, operation('licenses_search'), { parameterValues }).query.get('query')).toBe(
      'MIT',
    );
  });

  it('stay in the invalid requests, except in the parameter each one breaks', () => {
    const target = operation('members_get');
    const parameterValues = { uuid: account };
    const valid = buildValidRequest(document, target, { parameterValues });
    const paths = buildInvalidRequests(document, target, valid, parameterValues).map((invalid) => invalid.request.path);
    expect(paths).toEqual([
      '/api/v1/accounts/not-a-uuid/members/5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e',
      `/api/v1/accounts/${account}/members/not-a-uuid`,
    ]);
  });
});

describe('the invalid requests', () => {
  const labelsOf = (operationId: string) => {
    const target = operation(operationId);
    return buildInvalidRequests(document, target, buildValidRequest(document, target, { token: 'abc' })).map(
      (invalid) => `${invalid.kind}: ${invalid.label}`,
    );
  };

  it('leave out each required query parameter', () => {
    expect(labelsOf('licenses_search')).toEqual([
      'missing-query-parameter: without its required query parameter "query"',
      'out-of-bounds-query-parameter: with query parameter "query" = "" (under minLength)',
      `out-of-bounds-query-parameter: with query parameter "query" = "${'x'.repeat(37)}…" (over maxLength)`,
    ]);
  });

  it('give typed parameters values their schema rejects, bodies without a required field or of the wrong JSON type', () => {
    expect(labelsOf('exclusions_add')).toEqual([
      'invalid-path-parameter: with path parameter "kind" = "!"',
      'missing-body-field: without its required body field "domain"',
      'wrong-body-type: with an array as body where the document requires an object',
    ]);
    expect(labelsOf('stats_getDaily')).toEqual(['invalid-path-parameter: with path parameter "date" = "not-a-date"']);
    expect(labelsOf('insights_listDependencies')).toEqual([
      'invalid-query-parameter: with query parameter "all" = "not-a-boolean"',
      'invalid-query-parameter: with query parameter "sinceDaysAgo" = "not-a-number"',
      'invalid-query-parameter: with query parameter "nocache" = "not-a-boolean"',
      `out-of-bounds-query-parameter: with query parameter "query" = "${'x'.repeat(37)}…" (over maxLength)`,
      'out-of-bounds-query-parameter: with query parameter "sinceDaysAgo" = "0" (below minimum)',
      'out-of-bounds-query-parameter: with query parameter "sinceDaysAgo" = "3651" (above maximum)',
      'invalid-path-parameter: with path parameter "uuid" = "not-a-uuid"',
    ]);
  });

  it('change one thing each and keep the credentials', () => {
    const target = operation('exclusions_add');
    const valid = buildValidRequest(document, target, { token: 'abc' });
    const [badPath, missingField, badBody] = buildInvalidRequests(document, target, valid);
    expect(badPath?.request.body).toBe(valid.body);
    expect(badPath?.request.path).not.toBe(valid.path);
    expect(badBody?.request.path).toBe(valid.path);
    expect(badBody?.request.body).toBe('[]');
    expect(badBody?.request.headers.authorization).toBe('Bearer abc');
    const { domain: _domain, ...rest } = JSON.parse(valid.body ?? '{}');
    expect(JSON.parse(missingField?.request.body ?? '')).toEqual(rest);
    expect(missingField?.request.headers.authorization).toBe('Bearer abc');
  });

  it('are not built from free-form strings, which accept almost anything', () => {
    expect(invalidParameterValue(document, { type: 'string', minLength: 1 })).toBeUndefined();
    expect(labelsOf('users_get')).toEqual([]);
  });
});

describe('the operations sent', () => {
  it('are the read-only ones unless writes are included', () => {
    const { selected, notSent } = selectOperations(operations, { only: ['tags'] });
    expect(selected.map((entry) => entry.operationId)).toEqual(['tags_list']);
    expect(notSent.map((entry) => entry.operationId)).toEqual(['tags_create', 'tags_update', 'tags_delete']);
    expect(notSent[0]?.reason).toBe('POST changes data: sent only with --include-writes');
  });

  it('are chosen by tag or operationId, in any case, and unknown names are reported', () => {
    const { selected, unknownNames } = selectOperations(operations, {
      only: ['CLI', 'users_get', 'no_such_operation'],
      includeWrites: true,
    });
    expect(selected.map((entry) => entry.operationId).sort()).toEqual([
      'cli_get',
      'cli_getUpdate',
      'cli_update',
      'users_get',
    ]);
    expect(unknownNames).toEqual(['no_such_operation']);
  });

  it('go creates first, then reads, then updates, then deletes (children first), and the logout last', () => {
    const made = (method: string, path: string, operationId: string) => ({ method, path, operationId }) as Operation;
    const order = orderForExecution([
      made('post', '/api/v1/credentials/logout', 'credentials_logout'),
      made('delete', '/api/v1/teams/{id}', 'teams_delete'),
      made('delete', '/api/v1/teams/{id}/members/{member}', 'teamMembers_delete'),
      made('post', '/api/v1/teams/{id}', 'teams_update'),
      made('get', '/api/v1/teams/{id}/members', 'teamMembers_list'),
      made('get', '/api/v1/teams', 'teams_list'),
      made('post', '/api/v1/teams/{id}/members', 'teamMembers_create'),
      made('post', '/api/v1/teams', 'teams_create'),
    ]).map((entry) => entry.operationId);
    expect(order).toEqual([
      'teams_create',
      'teamMembers_create',
      'teams_list',
      'teamMembers_list',
      'teams_update',
      'teamMembers_delete',
      'teams_delete',
      'credentials_logout',
    ]);
  });

  it('run in steps: the suppliers of real ids before the operations they feed, deletes after all', () => {
    const { selected } = selectOperations(operations, { only: ['accounts', 'members'], includeWrites: true });
    const stepOf = stepsOf(selected, linkGraph(document, operations));
    const step = (operationId: string) => stepOf(operation(operationId));
    expect(step('accounts_list')).toBeLessThan(step('members_list'));
    expect(step('members_list')).toBeLessThan(step('members_get'));
    expect(step('accounts_create')).toBeLessThan(step('members_create'));
    expect(step('members_create')).toBeLessThan(step('members_update'));
    expect(step('members_delete')).toBe(DELETE_STEP);
    expect(Math.max(...selected.filter((entry) => entry.method !== 'delete').map(stepOf))).toBeLessThan(DELETE_STEP);
  });
});
