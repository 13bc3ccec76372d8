// @ts-check
// Validates response bodies against the document's own schemas with the OpenAPI index's Ajv (the
// whole document registered once, one format policy shared with the mock and `depsight/validate`).
import { createDocumentAjv, schemaReference, withDocumentReferences } from '../openapi-index/document-ajv.mjs';
import { escapePointerSegment } from '../openapi-index/json-pointer.mjs';

/**
 * @typedef {object} SchemaViolation
 * @property {string} path JSON pointer into the body: `/projects/0/securityScore`, or `/projects/*\/securityScore` when repeated
 * @property {string} message what is wrong there: `must be integer`, `is required`
 * @property {number} count how many places in the body break the schema in this way
 * @property {boolean} [sampled] the body had an array of over ${ALL_VIOLATIONS_ITEM_LIMIT} items: only the first
 *   ones were searched for every violation, so `count` is a lower bound
 * @property {string} [schemaPath] the rule of the document that is broken: `#/components/schemas/Project/properties/securityScore/type`
 */

/**
 * Past this many items, an array is not searched for every violation: Ajv's search for all errors
 * grows faster than the body (each item's errors are copied into the list), so a large body is first
 * checked by a validator that stops at the first violation, which is linear in its size.
 */
export const ALL_VIOLATIONS_ITEM_LIMIT = 1000;

/** @param {boolean} allErrors @param {any} document */
function createAjv(allErrors, document) {
  // verbose: each error carries the schema object it broke, which `pointersOf` maps back to its place.
  return createDocumentAjv(document, { allErrors, verbose: true });
}

/** The body with every array cut to its first `limit` items, and whether anything was cut. */
function sampleOf(/** @type {unknown} */ value, /** @type {number} */ limit) {
  let cut = false;
  /** @type {(node: unknown) => unknown} */
  const visit = (node) => {
    if (Array.isArray(node)) {
      if (node.length > limit) cut = true;
      return /** @type {unknown[]} */ (node.slice(0, limit).map(visit));
    }
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    }
    return node;
  };
  return { sample: visit(value), cut };
}

/** Whether a body holds an array longer than `limit`, found without copying it. */
function hasLongArray(/** @type {unknown} */ value, /** @type {number} */ limit) {
  /** @type {unknown[]} */
  const pending = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      if (node.length > limit) return true;
      pending.push(...node);
    } else if (node && typeof node === 'object') pending.push(...Object.values(node));
  }
  return false;
}

/**
 * The JSON pointer of every object of the document (the first place it is met), so that a schema
 * object an error names can be shown as `#/components/schemas/Project/properties/securityScore`.
 * @param {unknown} document
 */
function pointersOf(document) {
  /** @type {WeakMap<object, string>} */
  const pointers = new WeakMap();
  /** @type {[unknown, string][]} */
  const pending = [[document, '#']];
  while (pending.length > 0) {
    const [node, pointer] = /** @type {[unknown, string]} */ (pending.pop());
    if (!node || typeof node !== 'object' || pointers.has(node)) continue;
    pointers.set(node, pointer);
    for (const [key, value] of Object.entries(node)) pending.push([value, `${pointer}/${escapePointerSegment(key)}`]);
  }
  return pointers;
}

