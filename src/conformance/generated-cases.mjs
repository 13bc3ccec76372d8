// @ts-check
// Generated requests (--cases): for each operation, N valid requests built from its parameter and
// body schemas. The first ones are the edges where servers break (each boundary of a length or a
// range, every enum value, unusual but valid formats, unicode and long strings, an optional field
// present and absent), one field changed at a time from the example request; the rest are random
// requests from json-schema-faker, seeded so that a run can be repeated exactly.
import { generateSync } from 'json-schema-faker';
import { exampleOfParameter } from '../openapi-index/examples.mjs';
import { deref } from '../openapi-index/json-pointer.mjs';
import { fillPath } from '../openapi-index/openapi-operations.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./requests.mjs').ParameterValues} ParameterValues */

export const DEFAULT_CASES = 25;
export const DEFAULT_SEED = 1;
/** The length of the long string sent where a schema sets no maximum length. */
export const LONG_STRING_LENGTH = 1000;
const UNICODE_STRING = 'Zürich – 東京 🚀 ça va? ñ';

/**
 * The values of one request, before they are written into a URL and a body.
 * @typedef {object} RequestCase
 * @property {Record<string, unknown>} path
 * @property {Record<string, unknown>} query a parameter that is absent is not sent
 * @property {unknown} body undefined: no body
 * @property {string} label how it was made: `example request`, `edges` or `random`
 */

/**
 * @typedef {object} CaseField one value of a request that the generator may change
 * @property {'path' | 'query' | 'body'} location `body` is a top-level property of a JSON object body
 * @property {string} name
 * @property {any} schema
 * @property {boolean} required
 */

/** @typedef {(schema: unknown, value: unknown) => boolean} ValueValidator */

/** A string of `length` characters that tries to look like the schema's example. */
const stringOfLength = (/** @type {number} */ length) => 'x'.repeat(length);

/**
 * Edge values of one schema, each with why it was chosen. Not all are valid (a long string may break
 * a pattern): the caller keeps those the schema accepts.
 * @param {any} schema dereferenced
 * @returns {{ value: unknown, why: string }[]}
 */
export function edgeValues(schema) {
  /** @type {{ value: unknown, why: string }[]} */
  const values = [];
  if (!schema || typeof schema !== 'object') return values;
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((/** @type {unknown} */ value) => ({ value, why: 'enum value' }));
  }
  if (schema.const !== undefined) return [{ value: schema.const, why: 'const' }];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    const step = types.includes('integer') ? 1 : 0.5;
    if (typeof schema.minimum === 'number') values.push({ value: schema.minimum, why: 'minimum' });
    if (typeof schema.maximum === 'number') values.push({ value: schema.maximum, why: 'maximum' });
    if (typeof schema.exclusiveMinimum === 'number') {
      values.push({ value: schema.exclusiveMinimum + step, why: 'just above exclusiveMinimum' });
    }
    if (typeof schema.exclusiveMaximum === 'number') {
      values.push({ value: schema.exclusiveMaximum - step, why: 'just below exclusiveMaximum' });
    }
    values.push({ value: 0, why: 'zero' }, { value: -1, why: 'negative' }, { value: 2 ** 31 - 1, why: 'large' });
  }
  if (types.includes('boolean')) values.push({ value: true, why: 'true' }, { value: false, why: 'false' });
  if (types.includes('string')) {
    switch (schema.format) {
      case 'uuid':
        values.push(
          { value: '00000000-0000-0000-0000-000000000000', why: 'nil uuid' },
          { value: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF', why: 'upper-case uuid' },
        );
        break;
      case 'date':
        values.push(
          { value: '1969-12-31', why: 'date before 1970' },
          { value: '2000-02-29', why: 'leap day' },
          { value: '9999-12-31', why: 'last date' },
        );
        break;
      case 'date-time':
        values.push(
          { value: '1969-12-31T23:59:59Z', why: 'date-time before 1970' },
          { value: '2000-02-29T23:59:59.999+14:00', why: 'date-time with fraction and offset' },
        );
        break;
      case 'email':
        values.push(
          { value: "o'neil+tag@example.co.uk", why: 'email with quote and plus' },
          { value: `${'a'.repeat(64)}@example.com`, why: 'long email' },
        );
        break;
      case 'uri':
        values.push(
          { value: 'https://example.com:8443/a%20b/?q=1&r=%C3%A9#frag', why: 'uri with port, query and fragment' },
          { value: 'urn:isbn:0451450523', why: 'non-http uri' },
        );
        break;
      default: {
        const minLength = schema.minLength ?? 0;
        values.push({ value: stringOfLength(minLength), why: 'minLength' });
        if (typeof schema.maxLength === 'number') {
          values.push({ value: stringOfLength(schema.maxLength), why: 'maxLength' });
        } else {
          values.push({ value: stringOfLength(LONG_STRING_LENGTH), why: 'long string' });
        }
        values.push({ value: UNICODE_STRING, why: 'unicode' });
      }
    }
  }
  return values;
}

