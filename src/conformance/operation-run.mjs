// @ts-check
// One operation of a run: send its requests (the example, the same without credentials, the invalid
// ones, the generated ones), run every check on the answers, and turn each failure into a
// reproduction: the exchange the check returned, shrunk first when it is a generated case.
import { deref } from '../openapi-index/json-pointer.mjs';
import { fillPath } from '../openapi-index/openapi-operations.mjs';
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
import { phaseOf } from './plan.mjs';
import { recordOf } from './report.mjs';
import {
  authorizationHeader,
  buildInvalidRequests,
  buildValidRequest,
  pathValuesFor,
  withoutCredentials,
} from './requests.mjs';
import { paramReadAvailability } from './resource-availability.mjs';
import { familyOf, runSequence } from './sequences.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
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

const isSuccess = (/** @type {import('./checks.mjs').Exchange} */ exchange) =>
  (exchange.response?.status ?? 0) >= 200 && (exchange.response?.status ?? 0) < 300;

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
  /** @type {RequestRecord[]} */
  const records = [];
  /** @param {PlannedRequest} request @param {string} purpose */
  const sendRecorded = async (request, purpose) => {
    const exchange = await sendWithToken(run, request);
    records.push(recordOf(purpose, exchange));
    return exchange;
  };
  let realIds = realIdsFor(run, operation);
  if (operation.method === 'delete' && writeWithoutRunIds(run, operation, realIds)) {
    await createObjectToDelete(run, operation, sendRecorded);
    realIds = realIdsFor(run, operation);
  }
  const withheld = writeWithoutRunIds(run, operation, realIds);
  if (withheld) return { ...identity, durationMs: 0, requests: records, results: allSkipped(withheld), withheld };
  /** @type {PlannedRequest} */
  let example;
  try {
    example = buildValidRequest(document, operation, {
      token: run.token,
      auth: settings.auth,
      parameterValues: { ...parameterValues, ...realIds.parameterValues },
    });
  } catch (error) {
    // A document without examples for a required value: nothing can be sent, and nothing is guessed.
    const detail = `no request can be built from the document: ${/** @type {Error} */ (error).message}`;
    return { ...identity, durationMs: 0, requests: records, results: allSkipped(detail) };
  }
  const context = await sendRequests(run, operation, example, sendRecorded, realIds.parameterValues);
  keepIdsOfTheAnswers(run, operation, context, realIds.parameterValues);
  const outcomes = [
    ...runChecks(context),
    ...[
      paramReadAvailability({
        operation,
        parameterValues,
        valid: context.valid,
        realValues: realIds.parameterValues,
        idParameters: run.ids.idParameters(operation),
      }),
    ].filter((outcome) => outcome),
    ...(await sequenceOutcomes(run, operation, context.valid, sendRecorded)),
  ];
  const shrink = shrinkerFor(run, operation, example, context, sendRecorded);
  /** @type {CheckResult[]} */
  const results = [];
  for (const outcome of /** @type {CheckOutcome[]} */ (outcomes)) {
    results.push(await withReproduction(run.target, outcome, shrink));
  }
  const coverage = coverageOf(run, operation, example, context, records);
  return {
    ...identity,
    durationMs: Math.round(performance.now() - started),
    requests: records,
    results,
    coverage: realIds.coverage ? { ...coverage, realIds: realIds.coverage } : coverage,
  };
}

/** Every check skipped, for the same reason. @param {string} detail @returns {CheckResult[]} */
const allSkipped = (detail) =>
  CHECK_NAMES.map((check) => ({ check, status: /** @type {const} */ ('skipped'), detail }));

/**
 * Keeps the real ids the operation's answers gave, the objects a create made (deleted at the end of
 * the run), and forgets the object a delete took.
 * @param {Run} run @param {Operation} operation @param {CheckContext} context
 * @param {Record<string, string>} realValues the real ids the example took, by `operationId:name`
 */
