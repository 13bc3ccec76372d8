// @ts-check
// The requests sent for one operation: the valid one built from the document's examples, the same
// without credentials, and invalid variants that each break the document in one way.
import { buildExampleRequest, exampleOfParameter } from '../openapi-index/examples.mjs';
import { deref } from '../openapi-index/json-pointer.mjs';
import { fillPath } from '../openapi-index/openapi-operations.mjs';
import { outOfBoundsValues } from './generated-cases.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {'Bearer' | 'token'} AuthScheme */

/**
 * @typedef {object} PlannedRequest
 * @property {string} method upper-case HTTP method
 * @property {string} path the filled path, without query
 * @property {URLSearchParams} query
 * @property {Record<string, string>} headers
 * @property {string} [body]
 */

/**
 * @typedef {object} InvalidRequest
 * @property {'missing-query-parameter' | 'invalid-query-parameter' | 'out-of-bounds-query-parameter' | 'invalid-path-parameter' | 'missing-body-field' | 'wrong-body-type'} kind
 * @property {string} label what is wrong, for the report: `without its required query parameter "query"`
 * @property {PlannedRequest} request
 * @property {boolean} [mayReadAsAbsent] an empty value of an optional query parameter (`q=`): a server
 *   may read it as the parameter left out, as an empty form field is, so a 2xx to it is no failure
 */

/** Value of the Authorization header for the chosen scheme (the document accepts both). */
export function authorizationHeader(/** @type {AuthScheme} */ scheme, /** @type {string} */ token) {
  return `${scheme === 'token' ? 'token' : 'Bearer'} ${token}`;
}

/**
 * Why a token cannot be sent in an `Authorization` header (a newline, a control character, a space,
 * a character outside ASCII), or undefined when it can. The token itself is never part of the reason.
 * @param {string} token
 */
export function unsendableTokenReason(token) {
  for (const [index, character] of [...token].entries()) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x21 && code <= 0x7e) continue;
    const kind =
      character === '\n' || character === '\r'
        ? 'a line break'
        : code < 0x20 || code === 0x7f
          ? 'a control character'
          : code === 0x20
            ? 'a space'
            : 'a character outside ASCII';
    return `The token contains ${kind} (character ${index + 1} of ${[...token].length}), so it cannot be sent in an HTTP header. Check how DEPSIGHT_TOKEN or --token was set (a trailing newline from a file?).`;
  }
  return undefined;
}

/**
 * Values the caller chose for parameters, by name: `uuid` for every operation, `projects_get:id` for one.
 * @typedef {Record<string, string>} ParameterValues
 */

/** The chosen value of a parameter of an operation, the operation-specific one first. */
function chosenValue(
  /** @type {ParameterValues} */ values,
  /** @type {Operation} */ operation,
  /** @type {string} */ name,
) {
  return values[`${operation.operationId}:${name}`] ?? values[name];
}

/**
 * The value of every path parameter: the chosen one, else the document's example.
 * @param {any} document @param {Operation} operation @param {ParameterValues} values
 * @returns {Record<string, unknown>}
 */
export function pathValuesFor(document, operation, values = {}) {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [
        parameter.name,
        chosenValue(values, operation, parameter.name) ?? exampleOfParameter(document, parameter),
      ]),
  );
}

/**
 * @param {any} document @param {Operation} operation
 * @param {{ token?: string, auth?: AuthScheme, parameterValues?: ParameterValues }} choices
 * @returns {PlannedRequest} the valid request; credentials only when the operation is secured and a token is given
 */
export function buildValidRequest(document, operation, { token, auth = 'Bearer', parameterValues = {} }) {
  const example = buildExampleRequest(document, operation);
  const headers = { ...example.headers };
  delete headers.authorization;
  if (operation.secured && token) headers.authorization = authorizationHeader(auth, token);
  for (const parameter of operation.parameters) {
    const chosen = chosenValue(parameterValues, operation, parameter.name);
    if (parameter.in === 'query' && chosen !== undefined) example.query.set(parameter.name, chosen);
  }
  return {
    method: operation.method.toUpperCase(),
    path: fillPath(operation.path, pathValuesFor(document, operation, parameterValues)),
    query: example.query,
    headers,
    body: example.body,
  };
}

/** The same request without any Authorization header. */
export function withoutCredentials(/** @type {PlannedRequest} */ request) {
  const headers = { ...request.headers };
  delete headers.authorization;
  return { ...request, query: new URLSearchParams(request.query), headers };
}

/**
 * A value the parameter's schema rejects, or undefined when none can be told apart with certainty
 * (a plain string accepts almost anything that fits in a URL).
 * @param {any} document @param {any} schemaOrRef
 */
export function invalidParameterValue(document, schemaOrRef) {
  const schema = deref(document, schemaOrRef ?? {});
  if (!schema || typeof schema !== 'object') return undefined;
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string') && type.length > 1) return undefined;
  if (type.includes('integer') || type.includes('number')) return 'not-a-number';
  if (type.includes('boolean')) return 'not-a-boolean';
  if (schema.format === 'uuid') return 'not-a-uuid';
  if (schema.format === 'date') return 'not-a-date';
  if (schema.format === 'date-time') return 'not-a-date-time';
  if (Array.isArray(schema.enum)) {
    return ['not-a-listed-value', 'unlisted-value-0'].find((candidate) => !schema.enum.includes(candidate));
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    return ['!', '~not~valid~', '.'].find((candidate) => !pattern.test(candidate));
  }
  return undefined;
}

