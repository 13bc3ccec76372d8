// @ts-check
// The checks, named after Schemathesis's. Each one looks at the exchanges already made for an
// operation and returns passed | failed | warning | skipped with a one-line detail; a failure also
// returns the exchange (request and answer) that shows it, so the report needs no guessing. A fault
// is reported by exactly one check: the others skip what depends on it (a 501 is not_implemented's,
// the body of an undeclared status has nothing to conform to).
import { STATUS_CODES } from 'node:http';
import {
  declaredStatusKeys,
  findDeclaredResponse,
  isJsonMediaType,
  matchDeclaredMediaType,
  mediaTypeOf,
} from './declared-responses.mjs';
import { ALL_VIOLATIONS_ITEM_LIMIT, describeViolations } from './schema-validator.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./schema-validator.mjs').SchemaViolation} SchemaViolation */

export const CHECK_NAMES = /** @type {const} */ ([
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'missing_auth_rejected',
  'negative_data_rejection',
  'not_implemented',
  'response_time',
  'response_size',
]);

/**
 * Checks that apply only to some operations, reported after the others: `ensure_resource_availability`
 * (a read of an id given with --param, or of an object just created, must not answer 404),
 * `use_after_free` (a deleted object must be gone) and `stateful_consistency` (with --include-writes,
 * every step of the sequence of a created object: read, list, update, delete).
 */
export const RESOURCE_CHECK_NAMES = /** @type {const} */ ([
  'ensure_resource_availability',
  'use_after_free',
  'stateful_consistency',
]);

/** The checks that judge every answer to a valid request, the example's and the generated cases' alike. */
export const ANSWER_CHECK_NAMES = /** @type {const} */ ([
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
]);

/**
 * `tenant_isolation` and `ignored_auth` are sent only with a second account (--second-token), on the
 * operations they apply to.
 * @typedef {typeof CHECK_NAMES[number] | typeof RESOURCE_CHECK_NAMES[number] | 'token_accepted' | 'tenant_isolation' | 'ignored_auth' | 'coverage'} CheckName
 */
/** @typedef {typeof ANSWER_CHECK_NAMES[number]} AnswerCheckName */
/** @typedef {'passed' | 'failed' | 'warning' | 'skipped'} CheckStatus */

/**
 * @typedef {object} CheckResult
 * @property {CheckName} check
 * @property {CheckStatus} status
 * @property {string} detail one line
 * @property {SchemaViolation[]} [violations] every schema violation, for response_schema_conformance
 * @property {Reproduction} [reproduction] the request that shows the fault, smallest first
 * @property {string} [fingerprint] with a baseline: what identifies the failure from run to run
 * @property {'new' | 'known'} [baseline] with a baseline: whether the failure was already recorded
 */

/**
 * What a check returns: a failure carries the exchange that shows it, which the runner turns into a
 * reproduction (shrinking it first when it is a generated case) and then drops from the report.
 * @typedef {CheckResult & { failing?: LabelledExchange }} CheckOutcome
 */

/**
 * @typedef {object} Reproduction
 * @property {string} request what was sent: `example request` or `generated case 7 (seed 42)`
 * @property {string} method
 * @property {string} url path and query, relative to the target
 * @property {string} [body]
 * @property {string} curl a command line that sends it again, the token as `$DEPSIGHT_TOKEN`
 * @property {boolean} [shrunk] true when it was made smaller than the case that first failed
 */

/**
 * @typedef {object} ReceivedResponse
 * @property {number} status
 * @property {string | null} contentType
 * @property {Record<string, string>} [headers] lower-case names (a link may read one, a create's `Location`)
 * @property {string} body
 * @property {number} durationMs from sending the request to the end of the body
 * @property {number} [bytes] size of the body, as far as it was read
 * @property {boolean} [oversized] the body was larger than the size limit and was not read to its end
 */

/**
 * @typedef {object} Exchange
 * @property {PlannedRequest} request
 * @property {ReceivedResponse} [response] absent when no response came (network error, time limit)
 * @property {string} [error] why no response came
 */

/**
 * An exchange as the report names it: `example request`, `generated case 3, edges (...)`,
 * `request without credentials`, `invalid request with ...`. A generated one keeps its case, which
 * shrinking starts from.
 * `mayReadAsAbsent` marks an invalid request whose 2xx is no failure (an empty optional query value).
 * @typedef {Exchange & { label: string, requestCase?: import('./generated-cases.mjs').RequestCase, mayReadAsAbsent?: boolean }} LabelledExchange
 */

