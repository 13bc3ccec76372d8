// @ts-check
// Stateful sequences (with --include-writes): for each resource family a create starts, the object
// it made is walked through create → read (the fields sent come back) → list (holds it) → update
// (a read shows the change) → delete → read (404) → list (gone). A step that breaks is a
// `stateful_consistency` failure, reproduced by the curl lines of the sequence up to it. The object
// is deleted even when a step broke, and every other object the run created is deleted at its end.
import { randomUUID } from 'node:crypto';
import { deref } from '../openapi-index/json-pointer.mjs';
import { describeStatus } from './checks.mjs';
import { reproductionOf, toCurl } from './curl.mjs';
import { bindingsOf, suppliedAnswer } from './id-supply.mjs';
import { phaseOf } from './plan.mjs';
import { buildValidRequest, pathValuesFor } from './requests.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */
/** @typedef {import('./checks.mjs').Exchange} Exchange */
/** @typedef {import('./checks.mjs').CheckOutcome} CheckOutcome */
/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./settings.mjs').Run} Run */
/** @typedef {import('./links.mjs').Link} Link */

/**
 * The operations of the family a create starts: those its answer feeds the id of the object they
 * name (their last path parameter), and the list that holds the objects.
 * @typedef {{ read?: Operation, update?: Operation, remove?: Operation, list?: Operation, links: Map<string, Link[]> }} Family
 */

/** A step of a pointer into the items of a list: `*` (an inferred link) or an index (`/0/uuid`, a declared one). */
const isItemOfList = (/** @type {string} */ part) => part === '*' || /^\d+$/.test(part);

/**
 * @param {Operation} create @param {Operation[]} operations the run's @param {Link[]} links surest first
 * @returns {Family | undefined} undefined when the create starts no family (nothing reads or lists it)
 */
export function familyOf(create, operations, links) {
  /** @type {Map<string, Link[]>} by item operation: the create's path plus the id of the object */
  const itemLinks = new Map();
  for (const link of links) {
    if (link.supplier !== create.operationId) continue;
    const item = operations.find((operation) => operation.operationId === link.consumer);
    if (!item || item.path !== `${create.path}/{${link.idParameter}}`) continue;
    itemLinks.set(item.operationId, [...(itemLinks.get(item.operationId) ?? []), link]);
  }
  const items = operations.filter((operation) => itemLinks.has(operation.operationId));
  const read = items.find((operation) => operation.method === 'get');
  const update = items.find((operation) => phaseOf(operation) === 2);
  const remove = items.find((operation) => operation.method === 'delete');
  const itemIds = new Set(items.map((operation) => operation.operationId));
  // The list at the create's path, else the list the surest link takes the objects' ids from (the
  // create's own tag first: projects_list rather than another collection of projects).
  const listLink = links
    .filter((link) => {
      const source = link.parameters[link.idParameter];
      const supplier = operations.find((operation) => operation.operationId === link.supplier);
      return (
        supplier?.method === 'get' &&
        !itemIds.has(supplier.operationId) &&
        itemIds.has(link.consumer) &&
        source?.from === 'body' &&
        source.pointer.some(isItemOfList)
      );
    })
    .map((link) => ({
      link,
      supplier: /** @type {Operation} */ (operations.find((operation) => operation.operationId === link.supplier)),
    }))
    .sort(
      (left, right) =>
        left.link.rank - right.link.rank ||
        Number(right.supplier.tag === create.tag) - Number(left.supplier.tag === create.tag),
    )[0];
  const list =
    operations.find((operation) => operation.method === 'get' && operation.path === create.path) ?? listLink?.supplier;
  if (!read && !list) return undefined;
  if (!read && !update && !remove) return undefined;
  return { read, update, remove, list, links: itemLinks };
}

/**
 * The values that name the created object for an item operation: the create's own path values (the
 * account it was made in) and what its links read from the create's answer.
 * @param {Run} run @param {Operation} create @param {Exchange} created @param {Family} family @param {Operation} item
 * @param {{ fromLocation?: boolean }} [which] `fromLocation`: only what the create's `Location` names
 */
function itemValues(run, create, created, family, item, { fromLocation = false } = {}) {
  const answer = suppliedAnswer(created, create, run.target);
  if (!answer) return undefined;
  for (const link of family.links.get(item.operationId) ?? []) {
    if (fromLocation && link.parameters[link.idParameter]?.from !== 'location') continue;
    const [binding] = bindingsOf(link, item, answer);
    if (binding) return { values: { ...answer.pathValues, ...binding }, link };
  }
  return undefined;
}

