// @ts-check
// One operation of a run: send its requests (the example, the same without credentials, the invalid
// ones, the generated ones), run every check on the answers, and turn each failure into a
// reproduction: the exchange the check returned, shrunk first when it is a generated case.
import { randomUUID } from 'node:crypto';
import { ANSWER_CHECK_NAMES, CHECK_NAMES, judgeAnswer, runChecks } from './checks.mjs';
import { operationCoverage } from './coverage.mjs';
import { reproductionOf } from './curl.mjs';
import {
  describeChanges,
  exampleCase,
  fieldsOf,
  generateCases,
  requestOfCase,
  shrinkCase,
} from './generated-cases.mjs';
import { send } from './http-client.mjs';
import { recordOf } from './report.mjs';
import {
  authorizationHeader,
  buildInvalidRequests,
  buildValidRequest,
  pathValuesFor,
  withoutCredentials,
} from './requests.mjs';
import { createdResourceLifecycle, paramReadAvailability } from './resource-availability.mjs';

/** @typedef {import('../lib/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckContext} CheckContext */
/** @typedef {import('./checks.mjs').CheckOutcome} CheckOutcome */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').LabelledExchange} LabelledExchange */
/** @typedef {import('./generated-cases.mjs').RequestCase} RequestCase */
/** @typedef {import('./report.mjs').OperationReport} OperationReport */
/** @typedef {import('./report.mjs').RequestRecord} RequestRecord */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./settings.mjs').Run} Run */

/**
 * Sends a request; with --token-command, a 401 to a token that had been accepted renews the token
 * (once per expiry) and the request is sent again with the new one.
 * @param {Run} run @param {PlannedRequest} request
 */
export async function sendWithToken(run, request) {
  const exchange = await send(run.target, request, run.sendSettings);
  const source = run.tokenSource;
  const authorization = request.headers.authorization;
  if (!source || !authorization) return exchange;
  const token = authorization.slice(authorization.indexOf(' ') + 1);
  if (!source.isIssued(token)) return exchange;
  const status = exchange.response?.status ?? 0;
  if (status >= 200 && status < 300) source.succeeded(token);
  if (status !== 401) return exchange;
  const fresh = await source.renew(token);
  if (!fresh || fresh === token) return exchange;
  run.token = fresh;
  const headers = { ...request.headers, authorization: authorizationHeader(run.settings.auth, fresh) };
  return send(run.target, { ...request, query: new URLSearchParams(request.query), headers }, run.sendSettings);
}

/** @returns {check is import('./checks.mjs').AnswerCheckName} */
function isAnswerCheck(/** @type {string} */ check) {
  return /** @type {readonly string[]} */ (ANSWER_CHECK_NAMES).includes(check);
}

/**
 * Every request of one operation, its checks, and a reproduction for each failure.
 * @param {Run} run @param {Operation} operation
 * @returns {Promise<OperationReport>}
 */
export async function checkOperation(run, operation) {
  const started = performance.now();
  const identity = {
    operationId: operation.operationId,
    tag: operation.tag,
    method: operation.method.toUpperCase(),
    path: operation.path,
    secured: operation.secured,
  };
  const { document, settings } = run;
  const parameterValues = settings.parameters;
  /** @type {PlannedRequest} */
  let example;
  try {
    example = buildValidRequest(document, operation, { token: run.token, auth: settings.auth, parameterValues });
  } catch (error) {
    // A document without examples for a required value: nothing can be sent, and nothing is guessed.
    const detail = `no request can be built from the document: ${/** @type {Error} */ (error).message}`;
    return {
      ...identity,
      durationMs: 0,
      requests: [],
      results: CHECK_NAMES.map((check) => ({ check, status: /** @type {const} */ ('skipped'), detail })),
    };
  }
  /** @type {RequestRecord[]} */
  const records = [];
  /** @param {PlannedRequest} request @param {string} purpose */
  const sendRecorded = async (request, purpose) => {
    const exchange = await sendWithToken(run, request);
    records.push(recordOf(purpose, exchange));
    return exchange;
  };

  const context = await sendRequests(run, operation, example, sendRecorded);
  run.revealedIds.addFrom(operation, context.valid);
  const outcomes = [
    ...runChecks(context),
    ...[paramReadAvailability({ operation, parameterValues, valid: context.valid })].filter((outcome) => outcome),
    ...(await lifecycleOutcomes(run, operation, context.valid, sendRecorded)),
  ];
  const shrink = shrinkerFor(run, operation, example, context, sendRecorded);
  /** @type {CheckResult[]} */
  const results = [];
  for (const outcome of /** @type {CheckOutcome[]} */ (outcomes)) {
    results.push(await withReproduction(run.target, outcome, shrink));
  }
  const coverage = operationCoverage({
    document,
    operation,
    requests: records,
    fields: fieldsOf(document, operation, parameterValues),
    cases: [
      exampleCase(document, operation, example, parameterValues),
      ...(context.generated ?? []).flatMap((exchange) => (exchange.requestCase ? [exchange.requestCase] : [])),
    ],
  });
  return { ...identity, durationMs: Math.round(performance.now() - started), requests: records, results, coverage };
}

/**
 * The requests of an operation, sent one after the other, as the checks' context.
 * @param {Run} run @param {Operation} operation @param {PlannedRequest} example
 * @param {(request: PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendRecorded
 * @returns {Promise<CheckContext>}
 */
