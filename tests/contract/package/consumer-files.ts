// The files of a fresh consumer project that installs the packed `depsight` tarball: a Node ESM
// script, a CommonJS script, and a TypeScript project checked under NodeNext, Node16 and Bundler
// resolution, without @types/node, without the DOM lib and with exactOptionalPropertyTypes.

/** What each script prints: one JSON line a test can compare. */
const USE_THE_SDK = `
const client = createClient({ baseUrl: process.env.PRISM_URL, auth: { type: 'Bearer', token: 'consumer-token' }, retry: false });
const metrics = await client.metrics.get({ startDate: '2026-10-01', endDate: '2026-10-31' });
const refused = await client.accounts.get({ uuid: '' }).then(() => null, (error) => error);
const notFound = await client.metrics.get({}, { headers: { Prefer: 'code=404' } }).then(() => null, (error) => error);
const checked = createClient({ baseUrl: process.env.PRISM_URL, auth: { type: 'Bearer', token: 'consumer-token' }, retry: false, validateResponses: 'throw', responseValidators: LOAD_VALIDATORS });
const validated = await checked.metrics.get({ startDate: '2026-10-01', endDate: '2026-10-31' }).then(() => true, (error) => error.message);
console.log(JSON.stringify({
  projects: Array.isArray(metrics.projects),
  refused: refused instanceof InvalidArgumentError ? refused.message : 'not refused',
  apiError: notFound instanceof ApiError ? notFound.status : 'no ApiError',
  validated,
}));
`;

export const ESM_SCRIPT = `import { ApiError, createClient, InvalidArgumentError } from 'depsight';
const LOAD_VALIDATORS = () => import('depsight/validate');
${USE_THE_SDK}`;

export const CJS_SCRIPT = `const { ApiError, createClient, InvalidArgumentError } = require('depsight');
const LOAD_VALIDATORS = async () => require('depsight/validate');
(async () => {
${USE_THE_SDK}
})();
`;

/** A TypeScript consumer. The @ts-expect-error lines fail the check if the types were lost (any). */
export const TS_SOURCE = `import {
  ApiError,
  createClient,
  InvalidArgumentError,
  ResponseValidationError,
  type SecurityMetrics,
} from 'depsight';

declare const process: { env: Record<string, string | undefined> };
declare const console: { log: (line: string) => void };

const client = createClient({
  baseUrl: process.env['PRISM_URL'] ?? 'http://127.0.0.1:4010',
  auth: { type: 'Bearer', token: 'consumer-token' },
  retry: false,
});
const metrics: SecurityMetrics = await client.metrics.get({ startDate: '2026-10-01', endDate: '2026-10-31' });
// @ts-expect-error: not a field of SecurityMetrics, so the generated types reached the consumer.
metrics.notAField;
// Never called: only its types are checked.
const wrongDate = () =>
  // @ts-expect-error: startDate is a string.
  client.metrics.get({ startDate: 20261001 });
void wrongDate;
const refused = await client.accounts.get({ uuid: '' }).then(
  () => null,
  (error: unknown) => error,
);
const notFound = await client.metrics.get({}, { headers: { Prefer: 'code=404' } }).then(
  () => null,
  (error: unknown) => error,
);
// The validators load from their own entry, only because validateResponses is on.
const checked = createClient({
  baseUrl: process.env['PRISM_URL'] ?? 'http://127.0.0.1:4010',
  auth: { type: 'Bearer', token: 'consumer-token' },
  retry: false,
  validateResponses: 'throw',
  responseValidators: () => import('depsight/validate'),
});
const validated = await checked.metrics.get({ startDate: '2026-10-01', endDate: '2026-10-31' }).then(
  () => true,
  (error: unknown) => (error instanceof ResponseValidationError ? error.message : String(error)),
);
console.log(
  JSON.stringify({
    projects: Array.isArray(metrics.projects),
    refused: refused instanceof InvalidArgumentError ? refused.message : 'not refused',
    apiError: notFound instanceof ApiError ? notFound.status : 'no ApiError',
    validated,
  }),
);
`;