function keepIdsOfTheAnswers(run, operation, context, realValues) {
  run.ids.record(operation, context.valid, run.target);
  if (phaseOf(operation) === 0) {
    // Every object made is kept (as a real id for updates and deletes) and deleted at the end of the run.
    for (const exchange of [context.valid, ...(context.generated ?? [])]) {
      if (exchange !== context.valid) run.ids.record(operation, exchange, run.target);
      run.created.push({ operation, exchange });
    }
  }
  const deleted = /\{([^}]+)\}$/.exec(operation.path)?.[1];
  const status = context.valid.response?.status ?? 0;
  if (operation.method === 'delete' && deleted && status >= 200 && status < 300) {
    const value = realValues[`${operation.operationId}:${deleted}`];
    if (value !== undefined) run.ids.forget(value);
  }
}

/**
 * The operation's coverage. A boundary counts as exercised only when a request carrying it reached
 * an object (a 2xx).
 * @param {Run} run @param {Operation} operation @param {PlannedRequest} example
 * @param {CheckContext} context @param {RequestRecord[]} records
 */
function coverageOf(run, operation, example, context, records) {
  const { document, settings } = run;
  return operationCoverage({
    document,
    operation,
    requests: records,
    fields: fieldsOf(document, operation, settings.parameters),
    cases: [
      ...(isSuccess(context.valid) ? [exampleCase(document, operation, example, settings.parameters)] : []),
      ...(context.generated ?? []).flatMap((exchange) =>
        exchange.requestCase && isSuccess(exchange) ? [exchange.requestCase] : [],
      ),
    ],
  });
}

/**
 * The real ids an operation's example request takes: from the links the server's answers fed, unless
 * --param names the parameter. A delete takes only an object the run created.
 * @param {Run} run @param {Operation} operation
 * @returns {{ parameterValues: Record<string, string>, coverage: import('./coverage.mjs').RealIdCoverage | undefined }}
 */
function realIdsFor(run, operation) {
  const names = run.ids.idParameters(operation);
  if (names.length === 0) return { parameterValues: {}, coverage: undefined };
  const given = run.settings.parameters;
  const isGiven = (/** @type {string} */ name) =>
    given[name] !== undefined || given[`${operation.operationId}:${name}`] !== undefined;
  const { values, links } = run.ids.valuesFor(operation, { ownObjectsOnly: phaseOf(operation) === 3 });
  const parameterValues = Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !isGiven(name))
      .map(([name, value]) => [`${operation.operationId}:${name}`, value]),
  );
  const parameters = names.map((name) => {
    if (isGiven(name)) return { name, source: /** @type {const} */ ('--param') };
    const link = links.find((candidate) => candidate.parameters[name] !== undefined);
    if (link && values[name] !== undefined) {
      return { name, source: /** @type {const} */ ('link'), link: describeLink(link) };
    }
    return { name, source: /** @type {const} */ ('none'), suppliers: run.ids.suppliersOf(operation, name).slice(0, 3) };
  });
  return {
    parameterValues,
    coverage: { reached: parameters.every((parameter) => parameter.source !== 'none'), parameters },
  };
}

/**
 * Why a write is not sent, or undefined: it would name its object by the document's example rather
 * than by what the server gave this run (or --param), and could change or delete an object the run
 * must not touch. An update needs a real value for each id it takes; a delete for every path value.
 * @param {Run} run @param {Operation} operation @param {ReturnType<typeof realIdsFor>} realIds
 * @returns {string | undefined}
 */
function writeWithoutRunIds(run, operation, realIds) {
  const phase = phaseOf(operation);
  if (phase !== 2 && phase !== 3) return undefined;
  const given = run.settings.parameters;
  const fromRun = (/** @type {string} */ name) =>
    [`${operation.operationId}:${name}`, name].some(
      (key) => realIds.parameterValues[key] !== undefined || given[key] !== undefined,
    );
  const ids = run.ids.idParameters(operation);
  const needed = operation.parameters
    .filter((parameter) => ids.includes(parameter.name) || (phase === 3 && parameter.in === 'path'))
    .map((parameter) => parameter.name);
  const missing = needed.filter((name) => !fromRun(name));
  if (missing.length === 0) return undefined;
  const names = missing.map((name) => `"${name}"`).join(', ');
  const what =
    phase === 3 ? 'a delete takes only an object this run created' : 'an update takes only ids the server gave out';
  return `not sent: no ${names} from this run (an answer of the server, or --param), and ${what}, never the document's example, which may name an object the run must not touch`;
}