/** A request of an operation with some path values set. */
function requestWith(
  /** @type {Run} */ run,
  /** @type {Operation} */ operation,
  /** @type {Record<string, unknown>} */ values,
) {
  const own = pathValuesFor(run.document, operation, run.settings.parameters);
  const chosen = Object.fromEntries(
    Object.keys(own).map((name) => [`${operation.operationId}:${name}`, String(values[name] ?? own[name])]),
  );
  return buildValidRequest(run.document, operation, {
    token: run.token,
    auth: run.settings.auth,
    parameterValues: { ...run.settings.parameters, ...chosen },
  });
}

const isSuccess = (/** @type {Exchange} */ exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;
const answered = (/** @type {Exchange} */ exchange) =>
  exchange.response ? describeStatus(exchange.response.status) : `nothing (${exchange.error})`;

/** @param {string | undefined} text */
function parsed(text) {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
const jsonOf = (/** @type {Exchange} */ exchange) => parsed(exchange.response?.body);

/** Whether an id appears as a value anywhere in a JSON answer (walked without recursion: an answer may nest deeply). */
function holds(/** @type {unknown} */ body, /** @type {string} */ id) {
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

/**
 * Whether a list answer may be one page of several: it holds as many items as the request's page size
 * (`limit`, `size`, `pageSize`, `per_page`) asked for. A new object missing from it proves nothing.
 * @param {Exchange} exchange
 */
function isFullPage(exchange) {
  const body = jsonOf(exchange);
  const items = Array.isArray(body) ? body : (Object.values(body ?? {}).find(Array.isArray) ?? []);
  const sizes = ['limit', 'size', 'pageSize', 'page_size', 'per_page', 'perPage']
    .map((name) => Number(exchange.request.query.get(name)))
    .filter((size) => size > 0);
  return sizes.some((size) => items.length >= size);
}

/** Two values of a field that a server may store as it likes: letters' case and outer spaces aside. */
const sameValue = (/** @type {unknown} */ left, /** @type {unknown} */ right) =>
  String(left).trim().toLowerCase() === String(right).trim().toLowerCase();

/** The top-level scalar fields of a JSON object, else an empty object. */
function scalarFields(/** @type {unknown} */ value) {
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
function markedUpdate(run, update, request) {
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

/**
 * The sequence of the family a create starts, on the object its example request made.
 * @param {{ run: Run, create: Operation, created: Exchange,
 *   send: (request: PlannedRequest, purpose: string) => Promise<Exchange> }} input
 * @returns {Promise<CheckOutcome[]>} none when the create starts no family: `stateful_consistency`, and
 *   Schemathesis's two checks of the steps they name, `ensure_resource_availability` (the read after the
 *   create) and `use_after_free` (the read after the delete), which pass when their step did and
 *   otherwise leave the finding to `stateful_consistency`
 */
export async function runSequence({ run, create, created, send }) {
  const family = familyOf(create, run.selected, run.ids.links);
  if (!family) return [];
  /** What the two named steps showed, when they went well. */
  const shown = {
    available: /** @type {string | undefined} */ (undefined),
    freed: /** @type {string | undefined} */ (undefined),
  };
  const main = await sequenceOf({ run, create, created, send, family, shown });
  /** @type {CheckOutcome[]} */
  const outcomes = [main];
  const companion = (
    /** @type {'ensure_resource_availability' | 'use_after_free'} */ check,
    /** @type {boolean} */ applies,
    /** @type {string | undefined} */ passed,
  ) => {
    if (!applies) return;
    if (passed) outcomes.push({ check, status: 'passed', detail: passed });
    else {
      const detail =
        main.status === 'failed'
          ? 'the sequence broke before this step or at it: see stateful_consistency'
          : main.detail;
      outcomes.push({ check, status: 'skipped', detail });
    }
  };
  companion('ensure_resource_availability', Boolean(family.read), shown.available);
  companion('use_after_free', Boolean(family.read && family.remove), shown.freed);
  return outcomes;
}

/**
 * @param {{ run: Run, create: Operation, created: Exchange, family: Family,
 *   send: (request: PlannedRequest, purpose: string) => Promise<Exchange>,
 *   shown: { available: string | undefined, freed: string | undefined } }} input
 * @returns {Promise<CheckOutcome>}
 */
async function sequenceOf({ run, create, created, send, family, shown }) {
  const check = /** @type {const} */ ('stateful_consistency');
  const skip = (/** @type {string} */ detail) => ({ check, status: /** @type {const} */ ('skipped'), detail });
  if (!isSuccess(created)) return skip(`the create answered ${answered(created)}: there is no object to follow`);
  const item = family.read ?? family.update ?? family.remove;
  const named = item ? itemValues(run, create, created, family, item) : undefined;
  if (!item || !named)
    return skip(`the create's answer names no object that ${item?.operationId ?? 'a read'} can take`);
  const id = String(named.values[named.link.idParameter]);
  const fromLocation = named.link.parameters[named.link.idParameter]?.from === 'location';

  /** @type {string[]} */
  const steps = ['create'];
  /** @type {string[]} */
  const curls = [toCurl(run.target, created.request)];
  /** The exchange that shows the failure: the create's until a step is sent. */
  let failing = created;
  const step = async (
    /** @type {string} */ name,
    /** @type {Operation} */ operation,
    /** @type {PlannedRequest} */ request,
  ) => {
    steps.push(name);
    curls.push(toCurl(run.target, request));
    const exchange = await send(request, `sequence: ${name} (${operation.operationId})`);
    failing = exchange;
    return exchange;
  };
  const fail = (/** @type {string} */ detail) => {
    const exchange = failing;
    return {
      check,
      status: /** @type {const} */ ('failed'),
      detail: `${steps.join(' → ')}: ${detail}`,
      reproduction: {
        ...reproductionOf(
          run.target,
          exchange.request,
          `the sequence of ${create.operationId}, up to the step that broke`,
          false,
        ),
        curl: curls.join('\n'),
      },
    };
  };
  const read = family.read;
  const list = family.list;
  const readValues = read ? (itemValues(run, create, created, family, read)?.values ?? named.values) : named.values;
  const readObject = read ? () => requestWith(run, read, readValues) : undefined;
  const listRequest = list
    ? () => requestWith(run, list, { ...suppliedAnswer(created, create, run.target)?.pathValues })
    : undefined;

  // A server that answers 2xx for an object nobody made keeps no state (a mock): nothing can be judged.
  // The probe is the read, else the delete (of nothing), else the update.
  const prober = read ?? family.remove ?? family.update;
  if (prober) {
    const values = itemValues(run, create, created, family, prober)?.values ?? named.values;
    const probe = await send(
      requestWith(run, prober, { ...values, [named.link.idParameter]: randomUUID() }),
      `sequence: ${prober.operationId} of an id never created`,
    );
    if (isSuccess(probe)) {
      await cleanUp(run, family, create, created, send);
      return skip(
        `${prober.operationId} answered ${answered(probe)} for an id that was never created: the server keeps no state (a mock?), so the sequence cannot be judged`,
      );
    }
  }

  // The surest link may read the id from the body; a Location naming another object is a fault too.
  const located = itemValues(run, create, created, family, item, { fromLocation: true });
  const locatedId = located ? String(located.values[located.link.idParameter]) : id;

  const outcome = await (async () => {
    const sent = scalarFields(parsed(created.request.body));
    if (locatedId !== id) {
      if (read) {
        const exchange = await step('read', read, requestWith(run, read, located?.values ?? {}));
        if (!isSuccess(exchange)) {
          return fail(
            `the create's Location names ${locatedId}, but ${read.operationId} answered ${answered(exchange)} for it: the Location points nowhere`,
          );
        }
      }
      return fail(
        `the create's Location names ${locatedId}, but ${describeSource(named.link)} names ${id}: one create, two objects`,
      );
    }
    if (read && readObject) {
      const exchange = await step('read', read, readObject());
      if ((exchange.response?.status ?? 0) >= 500) {
        return skip(
          `${read.operationId} answered ${answered(exchange)} for the object just created: a server error, which not_a_server_error reports`,
        );
      }
      if (!isSuccess(exchange)) {
        return fail(
          fromLocation
            ? `the create's Location names ${id}, but ${read.operationId} answered ${answered(exchange)} for it: the Location points nowhere`
            : `created ${id}, but ${read.operationId} answered ${answered(exchange)} for it: an object just created must be readable`,
        );
      }
      const body = jsonOf(exchange);
      const idField = idFieldOf(named.link);
      const answeredId = idField && body && typeof body === 'object' ? body[idField] : undefined;
      if (answeredId !== undefined && String(answeredId) !== id) {
        return fail(`${read.operationId} was asked for ${id} and answered another object, ${idField} ${answeredId}`);
      }
      shown.available = `the created ${id} is readable by ${read.operationId}`;
      const differing = Object.entries(scalarFields(body)).filter(
        ([field, value]) => field in sent && !sameValue(sent[field], value),
      );
      if (differing.length > 0) {
        const [field, value] = /** @type {[string, unknown]} */ (differing[0]);
        return fail(
          `the field "${field}" was created as ${JSON.stringify(sent[field])}, but ${read.operationId} answers ${JSON.stringify(value)}`,
        );
      }
    }
    if (list && listRequest) {
      const exchange = await step('list', list, listRequest());
      if (isSuccess(exchange) && !holds(jsonOf(exchange), id) && !isFullPage(exchange)) {
        return fail(`${list.operationId} does not hold ${id}, which was just created`);
      }
    }
    if (family.update) {
      const values = itemValues(run, create, created, family, family.update)?.values ?? named.values;
      const plain = requestWith(run, family.update, values);
      const marked = markedUpdate(run, family.update, plain);
      const exchange = await step('update', family.update, marked?.request ?? plain);
      if (exchange.response?.status === 404) {
        return fail(`${family.update.operationId} answered 404 Not Found for ${id}, which was just created`);
      }
      const seeAfterUpdate =
        read && readObject
          ? { operation: read, request: readObject }
          : list && listRequest
            ? { operation: list, request: listRequest }
            : undefined;
      if (isSuccess(exchange) && marked && seeAfterUpdate) {
        const after = await step(
          seeAfterUpdate.operation === read ? 'read' : 'list',
          seeAfterUpdate.operation,
          seeAfterUpdate.request(),
        );
        const shown = fieldOfObject(jsonOf(after), id, marked.field, idFieldOf(named.link));
        if (isSuccess(after) && shown !== undefined && shown !== marked.value) {
          return fail(
            `${family.update.operationId} answered ${answered(exchange)}, but ${seeAfterUpdate.operation.operationId} still shows "${marked.field}" = ${JSON.stringify(shown)}, not the ${JSON.stringify(marked.value)} sent: the update changed nothing`,
          );
        }
      }
    }
    if (family.remove) {
      const values = itemValues(run, create, created, family, family.remove)?.values ?? named.values;
      const exchange = await step('delete', family.remove, requestWith(run, family.remove, values));
      if (exchange.response?.status === 404) {
        return fail(`${family.remove.operationId} answered 404 Not Found for ${id}, which was just created`);
      }
      if (!isSuccess(exchange)) return undefined;
      run.ids.forget(id);
      if (read && readObject) {
        const after = await step('read', read, readObject());
        const status = after.response?.status;
        if (status !== 404 && status !== 410) {
          return fail(
            `${family.remove.operationId} answered ${answered(exchange)}, but ${read.operationId} then answered ${answered(after)} for ${id}: a deleted object must be gone (404 or 410)`,
          );
        }
        shown.freed = `${read.operationId} answered ${answered(after)} after ${family.remove.operationId}`;
      }
      if (list && listRequest) {
        const after = await step('list', list, listRequest());
        if (isSuccess(after) && holds(jsonOf(after), id)) {
          return fail(
            `${family.remove.operationId} answered ${answered(exchange)}, but ${list.operationId} still holds ${id}`,
          );
        }
      }
    }
    return undefined;
  })();
  if (outcome) {
    await cleanUp(run, family, create, created, send);
    return outcome;
  }
  return {
    check,
    status: /** @type {const} */ ('passed'),
    detail: `${steps.join(' → ')}: every step consistent for ${id}${family.remove ? '' : ` (nothing deletes it: ${create.operationId} has no delete, so it stays on the server)`}`,
  };
}

/** The field of the object an answer holds (the object itself, or the item of a list with that id). */
function fieldOfObject(
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

/** Where a link reads the id: `its answer's "uuid"`, `its header X-Id`. */
function describeSource(/** @type {Link} */ link) {
  const source = link.parameters[link.idParameter];
  if (source?.from === 'body') return `its answer's "${source.pointer.join('/')}"`;
  if (source?.from === 'header') return `its header ${source.name}`;
  return `the link ${link.name}`;
}

/** The field of an answer the link reads the id from: `uuid` for `$response.body#/uuid`. */
function idFieldOf(/** @type {Link} */ link) {
  const source = link.parameters[link.idParameter];
  return source?.from === 'body' ? source.pointer.at(-1) : undefined;
}

/**
 * Deletes the object of a create when its family has a delete and it is not gone yet.
 * @param {Run} run @param {Family} family @param {Operation} create @param {Exchange} created
 * @param {(request: PlannedRequest, purpose: string) => Promise<Exchange>} send
 * @returns {Promise<boolean>} whether a delete was sent and succeeded
 */
export async function cleanUp(run, family, create, created, send) {
  if (!family.remove) return false;
  const named = itemValues(run, create, created, family, family.remove);
  if (!named) return false;
  const id = String(named.values[named.link.idParameter]);
  if (run.ids.isGone(id)) return false;
  const exchange = await send(
    requestWith(run, family.remove, named.values),
    `clean-up: ${family.remove.operationId} of ${id}`,
  );
  if (isSuccess(exchange)) run.ids.forget(id);
  return isSuccess(exchange);
}
