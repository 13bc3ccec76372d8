// @ts-check
// What a run exercised, and what it did not: per operation the documented statuses seen, each path
// and query parameter sent present and absent, the schema keywords its values reached; for the run,
// the share of operations that got a success answer (--min-coverage) and, for each operation that
// did not, why: a refused token, a missing id (with the operation that lists real ones), or writes
// not allowed. A read that answers 404 to every valid request is not silent: it is named here. Per
// operation that takes an id, whether a real one from the server's answers reached it (and by which
// link), or which operations could have supplied one; for the run, the links followed.
import { declaredStatusKeys, findDeclaredResponse } from './declared-responses.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./generated-cases.mjs').CaseField} CaseField */
/** @typedef {import('./generated-cases.mjs').RequestCase} RequestCase */
/** @typedef {import('./report.mjs').RequestRecord} RequestRecord */

export const KEYWORDS = /** @type {const} */ ([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'format',
  'pattern',
]);

/**
 * @typedef {object} OperationCoverage
 * @property {boolean} success a request with the token got a 2xx
 * @property {string[]} statusesDocumented the response keys of the document
 * @property {string[]} statusesSeen the documented keys some answer fell under
 * @property {{ name: string, in: string, present: boolean, absent: boolean, required: boolean }[]} parameters
 * @property {{ field: string, keyword: string, exercised: boolean }[]} keywords
 * @property {RealIdCoverage} [realIds] for an operation that takes an id
 */

/**
 * Whether real ids reached an operation's id parameters: each from `--param`, from a link (`teams_list
 * → inferred`, `teams_create → link "GetTeam"`), or from none (then the operations that could have
 * supplied one, surest first).
 * @typedef {object} RealIdCoverage
 * @property {boolean} reached every id parameter got a real value
 * @property {({ name: string, source: '--param' } | { name: string, source: 'link', link: string }
 *   | { name: string, source: 'none', suppliers: string[] })[]} parameters
 */

/** Requests that carried the token and were valid. */
const isValidWithToken = (/** @type {string} */ purpose) =>
  purpose === 'example' || purpose.startsWith('generated case');

/**
 * @param {object} input
 * @param {any} input.document
 * @param {Operation} input.operation
 * @param {RequestRecord[]} input.requests
 * @param {CaseField[]} input.fields
 * @param {RequestCase[]} input.cases the example's case and the generated ones that got a 2xx: a
 *   boundary counts as exercised only when a request carrying it reached an object
 * @returns {OperationCoverage}
 */
export function operationCoverage({ document, operation, requests, fields, cases }) {
  const statusesSeen = new Set();
  for (const request of requests) {
    if (request.status === undefined) continue;
    const declared = findDeclaredResponse(document, operation, request.status);
    if (declared) statusesSeen.add(declared.key);
  }
  const queryOf = (/** @type {RequestRecord} */ request) => new URLSearchParams(request.url.split('?')[1] ?? '');
  const parameters = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => {
      const required = Boolean(parameter.required) || parameter.in === 'path';
      if (parameter.in === 'path')
        return { name: parameter.name, in: 'path', present: requests.length > 0, absent: false, required };
      return {
        name: parameter.name,
        in: 'query',
        present: requests.some((request) => queryOf(request).has(parameter.name)),
        absent: requests.some((request) => !queryOf(request).has(parameter.name)),
        required,
      };
    });
  const keywords = fields.flatMap((field) => {
    const name = `${field.location === 'body' ? 'body field' : field.location} ${field.name}`;
    const values = cases
      .map((requestCase) => {
        const source = field.location === 'body' ? requestCase.body : requestCase[field.location];
        return source && typeof source === 'object'
          ? /** @type {Record<string, unknown>} */ (source)[field.name]
          : undefined;
      })
      .filter((value) => value !== undefined);
    const schema = field.schema ?? {};
    return KEYWORDS.filter((keyword) => schema[keyword] !== undefined).map((keyword) => {
      let exercised = false;
      if (keyword === 'minLength')
        exercised = values.some((value) => typeof value === 'string' && value.length === schema.minLength);
      if (keyword === 'maxLength')
        exercised = values.some((value) => typeof value === 'string' && value.length === schema.maxLength);
      if (keyword === 'minimum') exercised = values.some((value) => value === schema.minimum);
      if (keyword === 'maximum') exercised = values.some((value) => value === schema.maximum);
      if (keyword === 'enum')
        exercised =
          Array.isArray(schema.enum) &&
          schema.enum.every((/** @type {unknown} */ option) =>
            values.some((value) => JSON.stringify(value) === JSON.stringify(option)),
          );
      if (keyword === 'format' || keyword === 'pattern') exercised = values.length > 0;
      return { field: name, keyword: keyword === 'enum' ? `enum (${schema.enum.length} values)` : keyword, exercised };
    });
  });
  return {
    success: requests.some(
      (request) =>
        isValidWithToken(request.purpose) &&
        request.status !== undefined &&
        request.status >= 200 &&
        request.status < 300,
    ),
    statusesDocumented: declaredStatusKeys(operation),
    statusesSeen: declaredStatusKeys(operation).filter((key) => statusesSeen.has(key)),
    parameters,
    keywords,
  };
}