/**
 * A delete takes only an object the run created; when the creates' objects are all gone (their
 * sequences deleted them), the create of its family is sent once more, for the delete to take.
 * @param {Run} run @param {Operation} operation
 * @param {(request: PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendRecorded
 */
export async function createObjectToDelete(run, operation, sendRecorded) {
  const create = run.selected.find(
    (candidate) => phaseOf(candidate) === 0 && familyOf(candidate, run.selected, run.ids.links)?.remove === operation,
  );
  if (!create) return;
  let request;
  try {
    request = buildValidRequest(run.document, create, {
      token: run.token,
      auth: run.settings.auth,
      parameterValues: { ...run.settings.parameters, ...realIdsFor(run, create).parameterValues },
    });
  } catch {
    return;
  }
  const exchange = await sendRecorded(request, `an object for the delete to take: ${create.operationId}`);
  run.ids.record(create, exchange, run.target);
  run.created.push({ operation: create, exchange });
}

/** `teams_list → inferred` or `teams_create → link "GetTeam"`. */
function describeLink(/** @type {import('./links.mjs').Link} */ link) {
  return `${link.supplier} → ${link.declared ? `link "${link.name}"` : 'inferred'}`;
}

/**
 * The example request with each real uuid of its path written in upper case: a uuid is the same
 * whatever the case of its letters, and a server that compares them as text finds nothing (or
 * crashes). Generated cases only reach made-up uuids in upper case.
 * @param {any} document @param {Operation} operation @param {PlannedRequest} example
 * @param {Record<string, string>} realIds `<operationId>:<name>` → the real value the example took
 * @returns {{ label: string, request: PlannedRequest }[]}
 */
function upperCaseIds(document, operation, example, realIds) {
  return operation.parameters.flatMap((parameter) => {
    const value = realIds[`${operation.operationId}:${parameter.name}`];
    if (parameter.in !== 'path' || value === undefined || value.toUpperCase() === value) return [];
    if (deref(document, parameter.schema ?? {})?.format !== 'uuid') return [];
    const values = { ...pathValuesFor(document, operation, realIds), [parameter.name]: value.toUpperCase() };
    return [
      {
        label: `the real id in upper case (path "${parameter.name}" = "${value.toUpperCase()}")`,
        request: { ...example, query: new URLSearchParams(example.query), path: fillPath(operation.path, values) },
      },
    ];
  });
}

/**
 * The requests of an operation, sent one after the other, as the checks' context.
 * @param {Run} run @param {Operation} operation @param {PlannedRequest} example
 * @param {(request: PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendRecorded
 * @param {Record<string, string>} [realIds] the real values the example took, `<operationId>:<name>`
 * @returns {Promise<CheckContext>}
 */
async function sendRequests(run, operation, example, sendRecorded, realIds = {}) {
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
  for (const { label, request, mayReadAsAbsent } of buildInvalidRequests(
    document,
    operation,
    example,
    parameterValues,
  )) {
    const exchange = await sendRecorded(request, `invalid request ${label}`);
    invalid.push({ label, ...exchange, ...(mayReadAsAbsent ? { mayReadAsAbsent } : {}) });
  }
  const base = exampleCase(document, operation, example, parameterValues);
  const fields = fieldsOf(document, operation, parameterValues);
  const cases = generateCases({
    document,
    operation,
    valid: example,
    parameterValues,
    realIds,
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
  if (cases.length > 0 && !overLimit(valid)) {
    for (const { label, request } of upperCaseIds(document, operation, example, realIds)) {
      generated.push({ ...(await sendRecorded(request, label)), label });
    }
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
    namesUnknownId: (exchange) => run.ids.namesUnknownId(operation, exchange.request, parameterValues),
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
 * After a create that succeeded (with --include-writes): the sequence of its resource family.
 * @param {Run} run @param {Operation} operation @param {import('./checks.mjs').Exchange} created
 * @param {(request: PlannedRequest, purpose: string) => Promise<import('./checks.mjs').Exchange>} sendRecorded
 * @returns {Promise<CheckOutcome[]>}
 */
async function sequenceOutcomes(run, operation, created, sendRecorded) {
  if (phaseOf(operation) !== 0) return [];
  return runSequence({ run, create: operation, created, send: sendRecorded });
}