/**
 * Values just outside a schema's bounds, for the invalid requests: below the minimum, above the
 * maximum, at an exclusive bound, one character under the minimum or over the maximum length.
 * @param {any} schema dereferenced
 * @returns {{ value: string, why: string }[]}
 */
export function outOfBoundsValues(schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema.enum)) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  /** @type {{ value: string, why: string }[]} */
  const values = [];
  if (types.length === 1 && (types[0] === 'integer' || types[0] === 'number')) {
    if (typeof schema.minimum === 'number') values.push({ value: String(schema.minimum - 1), why: 'below minimum' });
    if (typeof schema.maximum === 'number') values.push({ value: String(schema.maximum + 1), why: 'above maximum' });
    if (typeof schema.exclusiveMinimum === 'number') {
      values.push({ value: String(schema.exclusiveMinimum), why: 'at exclusiveMinimum' });
    }
    if (typeof schema.exclusiveMaximum === 'number') {
      values.push({ value: String(schema.exclusiveMaximum), why: 'at exclusiveMaximum' });
    }
  }
  if (types.length === 1 && types[0] === 'string' && !schema.format) {
    if (typeof schema.minLength === 'number' && schema.minLength > 0) {
      values.push({ value: stringOfLength(schema.minLength - 1), why: 'under minLength' });
    }
    if (typeof schema.maxLength === 'number') {
      values.push({ value: stringOfLength(schema.maxLength + 1), why: 'over maxLength' });
    }
  }
  return values;
}

/** The JSON media type and schema of an operation's request body, when it has one. */
function jsonBodyOf(/** @type {any} */ document, /** @type {Operation} */ operation) {
  const requestBody = deref(document, operation.operation.requestBody);
  const mediaType = Object.keys(requestBody?.content ?? {}).find((type) => /json/i.test(type));
  if (!mediaType) return undefined;
  return { mediaType, schema: deref(document, requestBody.content[mediaType].schema ?? {}) };
}

/** Path and query parameters and top-level body properties; those given with --param are kept. */
export function fieldsOf(
  /** @type {any} */ document,
  /** @type {Operation} */ operation,
  /** @type {ParameterValues} */ parameterValues = {},
) {
  /** @type {CaseField[]} */
  const fields = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const chosen = parameterValues[`${operation.operationId}:${parameter.name}`] ?? parameterValues[parameter.name];
    if (chosen !== undefined) continue;
    fields.push({
      location: parameter.in,
      name: parameter.name,
      schema: deref(document, parameter.schema ?? {}),
      required: Boolean(parameter.required) || parameter.in === 'path',
    });
  }
  const body = jsonBodyOf(document, operation);
  if (body?.schema?.type === 'object' || body?.schema?.properties) {
    const required = new Set(body.schema.required ?? []);
    for (const [name, schema] of Object.entries(body.schema.properties ?? {})) {
      fields.push({ location: 'body', name, schema: deref(document, schema), required: required.has(name) });
    }
  }
  return fields;
}

