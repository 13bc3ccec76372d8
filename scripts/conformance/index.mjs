// @ts-check
// Conformance checking: sends requests built from the OpenAPI document to a real server and reports
// every place where its answers depart from the document. `runConformance` is the programmatic entry
// point; `cli.mjs` wraps it for `npm run conformance`.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, loadDocument } from '../lib/openapi-operations.mjs';
import { CHECK_NAMES, runChecks } from './checks.mjs';
import { selectOperations } from './plan.mjs';
import { createRedactor } from './redact.mjs';
import { buildInvalidRequests, buildValidRequest, withoutCredentials } from './requests.mjs';
import { createSchemaValidator } from './schema-validator.mjs';

export { CHECK_NAMES } from './checks.mjs';
export { toJUnitXml } from './junit.mjs';
export { formatTerminalSummary } from './terminal-summary.mjs';
export { writeReports } from './write-reports.mjs';

/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').CheckStatus} CheckStatus */
/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./requests.mjs').AuthScheme} AuthScheme */

export const DEFAULT_DOCUMENT = fileURLToPath(new URL('../../generated/openapi.yaml', import.meta.url));
export const DEFAULT_MAX_RESPONSE_TIME_MS = 2000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} ConformanceOptions
 * @property {string} target base URL of the server under test, e.g. `https://staging.example.com`
 * @property {string} [token] sent as `Authorization: <auth> <token>` to secured operations; never reported
 * @property {AuthScheme} [auth] `Bearer` (default) or `token`
 * @property {boolean} [includeWrites] also send POST, PUT, PATCH and DELETE operations (no confirmation here)
 * @property {string[]} [only] tags or operationIds to limit the run to
 * @property {Record<string, string>} [parameters] values for path and query parameters instead of the
 *   document's examples, by name (`uuid`) or for one operation (`projects_get:id`)
 * @property {number} [maxResponseTimeMs] slower valid requests get a response_time warning (default 2000)
 * @property {boolean} [strictResponseTime] make a slow response a failure instead of a warning
 * @property {number} [requestTimeoutMs] give up on a request after this long (default 30000)
 * @property {string} [documentFile] the bundled OpenAPI document (default generated/openapi.yaml)
 * @property {(progress: { completed: number, total: number, operationId: string }) => void} [onProgress]
 *   called before each operation is sent, with the number already done
 */

/**
 * @typedef {object} RequestRecord one request of the run, without its headers (they carry the token)
 * @property {string} purpose `example`, `without credentials` or `invalid request <what is wrong>`
 * @property {string} method
 * @property {string} url path and query, relative to the target
 * @property {number} [status]
 * @property {string | null} [contentType]
 * @property {number} [durationMs]
 * @property {string} [error]
 */

/**
 * @typedef {object} OperationReport
 * @property {string} operationId
 * @property {string} tag
 * @property {string} method upper case
 * @property {string} path the path template of the document
 * @property {boolean} secured
 * @property {number} durationMs every request of the operation
 * @property {RequestRecord[]} requests
 * @property {CheckResult[]} results one per check, in CHECK_NAMES order
 */

/**
 * @typedef {{ passed: number, failed: number, warning: number, skipped: number }} StatusCounts
 * @typedef {object} Report
 * @property {string} target
 * @property {string} document
 * @property {string} startedAt ISO time
 * @property {number} durationMs
 * @property {{ auth: AuthScheme, credentials: 'provided' | 'none', includeWrites: boolean, only: string[],
 *   parameters: Record<string, string>, maxResponseTimeMs: number, strictResponseTime: boolean,
 *   requestTimeoutMs: number }} settings
 * @property {StatusCounts & { operations: number, checks: number }} totals
 * @property {boolean} passed true when no check failed (warnings do not fail a run)
 * @property {OperationReport[]} operations in the order they were sent
 * @property {{ operationId: string, reason: string }[]} notSent selected operations that were not sent
 */

/** A mistake in how the run was asked for (unknown name, missing token, bad URL): no request was sent. */
export class ConformanceUsageError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ConformanceUsageError';
  }
}

/**
 * @param {string} target @param {PlannedRequest} request @param {number} timeoutMs
 * @returns {Promise<Exchange>}
 */
