// Error answers conform to the document too (status, Content-Type, schema), and the invalid requests
// break every constraint the document sets: a string under its minLength, a body without a required
// field. Each check is run on a server with the fault and on the same server without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { type Answer, errorExample, exampleAnswer, type ServedRequest, startDocumentServer } from './document-server';

const TOKEN = 'error-answers-secret-1c9e';
const OPERATIONS = ['users_get', 'accounts_list', 'advisories_list', 'teams_create'] as const;

/** The faults; the same server without them follows the document. */
function faultOf({ operation, url, authenticated, valid, body }: ServedRequest): Answer | undefined {
  switch (operation.operationId) {
    case 'users_get':
      return authenticated ? undefined : { status: 401, body: '<h1>Please sign in</h1>', contentType: 'text/html' };
    case 'advisories_list':
      return authenticated && !valid ? { status: 400, body: { error: 'limit out of range' } } : undefined;
    case 'accounts_list':
      // Crashes on `q=`, which the document refuses (at least one character) and a server may read as no filter.
      return authenticated && url.searchParams.get('q') === ''
        ? { status: 500, body: { message: 'Cannot read properties of undefined' } }
        : undefined;
    case 'teams_create':
      // Fills in a missing "active" instead of refusing the body.
      return authenticated && body.startsWith('{') && !body.includes('"active"') ? exampleAnswer(operation) : undefined;
    default:
      return undefined;
  }
}

let faulty: Awaited<ReturnType<typeof startDocumentServer>>;
let faultless: Awaited<ReturnType<typeof startDocumentServer>>;
let faultyReport: Report;
let faultlessReport: Report;

beforeAll(async () => {
  faulty = await startDocumentServer({ operations: OPERATIONS, answer: faultOf });
  faultless = await startDocumentServer({ operations: OPERATIONS });
  const settings = {
    maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
    token: TOKEN,
    includeWrites: true,
    cases: 2,
    only: [...OPERATIONS],
  };
  [faultyReport, faultlessReport] = await Promise.all([
    runConformance({ target: faulty.url, ...settings }),
    runConformance({ target: faultless.url, ...settings }),
  ]);
});

afterAll(async () => {
  await faulty?.stop();
  await faultless?.stop();
});

const resultOf = (report: Report, operationId: string, check: string) =>
  report.operations
    .find((operation) => operation.operationId === operationId)
    ?.results.find((result) => result.check === check);

describe('error answers', () => {
  it('a 401 sent as text/html fails content_type_conformance, reproduced without credentials', () => {
    const result = resultOf(faultyReport, 'users_get', 'content_type_conformance');
    expect(result).toMatchObject({
      status: 'failed',
      detail: 'request without credentials: answered text/html; the document declares application/json for 401',
      reproduction: { request: 'request without credentials' },
    });
    expect(result?.reproduction?.curl).not.toContain('Authorization');
    expect(resultOf(faultyReport, 'users_get', 'missing_auth_rejected')?.status).toBe('passed');
  });

  it('a 400 without the documented "message" fails response_schema_conformance', () => {
    const result = resultOf(faultyReport, 'advisories_list', 'response_schema_conformance');
    expect(result?.status).toBe('failed');
    expect(result?.detail).toMatch(/^invalid request .*: 1 violation: \/message is required$/);
    expect(result?.reproduction?.request).toMatch(/^invalid request /);
    expect(resultOf(faultyReport, 'advisories_list', 'negative_data_rejection')?.status).toBe('passed');
  });

  it('conforming refusals pass, and say how many were judged', () => {
    for (const [operationId, check] of [
      ['users_get', 'content_type_conformance'],
      ['advisories_list', 'response_schema_conformance'],
    ] as const) {
      const result = resultOf(faultlessReport, operationId, check);
      expect(result?.status).toBe('passed');
      expect(result?.detail).toMatch(/ refusals?\)$/);
    }
    expect(errorExample('BadRequest')).toHaveProperty('message');
  });
});

describe('invalid requests that break every constraint', () => {
  it('an empty q, under its minLength of 1, that crashes accounts_list', () => {
    // Read as left out (a 2xx), as Prism alone reads it, it would pass: see checks.test.ts.
    expect(resultOf(faultyReport, 'accounts_list', 'negative_data_rejection')).toMatchObject({
      status: 'failed',
      detail:
        'invalid request with query parameter "q" = "" (under minLength): answered 500 Internal Server Error, expected a 4xx',
      reproduction: { request: 'invalid request with query parameter "q" = "" (under minLength)' },
    });
    expect(resultOf(faultyReport, 'accounts_list', 'negative_data_rejection')?.reproduction?.curl).toContain('q=');
  });

  it('a body without a required field, accepted by teams_create', () => {
    expect(resultOf(faultyReport, 'teams_create', 'negative_data_rejection')).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining('invalid request without its required body field "active": answered 200 OK'),
    });
  });

  it('pass on a server that refuses them', () => {
    for (const operationId of ['accounts_list', 'teams_create']) {
      expect(resultOf(faultlessReport, operationId, 'negative_data_rejection')?.status).toBe('passed');
    }
    const sent = faultlessReport.operations.flatMap((operation) =>
      operation.requests.map((request) => request.purpose),
    );
    expect(sent).toContain('invalid request with query parameter "q" = "" (under minLength)');
    expect(sent).toContain('invalid request without its required body field "name"');
    expect(faultlessReport.passed).toBe(true);
  });
});
