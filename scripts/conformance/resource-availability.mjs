// @ts-check
// Resource availability, after Schemathesis's check of that name: a read of an id the user gave with
// --param (a real account, a real project) must find it; a 404 there means the server lost it, or
// routes the read wrongly.
import { describeStatus } from './checks.mjs';

/** @typedef {import('../lib/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckOutcome} CheckOutcome */
/** @typedef {import('./checks.mjs').Exchange} Exchange */

/**
 * @param {{ operation: Operation, parameterValues: Record<string, string>, valid: Exchange }} input
 * @returns {CheckOutcome | undefined} undefined unless the operation is a read that uses a --param value
 */
export function paramReadAvailability({ operation, parameterValues, valid }) {
  if (operation.method !== 'get') return undefined;
  const given = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => {
      const key =
        `${operation.operationId}:${parameter.name}` in parameterValues
          ? `${operation.operationId}:${parameter.name}`
          : parameter.name;
      return key in parameterValues ? `--param ${key}=${parameterValues[key]}` : undefined;
    })
    .filter(Boolean);
  if (given.length === 0) return undefined;
  const check = 'ensure_resource_availability';
  if (!valid.response) return { check, status: 'skipped', detail: 'no response' };
  const { status } = valid.response;
  if (status === 404) {
    return {
      check,
      status: 'failed',
      detail: `answered 404 Not Found for what you gave with ${given.join(', ')}: a resource named by a real id must be found`,
      failing: { ...valid, label: 'example request' },
    };
  }
  return { check, status: 'passed', detail: `answered ${describeStatus(status)} for ${given.join(', ')}` };
}

/**
 * The read and delete operations of the resource a POST creates: `GET` and `DELETE` on the POST's
 * path plus one `{id}` segment.
 * @param {Operation} create @param {Operation[]} operations
 */
export function lifecycleOf(create, operations) {
  if (create.method !== 'post') return undefined;
  const itemPath = (/** @type {Operation} */ candidate) =>
    candidate.path.startsWith(`${create.path}/{`) && /^\/\{[^}/]+\}$/.test(candidate.path.slice(create.path.length));
  const read = operations.find((candidate) => candidate.method === 'get' && itemPath(candidate));
  if (!read) return undefined;
  const remove = operations.find((candidate) => candidate.method === 'delete' && candidate.path === read.path);
  const idName = /** @type {string} */ (/\{([^}]+)\}$/.exec(read.path)?.[1]);
  return { read, remove, idName };
}

/** The id of a created resource in the POST's answer: the field named like the path parameter, else `id` or `uuid`. */
function createdIdOf(/** @type {string} */ body, /** @type {string} */ idName) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  for (const key of [idName, 'id', 'uuid']) {
    const value = parsed[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/**
 * After a successful create: the new resource must be readable by its GET (`ensure_resource_availability`)
 * and gone after its DELETE (`use_after_free`). A server that also answers 2xx for an id that was never
 * created keeps no state (a mock), and neither can be judged there.
 * @param {object} input
 * @param {Operation} input.create
 * @param {Operation[]} input.operations the operations of the run
 * @param {Exchange} input.created the answer to the create
 * @param {(operation: Operation, id: string) => import('./requests.mjs').PlannedRequest} input.requestFor
 *   the valid request of an item operation, with its id set
 * @param {(request: import('./requests.mjs').PlannedRequest) => Promise<Exchange>} input.send
 * @param {string} input.neverCreatedId an id no resource has
 * @returns {Promise<CheckOutcome[]>} a failure comes with the read that shows it
 */
export async function createdResourceLifecycle({ create, operations, created, requestFor, send, neverCreatedId }) {
  const lifecycle = lifecycleOf(create, operations);
  if (!lifecycle) return [];
  const { read, remove, idName } = lifecycle;
  const skip = (/** @type {string} */ detail) => {
    /** @type {CheckOutcome[]} */
    const skipped = [{ check: 'ensure_resource_availability', status: 'skipped', detail }];
    if (remove) skipped.push({ check: 'use_after_free', status: 'skipped', detail });
    return skipped;
  };
  const status = created.response?.status;
  if (status === undefined || status < 200 || status >= 300) return skip('the create did not succeed');
  const id = createdIdOf(created.response?.body ?? '', idName);
  if (id === undefined) return skip(`the create's answer has no "${idName}", "id" or "uuid" to read it back by`);
  const probe = await send(requestFor(read, neverCreatedId));
  const probeStatus = probe.response?.status;
  if (probeStatus !== undefined && probeStatus >= 200 && probeStatus < 300) {
    return skip(
      `${read.operationId} answered ${describeStatus(probeStatus)} for an id that was never created: the server keeps no state (a mock?), so availability cannot be judged`,
    );
  }
  /** @type {CheckOutcome[]} */
  const results = [];
  const readBack = await send(requestFor(read, id));
  const readStatus = readBack.response?.status;
  results.push(
    readStatus !== undefined && readStatus >= 200 && readStatus < 300
      ? {
          check: 'ensure_resource_availability',
          status: 'passed',
          detail: `the created ${idName} ${id} is readable by ${read.operationId}`,
        }
      : {
          check: 'ensure_resource_availability',
          status: 'failed',
          failing: { ...readBack, label: 'read of the resource just created' },
          detail: `created ${idName} ${id}, but ${read.operationId} answered ${
            readStatus === undefined ? `nothing (${readBack.error})` : describeStatus(readStatus)
          } for it: a resource just created must be readable`,
        },
  );
  if (!remove) return results;
  const removal = await send(requestFor(remove, id));
  const removalStatus = removal.response?.status;
  if (removalStatus === undefined || removalStatus < 200 || removalStatus >= 300) {
    results.push({
      check: 'use_after_free',
      status: 'skipped',
      detail: `${remove.operationId} answered ${removalStatus === undefined ? 'nothing' : describeStatus(removalStatus)}: nothing was deleted`,
    });
    return results;
  }
  const afterRemoval = await send(requestFor(read, id));
  const afterStatus = afterRemoval.response?.status;
  results.push(
    afterStatus === 404 || afterStatus === 410
      ? {
          check: 'use_after_free',
          status: 'passed',
          detail: `${read.operationId} answered ${describeStatus(afterStatus)} after ${remove.operationId}`,
        }
      : {
          check: 'use_after_free',
          status: 'failed',
          failing: { ...afterRemoval, label: 'read of the resource just deleted' },
          detail: `${remove.operationId} answered ${describeStatus(removalStatus)} for ${idName} ${id}, but ${read.operationId} then answered ${
            afterStatus === undefined ? 'nothing' : describeStatus(afterStatus)
          }: a deleted resource must be gone (404 or 410)`,
        },
  );
  return results;
}