/** The values of the example request, as a case. */
export function exampleCase(
  /** @type {any} */ document,
  /** @type {Operation} */ operation,
  /** @type {PlannedRequest} */ valid,
  /** @type {ParameterValues} */ parameterValues = {},
) {
  /** @type {Record<string, unknown>} */
  const path = {};
  /** @type {Record<string, unknown>} */
  const query = {};
  for (const parameter of operation.parameters) {
    const chosen = parameterValues[`${operation.operationId}:${parameter.name}`] ?? parameterValues[parameter.name];
    if (parameter.in === 'path') path[parameter.name] = chosen ?? exampleOfParameter(document, parameter);
    if (parameter.in === 'query' && valid.query.has(parameter.name)) {
      query[parameter.name] = chosen ?? exampleOfParameter(document, parameter) ?? valid.query.get(parameter.name);
    }
  }
  let body;
  if (valid.body !== undefined && jsonBodyOf(document, operation)) {
    try {
      body = JSON.parse(valid.body);
    } catch {
      body = undefined;
    }
  }
  return { path, query, body, label: 'example request' };
}

/** A copy of a case with one field set to a value (`undefined` leaves it out). */
export function withField(
  /** @type {RequestCase} */ requestCase,
  /** @type {CaseField} */ field,
  /** @type {unknown} */ value,
  label = requestCase.label,
) {
  const next = {
    path: { ...requestCase.path },
    query: { ...requestCase.query },
    body:
      requestCase.body && typeof requestCase.body === 'object' && !Array.isArray(requestCase.body)
        ? { ...requestCase.body }
        : requestCase.body,
    label,
  };
  const target =
    field.location === 'body' ? /** @type {Record<string, unknown> | undefined} */ (next.body) : next[field.location];
  if (!target || typeof target !== 'object') return next;
  if (value === undefined) delete target[field.name];
  else target[field.name] = value;
  return next;
}

/** The current value of a field in a case. */
export function fieldValue(/** @type {RequestCase} */ requestCase, /** @type {CaseField} */ field) {
  const source =
    field.location === 'body'
      ? /** @type {Record<string, unknown> | undefined} */ (
          requestCase.body && typeof requestCase.body === 'object' ? requestCase.body : undefined
        )
      : requestCase[field.location];
  return source?.[field.name];
}

const describeValue = (/** @type {unknown} */ value) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…" (${String(value).length} characters)` : text;
};

