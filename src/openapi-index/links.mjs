// @ts-check
// The OpenAPI links the document declares on its responses: which answer feeds which operation, and
// with what runtime expressions (`$response.body#/uuid`, `$request.path.uuid`).
import { deref } from './json-pointer.mjs';

/**
 * @typedef {object} ResponseLink
 * @property {import('./openapi-operations.mjs').Operation} operation the operation whose answer the link leaves from
 * @property {string} status the response key it is declared under (`200`)
 * @property {string} name its name in the response's `links`
 * @property {any} link the link object, its `$ref` followed
 * @property {any} response the response object, its `$ref` followed
 */

/**
 * Every link of every response of the operations, in the document's order.
 * @param {any} document @param {import('./openapi-operations.mjs').Operation[]} operations
 * @returns {ResponseLink[]}
 */
export function responseLinks(document, operations) {
  return operations.flatMap((operation) =>
    Object.entries(operation.operation.responses ?? {}).flatMap(([status, declared]) => {
      const response = deref(document, declared);
      return Object.entries(response?.links ?? {}).map(([name, link]) => ({
        operation,
        status,
        name,
        link: deref(document, link),
        response,
      }));
    }),
  );
}
