// @ts-check
// Conformance checking: sends requests built from the OpenAPI document to a real server and reports
// every place where its answers depart from the document. `runConformance` is the programmatic entry
// point; `cli.mjs` wraps it for `npm run conformance`.
import { randomUUID } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, loadDocument } from '../lib/openapi-operations.mjs';
import { authenticationResult } from './authentication.mjs';
import { ANSWER_CHECK_NAMES, CHECK_NAMES, judgeAnswer, runChecks } from './checks.mjs';
import { toCurl } from './curl.mjs';
import {
  DEFAULT_CASES,
  DEFAULT_SEED,
  describeChanges,
  exampleCase,
  fieldsOf,
  generateCases,
  requestOfCase,
  shrinkCase,
} from './generated-cases.mjs';
import { createRateLimiter, DEFAULT_MAX_RESPONSE_BYTES, send } from './http-client.mjs';
import { phaseOf, selectOperations } from './plan.mjs';
import { createRedactor } from './redact.mjs';
import {
  buildInvalidRequests,
  buildValidRequest,
  pathValuesFor,
  unsendableTokenReason,
  withoutCredentials,
} from './requests.mjs';
import { createdResourceLifecycle, paramReadAvailability } from './resource-availability.mjs';
import { createSchemaValidator } from './schema-validator.mjs';
import { runInPhases } from './worker-pool.mjs';

export { CHECK_NAMES } from './checks.mjs';
export { DEFAULT_CASES, DEFAULT_SEED } from './generated-cases.mjs';
export { toHtmlReport } from './html-report.mjs';
export { DEFAULT_MAX_RESPONSE_BYTES } from './http-client.mjs';
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
export const DEFAULT_WORKERS = 4;

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
 * @property {number} [cases] generated requests per operation (default 25; 0 sends only the example)
 * @property {number} [seed] seed of the generated requests: the same seed sends the same requests (default 1)
 * @property {number} [workers] operations checked at the same time (default 4)
 * @property {number} [rateLimit] at most this many requests per second to the target (default: no limit)
 * @property {number} [maxResponseBytes] a body larger than this is not read, and is a finding (default 10 MiB)
 * @property {(progress: { completed: number, total: number, operationId: string }) => void} [onProgress]
 *   called before each operation is sent, with the number already done
 */