/**
 * @typedef {object} CoverageSummary
 * @property {number} sent operations sent
 * @property {number} succeeded operations with a success answer
 * @property {number} percent of the operations sent, with a success answer
 * @property {{ operationId: string, reason: string }[]} warnings each operation not exercised, and why
 * @property {{ takingIds: number, reached: number }} [realIds] operations sent that take an id, and
 *   how many of them a real id reached
 * @property {FollowedLink[]} [links] each link that delivered a real id, and how many times
 */

/**
 * @typedef {{ name: string, declared: boolean, supplier: string, consumer: string, parameters: string[],
 *   times: number }} FollowedLink
 */

/** `; no real "id" reached it (projects_create, projects_list could have supplied one)`, or nothing. */
function missingIdsOf(/** @type {RealIdCoverage | undefined} */ realIds) {
  const missing = (realIds?.parameters ?? []).flatMap((parameter) => (parameter.source === 'none' ? [parameter] : []));
  return missing
    .map(
      (parameter) =>
        `no real "${parameter.name}" reached it (${
          parameter.suppliers.length > 0
            ? `${parameter.suppliers.join(', ')} could have supplied one`
            : 'no operation of the document supplies one'
        })`,
    )
    .join('; ');
}

/**
 * @param {import('./report.mjs').OperationReport[]} operations
 * @param {{ operationId: string, reason: string }[]} notSent
 * @param {FollowedLink[]} links the links followed during the run
 * @returns {CoverageSummary}
 */
export function coverageSummary(operations, notSent, links) {
  /** @type {{ operationId: string, reason: string }[]} */
  const warnings = [];
  for (const report of operations) {
    if (report.coverage?.success) continue;
    if (report.withheld) {
      warnings.push({ operationId: report.operationId, reason: report.withheld });
      continue;
    }
    const statuses = report.requests
      .filter((request) => isValidWithToken(request.purpose))
      .map((request) => request.status);
    let reason;
    if (statuses.length === 0) reason = 'no request could be built from the document';
    else if (statuses.every((status) => status === 401 || status === 403))
      reason = `a ${statuses[0]}: every request with the token was refused`;
    else if (statuses.every((status) => status === 404)) {
      const missing = missingIdsOf(report.coverage?.realIds);
      reason = `a missing id: every valid request was answered 404${missing ? `; ${missing}` : ''}; give a real one with --param`;
    } else {
      const counts = new Map();
      for (const status of statuses)
        counts.set(String(status ?? 'no answer'), (counts.get(String(status ?? 'no answer')) ?? 0) + 1);
      reason = `no success answer (${[...counts].map(([status, count]) => `${status} × ${count}`).join(', ')})`;
    }
    warnings.push({ operationId: report.operationId, reason });
  }
  for (const { operationId } of notSent)
    warnings.push({ operationId, reason: 'writes not allowed: sent only with --include-writes' });
  const succeeded = operations.filter((report) => report.coverage?.success).length;
  const total = operations.length;
  const takingIds = operations.filter((report) => report.coverage?.realIds);
  return {
    sent: operations.length,
    succeeded,
    percent: total === 0 ? 100 : Math.round((succeeded / total) * 1000) / 10,
    warnings,
    realIds: {
      takingIds: takingIds.length,
      reached: takingIds.filter((report) => report.coverage?.realIds?.reached).length,
    },
    links,
  };
}

/** `id from teams_list → inferred, uuid none (accounts_list could have supplied one)`. */
export function realIdsText(/** @type {RealIdCoverage} */ realIds) {
  return realIds.parameters
    .map((parameter) => {
      if (parameter.source === '--param') return `${parameter.name} from --param`;
      if (parameter.source === 'link') return `${parameter.name} from ${parameter.link}`;
      return `${parameter.name} made up${parameter.suppliers.length > 0 ? ` (${parameter.suppliers.join(', ')} could have supplied one)` : ''}`;
    })
    .join(', ');
}