/** A small, stable number for an operation, so that `--only` does not change another operation's cases. */
function hashOf(/** @type {string} */ text) {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/**
 * @param {object} input
 * @param {any} input.document
 * @param {Operation} input.operation
 * @param {PlannedRequest} input.valid the example request the cases start from
 * @param {ParameterValues} [input.parameterValues] values given with --param, never changed
 * @param {ParameterValues} [input.realIds] real ids from the server's answers (`operationId:name`):
 *   the edge cases and three random cases in four keep them and vary the other fields, so that they
 *   reach a real object; every fourth random case varies them too
 * @param {number} input.cases how many cases to make
 * @param {number} input.seed
 * @param {ValueValidator} input.isValid only values this accepts are sent
 * @returns {RequestCase[]}
 */
export function generateCases({
  document,
  operation,
  valid,
  parameterValues = {},
  realIds = {},
  cases,
  seed,
  isValid,
}) {
  if (cases <= 0) return [];
  const all = fieldsOf(document, operation, parameterValues);
  if (all.length === 0) return [];
  const realOf = (/** @type {CaseField} */ field) =>
    field.location === 'body' ? undefined : realIds[`${operation.operationId}:${field.name}`];
  const isReal = (/** @type {CaseField} */ field) => realOf(field) !== undefined;
  // The example's case, with the real ids it was sent with.
  const base = all
    .filter(isReal)
    .reduce(
      (current, field) => withField(current, field, realOf(field)),
      exampleCase(document, operation, valid, parameterValues),
    );
  // Only real ids to vary: they are varied, as nothing else can be.
  const fields = all.some((field) => !isReal(field)) ? all.filter((field) => !isReal(field)) : all;
  const bodySchema = jsonBodyOf(document, operation)?.schema;
  const keepsBodyValid = (/** @type {RequestCase} */ candidate) =>
    base.body === undefined || !bodySchema || isValid(bodySchema, candidate.body);

  // The edges of each field, in order. Case r sets every field to its r-th edge at once, so that all
  // the edges fit in as many cases as the field with the most of them has (an enum of ten values:
  // ten cases), whatever the number of fields; shrinking tells which field a failure comes from.
  const edgesByField = fields.map((field) => edgesOf(field, base, isValid, keepsBodyValid));
  /** @type {RequestCase[]} */
  const generated = [];
  const seen = new Set([JSON.stringify([base.path, base.query, base.body])]);
  const add = (/** @type {RequestCase} */ candidate) => {
    const key = JSON.stringify([candidate.path, candidate.query, candidate.body]);
    if (seen.has(key) || generated.length >= cases) return;
    seen.add(key);
    generated.push(candidate);
  };
  const rounds = Math.max(0, ...edgesByField.map((edges) => edges.length));
  for (let round = 0; round < rounds && generated.length < cases; round += 1) {
    let candidate = base;
    for (const [index, field] of fields.entries()) {
      const edge = edgesByField[index]?.[round];
      if (edge) candidate = withField(candidate, field, edge.value);
    }
    if (keepsBodyValid(candidate)) add({ ...candidate, label: 'edges' });
  }

  // The rest: random requests, every changeable field drawn from its schema.
  const operationSeed = (seed + hashOf(operation.operationId)) >>> 0;
  for (let attempt = 0; generated.length < cases && attempt < cases * 3; attempt += 1) {
    // Every fourth case varies the real ids too.
    const candidate = randomCase(
      document,
      base,
      attempt % 4 === 3 ? all : fields,
      (operationSeed + attempt * 7919) >>> 0,
      isValid,
    );
    if (keepsBodyValid(candidate)) add(candidate);
  }
  return generated;
}

/**
 * The edges of one field that its schema (and the body's) allows, in order.
 * @param {CaseField} field @param {RequestCase} base @param {ValueValidator} isValid
 * @param {(candidate: RequestCase) => boolean} keepsBodyValid
 */
function edgesOf(field, base, isValid, keepsBodyValid) {
  /** @type {{ value: unknown, why: string }[]} */
  const edges = [];
  const current = fieldValue(base, field);
  if (!field.required && current !== undefined) edges.push({ value: undefined, why: 'absent' });
  for (const edge of edgeValues(field.schema)) {
    if (JSON.stringify(edge.value) === JSON.stringify(current) || !isValid(field.schema, edge.value)) continue;
    if (field.location === 'body' && !keepsBodyValid(withField(base, field, edge.value))) continue;
    edges.push(edge);
  }
  return edges;
}

/**
 * A random case: each of `fields` drawn from its schema by json-schema-faker, an optional one present
 * or absent by the seed; a value its schema rejects falls back to the example's.
 * @param {any} document @param {RequestCase} base @param {CaseField[]} fields
 * @param {number} caseSeed @param {ValueValidator} isValid
 * @returns {RequestCase}
 */
function randomCase(document, base, fields, caseSeed, isValid) {
  const refResolver = (/** @type {string} */ reference) => deref(document, { $ref: reference });
  let candidate = { ...base, label: 'random' };
  for (const [index, field] of fields.entries()) {
    if (field.location === 'body' && base.body === undefined) continue;
    const present = field.required || (caseSeed >> index) % 2 === 0;
    let value;
    if (present) {
      try {
        value = generateSync(field.schema, { seed: caseSeed + index, refResolver, maxDepth: 4 });
      } catch {
        value = fieldValue(base, field);
      }
      if (value === undefined || !isValid(field.schema, value)) value = fieldValue(base, field);
    }
    candidate = withField(candidate, field, value, candidate.label);
  }
  return candidate;
}

/**
 * The request a case stands for: the example request with the case's path, query and body.
 * @param {Operation} operation @param {PlannedRequest} valid @param {RequestCase} requestCase
 * @returns {PlannedRequest}
 */
export function requestOfCase(operation, valid, requestCase) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(requestCase.query)) {
    if (value === undefined) continue;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return {
    ...valid,
    headers: { ...valid.headers },
    path: fillPath(operation.path, requestCase.path),
    query,
    body: requestCase.body === undefined ? valid.body : JSON.stringify(requestCase.body),
  };
}