/**
 * @typedef {object} CheckContext
 * @property {any} document
 * @property {Operation} operation
 * @property {Exchange & { label?: string }} valid the request built from the document's examples
 * @property {LabelledExchange[]} [generated] the generated valid requests (--cases)
 * @property {Exchange & { label?: string }} [withoutCredentials] the same without Authorization, for secured operations
 * @property {LabelledExchange[]} invalid requests that break the document; their label says how
 * @property {{ validate: (pointer: string, mediaType: string, body: unknown) => SchemaViolation[] }} schemaValidator
 * @property {number} maxResponseTimeMs
 * @property {boolean} strictResponseTime
 * @property {number} [maxResponseBytes] for the response_size detail
 * @property {number} [casesNotSent] generated cases left out because an answer was over the time limit
 * @property {(exchange: Exchange) => boolean} [namesUnknownId] whether the request names an object by an
 *   id the server never gave out: its 404 is not judged against the declared statuses
 */

const NOT_IMPLEMENTED = 501;

/** `200 OK`, `501 Not Implemented`. */
export function describeStatus(/** @type {number} */ status) {
  return `${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}`;
}

/** The first characters of a body on one line, for a detail. */
function excerpt(/** @type {string} */ body, length = 80) {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
}

/** @param {CheckName} check @param {CheckStatus} status @param {string} detail @returns {CheckOutcome} */
const result = (check, status, detail) => ({ check, status, detail });

/**
 * A failure and the exchange that shows it.
 * @param {CheckName} check @param {string} detail @param {Exchange & { label?: string }} exchange
 * @param {string} label used when the exchange has none
 * @returns {CheckOutcome}
 */
const failure = (check, detail, exchange, label) => ({
  check,
  status: 'failed',
  detail,
  failing: { ...exchange, label: exchange.label ?? label },
});

const EXAMPLE = 'example request';
const ANONYMOUS = 'request without credentials';

/** @param {CheckContext} context @returns {CheckOutcome} */
export function notAServerError({ valid }) {
  const check = 'not_a_server_error';
  if (!valid.response) return failure(check, `no response: ${valid.error}`, valid, EXAMPLE);
  const { status, body } = valid.response;
  if (status === NOT_IMPLEMENTED) return result(check, 'skipped', '501 is reported by not_implemented');
  if (status >= 500) {
    return failure(check, `answered ${describeStatus(status)}${body ? `: ${excerpt(body)}` : ''}`, valid, EXAMPLE);
  }
  return result(check, 'passed', `answered ${describeStatus(status)}`);
}

/** @param {CheckContext} context @returns {CheckOutcome} */
export function notImplemented({ valid }) {
  const check = 'not_implemented';
  if (!valid.response) return result(check, 'skipped', 'no response');
  if (valid.response.status === NOT_IMPLEMENTED) {
    return failure(check, 'answered 501 Not Implemented: the server does not implement this operation', valid, EXAMPLE);
  }
  return result(check, 'passed', `answered ${describeStatus(valid.response.status)}`);
}

/** @param {CheckContext} context @returns {CheckOutcome} */
export function statusCodeConformance({ document, operation, valid, namesUnknownId }) {
  const check = 'status_code_conformance';
  if (!valid.response) return result(check, 'skipped', 'no response');
  const { status } = valid.response;
  if (status === NOT_IMPLEMENTED) return result(check, 'skipped', '501 is reported by not_implemented');
  const declared = findDeclaredResponse(document, operation, status);
  if (!declared && status === 404 && namesUnknownId?.(valid)) {
    return result(check, 'passed', 'answered 404 Not Found for an id the server never gave out');
  }
  if (!declared) {
    return failure(
      check,
      `answered ${describeStatus(status)}, which is not declared (declared: ${declaredStatusKeys(operation).join(', ')})`,
      valid,
      EXAMPLE,
    );
  }
  const coveredBy = declared.key === String(status) ? '' : ` (covered by "${declared.key}")`;
  return result(check, 'passed', `${status} is declared${coveredBy}`);
}

