// Each check on hand-made exchanges against a small document that uses every way of declaring a
// response: an exact status, a `4XX` range through a shared response, `default`, and no body.
import { describe, expect, it } from 'vitest';
import {
  type CheckContext,
  negativeDataRejection,
  type ReceivedResponse,
  runChecks,
} from '../../src/conformance/checks.mjs';
import { buildValidRequest } from '../../src/conformance/requests.mjs';
import { createSchemaValidator } from '../../src/conformance/schema-validator.mjs';
import { listOperations, type Operation } from '../../src/openapi-index/openapi-operations.mjs';

const THING_ID = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const document = {
  openapi: '3.1.0',
  info: { title: 'things', version: '1' },
  security: [{ bearerAuth: [] }],
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'things_get',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, example: THING_ID },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '204': { description: 'nothing to say' },
          '4XX': { $ref: '#/components/responses/Problem' },
          default: { description: 'other', content: { 'image/*': { schema: { type: 'string' } } } },
        },
      },
    },
    '/health': {
      get: {
        operationId: 'health_get',
        security: [{}],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'scores'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          scores: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' } } } },
        },
      },
    },
    responses: {
      Problem: {
        description: 'problem',
        content: { 'application/json': { schema: { type: 'object', required: ['message'] } } },
      },
    },
  },
};

const operationsById = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
const thingsGet = operationsById.get('things_get') as Operation;
const healthGet = operationsById.get('health_get') as Operation;
const schemaValidator = createSchemaValidator(document);

function response(status: number, body = '', contentType: string | null = 'application/json'): ReceivedResponse {
  return { status, body, contentType, durationMs: 12 };
}

function context(valid: ReceivedResponse | undefined, overrides: Partial<CheckContext> = {}): CheckContext {
  const operation = overrides.operation ?? thingsGet;
  const request = buildValidRequest(document, operation, { token: 't0ken' });
  return {
    document,
    operation,
    valid: valid ? { request, response: valid } : { request, error: 'ECONNREFUSED' },
    withoutCredentials: { request, response: response(401, '{"message":"no"}') },
    invalid: [
      { label: 'with path parameter "id" = "not-a-uuid"', request, response: response(400, '{"message":"no"}') },
    ],
    schemaValidator,
    maxResponseTimeMs: 100,
    strictResponseTime: false,
    ...overrides,
  };
}

/** `check status` for every result that did not pass. */
function notPassed(checkContext: CheckContext) {
  return runChecks(checkContext)
    .filter((result) => result.status !== 'passed')
    .map((result) => `${result.check} ${result.status}: ${result.detail}`);
}

/** Only what a run reports: failures and warnings. */
function reported(checkContext: CheckContext) {
  return notPassed(checkContext).filter((line) => !line.includes(' skipped: '));
}

const validThing = JSON.stringify({ id: THING_ID, scores: [{ value: 1 }] });

describe('a conforming answer', () => {
  it('passes every check', () => {
    expect(notPassed(context(response(200, validThing, 'application/json; charset=utf-8')))).toEqual([]);
  });

  it('covers a status by a range or by default', () => {
    const results = runChecks(context(response(404, '{"message":"gone"}')));
    expect(results.find((result) => result.check === 'status_code_conformance')?.detail).toBe(
      '404 is declared (covered by "4XX") (and 2 refusals)',
    );
    expect(reported(context(response(302, 'x', 'image/png')))).toEqual([]);
  });

  it('passes an empty answer where no body is declared', () => {
    expect(reported(context(response(204, '', null)))).toEqual([]);
  });
});

