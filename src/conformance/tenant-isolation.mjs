// @ts-check
// Tenant isolation (broken object-level authorisation, the first of the OWASP API Security Top 10):
// can a second account read, change or delete the first account's objects? Every id the first
// account's answers reveal, through the links the real ids follow, is requested as the second account
// on every operation that takes it, updates and deletes included. Only ids are tried (a uuid, a
// parameter named as an id), never one the second account's own answers reveal too (a shared object),
// never an operation the document marks shared (`x-depsight-shared`), and a delete only ever takes an
// object the run created.
import { randomUUID } from 'node:crypto';
import { describeStatus } from './checks.mjs';
import { reproductionOf, toCurl } from './curl.mjs';
import { kindOfPath, takesId } from './links.mjs';
import { isWriteOperation, phaseOf } from './plan.mjs';
import { authorizationHeader, buildValidRequest } from './requests.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */
/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./settings.mjs').Run} Run */

/** At most this many of the first account's objects are tried on each operation. */
export const IDS_PER_OPERATION = 2;

/** The extension that marks an operation whose objects belong to no account (a public catalogue). */
export const SHARED_EXTENSION = 'x-depsight-shared';

/**
 * @typedef {object} IsolationInput
 * @property {Run} run
 * @property {(request: PlannedRequest, purpose: string) => Promise<Exchange>} send records the request
 *   under the operation it belongs to
 */

/** @typedef {{ name: string, kind: string, id: string, values: Record<string, string> }} ProbedObject */

/** Whether the document marks the operation's objects as shared by every account. */
export const isShared = (/** @type {Operation} */ operation) => operation.operation?.[SHARED_EXTENSION] === true;

/**
 * The request of an operation with some path and query values set, as the first account.
 * @param {Run} run @param {Operation} operation @param {Record<string, string>} values
 */