/**
 * The declared response and media type a received response is checked against, or why there is none.
 * @param {CheckContext} context
 */
function declaredContentFor({ document, operation, valid, namesUnknownId }) {
  if (!valid.response) return { skip: 'no response' };
  const { status } = valid.response;
  if (status === NOT_IMPLEMENTED) return { skip: '501 is reported by not_implemented' };
  const declared = findDeclaredResponse(document, operation, status);
  if (!declared && status === 404 && namesUnknownId?.(valid)) {
    return { skip: 'an undeclared 404 for an id the server never gave out' };
  }
  if (!declared) return { skip: `${status} is not declared (see status_code_conformance)` };
  return { declared, response: valid.response };
}

/** @param {CheckContext} context @returns {CheckOutcome} */
export function contentTypeConformance(context) {
  const check = 'content_type_conformance';
  const { skip, declared, response } = declaredContentFor(context);
  if (!declared || !response) return result(check, 'skipped', skip ?? 'no response');
  const fails = (/** @type {string} */ detail) => failure(check, detail, context.valid, EXAMPLE);
  const declaredTypes = Object.keys(declared.content);
  const received = mediaTypeOf(response.contentType);
  if (declaredTypes.length === 0) {
    if (response.body.length === 0 && !response.oversized) {
      return result(check, 'passed', `no body, as declared for ${declared.key}`);
    }
    return fails(
      `answered a body (${received || 'no Content-Type'}) where the document declares none for ${declared.key}`,
    );
  }
  if (!received) return fails(`no Content-Type header; the document declares ${declaredTypes.join(', ')}`);
  if (!matchDeclaredMediaType(declared.content, received)) {
    return fails(`answered ${received}; the document declares ${declaredTypes.join(', ')} for ${declared.key}`);
  }
  return result(check, 'passed', `${received} is declared for ${declared.key}`);
}

/** @param {CheckContext} context @returns {CheckOutcome} */
export function responseSchemaConformance(context) {
  const check = 'response_schema_conformance';
  const { skip, declared, response } = declaredContentFor(context);
  if (!declared || !response) return result(check, 'skipped', skip ?? 'no response');
  const received = mediaTypeOf(response.contentType);
  if (Object.keys(declared.content).length === 0) return result(check, 'skipped', 'no body is declared');
  const mediaType = received ? matchDeclaredMediaType(declared.content, received) : undefined;
  if (!mediaType) return result(check, 'skipped', 'the Content-Type is not declared (see content_type_conformance)');
  if (!isJsonMediaType(received)) return result(check, 'skipped', `${received} is not JSON`);
  if (!declared.content[mediaType]?.schema) return result(check, 'skipped', `no schema is declared for ${mediaType}`);
  if (response.oversized) return result(check, 'skipped', 'the body was too large to read (see response_size)');
  let body;
  try {
    body = JSON.parse(response.body);
  } catch {
    return failure(check, `the body is not valid JSON: ${excerpt(response.body) || '(empty)'}`, context.valid, EXAMPLE);
  }
  const violations = context.schemaValidator.validate(declared.pointer, mediaType, body);
  if (violations.length === 0) return result(check, 'passed', `the ${declared.key} body matches its schema`);
  const total = violations.reduce((sum, violation) => sum + violation.count, 0);
  const sampled = violations.some((violation) => violation.sampled)
    ? ` (counted in the first ${ALL_VIOLATIONS_ITEM_LIMIT} items of each array of this large body)`
    : '';
  return {
    ...failure(
      check,
      `${total} violation${total === 1 ? '' : 's'}${sampled}: ${describeViolations(violations)}`,
      context.valid,
      EXAMPLE,
    ),
    violations,
  };
}

/** @param {CheckContext} context @returns {CheckOutcome} */
export function missingAuthRejected({ operation, withoutCredentials }) {
  const check = 'missing_auth_rejected';
  if (!operation.secured) return result(check, 'skipped', 'the operation accepts anonymous calls');
  if (!withoutCredentials) return result(check, 'skipped', 'not sent');
  if (!withoutCredentials.response) {
    return failure(check, `no response: ${withoutCredentials.error}`, withoutCredentials, ANONYMOUS);
  }
  const { status } = withoutCredentials.response;
  if (status === 401 || status === 403)
    return result(check, 'passed', `answered ${describeStatus(status)} without credentials`);
  return failure(
    check,
    `answered ${describeStatus(status)} without credentials; expected 401 or 403`,
    withoutCredentials,
    ANONYMOUS,
  );
}

