// @ts-check
// Resource availability, after Schemathesis's check of that name: a read of an id the user gave with
// --param (a real account, a real project) must find it; a 404 there means the server lost it, or
// routes the read wrongly. Objects the run creates are followed by sequences.mjs.
import { describeStatus } from './checks.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
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
