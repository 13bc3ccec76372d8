// @ts-check
// The collections of the stateful memory (teams, members, projects, exclusions…): what each starts
// with in a scenario, and how it answers a list, a count, a create, a read, an update, a remove and a
// clear. A collection is seeded on first use, from the scenario's world, from another operation's
// example, or from the document's examples of its own list and reads.
import { asIs, notFound, validAnswer } from './answers.mjs';
import { remembered } from './context.mjs';
import {
  bodyValidator,
  capacityOf,
  itemFields,
  itemValidator,
  mergeValid,
  operationOf,
  successExample,
  withoutUnsentFields,
} from './schema-fit.mjs';

/**
 * @typedef {import('./context.mjs').StateContext} StateContext
 * @typedef {import('./resources.mjs').CollectionResource} CollectionResource
 * @typedef {import('./answers.mjs').StatefulRequest} StatefulRequest
 * @typedef {import('./answers.mjs').StatefulAnswer} StatefulAnswer
 *
 * @typedef {object} CollectionCall one request to a collection, with the items it addresses
 * @property {StateContext} context
 * @property {CollectionResource} resource
 * @property {StatefulRequest} request
 * @property {string} scenario
 * @property {Map<string, any>} items
 */

/** The collection of the table with that name, if there is one. @param {StateContext} context @param {string} name */
export function collectionNamed(context, name) {
  const found = context.resources.find((resource) => resource.name === name);
  return found?.kind === 'collection' ? found : undefined;
}

/**
 * The collection a request addresses, seeded on first use.
 * @param {StateContext} context @param {CollectionResource} resource @param {Record<string, string>} params
 * @param {string} scenario
 * @returns {Map<string, any>}
 */
export function collectionOf(context, resource, params, scenario) {
  const key = `${resource.name} ${JSON.stringify((resource.scope ?? []).map((name) => params[name] ?? ''))}`;
  const state = /** @type {Map<string, Map<string, any>>} */ (context.store.of(scenario));
  return remembered(state, key, () => seededItems(context, resource, params, scenario));
}

/**
 * What a collection starts with: its parent's copy (a team's `members`), else its world's or another
 * operation's items, else the document's examples of the list (the scenario's example when it has
 * one: `empty` lists nothing) and of the reads.
 * @param {StateContext} context @param {CollectionResource} resource @param {Record<string, string>} params
 * @param {string} scenario
 */
function seededItems(context, resource, params, scenario) {
  /** @type {Map<string, any>} */
  const items = new Map();
  // The members of a team the state knows start as the team's own `members`.
  const parent = parentItem(context, resource, params, scenario);
  const field = resource.within?.field;
  if (parent && field && Array.isArray(parent.item[field])) return addSeeds(items, resource, parent.item[field]);
  addSeeds(items, resource, resource.alsoFromWorld?.(context.worldOf(scenario)) ?? []);
  const seeded = resource.fromWorld?.(context.worldOf(scenario), params);
  if (seeded) return addSeeds(items, resource, seeded);
  for (const operationId of resource.list ?? []) {
    const listed = successExample(context.index, operationId, scenario);
    if (Array.isArray(listed)) addSeeds(items, resource, listed);
  }
  if (resource.readAnswer === 'template') return items;
  for (const operationId of resource.read ?? []) {
    // A scenario whose list is empty has no item to read either.
    if (resource.list && items.size === 0) break;
    addSeeds(items, resource, [successExample(context.index, operationId, scenario)]);
  }
  return items;
}

/**
 * Adds each seed that has an id the items do not hold yet.
 * @param {Map<string, any>} items @param {CollectionResource} resource @param {Iterable<any>} seeds
 */
function addSeeds(items, resource, seeds) {
  for (const item of seeds) {
    const id = item?.[resource.idField];
    if ((typeof id === 'string' || typeof id === 'number') && !items.has(String(id))) items.set(String(id), item);
  }
  return items;
}