async function send(target, request, timeoutMs) {
  const search = request.query.toString();
  const started = performance.now();
  try {
    const response = await fetch(`${target}${request.path}${search ? `?${search}` : ''}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // A redirect is an answer to check, and following it could carry the credentials elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return {
      request,
      response: {
        status: response.status,
        contentType: response.headers.get('content-type'),
        body,
        durationMs: performance.now() - started,
      },
    };
  } catch (caught) {
    const error = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (caught);
    const reason =
      error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (error.cause?.code ?? error.cause?.message ?? error.message);
    return { request, error: reason };
  }
}

/** @param {string} purpose @param {Exchange} exchange @returns {RequestRecord} */
function recordOf(purpose, exchange) {
  const search = exchange.request.query.toString();
  return {
    purpose,
    method: exchange.request.method,
    url: `${exchange.request.path}${search ? `?${search}` : ''}`,
    status: exchange.response?.status,
    contentType: exchange.response?.contentType,
    durationMs: exchange.response ? Math.round(exchange.response.durationMs) : undefined,
    error: exchange.error,
  };
}

/** @param {string} target */
function normalizeTarget(target) {
  let url;
  try {
    url = new URL(target);
  } catch {
    throw new ConformanceUsageError(`--target must be an http(s) URL, not "${target}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConformanceUsageError(`--target must be an http(s) URL, not "${target}"`);
  }
  if (url.username || url.password) {
    throw new ConformanceUsageError('--target must not carry credentials; pass the token with --token');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Sends the selected operations to the target, one at a time, and checks every answer.
 * @param {ConformanceOptions} options
 * @returns {Promise<Report>} with the token redacted everywhere
 */
export async function runConformance(options) {
  const target = normalizeTarget(options.target);
  const auth = options.auth ?? 'Bearer';
  const maxResponseTimeMs = options.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS;
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const strictResponseTime = options.strictResponseTime ?? false;
  const includeWrites = options.includeWrites ?? false;
  const only = options.only ?? [];
  const parameterValues = options.parameters ?? {};
  const documentFile = options.documentFile ?? DEFAULT_DOCUMENT;
  const redact = createRedactor(options.token);

  const document = loadDocument(documentFile);
  const { selected, notSent, unknownNames } = selectOperations(listOperations(document), { only, includeWrites });
  if (unknownNames.length > 0) {
    throw new ConformanceUsageError(`--only: no tag or operationId is named ${unknownNames.join(', ')}`);
  }
  if (!options.token && selected.some((operation) => operation.secured)) {
    throw new ConformanceUsageError(
      'Secured operations need a token: pass --token <token> or set DEPSIGHT_TOKEN (which keeps it out of the shell history).',
    );
  }
  const schemaValidator = createSchemaValidator(document);
  const startedAt = new Date();
  const started = performance.now();

  /** @type {OperationReport[]} */
  const operations = [];
  for (const operation of selected) {
    options.onProgress?.({ completed: operations.length, total: selected.length, operationId: operation.operationId });
    const operationStarted = performance.now();
    let validRequest;
    try {
      validRequest = buildValidRequest(document, operation, { token: options.token, auth, parameterValues });
    } catch (error) {
      // A document without examples for a required value: nothing can be sent, and nothing is guessed.
      const detail = `no request can be built from the document: ${/** @type {Error} */ (error).message}`;
      operations.push({
        operationId: operation.operationId,
        tag: operation.tag,
        method: operation.method.toUpperCase(),
        path: operation.path,
        secured: operation.secured,
        durationMs: 0,
        requests: [],
        results: CHECK_NAMES.map((check) => ({ check, status: 'skipped', detail })),
      });
      continue;
    }
    const valid = await send(target, validRequest, requestTimeoutMs);
    const anonymous = operation.secured
      ? await send(target, withoutCredentials(validRequest), requestTimeoutMs)
      : undefined;
    const invalid = [];
    for (const { label, request } of buildInvalidRequests(document, operation, validRequest, parameterValues)) {
      invalid.push({ label, ...(await send(target, request, requestTimeoutMs)) });
    }
    const results = runChecks({
      document,
      operation,
      valid,
      withoutCredentials: anonymous,
      invalid,
      schemaValidator,
      maxResponseTimeMs,
      strictResponseTime,
    });
    operations.push({
      operationId: operation.operationId,
      tag: operation.tag,
      method: operation.method.toUpperCase(),
      path: operation.path,
      secured: operation.secured,
      durationMs: Math.round(performance.now() - operationStarted),
      requests: [
        recordOf('example', valid),
        ...(anonymous ? [recordOf('without credentials', anonymous)] : []),
        ...invalid.map((exchange) => recordOf(`invalid request ${exchange.label}`, exchange)),
      ],
      results,
    });
  }

  /** @type {StatusCounts} */
  const counts = { passed: 0, failed: 0, warning: 0, skipped: 0 };
  let checks = 0;
  for (const operation of operations) {
    for (const { status } of operation.results) {
      counts[status] += 1;
      checks += 1;
    }
  }

  /** @type {Report} */
  const report = {
    target,
    document: relative(process.cwd(), documentFile) || documentFile,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    settings: {
      auth,
      credentials: options.token ? 'provided' : 'none',
      includeWrites,
      only,
      parameters: parameterValues,
      maxResponseTimeMs,
      strictResponseTime,
      requestTimeoutMs,
    },
    totals: { operations: operations.length, checks, ...counts },
    passed: counts.failed === 0,
    operations,
    notSent,
  };
  // Everything that came from the server (bodies in details, echoed URLs) passes through here.
  return JSON.parse(redact(JSON.stringify(report)));
}
