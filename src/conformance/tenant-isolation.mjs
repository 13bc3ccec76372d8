// @ts-check
// Tenant isolation (broken object-level authorisation, the first of the OWASP API Security Top 10):
// can a second account read, change or delete the first account's objects? Every id the first
// account's answers reveal, through the links the real ids follow, is requested as the second account
// on every operation that takes it, updates and deletes included.
// Also `ignored_auth`: a secured operation must refuse a token that was never issued.
import { randomUUID } from 'node:crypto';
import { describeStatus } from './checks.mjs';
import { reproductionOf, toCurl } from './curl.mjs';
import { kindOfPath } from './links.mjs';
import { isWriteOperation } from './plan.mjs';
import { authorizationHeader, buildValidRequest } from './requests.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./report.mjs').RequestRecord} RequestRecord */

/** At most this many of the first account's objects are tried on each operation. */
export const IDS_PER_OPERATION = 2;

/**
 * @typedef {object} IsolationInput
 * @property {import('./settings.mjs').Run} run
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
 * `tenant_isolation` of one operation that takes an id: each of the first account's objects its
 * answers revealed (through the links to this operation), requested as the second account. Reads
 * are first sent as the owner (an id the owner cannot read proves nothing); updates and deletes are
 * not, so as not to change the owner's object twice, and take the run's own objects first.
 * @param {IsolationInput & { operation: Operation, secondToken: string }} input
 * @returns {Promise<CheckResult | undefined>} undefined when no answer revealed an id for the operation
 */
export async function tenantIsolationOf({ run, send, operation, secondToken }) {
  const check = 'tenant_isolation';
  const candidates = objectsToProbe(run, operation);
  if (candidates.length === 0) return undefined;
  const { auth } = run.settings;
  const reads = !isWriteOperation(operation);
  // A server that answers 2xx for an id nobody has keeps no state (a mock): nothing can be judged.
  const [first] = /** @type {[(typeof candidates)[number]]} */ (candidates);
  const probe = await send(
    as(ownerRequest(run, operation, { ...first.values, [first.name]: randomUUID() }), secondToken, auth),
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
  for (const { name, kind, id, values } of candidates) {
    const owner = ownerRequest(run, operation, values);
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
      if (operation.method === 'delete') run.ids.forget(id);
      const reproduction = reproductionOf(
        run.target,
        intruder.request,
        "request of the first account's object as the second account",
        false,
      );
      return {
        check,
        status: 'failed',
        detail: `the second account got ${answered(intruder)} for the first account's ${kind} ${id} ("${name}"): it ${reads ? 'reads' : operation.method === 'delete' ? 'deletes' : 'changes'} another account's object`,
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
 * The first account's objects to try on an operation: a few distinct ids of each id parameter, each
 * with the values that go with it (the account a member is in). --param values are kept.
 * @param {import('./settings.mjs').Run} run @param {Operation} operation
 */
function objectsToProbe(run, operation) {
  const byId = new Map(run.operations.map((candidate) => [candidate.operationId, candidate]));
  /** @type {{ name: string, kind: string, id: string, values: Record<string, string> }[]} */
  const objects = [];
  for (const binding of run.ids.bindingsFor(operation)) {
    const name = binding.link.idParameter;
    const id = binding.values[name];
    if (id === undefined || objects.some((object) => object.name === name && object.id === id)) continue;
    if (objects.filter((object) => object.name === name).length >= IDS_PER_OPERATION) continue;
    const supplier = byId.get(binding.link.supplier);
    const { values } = run.ids.valuesFor(operation, { preferred: [binding] });
    objects.push({ name, kind: supplier ? kindOfPath(supplier.path) : name, id, values });
  }
  // The object an operation names (its last path parameter) first: a member rather than its account.
  const last = /\{([^}]+)\}$/.exec(operation.path)?.[1];
  return objects.sort((left, right) => Number(right.name === last) - Number(left.name === last));
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
