// @ts-check
// JSON pointers (RFC 6901) into the OpenAPI document, and the local `$ref`s that use them. A segment
// writes `~` as `~0` and `/` as `~1`: `/paths/~1api~1v1~1teams/get`. A `$ref` is a URI fragment
// (`#/components/schemas/Team`), so its segments may also be percent-encoded.
// No imports: the SDK's `depsight/validate` and the browser's MSW handlers carry this file too.

/** One key as a pointer segment: `/api/v1/teams` → `~1api~1v1~1teams`. */
export const escapePointerSegment = (/** @type {string} */ key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** A pointer segment read back as its key: `~1teams` → `/teams`. */
export const unescapePointerSegment = (/** @type {string} */ segment) =>
  segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The pointer of a list of keys: `['paths', '/teams', 'get']` → `/paths/~1teams/get`; none is the whole document. */
const pointerOf = (/** @type {readonly (string | number)[]} */ keys) =>
  keys.map((key) => `/${escapePointerSegment(String(key))}`).join('');

/**
 * The keys of a pointer: `/items/0/a~1b` → `['items', '0', 'a/b']`. Written as a URI fragment (with its
 * `#`, as a `$ref` is), each segment is percent-decoded first. Anything before the first `/` is ignored.
 * @param {string} pointer
 */
export function pointerKeys(pointer) {
  const fragment = pointer.startsWith('#');
  const text = fragment ? pointer.slice(1) : pointer;
  const percentEncoded = fragment && text.includes('%');
  return text
    .split('/')
    .slice(1)
    .map((segment) => {
      const key = percentEncoded ? decodeURIComponent(segment) : segment;
      return key.includes('~') ? unescapePointerSegment(key) : key;
    });
}

/** A pointer as the fragment of a URI (`#` left out): each segment percent-encoded, for Ajv's `$ref`s. */
export const uriFragmentOf = (/** @type {string} */ pointer) => pointer.split('/').map(encodeURIComponent).join('/');

/** The value a pointer leads to in the document; undefined when there is none. */
export const valueAt = (/** @type {any} */ document, /** @type {string} */ pointer) =>
  pointerKeys(pointer).reduce((/** @type {any} */ parent, key) => parent?.[key], document);

/**
 * Follows local `$ref`s from a node: the node they lead to, and the pointer of where it lives (undefined
 * when the node is no reference). Any other value comes back as it is.
 * @param {any} document @param {any} node
 * @returns {{ node: any, pointer: string | undefined }}
 * @throws {Error} on a reference outside the document or a circle of references
 */
export function followReference(document, node) {
  let current = node;
  let pointer;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const reference = current.$ref;
    if (seen.has(reference)) throw new Error(`Circular $ref ${reference}`);
    seen.add(reference);
    if (!reference.startsWith('#/')) throw new Error(`Only local references can be resolved: ${reference}`);
    const keys = pointerKeys(reference);
    // Without percent-escapes, the fragment is already the pointer.
    pointer = reference.includes('%') ? pointerOf(keys) : reference.slice(1);
    current = keys.reduce((/** @type {any} */ parent, key) => parent?.[key], document);
  }
  return { node: current, pointer };
}

/** Follows local `$ref`s from a node to the node they lead to; other values are returned unchanged. */
export const deref = (/** @type {any} */ document, /** @type {any} */ node) => followReference(document, node).node;
