// @ts-check
// The document's examples: of a parameter, of a response (by name), and a valid request to an
// operation made from them.
import { deref } from './json-pointer.mjs';
import { fillPath, responseOf } from './openapi-operations.mjs';

/** @typedef {import('./openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./openapi-operations.mjs').Parameter} Parameter */

/** An example value for a parameter: its example, else its schema's first example, default or enum value. */
export function exampleOfParameter(/** @type {any} */ document, /** @type {Parameter} */ parameter) {
  if (parameter.example !== undefined) return parameter.example;
  if (parameter.examples) {
    const first = Object.values(parameter.examples)[0];
    if (first) return deref(document, first).value;
  }
  const schema = deref(document, parameter.schema ?? {});
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  return undefined;
}

/**
 * A copy of the value of a response's named example, else of its first one (or of its `example`) when
 * `name` is absent or unknown; with `strict`, undefined when `name` is unknown.
 * @param {any} document @param {Operation} operation @param {number} status @param {string} [name]
 * @param {boolean} [strict]
 */
export function responseExample(document, operation, status, name, strict = false) {
  const media = responseOf(document, operation, status)?.media;
  if (!media) return undefined;
  const examples = media.examples ?? {};
  const copyOf = (/** @type {any} */ example) => structuredClone(deref(document, example)?.value);
  if (name !== undefined && Object.hasOwn(examples, name)) return copyOf(examples[name]);
  if (strict) return undefined;
  const first = Object.values(examples)[0];
  if (first) return copyOf(first);
  return media.example === undefined ? undefined : structuredClone(media.example);
}

/** Whether a response of an operation has an example of that name. */
export function hasResponseExample(
  /** @type {any} */ document,
  /** @type {Operation} */ operation,
  /** @type {number} */ status,
  /** @type {string} */ name,
) {
  const examples = responseOf(document, operation, status)?.media?.examples;
  return Boolean(examples && Object.hasOwn(examples, name));
}

/**
 * The successful responses of an operation, one entry per named example (or one without a name).
 * @returns {{ status: number, contentType?: string, exampleName?: string, example?: any }[]}
 */
export function successResponses(/** @type {any} */ document, /** @type {Operation} */ operation) {
  const results = [];
  for (const [status, responseOrRef] of Object.entries(operation.operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const response = deref(document, responseOrRef);
    const content = response.content ?? {};
    const entries = Object.entries(content);
    if (entries.length === 0) {
      results.push({ status: Number(status) });
      continue;
    }
    for (const [contentType, mediaType] of entries) {
      const examples = Object.entries(mediaType.examples ?? {});
      if (examples.length === 0) results.push({ status: Number(status), contentType });
      for (const [exampleName, exampleOrRef] of examples) {
        results.push({
          status: Number(status),
          contentType,
          exampleName,
          example: deref(document, exampleOrRef).value,
        });
      }
    }
  }
  return results;
}

/**
 * A valid request for the operation built from the document's examples.
 * @returns {{ path: string, query: URLSearchParams, headers: Record<string, string>, body?: string }}
 */
export function buildExampleRequest(
  /** @type {any} */ document,
  /** @type {Operation} */ operation,
  { token = 'mock-token-0000' } = {},
) {
  /** @type {Record<string, unknown>} */
  const pathValues = {};
  const query = new URLSearchParams();
  /** @type {Record<string, string>} */
  const headers = {};
  for (const parameter of operation.parameters) {
    const value = exampleOfParameter(document, parameter);
    if (value === undefined) {
      if (parameter.required) {
        throw new Error(
          `${operation.operationId}: required parameter ${parameter.in}:${parameter.name} has no example`,
        );
      }
      continue;
    }
    if (parameter.in === 'path') pathValues[parameter.name] = value;
    else if (parameter.in === 'query')
      query.set(parameter.name, Array.isArray(value) ? value.join(',') : String(value));
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  let body;
  const requestBody = deref(document, operation.operation.requestBody);
  if (requestBody?.content) {
    const [contentType, mediaType] = /** @type {[string, any]} */ (Object.entries(requestBody.content)[0]);
    const namedExample = Object.values(mediaType.examples ?? {})[0];
    const value = namedExample ? deref(document, namedExample).value : mediaType.example;
    if (value === undefined && requestBody.required) {
      throw new Error(`${operation.operationId}: required request body has no example`);
    }
    if (value !== undefined) {
      headers['content-type'] = contentType;
      body = typeof value === 'string' && !contentType.includes('json') ? value : JSON.stringify(value);
    }
  }
  if (operation.secured) headers.authorization = `Bearer ${token}`;
  return { path: fillPath(operation.path, pathValues), query, headers, body };
}
