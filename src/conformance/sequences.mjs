// @ts-check
// Stateful sequences (with --include-writes): for each resource family a create starts, the object
// it made is walked through create → read (the fields sent come back) → list (holds it) → update
// (a read shows the change) → delete → read (404) → list (gone). A step that breaks is a
// `stateful_consistency` failure, reproduced by the curl lines of the sequence up to it. The object
// is deleted even when a step broke, and every other object the run created is deleted at its end.
import { randomUUID } from 'node:crypto';
import { reproductionOf, toCurl } from './curl.mjs';
import { bindingsOf, suppliedAnswer } from './id-supply.mjs';
import { phaseOf } from './plan.mjs';
import { buildValidRequest, pathValuesFor } from './requests.mjs';
import {
  answered,
  fieldOfObject,
  holds,
  isFullPage,
  isSuccess,
  jsonOf,
  markedUpdate,
  PAGE_SIZE_NAMES,
  parsed,
  sameValue,
  scalarFields,
} from './sequence-answers.mjs';

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

const CHECK = /** @type {const} */ ('stateful_consistency');

const skipped = (/** @type {string} */ detail) => ({ check: CHECK, status: /** @type {const} */ ('skipped'), detail });

/**
 * One created object's walk through its family: the steps sent so far and what they showed.
 * @typedef {object} Walk
 * @property {Run} run
 * @property {Operation} create
 * @property {Exchange} created
 * @property {Family} family
 * @property {Operation} item the first item operation (read, else update, else delete)
 * @property {string} id the created object's id
 * @property {Link} link the link that names it
 * @property {string[]} steps the names of the steps sent, the create first
 * @property {string[]} notes steps left out on the way, said when the walk passes
 * @property {boolean} deleteOfNothingSucceeds the delete answered 2xx for an id nobody has
 * @property {{ available: string | undefined, freed: string | undefined }} shown
 * @property {(request: PlannedRequest, purpose: string) => Promise<Exchange>} send outside the steps
 * @property {(name: string, operation: Operation, request: PlannedRequest) => Promise<Exchange>} step
 * @property {(detail: string, exchange: Exchange) => CheckOutcome} fail reproduced by the steps up to `exchange`
 * @property {(item: Operation) => Record<string, unknown>} valuesFor the values that name the object for an item operation
 * @property {(item: Operation) => PlannedRequest} requestFor the request of an item operation for the object
 * @property {(() => PlannedRequest) | undefined} listRequest
 */

/** A step of the walk: the outcome that ends it, or undefined to go on. @typedef {(walk: Walk) => Promise<CheckOutcome | undefined>} Step */

/**
 * @param {{ run: Run, create: Operation, created: Exchange, family: Family,
 *   send: (request: PlannedRequest, purpose: string) => Promise<Exchange>,
 *   shown: { available: string | undefined, freed: string | undefined } }} input
 * @returns {Promise<CheckOutcome>}
 */
async function sequenceOf({ run, create, created, send, family, shown }) {
  if (!isSuccess(created)) return skipped(`the create answered ${answered(created)}: there is no object to follow`);
  const item = family.read ?? family.update ?? family.remove;
  const named = item ? itemValues(run, create, created, family, item) : undefined;
  if (!item || !named) {
    return skipped(`the create's answer names no object that ${item?.operationId ?? 'a read'} can take`);
  }
  const walk = startWalk({ run, create, created, family, send, shown }, item, named);
  /** @type {Step[]} */
  const steps = [probeState, checkLocation, checkRead, checkList, checkUpdate, checkDelete];
  for (const step of steps) {
    const outcome = await step(walk);
    if (outcome) {
      await cleanUp(run, family, create, created, send);
      return outcome;
    }
  }
  const kept = family.remove
    ? ''
    : ` (nothing deletes it: ${create.operationId} has no delete, so it stays on the server)`;
  const notes = walk.notes.map((note) => `; ${note}`).join('');
  return {
    check: CHECK,
    status: 'passed',
    detail: `${walk.steps.join(' → ')}: every step consistent for ${walk.id}${kept}${notes}`,
  };
}

/**
 * @param {{ run: Run, create: Operation, created: Exchange, family: Family,
 *   send: Walk['send'], shown: Walk['shown'] }} input
 * @param {Operation} item @param {{ values: Record<string, unknown>, link: Link }} named
 * @returns {Walk}
 */
