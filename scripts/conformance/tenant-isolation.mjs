// @ts-check
// Tenant isolation (broken object-level authorisation, the first of the OWASP API Security Top 10):
// can a second account read or change the first account's objects? Every id the first account's
// answers reveal is requested as the second account on every operation that takes that kind of id.
// Also `ignored_auth`: a secured operation must refuse a token that was never issued.
import { randomUUID } from 'node:crypto';
import { describeStatus } from './checks.mjs';
import { reproductionOf, toCurl } from './curl.mjs';
import { isWriteOperation, phaseOf } from './plan.mjs';

import { authorizationHeader, buildValidRequest } from './requests.mjs';

/** @typedef {import('../lib/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./report.mjs').RequestRecord} RequestRecord */

/** At most this many ids of one kind are tried on each operation. */
export const IDS_PER_KIND = 2;
const ID_FIELDS = ['id', 'uuid'];

const staticSegments = (/** @type {string} */ path) => path.split('/').filter(Boolean);

/**
 * The kind of object an answer of this path holds: the collection it names, `teams` for
 * `/api/v1/accounts/{uuid}/teams` and `/api/v1/teams/{id}`.
 * @param {string} path
 */
export function kindOfAnswer(path) {
  const segments = staticSegments(path);
  const last = segments.at(-1) ?? '';
  if (!last.startsWith('{')) return last;
  return segments.at(-2) ?? '';
}

/**
 * The path parameters of an operation and the kind of id each takes: the segment before it,
 * `teams` for `{uuid}` in `/api/v1/teams/{uuid}/members`.
 * @param {Operation} operation
 * @returns {{ name: string, kind: string }[]}
 */
export function idParametersOf(operation) {
  const segments = staticSegments(operation.path);
  return segments.flatMap((segment, index) => {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    const before = segments[index - 1];
    return name && before && !before.startsWith('{') ? [{ name, kind: before }] : [];
  });
}

/**
 * The ids in an answer: `id` or `uuid` of the object, or of each item of a list (a top-level array or
 * the first array property of the object).
 * @param {unknown} body parsed JSON
 * @returns {string[]}
 */
export function idsIn(body) {
  /** @param {unknown} value */
  const own = (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    const record = /** @type {Record<string, unknown>} */ (value);
    return ID_FIELDS.map((field) => record[field]).filter(
      (id) => (typeof id === 'string' && id.length > 0) || typeof id === 'number',
    );
  };
  if (Array.isArray(body)) return body.flatMap(own).map(String);
  if (body && typeof body === 'object') {
    const list = Object.values(body).find(Array.isArray);
    return [...own(body), ...(list ? list.flatMap(own) : [])].map(String);
  }
  return [];
}

/** The ids the first account's answers revealed, by kind, in the order they were seen. */
export function createIdRegistry() {
  /** @type {Map<string, string[]>} */
  const byKind = new Map();
  return {
    /**
     * Records the ids of a success answer to a read or a create.
     * @param {Operation} operation @param {Exchange} exchange
     */
    addFrom(operation, exchange) {
      const status = exchange.response?.status ?? 0;
      if (status < 200 || status >= 300) return;
      if (isWriteOperation(operation) && phaseOf(operation) !== 0) return;
      let body;
      try {
        body = JSON.parse(exchange.response?.body ?? '');
      } catch {
        return;
      }
      const kind = kindOfAnswer(operation.path);
      const known = byKind.get(kind) ?? [];
      for (const id of idsIn(body)) if (!known.includes(id)) known.push(id);
      byKind.set(kind, known);
    },
    /** @param {string} kind */
    idsOf(kind) {
      return byKind.get(kind) ?? [];
    },
  };
}

/**
 * @typedef {object} IsolationInput
 * @property {import('./settings.mjs').Run} run
 * @property {ReturnType<typeof createIdRegistry>} registry
 * @property {(request: PlannedRequest, purpose: string) => Promise<Exchange>} send records the request
 *   under the operation it belongs to
 */

/**
 * The request of an operation with some path values set, as the first account.
 * @param {import('./settings.mjs').Run} run @param {Operation} operation @param {Record<string, string>} values
 */
function ownerRequest(run, operation, values) {
  const chosen = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [`${operation.operationId}:${name}`, value]),
  );
  return buildValidRequest(run.document, operation, {
    token: run.token,
    auth: run.settings.auth,
    parameterValues: { ...run.settings.parameters, ...chosen },
  });
}

