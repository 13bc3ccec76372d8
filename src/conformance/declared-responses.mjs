// @ts-check
// What the document declares for one status of one operation: the matching response key (exact,
// then a `4XX`-style range, then `default`), its media types, and where its schema lives.
import { deref, escapePointerSegment, unescapePointerSegment } from '../openapi-index/json-pointer.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */

/**
 * @typedef {object} DeclaredResponse
 * @property {string} key the response key that covers the status: `200`, `4XX` or `default`
 * @property {string} pointer JSON pointer (`#/...`) of the response object, after following `$ref`s
 * @property {Record<string, any>} content the declared media types (empty when no body is declared)
 */

/**
 * Walks a `#/...` pointer, following `$ref`s on the way, and returns the pointer of where it really
 * ends; the schema validator compiles against that location so nested `$ref`s resolve from the root.
 * @param {any} document @param {string} pointer
 */
export function canonicalPointer(document, pointer) {
  const segments = pointer.slice(2).split('/');
  /** @type {string[]} */
  let reached = [];
  let node = document;
  const followReferences = () => {
    const seen = new Set();
    while (node && typeof node === 'object' && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      if (seen.has(node.$ref)) throw new Error(`Circular $ref ${node.$ref}`);
      seen.add(node.$ref);
      reached = node.$ref.slice(2).split('/');
      node = deref(document, { $ref: node.$ref });
    }
  };
  for (const segment of segments) {
    followReferences();
    const key = unescapePointerSegment(segment);
    node = node?.[key];
    reached = [...reached, segment];
  }
  followReferences();
  return `#/${reached.join('/')}`;
}

/** The declared response keys of an operation, as written in the document. */
export function declaredStatusKeys(/** @type {Operation} */ operation) {
  return Object.keys(operation.operation.responses ?? {});
}

/**
 * @param {any} document @param {Operation} operation @param {number} status
 * @returns {DeclaredResponse | undefined} undefined when neither the status, its range nor `default` is declared
 */
export function findDeclaredResponse(document, operation, status) {
  const responses = operation.operation.responses ?? {};
  const range = `${String(status)[0]}XX`;
  const key =
    String(status) in responses
      ? String(status)
      : (Object.keys(responses).find((candidate) => candidate.toUpperCase() === range) ??
        ('default' in responses ? 'default' : undefined));
  if (key === undefined) return undefined;
  const pointer = canonicalPointer(
    document,
    `#/paths/${escapePointerSegment(operation.path)}/${operation.method}/responses/${escapePointerSegment(key)}`,
  );
  const response = deref(document, responses[key]);
  return { key, pointer, content: response?.content ?? {} };
}

/** The media type of a Content-Type header, lower-cased and without parameters (`; charset=utf-8`). */
export function mediaTypeOf(/** @type {string | null | undefined} */ contentType) {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The declared media type that covers a received one: exact first, then `type/*`, then `*\/*`.
 * @param {Record<string, any>} content @param {string} mediaType
 */
export function matchDeclaredMediaType(content, mediaType) {
  const declared = Object.keys(content);
  const byLowerCase = (/** @type {string} */ wanted) => declared.find((key) => mediaTypeOf(key) === wanted);
  return byLowerCase(mediaType) ?? byLowerCase(`${mediaType.split('/')[0]}/*`) ?? byLowerCase('*/*');
}

/** `application/json` and structured-syntax variants such as `application/problem+json`. */
export function isJsonMediaType(/** @type {string} */ mediaType) {
  return /^application\/(?:[\w.-]+\+)?json$/.test(mediaTypeOf(mediaType));
}