function startWalk({ run, create, created, family, send, shown }, item, named) {
  const steps = ['create'];
  const curls = [toCurl(run.target, created.request)];
  const pathValues = suppliedAnswer(created, create, run.target)?.pathValues;
  const list = family.list;
  const valuesFor = (/** @type {Operation} */ operation) =>
    itemValues(run, create, created, family, operation)?.values ?? named.values;
  /** @type {Walk} */
  const walk = {
    run,
    create,
    created,
    family,
    item,
    id: String(named.values[named.link.idParameter]),
    link: named.link,
    steps,
    notes: [],
    deleteOfNothingSucceeds: false,
    shown,
    send,
    step: async (name, operation, request) => {
      steps.push(name);
      curls.push(toCurl(run.target, request));
      return send(request, `sequence: ${name} (${operation.operationId})`);
    },
    fail: (detail, exchange) =>
      walk.deleteOfNothingSucceeds
        ? skipped(
            `${steps.join(' → ')}: ${detail}; but ${family.remove?.operationId} answered 2xx for an id never created, so the server may keep no state (a mock?) and the sequence cannot be judged`,
          )
        : {
            check: CHECK,
            status: 'failed',
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
          },
    valuesFor,
    requestFor: (operation) => requestWith(run, operation, valuesFor(operation)),
    listRequest: list ? () => listRequestOf(run, list, { ...pathValues }) : undefined,
  };
  return walk;
}

/**
 * A server that answers 2xx for an object nobody made keeps no state (a mock): nothing can be judged.
 * The probe is the read, else the delete (of nothing), else the update. A delete that answers 2xx for
 * nothing may only be idempotent: the walk goes on, and a later step that breaks cannot tell a server
 * that keeps no state from one that lost the object, so the walk's failure becomes a skip (`walk.fail`).
 * @type {Step}
 */
async function probeState(walk) {
  const { run, family, link } = walk;
  const prober = family.read ?? family.remove ?? family.update;
  if (!prober) return undefined;
  const probe = await walk.send(
    requestWith(run, prober, { ...walk.valuesFor(prober), [link.idParameter]: randomUUID() }),
    `sequence: ${prober.operationId} of an id never created`,
  );
  if (!isSuccess(probe)) return undefined;
  if (prober === family.remove) {
    walk.deleteOfNothingSucceeds = true;
    return undefined;
  }
  return skipped(
    `${prober.operationId} answered ${answered(probe)} for an id that was never created: the server keeps no state (a mock?), so the sequence cannot be judged`,
  );
}

/** The surest link may read the id from the body; a Location naming another object is a fault too. @type {Step} */
async function checkLocation(walk) {
  const { run, family, id } = walk;
  const located = itemValues(run, walk.create, walk.created, family, walk.item, { fromLocation: true });
  const locatedId = located ? String(located.values[located.link.idParameter]) : id;
  if (!located || locatedId === id) return undefined;
  const read = family.read;
  if (read) {
    const exchange = await walk.step('read', read, requestWith(run, read, located.values));
    if (!isSuccess(exchange)) {
      return walk.fail(
        `the create's Location names ${locatedId}, but ${read.operationId} answered ${answered(exchange)} for it: the Location points nowhere`,
        exchange,
      );
    }
  }
  return walk.fail(
    `the create's Location names ${locatedId}, but ${describeSource(walk.link)} names ${id}: one create, two objects`,
    walk.created,
  );
}

/** The read of the object just created: it is there, it is this object, with the fields sent. @type {Step} */
async function checkRead(walk) {
  const { family, id, link } = walk;
  const read = family.read;
  if (!read) return undefined;
  const exchange = await walk.step('read', read, walk.requestFor(read));
  if ((exchange.response?.status ?? 0) >= 500) {
    return skipped(
      `${read.operationId} answered ${answered(exchange)} for the object just created: a server error, which not_a_server_error reports`,
    );
  }
  if (!isSuccess(exchange)) {
    const fromLocation = link.parameters[link.idParameter]?.from === 'location';
    return walk.fail(
      fromLocation
        ? `the create's Location names ${id}, but ${read.operationId} answered ${answered(exchange)} for it: the Location points nowhere`
        : `created ${id}, but ${read.operationId} answered ${answered(exchange)} for it: an object just created must be readable`,
      exchange,
    );
  }
  const body = jsonOf(exchange);
  const idField = idFieldOf(link);
  const answeredId = idField && body && typeof body === 'object' ? body[idField] : undefined;
  if (answeredId !== undefined && String(answeredId) !== id) {
    return walk.fail(
      `${read.operationId} was asked for ${id} and answered another object, ${idField} ${answeredId}`,
      exchange,
    );
  }
  walk.shown.available = `the created ${id} is readable by ${read.operationId}`;
  const sent = scalarFields(parsed(walk.created.request.body));
  const differing = Object.entries(scalarFields(body)).filter(
    ([field, value]) => field in sent && !sameValue(sent[field], value),
  );
  if (differing.length === 0) return undefined;
  const [field, value] = /** @type {[string, unknown]} */ (differing[0]);
  return walk.fail(
    `the field "${field}" was created as ${JSON.stringify(sent[field])}, but ${read.operationId} answers ${JSON.stringify(value)}`,
    exchange,
  );
}

