// @ts-check
// Resource availability, after Schemathesis's check of that name: a read of an id the user gave with
// --param (a real account, a real project) must find it; a 404 there means the server lost it, or
// routes the read wrongly. Judged only when every value that names the object (each path value, each
// id in the query) was given with --param or taken from an answer of the run. Objects the run creates
// are followed by sequences.mjs.
import { describeStatus } from './checks.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').CheckOutcome} CheckOutcome */
/** @typedef {import('./checks.mjs').Exchange} Exchange */

/**
 * @param {{ operation: Operation, parameterValues: Record<string, string>, valid: Exchange,
 *   realValues: Record<string, string>, idParameters: string[] }} input `realValues`: the values taken
 *   from the server's answers this run (by `operationId:name`); `idParameters`: the names that name an object
 * @returns {CheckOutcome | undefined} undefined unless the operation is a read that uses a --param value
 */
export function paramReadAvailability({ operation, parameterValues, valid, realValues, idParameters }) {
  if (operation.method !== 'get') return undefined;
  const keyOf = (/** @type {string} */ name) =>
    `${operation.operationId}:${name}` in parameterValues ? `${operation.operationId}:${name}` : name;
  const named = operation.parameters.filter(
    (parameter) => parameter.in === 'path' || (parameter.in === 'query' && idParameters.includes(parameter.name)),
  );
  const given = named
    .filter((parameter) => keyOf(parameter.name) in parameterValues)
    .map((parameter) => `--param ${keyOf(parameter.name)}=${parameterValues[keyOf(parameter.name)]}`);
  if (given.length === 0) return undefined;
  const check = 'ensure_resource_availability';
  // A value neither given nor taken from an answer is the document's example: a 404 for it is the server's right.
  const invented = named.filter(
    (parameter) =>
      !(keyOf(parameter.name) in parameterValues) &&
      realValues[`${operation.operationId}:${parameter.name}`] === undefined,
  );
  if (invented.length > 0) {
    const names = invented.map((parameter) => `"${parameter.name}"`).join(', ');
    return {
      check,
      status: 'skipped',
      detail: `${names} came from the document's example, neither from --param nor from an answer: the read may name nothing, so a 404 proves nothing`,
    };
  }
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