/**
 * The item a nested collection belongs to (the team of its members), when the state has it.
 * @param {StateContext} context @param {CollectionResource} resource @param {Record<string, string>} params
 * @param {string} scenario
 */
function parentItem(context, resource, params, scenario) {
  const within = resource.within;
  if (!within) return undefined;
  const parentResource = collectionNamed(context, within.resource);
  const id = params[within.param];
  if (!parentResource || id === undefined) return undefined;
  const parentItems = collectionOf(context, parentResource, params, scenario);
  const item = parentItems.get(id);
  return item ? { item, parentItems, parentResource, id } : undefined;
}

/**
 * After a change to a nested collection, its parent's copy (a team's `members`) follows.
 * @param {CollectionCall} call
 */
function syncParent({ context, resource, request, scenario, items }) {
  const parent = parentItem(context, resource, request.params, scenario);
  const field = resource.within?.field;
  if (!parent || !field) return;
  const validate = itemValidator(context.index, parent.parentResource);
  parent.parentItems.set(parent.id, mergeValid(parent.item, { [field]: [...items.values()] }, validate));
}

/**
 * @param {StateContext} context @param {CollectionResource} resource @param {import('./resources.mjs').Role} role
 * @param {StatefulRequest} request @param {string} scenario
 * @returns {StatefulAnswer}
 */
export function answerCollection(context, resource, role, request, scenario) {
  const call = {
    context,
    resource,
    request,
    scenario,
    items: collectionOf(context, resource, request.params, scenario),
  };
  switch (role) {
    case 'list':
      return listItems(call);
    case 'count':
      return validAnswer(context.index, request.operationId, request.template, { count: call.items.size });
    case 'create':
      return createItem(call);
    case 'read':
      return readItem(call);
    case 'update':
      return updateItem(call);
    case 'remove':
      return removeItem(call);
    case 'clear':
      return clearItems(call);
  }
}

/**
 * Whether an item passes the query's filters: a query parameter named like a field of the items
 * (`domain=licensing`); the others (paging, search text) are not applied.
 * @param {StateContext} context @param {CollectionResource} resource @param {Record<string, string>} query
 * @returns {(item: any) => boolean}
 */
function queryFilter(context, resource, query) {
  const filters = Object.entries(query).filter(([name]) => itemFields(context.index, resource).has(name));
  return (item) => filters.every(([name, value]) => item?.[name] === undefined || String(item[name]) === value);
}

/** @param {CollectionCall} call @returns {StatefulAnswer} */
function listItems({ context, resource, request: { operationId, query = {}, template }, items }) {
  const kept = [...items.values()].filter(queryFilter(context, resource, query));
  return validAnswer(context.index, operationId, template, resource.newestFirst ? kept.reverse() : kept);
}

/** @param {CollectionCall} call @returns {StatefulAnswer} */
function createItem(call) {
  const { context, resource, request, items } = call;
  const { operationId, params, query = {}, body, template } = request;
  const fields = resource.fromCreate ? resource.fromCreate(body, params, query) : body;
  const chosenId = newItemId(call, fields);
  const validateItem = itemValidator(context.index, resource);
  const given = mergeValid(
    withoutUnsentFields(context.index, operationId, template.body, fields, validateItem),
    fields,
    validateItem,
  );
  const numbered = resource.numbered ? resource.numbered.fields(nextNumber(call, resource.numbered.after)) : {};
  const created = mergeValid(mergeValid(given, numbered, validateItem), { [resource.idField]: chosenId }, validateItem);
  const createdId = /** @type {any} */ (created)?.[resource.idField];
  if (createdId === undefined || (validateItem && !validateItem(created))) return asIs(template);
  items.delete(String(createdId));
  items.set(String(createdId), created);
  const capacity = capacityOf(context.index, resource);
  while (items.size > capacity) items.delete(/** @type {string} */ (items.keys().next().value));
  syncParent(call);
  return { status: template.status, body: template.body === undefined ? undefined : created };
}