/** @param {any} document the bundled document */
export function createSchemaValidator(document) {
  const ajv = createAjv(true, document);
  const pointers = pointersOf(document);
  /** @type {import('ajv').default | undefined} created the first time a large body comes */
  let firstErrorAjv;
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiled = new Map();
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiledFirstError = new Map();

  /**
   * @param {string} responsePointer canonical pointer of the response object (see findDeclaredResponse)
   * @param {string} mediaType the declared media type key
   * @param {unknown} body the parsed JSON body
   * @returns {SchemaViolation[]} empty when the body is valid
   */
  function validate(responsePointer, mediaType, body) {
    const schemaPointer = `${responsePointer}/content/${escapePointerSegment(mediaType)}/schema`;
    const compileWith = (
      /** @type {import('ajv').default} */ instance,
      /** @type {Map<string, import('ajv').ValidateFunction>} */ cache,
    ) => {
      let validateFunction = cache.get(schemaPointer);
      if (!validateFunction) {
        validateFunction = instance.compile({ $ref: schemaReference(schemaPointer.slice(1)) });
        cache.set(schemaPointer, validateFunction);
      }
      return validateFunction;
    };
    if (!hasLongArray(body, ALL_VIOLATIONS_ITEM_LIMIT)) {
      const validateFunction = compileWith(ajv, compiled);
      if (validateFunction(body)) return [];
      return summarizeViolations(validateFunction.errors ?? [], schemaPointer, pointers);
    }
    // A large body: is it valid at all (linear)? If not, every violation of a sample of it, plus the first one found.
    firstErrorAjv ??= createAjv(false, document);
    const firstError = compileWith(firstErrorAjv, compiledFirstError);
    if (firstError(body)) return [];
    const firstViolations = summarizeViolations(firstError.errors ?? [], schemaPointer, pointers);
    const { sample } = sampleOf(body, ALL_VIOLATIONS_ITEM_LIMIT);
    const all = compileWith(ajv, compiled);
    const sampled = all(sample) ? [] : summarizeViolations(all.errors ?? [], schemaPointer, pointers);
    const known = new Set(
      sampled.map((violation) => `${violation.path.replace(/\/\d+(?=\/|$)/g, '/*')} ${violation.message}`),
    );
    const extra = firstViolations.filter(
      (violation) => !known.has(`${violation.path.replace(/\/\d+(?=\/|$)/g, '/*')} ${violation.message}`),
    );
    return [...sampled, ...extra].map((violation) => ({
      ...violation,
      sampled: true,
    }));
  }

  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const compiledValueSchemas = new Map();
  /**
   * Whether a value (a parameter, a request body) is valid against a schema of the document.
   * @param {unknown} schema a schema as found in the document; its `#/...` references are the document's
   * @param {unknown} value
   */
  function isValid(schema, value) {
    const text = JSON.stringify(schema ?? {});
    let validateFunction = compiledValueSchemas.get(text);
    if (!validateFunction) {
      validateFunction = ajv.compile(withDocumentReferences(schema));
      compiledValueSchemas.set(text, validateFunction);
    }
    return validateFunction(value);
  }

  return { validate, isValid };
}

/**
 * Groups Ajv errors that break the same rule at the same place of every array item: three items
 * with a string `securityScore` become one `/projects/*\/securityScore must be integer` counted 3 times.
 * @param {import('ajv').ErrorObject[]} errors
 * @param {string} [schemaPointer] where the validated schema lives, to make Ajv's schema paths absolute
 * @param {WeakMap<object, string>} [pointers] where each schema object of the document lives
 * @returns {SchemaViolation[]}
 */
export function summarizeViolations(errors, schemaPointer, pointers) {
  /** @type {Map<string, { paths: string[], message: string, schemaPath: string }>} */
  const groups = new Map();
  for (const error of errors) {
    const missingProperty = error.keyword === 'required' ? error.params.missingProperty : undefined;
    const path =
      missingProperty === undefined
        ? error.instancePath
        : `${error.instancePath}/${escapePointerSegment(String(missingProperty))}`;
    const message = missingProperty === undefined ? (error.message ?? error.keyword) : 'is required';
    const key = `${path.replace(/\/\d+(?=\/|$)/g, '/*')}\u0000${error.schemaPath}\u0000${message}`;
    // Ajv's own schemaPath is relative to whichever referenced schema it inlined; the schema object
    // the error names says where in the document the broken rule really is.
    const parentPointer = error.parentSchema && pointers?.get(error.parentSchema);
    const schemaPath = parentPointer
      ? `${parentPointer}/${escapePointerSegment(error.keyword)}`
      : schemaPointer
        ? `${schemaPointer}${error.schemaPath.slice(1)}`
        : error.schemaPath;
    const group = groups.get(key) ?? { paths: [], message, schemaPath };
    group.paths.push(path);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ paths, message, schemaPath }) => ({
    path: (paths.length === 1 ? paths[0] : paths[0]?.replace(/\/\d+(?=\/|$)/g, '/*')) || '/',
    message,
    count: paths.length,
    schemaPath,
  }));
}

/** One line for a list of violations: `/projects/*\/securityScore must be integer (3 times); ...`. */
export function describeViolations(/** @type {SchemaViolation[]} */ violations) {
  return violations
    .map(({ path, message, count }) => `${path} ${message}${count > 1 ? ` (${count} times)` : ''}`)
    .join('; ');
}