/** `1 thing`, `2 things`. */
const plural = (/** @type {number} */ count, /** @type {string} */ noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** @param {CheckContext} context @returns {CheckOutcome} */
export function negativeDataRejection({ invalid }) {
  const check = 'negative_data_rejection';
  if (invalid.length === 0) {
    return result(check, 'skipped', 'the document leaves nothing to break (no required or typed parameter, no body)');
  }
  // An empty optional query value read as the parameter left out (a 2xx) is the server's right;
  // a crash on it (a 5xx, no answer) is still a failure.
  const readAsAbsent = (/** @type {LabelledExchange} */ exchange) =>
    exchange.mayReadAsAbsent === true && Math.floor((exchange.response?.status ?? 0) / 100) === 2;
  const accepted = invalid.filter((exchange) => {
    const status = exchange.response?.status;
    return !readAsAbsent(exchange) && (status === undefined || status < 400 || status >= 500);
  });
  if (accepted.length === 0) {
    const absent = invalid.filter(readAsAbsent);
    const refused = invalid.filter((exchange) => !readAsAbsent(exchange));
    const statuses = (/** @type {LabelledExchange[]} */ exchanges) =>
      exchanges.map((exchange) => exchange.response?.status).join(', ');
    const parts = [
      ...(refused.length > 0 ? [`refused ${plural(refused.length, 'invalid request')} (${statuses(refused)})`] : []),
      ...(absent.length > 0
        ? [`read ${plural(absent.length, 'empty optional query value')} as left out (${statuses(absent)})`]
        : []),
    ];
    return result(check, 'passed', parts.join('; '));
  }
  const descriptions = accepted.map(
    (exchange) =>
      `invalid request ${exchange.label}: ${
        exchange.response ? `answered ${describeStatus(exchange.response.status)}` : `no response (${exchange.error})`
      }, expected a 4xx`,
  );
  const [first] = /** @type {[LabelledExchange]} */ (accepted);
  return failure(check, descriptions.join('; '), { ...first, label: `invalid request ${first.label}` }, '');
}

/** @param {CheckContext} context @returns {CheckOutcome} */
export function responseTime({ valid, generated = [], maxResponseTimeMs, strictResponseTime, casesNotSent = 0 }) {
  const check = 'response_time';
  if (!valid.response) return result(check, 'skipped', 'no response');
  const left =
    casesNotSent > 0
      ? `; the other ${casesNotSent} generated case${casesNotSent === 1 ? ' was' : 's were'} not sent`
      : '';
  const slow = [{ ...valid, label: EXAMPLE }, ...generated].find(
    (exchange) => Math.round(exchange.response?.durationMs ?? 0) > maxResponseTimeMs,
  );
  if (slow) {
    const milliseconds = Math.round(slow.response?.durationMs ?? 0);
    const detail = `${generated.includes(slow) ? `${slow.label}: ` : ''}took ${milliseconds} ms, over the ${maxResponseTimeMs} ms limit${left}`;
    return strictResponseTime ? failure(check, detail, slow, EXAMPLE) : result(check, 'warning', detail);
  }
  const milliseconds = Math.round(valid.response.durationMs);
  return result(check, 'passed', `took ${milliseconds} ms`);
}

const formatBytes = (/** @type {number} */ bytes) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${bytes} bytes`;

/** @param {CheckContext} context @returns {CheckOutcome} */
export function responseSize({ valid, generated = [], invalid, withoutCredentials, maxResponseBytes }) {
  const check = 'response_size';
  const exchanges = [
    { label: EXAMPLE, ...valid },
    ...(withoutCredentials ? [{ label: ANONYMOUS, ...withoutCredentials }] : []),
    ...generated,
    ...invalid.map((exchange) => ({ ...exchange, label: `invalid request ${exchange.label}` })),
  ].filter((exchange) => exchange.response);
  if (exchanges.length === 0) return result(check, 'skipped', 'no response');
  const oversized = exchanges.find((exchange) => exchange.response?.oversized);
  const limit = maxResponseBytes === undefined ? 'the limit' : `the ${formatBytes(maxResponseBytes)} limit`;
  if (oversized) {
    return failure(
      check,
      `the answer to the ${oversized.label} was larger than ${limit} (--max-response-size): reading stopped after ${formatBytes(oversized.response?.bytes ?? 0)}`,
      oversized,
      '',
    );
  }
  const largest = Math.max(...exchanges.map((exchange) => exchange.response?.bytes ?? 0));
  return result(check, 'passed', `the largest body was ${formatBytes(largest)}`);
}

/** @type {Record<AnswerCheckName, (context: CheckContext) => CheckOutcome>} */
const ANSWER_CHECKS = {
  not_a_server_error: notAServerError,
  status_code_conformance: statusCodeConformance,
  content_type_conformance: contentTypeConformance,
  response_schema_conformance: responseSchemaConformance,
};

/**
 * Judges one answer to a valid request with one of the answer checks.
 * @param {AnswerCheckName} check @param {CheckContext} context @param {Exchange & { label?: string }} exchange
 */
export function judgeAnswer(check, context, exchange) {
  return ANSWER_CHECKS[check]({ ...context, valid: exchange });
}

/**
 * The refusals whose form the answer checks judge too: the 401 or 403 to the request without
 * credentials and the 4xx to each invalid request. A refusal of another status is not theirs: it is
 * missing_auth_rejected's or negative_data_rejection's finding.
 * @param {CheckContext} context
 * @returns {LabelledExchange[]}
 */
function refusalsOf({ withoutCredentials, invalid }) {
  /** @type {LabelledExchange[]} */
  const refusals = [];
  const anonymousStatus = withoutCredentials?.response?.status;
  if (withoutCredentials && (anonymousStatus === 401 || anonymousStatus === 403)) {
    refusals.push({ ...withoutCredentials, label: ANONYMOUS });
  }
  for (const exchange of invalid) {
    const status = exchange.response?.status;
    if (status !== undefined && status >= 400 && status < 500) {
      refusals.push({ ...exchange, label: `invalid request ${exchange.label}` });
    }
  }
  return refusals;
}

/**
 * An answer check over the example request, every generated case and, but for not_a_server_error,
 * every refusal (an error answer conforms to the document too: its status, Content-Type and schema).
 * The first failure is reported, with the exchange that shows it.
 * @param {AnswerCheckName} check
 * @returns {(context: CheckContext) => CheckOutcome}
 */
function overEveryAnswer(check) {
  return (context) => {
    const ofExample = ANSWER_CHECKS[check](context);
    if (ofExample.status === 'failed') return ofExample;
    const generated = context.generated ?? [];
    const refusals = check === 'not_a_server_error' ? [] : refusalsOf(context);
    for (const exchange of [...generated, ...refusals]) {
      const ofOther = judgeAnswer(check, context, exchange);
      if (ofOther.status === 'failed') return { ...ofOther, detail: `${exchange.label}: ${ofOther.detail}` };
    }
    if (ofExample.status !== 'passed') return ofExample;
    const others = [
      ...(generated.length > 0 ? [`${generated.length} generated case${generated.length === 1 ? '' : 's'}`] : []),
      ...(refusals.length > 0 ? [`${refusals.length} refusal${refusals.length === 1 ? '' : 's'}`] : []),
    ];
    return others.length === 0
      ? ofExample
      : { ...ofExample, detail: `${ofExample.detail} (and ${others.join(' and ')})` };
  };
}

/** @type {Record<typeof CHECK_NAMES[number], (context: CheckContext) => CheckOutcome>} */
const CHECKS = {
  not_a_server_error: overEveryAnswer('not_a_server_error'),
  status_code_conformance: overEveryAnswer('status_code_conformance'),
  content_type_conformance: overEveryAnswer('content_type_conformance'),
  response_schema_conformance: overEveryAnswer('response_schema_conformance'),
  missing_auth_rejected: missingAuthRejected,
  negative_data_rejection: negativeDataRejection,
  not_implemented: notImplemented,
  response_time: responseTime,
  response_size: responseSize,
};

/**
 * @param {CheckContext} context
 * @returns {CheckOutcome[]} one per check, in CHECK_NAMES order; a failure carries the exchange that shows it
 */
export function runChecks(context) {
  return CHECK_NAMES.map((name) => CHECKS[name](context));
}