/**
 * The next number of a numbered resource in the scenario: one after the world's own (`after`) at
 * first, then one more each time (a reset starts again).
 * @param {CollectionCall} call @param {(world: import('./world.mjs').World) => number} after
 */
function nextNumber({ context, resource, scenario }, after) {
  const state = /** @type {Map<string, { value: number }>} */ (context.store.of(scenario));
  const counter = remembered(state, `${resource.name} number`, () => ({ value: after(context.worldOf(scenario)) }));
  counter.value += 1;
  return counter.value;
}

/**
 * The id of a created item: its body's or its path's when the resource says so, else a new one.
 * @param {CollectionCall} call @param {any} fields
 */
function newItemId({ context, resource, request: { params, template } }, fields) {
  const exampleId = /** @type {any} */ (template.body)?.[resource.idField];
  const chosen =
    resource.idFrom === 'body'
      ? fields?.[resource.idField]
      : resource.idFrom === 'param' && resource.idParam
        ? params[resource.idParam]
        : context.newId(exampleId);
  return typeof chosen === 'string' || typeof chosen === 'number' ? chosen : context.newId(exampleId);
}

/** The id the path names, if the resource's reads, updates and deletes take one. @param {CollectionCall} call */
const idOf = ({ resource, request }) => (resource.idParam === undefined ? undefined : request.params[resource.idParam]);

/** The 404 of an id the collection does not hold. @param {CollectionCall} call @param {string | undefined} id */
function missing({ context, resource, request }, id) {
  const what = { noun: resource.noun ?? resource.name, label: resource.idLabel ?? resource.idField };
  return notFound(context.index, request.operationId, what, id, request.template);
}

/** @param {CollectionCall} call @returns {StatefulAnswer} */
function readItem(call) {
  const { context, resource, request, items } = call;
  const { operationId, template } = request;
  const id = idOf(call);
  const item = id === undefined ? undefined : items.get(id);
  if (!item) return missing(call, id);
  if (resource.readAnswer !== 'template') return { status: template.status, body: item };
  const { index } = context;
  const shown =
    (resource.readExample &&
      index.exampleOf(operationOf(index, operationId), template.status, resource.readExample, true)) ??
    template.body;
  const validate = bodyValidator(index, operationId, template.status);
  return { status: template.status, body: mergeValid(shown, { [resource.idField]: item[resource.idField] }, validate) };
}

/** @param {CollectionCall} call @returns {StatefulAnswer} */
function updateItem(call) {
  const { context, resource, request, items } = call;
  const { operationId, query = {}, body, template } = request;
  const id = idOf(call);
  const item = id === undefined ? undefined : items.get(id);
  if (!item) return missing(call, id);
  const fields = resource.fromUpdate ? resource.fromUpdate(body, query) : body;
  // The id is the path's, whatever the body says.
  const { [resource.idField]: _ignored, ...changes } = fields && typeof fields === 'object' ? fields : {};
  const updated = mergeValid(item, changes, itemValidator(context.index, resource));
  items.set(/** @type {string} */ (id), updated);
  syncParent(call);
  if (template.body === undefined) return asIs(template);
  return validAnswer(context.index, operationId, template, updated);
}

/** @param {CollectionCall} call @returns {StatefulAnswer} */
function removeItem(call) {
  const id = idOf(call);
  if (id === undefined || !call.items.has(id)) return missing(call, id);
  call.items.delete(id);
  syncParent(call);
  return asIs(call.request.template);
}

/** @param {CollectionCall} call @returns {StatefulAnswer} */
function clearItems({ context, resource, request: { query = {}, template }, items }) {
  // Only what the query names (the exclusions of one domain), like the list.
  const named = queryFilter(context, resource, query);
  for (const [key, item] of items) if (named(item)) items.delete(key);
  return asIs(template);
}
