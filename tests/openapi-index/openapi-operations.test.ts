import { describe, expect, it } from 'vitest';
import { BUNDLE_FILE } from '../../mocks/document-files.mjs';
import { createDocumentIndex } from '../../src/openapi-index/document-index.mjs';
import { responseExample } from '../../src/openapi-index/examples.mjs';
import { deref, valueAt } from '../../src/openapi-index/json-pointer.mjs';
import { responseLinks } from '../../src/openapi-index/links.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { listOperations, responseOf, successStatus } from '../../src/openapi-index/openapi-operations.mjs';
import { createRequestMatcher, pathTemplate } from '../../src/openapi-index/operation-matcher.mjs';

const document = loadDocument(BUNDLE_FILE);
const operations = listOperations(document);

describe('the operations of the bundled document', () => {
  it('are listed once each, with a pointer to where each of their schemas lives', () => {
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    for (const operation of operations) {
      expect(valueAt(document, operation.pointer)).toBe(operation.operation);
      for (const { parameter, schemaPointer } of operation.parameterSchemas) {
        expect(valueAt(document, schemaPointer as string), `${operation.operationId} ${parameter.name}`).toBe(
          deref(document, parameter.schema),
        );
      }
      const body = deref(document, operation.operation.requestBody)?.content?.['application/json']?.schema;
      expect(operation.requestBodyPointer && valueAt(document, operation.requestBodyPointer)).toBe(
        body && deref(document, body),
      );
      for (const status of Object.keys(operation.operation.responses)) {
        const declared = responseOf(document, operation, status);
        const media = deref(document, operation.operation.responses[status]).content?.['application/json'];
        expect(declared?.schemaPointer && valueAt(document, declared.schemaPointer)).toBe(
          media?.schema && deref(document, media.schema),
        );
      }
    }
  });

  it('know which calls are open to anonymous callers', () => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('users_get')?.secured).toBe(true);
    expect(byId.get('credentials_login')?.secured).toBe(false);
  });

  it('give each response link with the operation it leaves from', () => {
    const links = responseLinks(document, operations);
    expect(links.length).toBeGreaterThan(100);
    const account = links.find(
      (entry) => entry.operation.operationId === 'users_get' && entry.link.operationId === 'accounts_get',
    );
    expect(account?.link.parameters).toEqual({ uuid: '$response.body#/account/uuid' });
  });
});

describe('a small document', () => {
  const small = {
    security: [{ bearer: [] }],
    paths: {
      '/teams/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'teams_get',
          parameters: [{ $ref: '#/components/parameters/TeamId' }],
          responses: {
            '200': {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Team' }, example: { id: 'x' } } },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
      '/teams/mine': { get: { operationId: 'teams_mine', security: [{}, { bearer: [] }], responses: { '204': {} } } },
    },
    components: {
      parameters: { TeamId: { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } } },
      schemas: { Team: { type: 'object', properties: { id: { type: 'string' } } } },
      responses: {
        NotFound: {
          content: {
            'application/json': { schema: { type: 'object' }, examples: { gone: { value: { message: 'gone' } } } },
          },
        },
      },
    },
  };
  const [teamsGet, teamsMine] = listOperations(small);

  it('lets an operation’s own parameter replace the path item’s of the same name and place', () => {
    expect(teamsGet?.parameters).toEqual([small.components.parameters.TeamId]);
    expect(teamsGet?.parameterSchemas[0]?.schemaPointer).toBe('/components/parameters/TeamId/schema');
    expect(teamsMine?.secured).toBe(false);
    expect(teamsGet?.secured).toBe(true);
  });

  it('finds a response’s schema where it lives, through a shared response', () => {
    expect(responseOf(small, teamsGet as never, 200)?.schemaPointer).toBe('/components/schemas/Team');
    expect(responseOf(small, teamsGet as never, 404)).toMatchObject({
      pointer: '/components/responses/NotFound',
      schemaPointer: '/components/responses/NotFound/content/application~1json/schema',
    });
    expect(responseOf(small, teamsGet as never, 500)).toBeUndefined();
    expect(successStatus(teamsGet as never)).toBe(200);
    expect(responseExample(small, teamsGet as never, 404, 'other')).toEqual({ message: 'gone' });
    expect(responseExample(small, teamsGet as never, 404, 'other', true)).toBeUndefined();
    expect(responseExample(small, teamsGet as never, 404, 'constructor', true)).toBeUndefined();
  });

  it('matches a request to its operation, literal paths first, its parameters decoded', () => {
    const match = createRequestMatcher(listOperations(small));
    expect(match('GET', '/teams/mine')?.operation.operationId).toBe('teams_mine');
    expect(match('get', '/teams/a%20b')).toMatchObject({
      operation: { operationId: 'teams_get' },
      params: { id: 'a b' },
    });
    expect(match('GET', '/teams/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
    expect(match('POST', '/teams/mine')).toBeUndefined();
    expect(pathTemplate('/a.b/{x}/c/{y}')).toEqual({
      source: '/a\\.b/([^/]+)/c/([^/]+)',
      parameterNames: ['x', 'y'],
      literalLength: 8,
    });
  });

  it('compiles a schema of the document once, by where it lives', () => {
    const index = createDocumentIndex(small);
    const validate = index.validatorAt('/components/parameters/TeamId/schema');
    expect(index.validatorAt('/components/parameters/TeamId/schema')).toBe(validate);
    expect(validate('6a1f0c2e-3b4d-4c5e-8f70-81a2b3c4d5e6')).toBe(true);
    expect(validate('team-1')).toBe(false);
  });
});