/**
 * The list holds the object just created. An answer that is not JSON is left to
 * response_schema_conformance, and a full page proves nothing.
 * @type {Step}
 */
async function checkList(walk) {
  const { family, id } = walk;
  const list = family.list;
  if (!list || !walk.listRequest) return undefined;
  const exchange = await walk.step('list', list, walk.listRequest());
  if (!isSuccess(exchange) || isFullPage(exchange)) return undefined;
  const body = jsonOf(exchange);
  if (body === undefined) {
    walk.notes.push(`${list.operationId} answered no JSON, so the list step was left to response_schema_conformance`);
    return undefined;
  }
  if (holds(body, id)) return undefined;
  return walk.fail(`${list.operationId} does not hold ${id}, which was just created`, exchange);
}

/** The update of the object: it is found, and a read (else the list) shows the change. @type {Step} */
async function checkUpdate(walk) {
  const { run, family, id } = walk;
  const { update, read, list } = family;
  if (!update) return undefined;
  const plain = walk.requestFor(update);
  const marked = markedUpdate(run, update, plain);
  const exchange = await walk.step('update', update, marked?.request ?? plain);
  if (exchange.response?.status === 404) {
    return walk.fail(`${update.operationId} answered 404 Not Found for ${id}, which was just created`, exchange);
  }
  const viewer = read ?? (walk.listRequest ? list : undefined);
  if (!isSuccess(exchange) || !marked || !viewer) return undefined;
  const request = viewer === read ? walk.requestFor(read) : /** @type {() => PlannedRequest} */ (walk.listRequest)();
  const after = await walk.step(viewer === read ? 'read' : 'list', viewer, request);
  const shown = fieldOfObject(jsonOf(after), id, marked.field, idFieldOf(walk.link));
  if (!isSuccess(after) || shown === undefined || shown === marked.value) return undefined;
  return walk.fail(
    `${update.operationId} answered ${answered(exchange)}, but ${viewer.operationId} still shows "${marked.field}" = ${JSON.stringify(shown)}, not the ${JSON.stringify(marked.value)} sent: the update changed nothing`,
    after,
  );
}

/** The delete of the object: it is found, and then gone from the read (404 or 410) and the list. @type {Step} */
async function checkDelete(walk) {
  const { run, family, id } = walk;
  const remove = family.remove;
  if (!remove) return undefined;
  const exchange = await walk.step('delete', remove, walk.requestFor(remove));
  if (exchange.response?.status === 404) {
    return walk.fail(`${remove.operationId} answered 404 Not Found for ${id}, which was just created`, exchange);
  }
  if (!isSuccess(exchange)) return undefined;
  run.ids.forget(id);
  const { read, list } = family;
  if (read) {
    const after = await walk.step('read', read, walk.requestFor(read));
    const status = after.response?.status;
    if (status !== 404 && status !== 410) {
      return walk.fail(
        `${remove.operationId} answered ${answered(exchange)}, but ${read.operationId} then answered ${answered(after)} for ${id}: a deleted object must be gone (404 or 410)`,
        after,
      );
    }
    walk.shown.freed = `${read.operationId} answered ${answered(after)} after ${remove.operationId}`;
  }
  if (!list || !walk.listRequest) return undefined;
  const after = await walk.step('list', list, walk.listRequest());
  if (!isSuccess(after) || !holds(jsonOf(after), id)) return undefined;
  return walk.fail(
    `${remove.operationId} answered ${answered(exchange)}, but ${list.operationId} still holds ${id}`,
    after,
  );
}

/**
 * The list request of a sequence: every optional query value the run did not choose (with --param)
 * is left out, so that an example's filter (`q=…`) cannot hide the object just created. The page
 * size stays: a full page is recognised, and proves nothing.
 * @param {Run} run @param {Operation} list @param {Record<string, unknown>} values
 */
function listRequestOf(run, list, values) {
  const request = requestWith(run, list, values);
  const query = new URLSearchParams(request.query);
  const given = run.settings.parameters;
  for (const parameter of list.parameters) {
    if (parameter.in !== 'query' || parameter.required || PAGE_SIZE_NAMES.includes(parameter.name)) continue;
    if ((given[`${list.operationId}:${parameter.name}`] ?? given[parameter.name]) === undefined) {
      query.delete(parameter.name);
    }
  }
  return { ...request, query };
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