export function ownerRequest(run, operation, values) {
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
export function as(
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

export const isSuccess = (/** @type {Exchange} */ exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;
export const answered = (/** @type {Exchange} */ exchange) =>
  exchange.response ? describeStatus(exchange.response.status) : `nothing (${exchange.error})`;

/**
 * Every id of the first account that some operation may be probed with: what the second account's
 * own answers are searched for.
 * @param {Run} run @param {Operation[]} operations
 * @returns {Set<string>}
 */
export function idsToProbe(run, operations) {
  const ids = new Set();
  for (const operation of operations) {
    for (const binding of run.ids.bindingsFor(operation)) {
      const name = binding.link.idParameter;
      const id = binding.values[name];
      if (id !== undefined && takesId(run.document, operation, name)) ids.add(id);
    }
  }
  return ids;
}

/**
 * `tenant_isolation` of one operation that takes an id: each of the first account's objects its
 * answers revealed (through the links to this operation), requested as the second account. Reads
 * are first sent as the owner (an id the owner cannot read proves nothing); updates and deletes are
 * not, so as not to change the owner's object twice, and take the run's own objects first; a delete
 * takes only the run's own objects.
 * @param {IsolationInput & { operation: Operation, secondToken: string, revealedToSecond: Set<string> }} input
 *   `revealedToSecond`: ids the second account's own answers hold
 * @returns {Promise<CheckResult | undefined>} undefined when no answer revealed an id for the operation
 */
export async function tenantIsolationOf({ run, send, operation, secondToken, revealedToSecond }) {
  const check = /** @type {const} */ ('tenant_isolation');
  const skipped = (/** @type {string} */ detail) => ({ check, status: /** @type {const} */ ('skipped'), detail });
  const { candidates, shared, notCreated } = objectsToProbe(run, operation, revealedToSecond);
  if (candidates.length === 0 && shared === 0 && notCreated === 0) return undefined;
  if (isShared(operation)) {
    return skipped(`the document marks ${operation.operationId} shared (${SHARED_EXTENSION}): any account may read it`);
  }
  if (candidates.length === 0 && shared === 0) {
    return skipped(
      `a delete takes only objects this run created, and none of the first account's ${notCreated} ids here is one: its existing objects are left alone`,
    );
  }
  if (candidates.length === 0) {
    return skipped(
      `every id of the first account's answers here is in the second account's own answers too (${shared}): a shared object, or two tokens of one account, proves nothing`,
    );
  }
  const blind = await existenceBlindness(
    run,
    send,
    operation,
    secondToken,
    /** @type {ProbedObject} */ (candidates[0]),
  );
  if (blind === 'stateless') {
    return skipped(
      'answered 2xx to the second account for ids nobody has: the server keeps no state (a mock?), so isolation cannot be judged',
    );
  }
  const probe = blind === 'deletes-anything' ? probeDeleteByItsEffect : probeByAnswer;
  let tried = 0;
  let unharmed = 0;
  for (const object of candidates) {
    const outcome = await probe({ run, send, operation, secondToken, object });
    if (outcome === 'not-tried') continue;
    tried += 1;
    if (outcome === 'unharmed') unharmed += 1;
    else if (outcome !== 'refused') return outcome;
  }
  if (tried === 0) {
    const reads = !isWriteOperation(operation);
    return skipped(`the first account could not ${reads ? 'read' : 'reach'} its own revealed ids here`);
  }
  const left = unharmed > 0 ? ` (its delete answered 2xx and left ${unharmed} of them in place)` : '';
  return {
    check,
    status: 'passed',
    detail: `the second account was refused on ${tried} of the first account's ids${left}`,
  };
}

/**
 * A server that answers 2xx for ids nobody has either keeps no state (a mock), or, for a delete, is
 * idempotent: deleting what is not there is no error. Every id of the request is made up, so the
 * probe names nothing of the first account's.
 * @param {Run} run @param {IsolationInput['send']} send @param {Operation} operation
 * @param {string} secondToken @param {ProbedObject} first
 * @returns {Promise<'refused' | 'stateless' | 'deletes-anything'>}
 */
async function existenceBlindness(run, send, operation, secondToken, first) {
  const madeUp = Object.fromEntries(run.ids.idParameters(operation).map((name) => [name, randomUUID()]));
  const probe = await send(
    as(ownerRequest(run, operation, { ...first.values, ...madeUp }), secondToken, run.settings.auth),
    'tenant isolation: ids nobody has, as the second account',
  );
  if (!isSuccess(probe)) return 'refused';
  return operation.method === 'delete' ? 'deletes-anything' : 'stateless';
}

/**
 * @typedef {object} Probe
 * @property {Run} run
 * @property {IsolationInput['send']} send
 * @property {Operation} operation
 * @property {string} secondToken
 * @property {ProbedObject} object
 */

/**
 * The first account's object as the second account: a 2xx is a leak, any refusal is not.
 * @param {Probe} probe
 * @returns {Promise<CheckResult | 'refused' | 'not-tried'>}
 */
async function probeByAnswer({ run, send, operation, secondToken, object }) {
  const { kind, id } = object;
  const owner = ownerRequest(run, operation, object.values);
  if (!isWriteOperation(operation)) {
    const asOwner = await send(owner, `tenant isolation: the first account's ${kind} ${id}, as its owner`);
    if (!isSuccess(asOwner)) return 'not-tried';
  }
  const intruder = await send(
    as(owner, secondToken, run.settings.auth),
    `tenant isolation: the first account's ${kind} ${id}, as the second account`,
  );
  if (!isSuccess(intruder)) return 'refused';
  if (operation.method === 'delete') run.ids.forget(id);
  const verb = isWriteOperation(operation) ? (operation.method === 'delete' ? 'deletes' : 'changes') : 'reads';
  return leak(run, object, intruder, [toCurl(run.target, owner)], `it ${verb} another account's object`);
}

/**
 * A delete that answers 2xx whether the object exists or not: only its effect tells. The first
 * account looks at the object before and after the second account's delete (the read at the delete's
 * path, else the list above it); the delete leaks when the object is gone.
 * @param {Probe} probe
 * @returns {Promise<CheckResult | 'refused' | 'unharmed' | 'not-tried'>}
 */
async function probeDeleteByItsEffect({ run, send, operation, secondToken, object }) {
  const { kind, id } = object;
  const view = ownerViewOf(run, operation, object);
  if (!view) return 'not-tried';
  const before = await send(view.request, `tenant isolation: the first account's ${kind} ${id}, as its owner`);
  if (!view.shows(before)) return 'not-tried';
  const intruder = await send(
    as(ownerRequest(run, operation, object.values), secondToken, run.settings.auth),
    `tenant isolation: the first account's ${kind} ${id}, as the second account`,
  );
  if (!isSuccess(intruder)) return 'refused';
  const after = await send(view.request, `tenant isolation: the first account's ${kind} ${id}, as its owner again`);
  if (view.shows(after)) return 'unharmed';
  run.ids.forget(id);
  const look = toCurl(run.target, view.request);
  const detail = `it deletes another account's object (${view.operation.operationId} no longer shows it to its owner)`;
  return leak(run, object, intruder, [look], detail, [look]);
}

/**
 * How the first account sees one of its objects: the read at the delete's path, else the list at the
 * path above it (which holds the id).
 * @param {Run} run @param {Operation} operation @param {ProbedObject} object
 */
function ownerViewOf(run, operation, object) {
  const parent = operation.path.replace(/\/\{[^}]+\}$/, '');
  const read = run.operations.find((candidate) => candidate.method === 'get' && candidate.path === operation.path);
  const list = run.operations.find((candidate) => candidate.method === 'get' && candidate.path === parent);
  const viewer = read ?? (parent === operation.path ? undefined : list);
  if (!viewer) return undefined;
  return {
    operation: viewer,
    request: ownerRequest(run, viewer, object.values),
    shows: (/** @type {Exchange} */ exchange) =>
      isSuccess(exchange) && (viewer === read || (exchange.response?.body ?? '').includes(object.id)),
  };
}

/**
 * A `tenant_isolation` failure, reproduced by the owner's request and the intruder's, each with its token.
 * @param {Run} run @param {ProbedObject} object @param {Exchange} intruder
 * @param {string[]} before the owner's curl lines before the intruder's @param {string} what
 * @param {string[]} [after] the owner's curl lines after it
 * @returns {CheckResult}
 */
function leak(run, object, intruder, before, what, after = []) {
  const reproduction = reproductionOf(
    run.target,
    intruder.request,
    "request of the first account's object as the second account",
    false,
  );
  return {
    check: 'tenant_isolation',
    status: 'failed',
    detail: `the second account got ${answered(intruder)} for the first account's ${object.kind} ${object.id} ("${object.name}"): ${what}`,
    reproduction: {
      ...reproduction,
      curl: [...before, toCurl(run.target, intruder.request, 'DEPSIGHT_SECOND_TOKEN'), ...after].join('\n'),
    },
  };
}

/**
 * The first account's objects to try on an operation: a few distinct ids of each id parameter, each
 * with the values that go with it (the account a member is in). --param values are kept. Only ids
 * (a uuid, a parameter named as an id), none the second account's own answers hold, and for a delete
 * only the run's own objects.
 * @param {Run} run @param {Operation} operation @param {Set<string>} revealedToSecond
 * @returns {{ candidates: ProbedObject[], shared: number, notCreated: number }} `shared`: ids left out as
 *   the second account's too; `notCreated`: ids a delete leaves alone because the run did not create them
 */
function objectsToProbe(run, operation, revealedToSecond) {
  const byId = new Map(run.operations.map((candidate) => [candidate.operationId, candidate]));
  /** @type {ProbedObject[]} */
  const objects = [];
  const shared = new Set();
  const notCreated = new Set();
  for (const binding of run.ids.bindingsFor(operation)) {
    const name = binding.link.idParameter;
    const id = binding.values[name];
    const supplier = byId.get(binding.link.supplier);
    if (id === undefined || !takesId(run.document, operation, name)) continue;
    if (operation.method === 'delete' && (!supplier || phaseOf(supplier) !== 0)) {
      notCreated.add(id);
      continue;
    }
    if (revealedToSecond.has(id)) {
      shared.add(id);
      continue;
    }
    if (objects.some((object) => object.name === name && object.id === id)) continue;
    if (objects.filter((object) => object.name === name).length >= IDS_PER_OPERATION) continue;
    const { values } = run.ids.valuesFor(operation, { preferred: [binding] });
    objects.push({ name, kind: supplier ? kindOfPath(supplier.path) : name, id, values });
  }
  // The object an operation names (its last path parameter) first: a member rather than its account.
  const last = /\{([^}]+)\}$/.exec(operation.path)?.[1];
  objects.sort((left, right) => Number(right.name === last) - Number(left.name === last));
  return { candidates: objects, shared: shared.size, notCreated: notCreated.size };
}