/** The tsconfig of the TypeScript consumer, for one module resolution. */
export function consumerTsconfig(resolution: 'NodeNext' | 'Node16' | 'Bundler') {
  const module = resolution === 'Bundler' ? 'ESNext' : resolution;
  return {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022'],
      module,
      moduleResolution: resolution,
      types: [],
      strict: true,
      exactOptionalPropertyTypes: true,
      // Declaration files are not checked (the common default): openapi-fetch's own declarations name
      // fetch's types (Request, Response), which only the DOM lib or @types/node declare.
      skipLibCheck: true,
      outDir: 'build',
      ...(resolution === 'Bundler' ? { noEmit: true } : {}),
    },
    files: ['src/index.ts'],
  };
}

// A team's component-test set-up with depsight/msw: msw (and openapi-msw, for the types of
// `mock.http`) installed beside the package, tests on Node's own runner, and no server process: the
// client's base URL is a host that does not exist, and any request no handler answers fails the test.

/** The tests, written once for ESM and CommonJS; `ACCOUNT` is the document's example account. */
const MSW_TESTS = `
const mock = createMockApi();
const server = setupServer(...mock.handlers);
before(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
after(() => server.close());

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const client = createClient({ baseUrl: 'https://api.depsight.test', auth: { type: 'Bearer', token: 'consumer-token' }, retry: false });

test('a created team is in the next list', async () => {
  const created = await client.teams.create({ name: 'Red Team' });
  const teams = await client.teams.list({ uuid: ACCOUNT });
  assert.ok(teams.some((team) => team.uuid === created.uuid && team.name === 'Red Team'));
});

test('a reset forgets it: the list is the document\\'s again', async () => {
  const teams = await client.teams.list({ uuid: ACCOUNT });
  assert.deepEqual(teams.filter((team) => team.name === 'Red Team'), []);
  assert.ok(teams.length > 0);
});

test('a read of an account that does not exist is a 404', async () => {
  const error = await client.accounts.get({ uuid: '00000000-0000-4000-8000-000000000000' }).then(() => null, (caught) => caught);
  assert.ok(error instanceof NotFoundError);
  assert.equal(error.status, 404);
});

test('a scenario is picked with Prefer, as on npm start', async () => {
  const metrics = await client.metrics.get({ startDate: '2026-10-01', endDate: '2026-10-31' }, { headers: { Prefer: 'example=empty' } });
  assert.deepEqual(metrics.projects, []);
});
`;

export const MSW_ESM_TEST = `import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { setupServer } from 'msw/node';
import { createClient, NotFoundError } from 'depsight';
import { createMockApi } from 'depsight/msw';
${MSW_TESTS}`;

export const MSW_CJS_TEST = `const assert = require('node:assert/strict');
const { after, afterEach, before, test } = require('node:test');
const { setupServer } = require('msw/node');
const { createClient, NotFoundError } = require('depsight');
const { createMockApi } = require('depsight/msw');
${MSW_TESTS}`;

/** Type-checked only: the handlers' types and `mock.http`, typed from the document, reach the consumer. */
export const MSW_TS_SOURCE = `import { HttpResponse, type RequestHandler } from 'msw';
import { createMockApi, type MockApi, RESET_PATH } from 'depsight/msw';

const mock: MockApi = createMockApi({ scenario: 'empty', baseUrl: 'https://api.depsight.test' });
const handlers: RequestHandler[] = mock.handlers;
const resetPath: string = RESET_PATH;
const noTeams = mock.http.get('/api/v1/accounts/{uuid}/teams', ({ params }) => {
  const uuid: string = params.uuid;
  // @ts-expect-error: the path has no such parameter, so its parameters reached the consumer.
  params.accountId;
  return HttpResponse.json([], { headers: { 'x-account': uuid } });
});
// @ts-expect-error: not a path of the document, so the document's paths reached the consumer.
mock.http.get('/api/v1/not-a-path', () => HttpResponse.json({}));
export const used = [handlers, resetPath, noTeams];
`;

/** The tsconfig of the TypeScript consumer of depsight/msw: a test project has the DOM's types. */
export function mswConsumerTsconfig(resolution: 'NodeNext' | 'Bundler') {
  const { compilerOptions } = consumerTsconfig(resolution);
  return {
    compilerOptions: { ...compilerOptions, lib: ['ES2022', 'DOM', 'DOM.Iterable'], noEmit: true },
    files: ['src/msw-types.ts'],
  };
}