async function sendRequests(run, operation, example, sendRecorded) {
  const { document, settings, schemaValidator } = run;
  const parameterValues = settings.parameters;
  const valid = { ...(await sendRecorded(example, 'example')), label: 'example request' };
  const anonymous = operation.secured
    ? {
        ...(await sendRecorded(withoutCredentials(example), 'without credentials')),
        label: 'request without credentials',
      }
    : undefined;
  /** @type {LabelledExchange[]} */
  const invalid = [];
  for (const { label, request } of buildInvalidRequests(document, operation, example, parameterValues)) {
    invalid.push({ label, ...(await sendRecorded(request, `invalid request ${label}`)) });
  }
  const base = exampleCase(document, operation, example, parameterValues);
  const fields = fieldsOf(document, operation, parameterValues);
  const cases = generateCases({
    document,
    operation,
    valid: example,
    parameterValues,
    cases: settings.cases,
    seed: settings.seed,
    isValid: (schema, value) => schemaValidator.isValid(schema, value),
  });
  /** @type {LabelledExchange[]} */
  const generated = [];
  let casesNotSent = 0;
  // One slow operation must not stall the run: once an answer is over the time limit, the rest of
  // its generated cases are not sent (response_time reports the slowness).
  const overLimit = (/** @type {import('./checks.mjs').Exchange} */ exchange) =>
    (exchange.response?.durationMs ?? 0) > settings.maxResponseTimeMs;
  for (const [index, requestCase] of cases.entries()) {
    if (overLimit(valid) || generated.some(overLimit)) {
      casesNotSent = cases.length - index;
      break;
    }
    const label = `generated case ${index + 1}, ${requestCase.label} (${describeChanges(requestCase, base, fields)})`;
    const exchange = await sendRecorded(requestOfCase(operation, example, requestCase), label);
    generated.push({ ...exchange, label, requestCase });
  }
  return {
    document,
    operation,
    valid,
    withoutCredentials: anonymous,
    invalid,
    generated,
    schemaValidator,
    maxResponseTimeMs: settings.maxResponseTimeMs,
    strictResponseTime: settings.strictResponseTime,
    maxResponseBytes: settings.maxResponseBytes,
    casesNotSent,
  };
}

/**
 * Shrinks a failing generated case: the smallest case for which the same check still fails.
 * @param {Run} run @param {Operation} operation @param {PlannedRequest} example @param {CheckContext} context
 * @param {(request: PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendRecorded
 * @returns {(check: import('./checks.mjs').AnswerCheckName, failing: RequestCase) => Promise<{ request: PlannedRequest, changes: string } | undefined>}
 *   undefined when no smaller case fails
 */
function shrinkerFor(run, operation, example, context, sendRecorded) {
  const { document, schemaValidator, settings } = run;
  const base = exampleCase(document, operation, example, settings.parameters);
  const fields = fieldsOf(document, operation, settings.parameters);
  return async (check, failing) => {
    const { smallest, shrunk } = await shrinkCase({
      failing,
      base,
      fields,
      isValid: (schema, value) => schemaValidator.isValid(schema, value),
      stillFails: async (candidate) => {
        const exchange = await sendRecorded(requestOfCase(operation, example, candidate), `shrinking ${check}`);
        return judgeAnswer(check, context, exchange).status === 'failed';
      },
    });
    if (!shrunk) return undefined;
    return { request: requestOfCase(operation, example, smallest), changes: describeChanges(smallest, base, fields) };
  };
}

/**
 * A check's result as reported: a failure gets the curl line of the exchange it returned, or of the
 * smallest case that still fails when that exchange was a generated case.
 * @param {string} target @param {CheckOutcome} outcome @param {ReturnType<typeof shrinkerFor>} shrink
 * @returns {Promise<CheckResult>}
 */
async function withReproduction(target, outcome, shrink) {
  const { failing, ...result } = outcome;
  if (result.status !== 'failed' || !failing) return result;
  if (failing.requestCase && isAnswerCheck(result.check)) {
    const smaller = await shrink(result.check, failing.requestCase);
    if (smaller) {
      const caseName = /^generated case \d+/.exec(failing.label)?.[0] ?? 'generated case';
      const answer = result.detail.startsWith(`${failing.label}: `)
        ? result.detail.slice(failing.label.length + 2)
        : result.detail;
      return {
        ...result,
        detail: `${caseName}, shrunk to the smallest request that still fails (${smaller.changes}): ${answer}`,
        reproduction: reproductionOf(target, smaller.request, failing.label, true),
      };
    }
  }
  return { ...result, reproduction: reproductionOf(target, failing.request, failing.label, false) };
}

/**
 * After a create (with --include-writes): read the new resource, delete it, read it again.
 * @param {Run} run @param {Operation} operation @param {import('./checks.mjs').Exchange} created
 * @param {(request: PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendRecorded
 */
function lifecycleOutcomes(run, operation, created, sendRecorded) {
  const { document, settings } = run;
  return createdResourceLifecycle({
    create: operation,
    operations: run.selected,
    created,
    neverCreatedId: randomUUID(),
    requestFor: (itemOperation, id) => {
      const idName = /** @type {string} */ (/\{([^}]+)\}$/.exec(itemOperation.path)?.[1]);
      // The item's other path values are those of the create (the account it was created in).
      const values = { ...pathValuesFor(document, operation, settings.parameters), [idName]: id };
      const chosen = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [`${itemOperation.operationId}:${name}`, String(value)]),
      );
      return buildValidRequest(document, itemOperation, {
        token: run.token,
        auth: settings.auth,
        parameterValues: { ...settings.parameters, ...chosen },
      });
    },
    send: (request) => sendRecorded(request, `resource lifecycle ${request.method} ${request.path}`),
  });
}
