// @ts-check
// The operations of a bundled OpenAPI document as a flat list: each with its parameters, its declared
// responses and the JSON pointers of their schemas (where Ajv finds them in the document).
import { escapePointerSegment, followReference } from './json-pointer.mjs';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * @typedef {{ name: string, in: string, required?: boolean, schema?: any, example?: any, examples?: any }} Parameter
 *
 * @typedef {object} Operation
 * @property {string} method lower case
 * @property {string} path the path template, `/api/v1/teams/{id}`
 * @property {string} operationId
 * @property {string} tag its first tag
 * @property {any} operation the operation object
 * @property {string} pointer JSON pointer of the operation object
 * @property {Parameter[]} parameters the path item's and its own (which win), `$ref`s followed
 * @property {{ parameter: Parameter, schemaPointer: string | undefined }[]} parameterSchemas each parameter
 *   with the pointer of its schema
 * @property {string | undefined} requestBodyPointer the pointer of the JSON request body's schema
 * @property {boolean} secured false when the operation also accepts anonymous calls
 * @property {any[] | undefined} servers the operation's or its path item's own servers
 */

/** @param {any} document @returns {Operation[]} */
export function listOperations(document) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, itemOrRef] of Object.entries(document.paths ?? {})) {
    const followed = followReference(document, itemOrRef);
    const item = followed.node;
    const itemPointer = followed.pointer ?? `/paths/${escapePointerSegment(path)}`;
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const pointer = `${itemPointer}/${method}`;
      const parameterSchemas = parametersOf(document, item, operation, itemPointer, method);
      const security = operation.security ?? document.security ?? [];
      operations.push({
        method,
        path,
        operationId: operation.operationId,
        tag: operation.tags?.[0],
        operation,
        pointer,
        parameters: parameterSchemas.map(({ parameter }) => parameter),
        parameterSchemas,
        requestBodyPointer: requestBodyPointerOf(document, operation, pointer),
        secured:
          security.length > 0 &&
          !security.some((/** @type {object} */ requirement) => Object.keys(requirement).length === 0),
        servers: operation.servers ?? item.servers,
      });
    }
  }
  return operations;
}

/**
 * The path item's parameters and the operation's own (one of the same name and place replaces the
 * path item's), each with the pointer of its schema.
 * @param {any} document @param {any} item @param {any} operation @param {string} itemPointer @param {string} method
 */
function parametersOf(document, item, operation, itemPointer, method) {
  /** @type {[any, string][]} */
  const entries = [
    ...(item.parameters ?? []).map((/** @type {any} */ entry, /** @type {number} */ at) => [
      entry,
      `${itemPointer}/parameters/${at}`,
    ]),
    ...(operation.parameters ?? []).map((/** @type {any} */ entry, /** @type {number} */ at) => [
      entry,
      `${itemPointer}/${method}/parameters/${at}`,
    ]),
  ];
  /** @type {Map<string, { parameter: Parameter, schemaPointer: string | undefined }>} */
  const byKey = new Map();
  for (const [entry, place] of entries) {
    const { node, pointer } = followReference(document, entry);
    const schemaPointer = node?.schema ? schemaPointerOf(document, pointer ?? place, node.schema) : undefined;
    byKey.set(`${node?.in}:${node?.name}`, { parameter: node, schemaPointer });
  }
  return [...byKey.values()];
}

/** The pointer of a schema found at `${holder}/schema`: where it really lives when it is a `$ref`. */
function schemaPointerOf(/** @type {any} */ document, /** @type {string} */ holder, /** @type {any} */ schema) {
  return followReference(document, schema).pointer ?? `${holder}/schema`;
}

/** The first JSON media type of a `content` map: `application/json`, `application/problem+json`. */
function jsonMediaTypeOf(/** @type {Record<string, any> | undefined} */ content) {
  return Object.keys(content ?? {}).find((mediaType) => /^application\/(?:[\w.-]+\+)?json$/i.test(mediaType));
}

/** @param {any} document @param {any} operation @param {string} pointer the operation's */
function requestBodyPointerOf(document, operation, pointer) {
  const { node: body, pointer: bodyPointer } = followReference(document, operation.requestBody);
  const mediaType = jsonMediaTypeOf(body?.content);
  if (mediaType === undefined || !body.content[mediaType].schema) return undefined;
  const mediaPointer = `${bodyPointer ?? `${pointer}/requestBody`}/content/${escapePointerSegment(mediaType)}`;
  return schemaPointerOf(document, mediaPointer, body.content[mediaType].schema);
}

/**
 * @typedef {object} DeclaredResponse
 * @property {any} response the response object, its `$ref` followed
 * @property {string} pointer where the response object lives (a shared one's own place)
 * @property {string | undefined} mediaType its first JSON media type
 * @property {any} media that media type's object
 * @property {string | undefined} schemaPointer where that media type's schema lives
 */

/**
 * The response an operation declares under a status key, as written (`200`, `4XX`, `default`).
 * @param {any} document @param {Operation} operation @param {number | string} status
 * @returns {DeclaredResponse | undefined} undefined when the operation declares no such key
 */
export function responseOf(document, operation, status) {
  const declared = operation.operation.responses?.[String(status)];
  if (!declared) return undefined;
  const followed = followReference(document, declared);
  const response = followed.node;
  const pointer = followed.pointer ?? `${operation.pointer}/responses/${escapePointerSegment(String(status))}`;
  const mediaType = jsonMediaTypeOf(response?.content);
  const media = mediaType === undefined ? undefined : response.content[mediaType];
  const schemaPointer =
    media?.schema && mediaType !== undefined
      ? schemaPointerOf(document, `${pointer}/content/${escapePointerSegment(mediaType)}`, media.schema)
      : undefined;
  return { response, pointer, mediaType, media, schemaPointer };
}

/** The first success status an operation declares (NaN when it declares none). @param {Operation} operation */
export function successStatus(operation) {
  return Number(Object.keys(operation.operation.responses ?? {}).find((status) => /^2\d\d$/.test(status)));
}

/** Replaces `{name}` segments of a path template with URL-encoded values. */
export function fillPath(/** @type {string} */ template, /** @type {Record<string, unknown>} */ values) {
  return template.replace(/\{([^}]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`No value for path parameter {${name}} of ${template}`);
    return encodeURIComponent(String(values[name]));
  });
}