/** The same request with another token. */
function as(
  /** @type {PlannedRequest} */ request,
  /** @type {string} */ token,
  /** @type {'Bearer' | 'token'} */ auth,
) {
  return {
    ...request,
    query: new URLSearchParams(request.query),
    headers: { ...request.headers, authorization: authorizationHeader(auth, token) },
  };
}

const isSuccess = (/** @type {Exchange} */ exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;
const answered = (/** @type {Exchange} */ exchange) =>
  exchange.response ? describeStatus(exchange.response.status) : `nothing (${exchange.error})`;

/**
 * `tenant_isolation` of one operation: every revealed id of each kind it takes, requested as the
 * second account. Reads are first sent as the owner (an id the owner cannot read proves nothing);
 * writes are not, so as not to change the owner's object twice.
 * @param {IsolationInput & { operation: Operation, secondToken: string }} input
 * @returns {Promise<CheckResult | undefined>} undefined when the operation takes no revealed id
 */
export async function tenantIsolationOf({ run, registry, send, operation, secondToken }) {
  const check = 'tenant_isolation';
  const candidates = idParametersOf(operation).flatMap(({ name, kind }) =>
    registry
      .idsOf(kind)
      .slice(0, IDS_PER_KIND)
      .map((id) => ({ name, kind, id })),
  );
  if (candidates.length === 0) return undefined;
  const { auth } = run.settings;
  const reads = !isWriteOperation(operation);
  // A server that answers 2xx for an id nobody has keeps no state (a mock): nothing can be judged.
  const [first] = /** @type {[(typeof candidates)[number]]} */ (candidates);
  const probe = await send(
    as(ownerRequest(run, operation, { [first.name]: randomUUID() }), secondToken, auth),
    'tenant isolation: an id nobody has, as the second account',
  );
  if (isSuccess(probe)) {
    return {
      check,
      status: 'skipped',
      detail: `answered ${answered(probe)} to the second account for an id nobody has: the server keeps no state (a mock?), so isolation cannot be judged`,
    };
  }
  let tried = 0;
  for (const { name, kind, id } of candidates) {
    const owner = ownerRequest(run, operation, { [name]: id });
    if (reads) {
      const asOwner = await send(owner, `tenant isolation: the first account's ${kind} ${id}, as its owner`);
      if (!isSuccess(asOwner)) continue;
    }
    tried += 1;
    const intruder = await send(
      as(owner, secondToken, auth),
      `tenant isolation: the first account's ${kind} ${id}, as the second account`,
    );
    if (isSuccess(intruder)) {
      const reproduction = reproductionOf(
        run.target,
        intruder.request,
        "request of the first account's object as the second account",
        false,
      );
      return {
        check,
        status: 'failed',
        detail: `the second account got ${answered(intruder)} for the first account's ${kind} ${id} ("${name}"): it ${reads ? 'reads' : 'changes'} another account's object`,
        reproduction: {
          ...reproduction,
          curl: `${toCurl(run.target, owner)}\n${toCurl(run.target, intruder.request, 'DEPSIGHT_SECOND_TOKEN')}`,
        },
      };
    }
  }
  if (tried === 0) {
    return {
      check,
      status: 'skipped',
      detail: `the first account could not ${reads ? 'read' : 'reach'} its own revealed ids here`,
    };
  }
  return {
    check,
    status: 'passed',
    detail: `the second account was refused on ${tried} of the first account's ids`,
  };
}

/**
 * `ignored_auth`: the example request with a token that was never issued must be refused.
 * @param {IsolationInput & { operation: Operation }} input
 * @returns {Promise<CheckResult | undefined>} undefined for an operation that accepts anonymous calls
 */
export async function ignoredAuthOf({ run, send, operation }) {
  if (!operation.secured) return undefined;
  const check = 'ignored_auth';
  let example;
  try {
    example = buildValidRequest(run.document, operation, {
      token: run.token,
      auth: run.settings.auth,
      parameterValues: run.settings.parameters,
    });
  } catch {
    return undefined;
  }
  const madeUp = `depsight-made-up-${randomUUID()}`;
  const exchange = await send(as(example, madeUp, run.settings.auth), 'ignored auth: a made-up token');
  if (!isSuccess(exchange)) {
    return { check, status: 'passed', detail: `answered ${answered(exchange)} to a made-up token` };
  }
  const reproduction = reproductionOf(run.target, exchange.request, 'request with a made-up token', false);
  return {
    check,
    status: 'failed',
    detail: `answered ${answered(exchange)} to a made-up token: the operation does not check the token it is given`,
    reproduction: { ...reproduction, curl: reproduction.curl.replace('$DEPSIGHT_TOKEN', madeUp) },
  };
}
