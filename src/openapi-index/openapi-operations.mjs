// @ts-check
// Reads a bundled OpenAPI document into a flat list of operations, and builds valid example
// requests for them. Shared by the contract tests, the spec checks and the conformance tool.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @param {string} file */
export function loadDocument(file) {
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 });
}

/**
 * Resolves a local `#/...` reference; other values are returned unchanged.
 * @param {any} document @param {any} node
 */
export function deref(document, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    if (!current.$ref.startsWith('#/')) throw new Error(`Only local references can be resolved: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((/** @type {string} */ part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((/** @type {any} */ parent, /** @type {string} */ key) => parent?.[key], document);
  }
  return current;
}

/**
 * @typedef {{ name: string, in: string, required?: boolean, schema?: any, example?: any, examples?: any }} Parameter
 * @typedef {{ method: string, path: string, operationId: string, tag: string, operation: any,
 *   parameters: Parameter[], secured: boolean, servers?: any[] }} Operation
 */

/** @param {any} document @returns {Operation[]} */
export function listOperations(document) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, itemOrRef] of Object.entries(document.paths ?? {})) {
    const item = deref(document, itemOrRef);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const byKey = new Map();
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const resolvedParameter = deref(document, parameter);
        byKey.set(`${resolvedParameter.in}:${resolvedParameter.name}`, resolvedParameter);
      }
      const security = operation.security ?? document.security ?? [];
      operations.push({
        method,
        path,
        operationId: operation.operationId,
        tag: operation.tags?.[0],
        operation,
        parameters: [...byKey.values()],
        secured:
          security.length > 0 &&
          !security.some((/** @type {object} */ requirement) => Object.keys(requirement).length === 0),
        servers: operation.servers ?? item.servers,
      });
    }
  }
  return operations;
}

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

/** Replaces `{name}` segments of a path template with URL-encoded values. */
export function fillPath(/** @type {string} */ template, /** @type {Record<string, unknown>} */ values) {
  return template.replace(/\{([^}]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`No value for path parameter {${name}} of ${template}`);
    return encodeURIComponent(String(values[name]));
  });
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
