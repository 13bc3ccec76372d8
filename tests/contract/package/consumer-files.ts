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