/** A JSON object body as an object, else undefined. */
function parsedObject(/** @type {string | undefined} */ body) {
  if (body === undefined) return undefined;
  try {
    const parsed = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The invalid variants of the valid request: one per required query parameter left out, one per
 * typed query or path parameter given a value its schema rejects, one per query value just outside
 * its bounds (a number past its range, a string under its minLength or over its maxLength), one per
 * required body field left out, and one body of the wrong JSON type.
 * @param {any} document @param {Operation} operation @param {PlannedRequest} valid
 * @param {ParameterValues} [parameterValues] the values chosen for the valid request
 * @returns {InvalidRequest[]}
 */
export function buildInvalidRequests(document, operation, valid, parameterValues = {}) {
  const copy = () => ({ ...valid, query: new URLSearchParams(valid.query), headers: { ...valid.headers } });
  return [
    ...invalidQueries(document, operation, copy),
    ...invalidPaths(document, operation, copy, parameterValues),
    ...invalidBodies(document, operation, valid, copy),
  ];
}

/** @typedef {() => PlannedRequest} RequestCopier a fresh copy of the valid request */

/**
 * A required query parameter left out, a query value its schema rejects, a query value just outside
 * its bounds.
 * @param {any} document @param {Operation} operation @param {RequestCopier} copy
 * @returns {InvalidRequest[]}
 */
function invalidQueries(document, operation, copy) {
  /** @type {InvalidRequest[]} */
  const invalid = [];
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  for (const parameter of query) {
    if (!parameter.required) continue;
    const request = copy();
    request.query.delete(parameter.name);
    invalid.push({
      kind: 'missing-query-parameter',
      label: `without its required query parameter "${parameter.name}"`,
      request,
    });
  }
  for (const parameter of query) {
    const value = invalidParameterValue(document, parameter.schema);
    if (value === undefined) continue;
    const request = copy();
    request.query.set(parameter.name, value);
    invalid.push({
      kind: 'invalid-query-parameter',
      label: `with query parameter "${parameter.name}" = "${value}"`,
      request,
    });
  }
  for (const parameter of query) {
    for (const { value, why } of outOfBoundsValues(deref(document, parameter.schema ?? {}))) {
      const request = copy();
      request.query.set(parameter.name, value);
      invalid.push({
        kind: 'out-of-bounds-query-parameter',
        label: `with query parameter "${parameter.name}" = "${value.length > 40 ? `${value.slice(0, 37)}…` : value}" (${why})`,
        request,
        ...(value === '' && !parameter.required ? { mayReadAsAbsent: true } : {}),
      });
    }
  }
  return invalid;
}

/**
 * A typed path parameter given a value its schema rejects.
 * @param {any} document @param {Operation} operation @param {RequestCopier} copy
 * @param {ParameterValues} parameterValues
 * @returns {InvalidRequest[]}
 */
function invalidPaths(document, operation, copy, parameterValues) {
  /** @type {InvalidRequest[]} */
  const invalid = [];
  const pathValues = pathValuesFor(document, operation, parameterValues);
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path') continue;
    const value = invalidParameterValue(document, parameter.schema);
    if (value === undefined) continue;
    const request = copy();
    request.path = fillPath(operation.path, { ...pathValues, [parameter.name]: value });
    invalid.push({
      kind: 'invalid-path-parameter',
      label: `with path parameter "${parameter.name}" = "${value}"`,
      request,
    });
  }
  return invalid;
}

/**
 * A JSON body without one of its required fields (one per field), and one of the wrong type.
 * @param {any} document @param {Operation} operation @param {PlannedRequest} valid
 * @param {RequestCopier} copy
 * @returns {InvalidRequest[]}
 */
function invalidBodies(document, operation, valid, copy) {
  /** @type {InvalidRequest[]} */
  const invalid = [];
  const requestBody = deref(document, operation.operation.requestBody);
  const jsonMediaType = Object.keys(requestBody?.content ?? {}).find((mediaType) => mediaType.includes('json'));
  const bodySchema = jsonMediaType ? deref(document, requestBody.content[jsonMediaType].schema) : undefined;
  const bodyType = Array.isArray(bodySchema?.type) ? undefined : bodySchema?.type;
  const exampleBody = parsedObject(valid.body);
  for (const field of Array.isArray(bodySchema?.required) ? bodySchema.required : []) {
    if (!exampleBody || !(field in exampleBody)) continue;
    const request = copy();
    const { [field]: _left, ...rest } = exampleBody;
    request.body = JSON.stringify(rest);
    invalid.push({
      kind: 'missing-body-field',
      label: `without its required body field "${field}"`,
      request,
    });
  }
  if (jsonMediaType && (bodyType === 'object' || bodyType === 'array')) {
    const request = copy();
    request.headers['content-type'] = jsonMediaType;
    request.body = bodyType === 'object' ? '[]' : '{}';
    invalid.push({
      kind: 'wrong-body-type',
      label: `with ${bodyType === 'object' ? 'an array' : 'an object'} as body where the document requires ${
        bodyType === 'object' ? 'an object' : 'an array'
      }`,
      request,
    });
  }
  return invalid;
}
