// @ts-check
// What keeps the stateful mock's answers inside the document: the validators of an operation's
// answer and of a collection's items, merging only the fields that keep a value valid, a list's
// capacity, and new ids shaped like the example's. Every field the memory writes goes through here
// first, so an answer still conforms to the document whatever the request held.

/** @typedef {import('../../src/openapi-index/document-index.mjs').DocumentIndex} DocumentIndex */
/** @typedef {import('./resources.mjs').CollectionResource} CollectionResource */

/** An operation the resource table names (it was checked against the document). @param {DocumentIndex} index @param {string} operationId */
export const operationOf = (index, operationId) =>
  /** @type {import('../../src/openapi-index/openapi-operations.mjs').Operation} */ (index.operation(operationId));

/**
 * The first example of an operation's success answer: the scenario's when it has one.
 * @param {DocumentIndex} index @param {string} operationId @param {string} scenario
 */
export function successExample(index, operationId, scenario) {
  const operation = operationOf(index, operationId);
  return index.exampleOf(operation, index.successStatus(operation), scenario);
}

/** The validator of an operation's body for a status, if it has one. @param {DocumentIndex} index @param {string} operationId @param {number} status */
export function bodyValidator(index, operationId, status) {
  const pointer = index.responseOf(operationOf(index, operationId), status)?.schemaPointer;
  return pointer ? index.validatorAt(pointer) : undefined;
}

/** The pointer of the schema of a collection's list answer, if it has a list. @param {DocumentIndex} index @param {CollectionResource} resource */
function listSchemaPointer(index, resource) {
  const [list] = resource.list ?? [];
  return (
    list && index.responseOf(operationOf(index, list), index.successStatus(operationOf(index, list)))?.schemaPointer
  );
}

/** The schema a pointer of the document leads to. @param {DocumentIndex} index @param {string} pointer */
const schemaAt = (index, pointer) => index.resolve({ $ref: `#${pointer}` });

/**
 * The item schema's validator: the read's, create's or update's answer, or the list's items.
 * @param {DocumentIndex} index @param {CollectionResource} resource
 */
export function itemValidator(index, resource) {
  for (const operationId of [...(resource.read ?? []), ...(resource.create ?? []), ...(resource.update ?? [])]) {
    if (resource.readAnswer === 'template' && resource.read?.includes(operationId)) continue;
    const validate = bodyValidator(index, operationId, index.successStatus(operationOf(index, operationId)));
    if (validate) return validate;
  }
  const pointer = listSchemaPointer(index, resource);
  return pointer ? index.validatorAt(`${pointer}/items`) : undefined;
}

/** The top-level fields an item of a collection may have. @param {DocumentIndex} index @param {CollectionResource} resource */
export function itemFields(index, resource) {
  const pointer = listSchemaPointer(index, resource);
  const items = pointer ? index.resolve(schemaAt(index, pointer)?.items) : undefined;
  return new Set(Object.keys(items?.properties ?? {}));
}

/** The list's maxItems: past it, the oldest item goes, so that a list always conforms. @param {DocumentIndex} index @param {CollectionResource} resource */
export function capacityOf(index, resource) {
  const pointer = listSchemaPointer(index, resource);
  const schema = pointer && schemaAt(index, pointer);
  return typeof schema?.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
}

/**
 * `base` with each field of `fields` that keeps it valid; a field the schema refuses keeps its old value.
 * @param {any} base @param {any} fields @param {import('ajv').ValidateFunction | undefined} validate
 */
export function mergeValid(base, fields, validate) {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return base;
  if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
  let result = { ...base };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const candidate = { ...result, [key]: value };
    if (!validate || validate(candidate)) result = candidate;
  }
  return result;
}

/**
 * The example answer of a create without the optional fields the client could have sent and did
 * not: a team created without a description has none, not the example's.
 * @param {DocumentIndex} index @param {string} operationId @param {any} base @param {any} fields
 * @param {import('ajv').ValidateFunction | undefined} validate
 */
export function withoutUnsentFields(index, operationId, base, fields, validate) {
  if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
  const schema = index.resolve(operationOf(index, operationId).operation.requestBody)?.content?.['application/json']
    ?.schema;
  const sendable = Object.keys(index.resolve(schema)?.properties ?? {});
  const given = fields && typeof fields === 'object' ? fields : {};
  const result = { ...base };
  for (const key of sendable) {
    if (key in given || !(key in result)) continue;
    const { [key]: _left, ...rest } = result;
    if (!validate || validate(rest)) delete result[key];
  }
  return result;
}

/**
 * A maker of new ids, each shaped like the example's: a uuid, a number, a numeric string or a
 * suffixed one. Each memory has its own, so that its first new id is always the same.
 * @returns {(example: unknown) => string | number}
 */
export function idMaker() {
  let nextNumber = 1;
  return (example) => {
    const number = nextNumber++;
    if (typeof example === 'number') return 1_000_000 + number;
    if (
      typeof example === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(example)
    ) {
      return `5eed0000-0000-4000-8000-${number.toString(16).padStart(12, '0')}`;
    }
    if (typeof example === 'string' && /^\d+$/.test(example)) return String(900_000 + number);
    return `${typeof example === 'string' ? example : 'item'}-${number}`;
  };
}