describe('each departure is reported by one check', () => {
  it('a 500, with the start of its body', () => {
    expect(reported(context(response(500, '{"message":"boom"}', 'image/png')))).toEqual([
      'not_a_server_error failed: answered 500 Internal Server Error: {"message":"boom"}',
    ]);
  });

  it('a 501, which only not_implemented reports', () => {
    expect(notPassed(context(response(501, '{}')))).toEqual([
      'not_a_server_error skipped: 501 is reported by not_implemented',
      'status_code_conformance skipped: 501 is reported by not_implemented',
      'content_type_conformance skipped: 501 is reported by not_implemented',
      'response_schema_conformance skipped: 501 is reported by not_implemented',
      'not_implemented failed: answered 501 Not Implemented: the server does not implement this operation',
    ]);
  });

  it('an undeclared status when the document has no range or default for it', () => {
    const health = context(response(201, '{}'), { operation: healthGet, withoutCredentials: undefined, invalid: [] });
    expect(notPassed(health)).toContain(
      'status_code_conformance failed: answered 201 Created, which is not declared (declared: 200)',
    );
  });

  it('a body where none is declared, and a missing Content-Type', () => {
    expect(notPassed(context(response(204, 'surprise', 'text/plain')))).toEqual([
      'content_type_conformance failed: answered a body (text/plain) where the document declares none for 204',
      'response_schema_conformance skipped: no body is declared',
    ]);
    expect(notPassed(context(response(200, validThing, null)))).toEqual([
      'content_type_conformance failed: no Content-Type header; the document declares application/json',
      'response_schema_conformance skipped: the Content-Type is not declared (see content_type_conformance)',
    ]);
  });

  it('a body that is not JSON', () => {
    expect(notPassed(context(response(200, '<html>')))).toEqual([
      'response_schema_conformance failed: the body is not valid JSON: <html>',
    ]);
  });

  it('schema violations, by JSON path, repeated ones counted once', () => {
    const body = JSON.stringify({ id: 'not-a-uuid', scores: [{ value: 'a' }, { value: 2 }, { value: 'c' }] });
    const [result] = runChecks(context(response(200, body))).filter((entry) => entry.status === 'failed');
    expect(result).toEqual({
      check: 'response_schema_conformance',
      status: 'failed',
      detail: '3 violations: /id must match format "uuid"; /scores/*/value must be integer (2 times)',
      failing: expect.objectContaining({
        label: 'example request',
        response: expect.objectContaining({ status: 200 }),
      }),
      violations: [
        { path: '/id', message: 'must match format "uuid"', count: 1, schemaPath: expect.stringMatching(/\/format$/) },
        {
          path: '/scores/*/value',
          message: 'must be integer',
          count: 2,
          schemaPath: expect.stringMatching(/\/value\/type$/),
        },
      ],
    });
  });

  it('a violation of a schema reached through a shared response', () => {
    expect(notPassed(context(response(400, '{}')))).toEqual([
      'response_schema_conformance failed: 1 violation: /message is required',
    ]);
  });

  it('a secured operation answered without credentials', () => {
    const anonymous = { request: buildValidRequest(document, thingsGet, {}), response: response(200, validThing) };
    expect(notPassed(context(response(200, validThing), { withoutCredentials: anonymous }))).toEqual([
      'missing_auth_rejected failed: answered 200 OK without credentials; expected 401 or 403',
    ]);
  });

  it('an invalid request answered with a success or a server error', () => {
    const request = buildValidRequest(document, thingsGet, { token: 't0ken' });
    const invalid = [
      { label: 'with path parameter "id" = "not-a-uuid"', request, response: response(200, validThing) },
      { label: 'without its required query parameter "q"', request, response: response(500, '{}') },
      {
        label: 'with an array as body where the document requires an object',
        request,
        response: response(422, '{"message":"no"}'),
      },
    ];
    expect(notPassed(context(response(200, validThing), { invalid }))).toEqual([
      'negative_data_rejection failed: invalid request with path parameter "id" = "not-a-uuid": answered 200 OK, expected a 4xx; ' +
        'invalid request without its required query parameter "q": answered 500 Internal Server Error, expected a 4xx',
    ]);
  });

  it('an empty optional query value may be read as left out: a 2xx passes, a server error still fails', () => {
    const request = buildValidRequest(document, thingsGet, { token: 't0ken' });
    const empty = { label: 'with query parameter "q" = "" (under minLength)', request, mayReadAsAbsent: true };
    expect(
      negativeDataRejection(
        context(response(200, validThing), { invalid: [{ ...empty, response: response(200, '{}') }] }),
      ),
    ).toMatchObject({ status: 'passed', detail: 'read 1 empty optional query value as left out (200)' });
    expect(
      negativeDataRejection(
        context(response(200, validThing), { invalid: [{ ...empty, response: response(500, '{}') }] }),
      ),
    ).toMatchObject({
      status: 'failed',
      detail:
        'invalid request with query parameter "q" = "" (under minLength): answered 500 Internal Server Error, expected a 4xx',
    });
  });

  it('a slow answer: a warning, or a failure when strict', () => {
    const slow = { ...response(200, validThing), durationMs: 250.4 };
    expect(notPassed(context(slow))).toEqual(['response_time warning: took 250 ms, over the 100 ms limit']);
    expect(notPassed(context(slow, { strictResponseTime: true }))).toEqual([
      'response_time failed: took 250 ms, over the 100 ms limit',
    ]);
  });

  it('no answer at all: one failure, the rest skipped', () => {
    expect(notPassed(context(undefined, { withoutCredentials: undefined, invalid: [] }))).toEqual([
      'not_a_server_error failed: no response: ECONNREFUSED',
      'status_code_conformance skipped: no response',
      'content_type_conformance skipped: no response',
      'response_schema_conformance skipped: no response',
      'missing_auth_rejected skipped: not sent',
      'negative_data_rejection skipped: the document leaves nothing to break (no required or typed parameter, no body)',
      'not_implemented skipped: no response',
      'response_time skipped: no response',
      'response_size skipped: no response',
    ]);
  });
});

