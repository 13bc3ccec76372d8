// @ts-check
// The document read once for a caller that asks it many questions, one request after another: the
// mock's memory (mocks/state) and depsight/msw (src/msw). Each answer comes from the index's own
// modules; this binds them to one document and keeps each schema's validator once compiled.
import { createDocumentAjv, schemaReference } from './document-ajv.mjs';
import { hasResponseExample, responseExample } from './examples.mjs';
import { deref } from './json-pointer.mjs';
import { listOperations, responseOf, successStatus } from './openapi-operations.mjs';
import { createRequestMatcher } from './operation-matcher.mjs';

/** @typedef {import('./openapi-operations.mjs').Operation} Operation */

/** @param {any} document the bundled OpenAPI document (with the mock's examples, for the mock) */
export function createDocumentIndex(document) {
  const operations = listOperations(document);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const ajv = createDocumentAjv(document);
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();
  return {
    operations,
    /** @param {string} operationId */
    operation: (operationId) => byId.get(operationId),
    /** The operation a request is for, with its path parameters (decoded). */
    match: createRequestMatcher(operations),
    /** @param {Operation} operation @param {number | string} status */
    responseOf: (operation, status) => responseOf(document, operation, status),
    successStatus,
    /**
     * A copy of a response's named example, else of its first (`strict`: undefined when `name` is unknown).
     * @param {Operation} operation @param {number} status @param {string} [name] @param {boolean} [strict]
     */
    exampleOf: (operation, status, name, strict) => responseExample(document, operation, status, name, strict),
    /** @param {Operation} operation @param {number} status @param {string} name */
    hasExample: (operation, status, name) => hasResponseExample(document, operation, status, name),
    /** The validator of the schema at a pointer of the document, compiled on first use. @param {string} pointer */
    validatorAt(pointer) {
      let validate = validators.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: schemaReference(pointer) });
        validators.set(pointer, validate);
      }
      return validate;
    },
    /** @param {any} node */
    resolve: (node) => deref(document, node),
  };
}

/** @typedef {ReturnType<typeof createDocumentIndex>} DocumentIndex */
