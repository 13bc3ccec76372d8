// @ts-check
// What the steps of a stateful sequence read in the server's answers: whether an answer holds an id,
// whether a list may be one page of several, the fields of an object, and an update a read can tell apart.
import { randomUUID } from 'node:crypto';
import { deref } from '../openapi-index/json-pointer.mjs';
import { describeStatus } from './checks.mjs';

/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./settings.mjs').Run} Run */
/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */

export const isSuccess = (/** @type {Exchange} */ exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;
export const answered = (/** @type {Exchange} */ exchange) =>
  exchange.response ? describeStatus(exchange.response.status) : `nothing (${exchange.error})`;

/** @param {string | undefined} text */
export function parsed(text) {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
export const jsonOf = (/** @type {Exchange} */ exchange) => parsed(exchange.response?.body);

/** Whether an id appears as a value anywhere in a JSON answer (walked without recursion: an answer may nest deeply). */
export function holds(/** @type {unknown} */ body, /** @type {string} */ id) {
  const pending = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' || typeof value === 'number') {
      if (String(value) === id) return true;
    } else if (value && typeof value === 'object') {
      pending.push(...Object.values(value));
    }
  }
  return false;
}

/** The query parameters that set a list's page size. */
export const PAGE_SIZE_NAMES = ['limit', 'size', 'pageSize', 'page_size', 'per_page', 'perPage'];

/**
 * Whether a list answer may be one page of several: it holds as many items as the request's page size
 * (`limit`, `size`, `pageSize`, `per_page`) asked for. A new object missing from it proves nothing.
 * @param {Exchange} exchange
 */
export function isFullPage(exchange) {
  const body = jsonOf(exchange);
  const items = Array.isArray(body) ? body : (Object.values(body ?? {}).find(Array.isArray) ?? []);
  const sizes = PAGE_SIZE_NAMES.map((name) => Number(exchange.request.query.get(name))).filter((size) => size > 0);
  return sizes.some((size) => items.length >= size);
}

/** Two values of a field that a server may store as it likes: letters' case and outer spaces aside. */
export const sameValue = (/** @type {unknown} */ left, /** @type {unknown} */ right) =>
  String(left).trim().toLowerCase() === String(right).trim().toLowerCase();

/** The top-level scalar fields of a JSON object, else an empty object. */
export function scalarFields(/** @type {unknown} */ value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => ['string', 'number', 'boolean'].includes(typeof field)),
  );
}

/**
 * The update's example body with one free-form string field changed to a value of this run, so that
 * a read can tell whether the update was applied; undefined when no field can be changed validly.
 * @param {Run} run @param {Operation} update @param {PlannedRequest} request
 */
export function markedUpdate(run, update, request) {
  const body = parsed(request.body);
  const requestBody = deref(run.document, update.operation.requestBody);
  const mediaType = Object.keys(requestBody?.content ?? {}).find((type) => type.includes('json'));
  const schema = mediaType ? deref(run.document, requestBody.content[mediaType].schema) : undefined;
  if (!schema || !body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  for (const [field, value] of Object.entries(body)) {
    const fieldSchema = deref(run.document, schema.properties?.[field] ?? {});
    if (typeof value !== 'string' || fieldSchema.format || fieldSchema.enum || fieldSchema.pattern) continue;
    const marker = `conformance ${randomUUID().slice(0, 8)}`;
    const changed = { ...body, [field]: marker.slice(0, fieldSchema.maxLength ?? marker.length) };
    if (changed[field] === value || !run.schemaValidator.isValid(schema, changed)) continue;
    return { request: { ...request, body: JSON.stringify(changed) }, field, value: changed[field] };
  }
  return undefined;
}

/** The field of the object an answer holds (the object itself, or the item of a list with that id). */
export function fieldOfObject(
  /** @type {any} */ body,
  /** @type {string} */ id,
  /** @type {string} */ field,
  /** @type {string | undefined} */ idField,
) {
  const items = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? [body, ...(Object.values(body).find(Array.isArray) ?? [])]
      : [];
  const object =
    items.find(
      (item) => item && typeof item === 'object' && (!idField || String(item[idField]) === id) && holds(item, id),
    ) ?? (Array.isArray(body) ? undefined : body);
  const value = object && typeof object === 'object' ? object[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}