describe('operations that accept anonymous calls', () => {
  it('skip missing_auth_rejected', () => {
    const health = context(response(200, '{}'), { operation: healthGet, withoutCredentials: undefined, invalid: [] });
    expect(notPassed(health)).toContain('missing_auth_rejected skipped: the operation accepts anonymous calls');
  });
});

describe('a failure returns the exchange that shows it', () => {
  const failingOf = (checkContext: CheckContext, check: string) =>
    runChecks(checkContext).find((result) => result.check === check)?.failing;

  it('the invalid request the server accepted, not the first invalid one', () => {
    const request = buildValidRequest(document, thingsGet, { token: 't0ken' });
    const invalid = [
      { label: 'refused', request, response: response(400, '{"message":"no"}') },
      { label: 'accepted', request, response: response(200, validThing) },
    ];
    expect(failingOf(context(response(200, validThing), { invalid }), 'negative_data_rejection')).toMatchObject({
      label: 'invalid request accepted',
      response: { status: 200 },
    });
  });

  it('the request without credentials', () => {
    const anonymous = { request: buildValidRequest(document, thingsGet, {}), response: response(200, validThing) };
    expect(
      failingOf(context(response(200, validThing), { withoutCredentials: anonymous }), 'missing_auth_rejected'),
    ).toMatchObject({ label: 'request without credentials', request: { headers: {} } });
  });

  it('the generated case whose answer broke the document, with its case', () => {
    const request = buildValidRequest(document, thingsGet, { token: 't0ken' });
    const requestCase = { path: { id: THING_ID }, query: {}, body: undefined, label: 'edges' };
    const generated = [
      { label: 'generated case 1', request, response: response(200, validThing), requestCase },
      { label: 'generated case 2', request, response: response(500, 'boom'), requestCase },
    ];
    const outcome = runChecks(context(response(200, validThing), { generated })).find(
      (result) => result.status === 'failed',
    );
    expect(outcome).toMatchObject({
      check: 'not_a_server_error',
      detail: 'generated case 2: answered 500 Internal Server Error: boom',
      failing: { label: 'generated case 2', requestCase },
    });
  });

  it('nothing when the check passed', () => {
    expect(runChecks(context(response(200, validThing))).some((result) => 'failing' in result)).toBe(false);
  });
});