/**
 * The smallest case that still fails: every changed field put back to its example value where the
 * failure stays, then every array cut to the fewest items that still fail (whole halves first, then
 * smaller runs of items, down to single ones), then every remaining string cut as short as it can be
 * while it still fails (a binary search on its length). At most `budget` requests are sent.
 * @param {object} input
 * @param {RequestCase} input.failing
 * @param {RequestCase} input.base the example request's case
 * @param {CaseField[]} input.fields
 * @param {(candidate: RequestCase) => Promise<boolean>} input.stillFails sends the candidate
 * @param {ValueValidator} input.isValid
 * @param {number} [input.budget]
 * @returns {Promise<{ smallest: RequestCase, shrunk: boolean }>}
 */
export async function shrinkCase({ failing, base, fields, stillFails, isValid, budget = 80 }) {
  let smallest = failing;
  let shrunk = false;
  let spent = 0;
  const attempt = async (/** @type {RequestCase} */ candidate) => {
    if (spent >= budget) return false;
    spent += 1;
    if (!(await stillFails(candidate))) return false;
    smallest = candidate;
    shrunk = true;
    return true;
  };
  for (const field of fields) {
    const original = fieldValue(base, field);
    if (JSON.stringify(fieldValue(smallest, field)) === JSON.stringify(original)) continue;
    await attempt(withField(smallest, field, original));
  }
  for (const field of fields) {
    const initial = fieldValue(smallest, field);
    if (!Array.isArray(initial) || initial.length <= 1) continue;
    /** @type {unknown[]} */
    let items = initial;
    // Remove runs of `run` items; when none can go, try runs half as long.
    for (let run = Math.ceil(items.length / 2); run >= 1 && spent < budget; ) {
      let removed = false;
      for (let start = 0; start < items.length && spent < budget; start += run) {
        const fewer = [...items.slice(0, start), ...items.slice(start + run)];
        if (isValid(field.schema, fewer) && (await attempt(withField(smallest, field, fewer)))) {
          items = fewer;
          removed = true;
          break;
        }
      }
      if (!removed) run = Math.floor(run / 2);
      else run = Math.min(run, Math.ceil(items.length / 2));
    }
  }
  for (const field of fields) {
    const value = fieldValue(smallest, field);
    if (typeof value !== 'string' || value === fieldValue(base, field)) continue;
    let shortest = value.length;
    let low = 0;
    // Invariant: a prefix of `shortest` characters fails; one of `low` characters was not tried or passes.
    while (low < shortest - 1 && spent < budget) {
      const length = Math.floor((low + shortest) / 2);
      const prefix = value.slice(0, length);
      if (isValid(field.schema, prefix) && (await attempt(withField(smallest, field, prefix)))) shortest = length;
      else low = length;
    }
  }
  return { smallest, shrunk };
}

/**
 * What a case changes from the example request, in words: `query "limit" = 0, body field "description" absent`.
 * @param {RequestCase} requestCase @param {RequestCase} base @param {CaseField[]} fields
 */
export function describeChanges(requestCase, base, fields) {
  const changes = fields
    .filter((field) => JSON.stringify(fieldValue(requestCase, field)) !== JSON.stringify(fieldValue(base, field)))
    .map((field) => {
      const name = `${field.location === 'body' ? 'body field' : field.location} "${field.name}"`;
      const value = fieldValue(requestCase, field);
      return value === undefined ? `${name} absent` : `${name} = ${describeValue(value)}`;
    });
  return changes.length > 0 ? changes.join(', ') : 'the example values';
}