/**
 * @typedef {object} RequestRecord one request of the run, without its headers (they carry the token)
 * @property {string} purpose `example`, `without credentials`, `invalid request <what is wrong>`,
 *   `generated case <n>: <what it tries>` or `shrinking <check>`
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
 *   requestTimeoutMs: number, cases: number, seed: number, workers: number, rateLimit: number | null,
 *   maxResponseBytes: number }} settings
 * @property {StatusCounts & { operations: number, checks: number }} totals
 * @property {CheckResult[]} runResults checks of the run as a whole: `token_accepted`
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
 * Sends the selected operations to the target and checks every answer.
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
  const cases = options.cases ?? DEFAULT_CASES;
  const seed = options.seed ?? DEFAULT_SEED;
  const workers = options.workers ?? DEFAULT_WORKERS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const redact = createRedactor(options.token);

  if (options.token !== undefined) {
    const unsendable = unsendableTokenReason(options.token);
    if (unsendable) throw new ConformanceUsageError(unsendable);
  }
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
  const sendSettings = {
    timeoutMs: requestTimeoutMs,
    maxResponseBytes,
    rateLimiter: createRateLimiter(options.rateLimit),
  };
  const startedAt = new Date();
  const started = performance.now();
  let completed = 0;

  /**
   * Every request of one operation, its checks, and a reproduction for each finding.
   * @param {import('../lib/openapi-operations.mjs').Operation} operation
   * @returns {Promise<OperationReport>}
   */
  const checkOperation = async (operation) => {
    options.onProgress?.({ completed, total: selected.length, operationId: operation.operationId });
    const operationStarted = performance.now();
    const identity = {
      operationId: operation.operationId,
      tag: operation.tag,
      method: operation.method.toUpperCase(),
      path: operation.path,
      secured: operation.secured,
    };
    let validRequest;
    try {
      validRequest = buildValidRequest(document, operation, { token: options.token, auth, parameterValues });
    } catch (error) {
      // A document without examples for a required value: nothing can be sent, and nothing is guessed.
      const detail = `no request can be built from the document: ${/** @type {Error} */ (error).message}`;
      completed += 1;
      return {
        ...identity,
        durationMs: 0,
        requests: [],
        results: CHECK_NAMES.map((check) => ({ check, status: /** @type {CheckStatus} */ ('skipped'), detail })),
      };
    }
    const valid = await send(target, validRequest, sendSettings);
    const anonymous = operation.secured
      ? await send(target, withoutCredentials(validRequest), sendSettings)
      : undefined;
    const invalid = [];
    for (const { label, request } of buildInvalidRequests(document, operation, validRequest, parameterValues)) {
      invalid.push({ label, ...(await send(target, request, sendSettings)) });
    }
    const isValid = (/** @type {unknown} */ schema, /** @type {unknown} */ value) =>
      schemaValidator.isValid(schema, value);
    const generatedCases = generateCases({
      document,
      operation,
      valid: validRequest,
      parameterValues,
      cases,
      seed,
      isValid,
    });
    const base = exampleCase(document, operation, validRequest, parameterValues);
    const fields = fieldsOf(document, operation, parameterValues);
    const generated = [];
    for (const [index, requestCase] of generatedCases.entries()) {
      const exchange = await send(target, requestOfCase(operation, validRequest, requestCase), sendSettings);
      const label = `generated case ${index + 1}, ${requestCase.label} (${describeChanges(requestCase, base, fields)})`;
      generated.push({ label, requestCase, ...exchange });
    }
    const context = {
      document,
      operation,
      valid,
      withoutCredentials: anonymous,
      invalid,
      generated,
      schemaValidator,
      maxResponseTimeMs,
      strictResponseTime,
      maxResponseBytes,
    };
    /** @type {RequestRecord[]} */
    const shrinkRequests = [];
    /** @type {CheckResult[]} */
    const results = [];
    for (const { failedExchange, ...checked } of runChecks(context)) {
      /** @type {CheckResult} */
      const checkResult = checked;
      if (checked.status === 'failed') {
        /** @type {{ request: PlannedRequest, label: string }} */
        let shown = { request: valid.request, label: 'example request' };
        let shrunk = false;
        const failedCase = failedExchange !== undefined && failedExchange >= 0 ? generated[failedExchange] : undefined;
        const check = checked.check;
        if (failedCase && isAnswerCheck(check)) {
          const smallest = await shrinkCase({
            failing: failedCase.requestCase,
            base,
            fields,
            isValid,
            stillFails: async (candidate) => {
              const exchange = await send(target, requestOfCase(operation, validRequest, candidate), sendSettings);
              shrinkRequests.push(recordOf(`shrinking ${check}`, exchange));
              return judgeAnswer(check, context, exchange).status === 'failed';
            },
          });
          shrunk = smallest.shrunk;
          shown = { request: requestOfCase(operation, validRequest, smallest.smallest), label: failedCase.label };
          if (shrunk) {
            const caseName = `generated case ${(failedExchange ?? 0) + 1}`;
            checkResult.detail = `${caseName}, shrunk to the smallest request that still fails (${describeChanges(
              smallest.smallest,
              base,
              fields,
            )}): ${checked.detail.slice(failedCase.label.length + 2)}`;
          }
        } else if (check === 'missing_auth_rejected' && anonymous) {
          shown = { request: anonymous.request, label: 'request without credentials' };
        } else if (check === 'negative_data_rejection') {
          const accepted = invalid.find(
            (exchange) => !exchange.response || exchange.response.status < 400 || exchange.response.status >= 500,
          );
          if (accepted) shown = { request: accepted.request, label: `invalid request ${accepted.label}` };
        } else if (check === 'response_size') {
          const labelled = [
            { label: 'example request', ...valid },
            ...(anonymous ? [{ label: 'request without credentials', ...anonymous }] : []),
            ...generated,
            ...invalid.map((exchange) => ({ ...exchange, label: `invalid request ${exchange.label}` })),
          ];
          const oversized = labelled.find((exchange) => exchange.response?.oversized);
          if (oversized) shown = { request: oversized.request, label: oversized.label };
        }
        checkResult.reproduction = reproductionOf(target, shown.request, shown.label, shrunk);
      }
      results.push(checkResult);
    }
    const availability = paramReadAvailability({ operation, parameterValues, valid });
    if (availability) {
      results.push(
        availability.status === 'failed'
          ? { ...availability, reproduction: reproductionOf(target, valid.request, 'example request', false) }
          : availability,
      );
    }
    /** @type {RequestRecord[]} */
    const lifecycleRequests = [];
    const lifecycle = await createdResourceLifecycle({
      create: operation,
      operations: selected,
      created: valid,
      neverCreatedId: randomUUID(),
      requestFor: (itemOperation, id) => {
        const idName = /** @type {string} */ (/\{([^}]+)\}$/.exec(itemOperation.path)?.[1]);
        // The item's other path values are those of the create (the account it was created in).
        const values = { ...pathValuesFor(document, operation, parameterValues), [idName]: id };
        const chosen = Object.fromEntries(
          Object.entries(values).map(([name, value]) => [`${itemOperation.operationId}:${name}`, String(value)]),
        );
        return buildValidRequest(document, itemOperation, {
          token: options.token,
          auth,
          parameterValues: { ...parameterValues, ...chosen },
        });
      },
      send: async (request) => {
        const exchange = await send(target, request, sendSettings);
        lifecycleRequests.push(recordOf(`resource lifecycle ${request.method} ${request.path}`, exchange));
        return exchange;
      },
    });
    for (const { shownRequest, ...lifecycleResult } of lifecycle) {
      results.push(
        shownRequest && lifecycleResult.status === 'failed'
          ? {
              ...lifecycleResult,
              reproduction: reproductionOf(
                target,
                shownRequest,
                `read of the resource just ${lifecycleResult.check === 'use_after_free' ? 'deleted' : 'created'}`,
                false,
              ),
            }
          : lifecycleResult,
      );
    }
    completed += 1;
    return {
      ...identity,
      durationMs: Math.round(performance.now() - operationStarted),
      requests: [
        recordOf('example', valid),
        ...(anonymous ? [recordOf('without credentials', anonymous)] : []),
        ...invalid.map((exchange) => recordOf(`invalid request ${exchange.label}`, exchange)),
        ...generated.map((exchange) => recordOf(exchange.label, exchange)),
        ...shrinkRequests,
        ...lifecycleRequests,
      ],
      results,
    };
  };

  const operations = await runInPhases(
    selected,
    // Deletes go one at a time: children must be gone before their parents.
    { workers, phaseOf, sequentialPhases: [3, 4] },
    checkOperation,
  );

  const runResults = [authenticationResult(operations)];
  /** @type {StatusCounts} */
  const counts = { passed: 0, failed: 0, warning: 0, skipped: 0 };
  let checks = 0;
  for (const { status } of [...runResults, ...operations.flatMap((operation) => operation.results)]) {
    counts[status] += 1;
    checks += 1;
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
      cases,
      seed,
      workers,
      rateLimit: options.rateLimit ?? null,
      maxResponseBytes,
    },
    totals: { operations: operations.length, checks, ...counts },
    passed: counts.failed === 0,
    runResults,
    operations,
    notSent,
  };
  // Everything that came from the server (bodies in details, echoed URLs) passes through here. Every
  // string is redacted on its own, so that even a token that is a common word cannot break the structure.
  return redactStrings(report, redact);
}

/**
 * @template T
 * @param {T} value @param {(text: string) => string} redact
 * @returns {T} a copy with `redact` applied to every string in it
 */
function redactStrings(value, redact) {
  if (typeof value === 'string') return /** @type {T} */ (redact(value));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => redactStrings(item, redact)));
  if (value && typeof value === 'object') {
    return /** @type {T} */ (
      Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .map(([key, item]) => [key, redactStrings(item, redact)]),
      )
    );
  }
  return value;
}

/**
 * @param {string} target @param {PlannedRequest} request @param {string} label @param {boolean} shrunk
 * @returns {import('./checks.mjs').Reproduction}
 */
function reproductionOf(target, request, label, shrunk) {
  const search = request.query.toString();
  return {
    request: label,
    method: request.method,
    url: `${request.path}${search ? `?${search}` : ''}`,
    ...(request.body === undefined ? {} : { body: request.body }),
    curl: toCurl(target, request),
    ...(shrunk ? { shrunk } : {}),
  };
}

/** @returns {check is import('./checks.mjs').AnswerCheckName} */
function isAnswerCheck(/** @type {string} */ check) {
  return /** @type {readonly string[]} */ (ANSWER_CHECK_NAMES).includes(check);
}
