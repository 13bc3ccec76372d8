// @ts-check
// The stateful mock's memory: what was created, changed and deleted through the API, per scenario.
// It does not answer on its own. Something that already validated the request and made a stateless
// answer from the document (Prism for `npm start`, the MSW handlers in tests) hands both over, and
// `answer` turns that template into the stateful answer: a created team with its own new uuid in
// the list, a renamed one, a 404 for one deleted. Every field it writes is checked against the
// response's schema first, so an answer still conforms to the document whatever the request held.
import { indexDocument } from './document-index.mjs';
import { OWNER_NOUNS, ownersOfPath } from './path-owners.mjs';
import { RESOURCES, rolesByOperation } from './resources.mjs';
import { buildWorld, DEFAULT_ACCOUNT_UUID, scenarioUser } from './world.mjs';
import { advisoryFields, advisoryPage, currentUser, projectsInShape, reportOfProject } from './world-views.mjs';

/** Lists of the account's projects in another shape: every latest report, the asset registry's. */
const PROJECT_LISTS = new Set(['projects_listReports', 'assetRegistry_listProjects']);
/** Operations with no id in their path whose answer still shows the world (the user, every report). */
const WORLD_VIEWS = new Set(['users_get', 'advisories_list', ...PROJECT_LISTS]);

/** The scenario of a request that names none: `Prefer` without `example=`. */
export const DEFAULT_SCENARIO = 'default';

/**
 * @typedef {object} Template the stateless answer to the request
 * @property {number} status
 * @property {unknown} [body] the parsed JSON body; undefined when there is none
 *
 * @typedef {object} StatefulRequest
 * @property {string} operationId
 * @property {Record<string, string>} params path parameters
 * @property {Record<string, string>} [query] query parameters
 * @property {unknown} [body] the parsed JSON body of the request
 * @property {string} [scenario] whose state: DEFAULT_SCENARIO when absent
 * @property {Template} template
 *
 * @typedef {object} StatefulAnswer
 * @property {number} status
 * @property {unknown} [body] undefined: no body
 */

/**
 * @param {any} document the bundled OpenAPI document (generated/openapi.yaml, parsed)
 * @param {{ resources?: readonly import('./resources.mjs').Resource[] }} [options]
 */
export function createMockState(document, { resources = RESOURCES } = {}) {
  const index = indexDocument(document);
  const roles = rolesByOperation(resources);
  for (const operationId of roles.keys()) {
    if (!index.operation(operationId))
      throw new Error(`The mock's resource table names ${operationId}, which the document does not have`);
  }
  /** @type {Map<string, Map<string, Map<string, any> | { value: any }>>} scenario → resource instance → state */
  const scenarios = new Map();
  /** @type {Map<string, import('./world.mjs').World>} the seeded worlds, made on first use; a reset keeps them */
  const worlds = new Map();
  let nextNumber = 1;

  /** The scenario's world: its user, account, teams, projects, tickets and advisories. @param {string} scenario */
  const worldOf = (scenario) => {
    let world = worlds.get(scenario);
    if (!world) {
      const users = index.operation('users_get');
      const teams = index.operation('teams_list');
      world = buildWorld({
        scenario,
        user: scenarioUser(scenario, users && index.exampleOf(users, 200, scenario)),
        teams: teams && index.hasExample(teams, 200, scenario) ? index.exampleOf(teams, 200, scenario) : undefined,
      });
      worlds.set(scenario, world);
    }
    return world;
  };
  /** @param {string} name */
  const resourceNamed = (name) => {
    const found = resources.find((resource) => resource.name === name);
    return found?.kind === 'collection' ? found : undefined;
  };

  /** @param {string} scenario */
  const stateOf = (scenario) => {
    let state = scenarios.get(scenario);
    if (!state) {
      state = new Map();
      scenarios.set(scenario, state);
    }
    return state;
  };

  /** @param {string} operationId */
  const operationOf = (operationId) =>
    /** @type {import('./document-index.mjs').IndexedOperation} */ (index.operation(operationId));

  /** The validator of an operation's success body, if it has one. @param {string} operationId @param {number} status */
  const bodyValidator = (operationId, status) => {
    const pointer = index.responseOf(operationOf(operationId), status)?.schemaPointer;
    return pointer ? index.validatorAt(pointer) : undefined;
  };

  /** The item schema's validator: the read's, create's or update's answer, or the list's items. */
  const itemValidator = (/** @type {import('./resources.mjs').CollectionResource} */ resource) => {
    for (const operationId of [...(resource.read ?? []), ...(resource.create ?? []), ...(resource.update ?? [])]) {
      if (resource.readAnswer === 'template' && resource.read?.includes(operationId)) continue;
      const operation = operationOf(operationId);
      const validate = bodyValidator(operationId, index.successStatus(operation));
      if (validate) return validate;
    }
    const [list] = resource.list ?? [];
    const pointer = list && index.responseOf(operationOf(list), index.successStatus(operationOf(list)))?.schemaPointer;
    return pointer ? index.validatorAt(`${pointer}/items`) : undefined;
  };

  /**
   * `base` with each field of `fields` that keeps it valid; a field the schema refuses keeps its old value.
   * @param {any} base @param {any} fields @param {import('ajv').ValidateFunction | undefined} validate
   */
  const mergeValid = (base, fields, validate) => {
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return base;
    if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
    let result = { ...base };
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const candidate = { ...result, [key]: value };
      if (!validate || validate(candidate)) result = candidate;
    }
    return result;
  };

  /**
   * The example answer of a create without the optional fields the client could have sent and did
   * not: a team created without a description has none, not the example's.
   * @param {string} operationId @param {any} base @param {any} fields @param {import('ajv').ValidateFunction | undefined} validate
   */
  const withoutUnsentFields = (operationId, base, fields, validate) => {
    if (!base || typeof base !== 'object' || Array.isArray(base)) return base;
    const schema = index.resolve(operationOf(operationId).operation.requestBody)?.content?.['application/json']?.schema;
    const sendable = Object.keys(index.resolve(schema)?.properties ?? {});
    const given = fields && typeof fields === 'object' ? fields : {};
    const result = { ...base };
    for (const key of sendable) {
      if (key in given || !(key in result)) continue;
      const { [key]: _left, ...rest } = result;
      if (!validate || validate(rest)) delete result[key];
    }
    return result;
  };

  /** A new id shaped like the example's: a uuid, a number, a numeric string or a suffixed one. */
  const newId = (/** @type {unknown} */ example) => {
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

  /**
   * The collection a request addresses, seeded on first use with the document's examples of the
   * list (the scenario's example when it has one: `empty` lists nothing) and of the reads.
   * @param {import('./resources.mjs').CollectionResource} resource @param {Record<string, string>} params @param {string} scenario
   * @returns {Map<string, any>}
   */
  const collectionOf = (resource, params, scenario) => {
    const key = `${resource.name} ${JSON.stringify((resource.scope ?? []).map((name) => params[name] ?? ''))}`;
    const state = stateOf(scenario);
    let items = /** @type {Map<string, any> | undefined} */ (state.get(key));
    if (!items) {
      items = new Map();
      // The members of a team the state knows start as the team's own `members`.
      const parent = parentItem(resource, params, scenario);
      const field = resource.within?.field;
      if (parent && field && Array.isArray(parent.item[field])) {
        for (const item of parent.item[field]) addSeed(items, resource, item);
        state.set(key, items);
        return items;
      }
      const source = resource.seedFrom && index.operation(resource.seedFrom.operationId);
      for (const item of resource.alsoFromWorld?.(worldOf(scenario)) ?? []) addSeed(items, resource, item);
      const seeded =
        resource.fromWorld?.(worldOf(scenario), params) ??
        (source && resource.seedFrom?.items(index.exampleOf(source, index.successStatus(source), scenario)));
      if (seeded) {
        for (const item of seeded) addSeed(items, resource, item);
        state.set(key, items);
        return items;
      }
      for (const operationId of resource.list ?? []) {
        const operation = operationOf(operationId);
        const listed = index.exampleOf(operation, index.successStatus(operation), scenario);
        if (Array.isArray(listed)) for (const item of listed) addSeed(items, resource, item);
      }
      if (resource.readAnswer !== 'template') {
        for (const operationId of resource.read ?? []) {
          const operation = operationOf(operationId);
          // A scenario whose list is empty has no item to read either.
          if (resource.list && items.size === 0) break;
          addSeed(items, resource, index.exampleOf(operation, index.successStatus(operation), scenario));
        }
      }
      state.set(key, items);
    }
    return items;
  };

  /**
   * The item a nested collection belongs to (the team of its members), when the state has it.
   * @param {import('./resources.mjs').CollectionResource} resource @param {Record<string, string>} params @param {string} scenario
   */
  const parentItem = (resource, params, scenario) => {
    const within = resource.within;
    if (!within) return undefined;
    const parentResource = resources.find((candidate) => candidate.name === within.resource);
    const id = params[within.param];
    if (parentResource?.kind !== 'collection' || id === undefined) return undefined;
    const parentItems = collectionOf(parentResource, params, scenario);
    const item = parentItems.get(id);
    return item ? { item, parentItems, parentResource, id } : undefined;
  };

  /**
   * After a change to a nested collection, its parent's copy (a team's `members`) follows.
   * @param {import('./resources.mjs').CollectionResource} resource @param {Record<string, string>} params
   * @param {string} scenario @param {Map<string, any>} items
   */
  const syncParent = (resource, params, scenario, items) => {
    const parent = parentItem(resource, params, scenario);
    const field = resource.within?.field;
    if (!parent || !field) return;
    const updated = mergeValid(parent.item, { [field]: [...items.values()] }, itemValidator(parent.parentResource));
    parent.parentItems.set(parent.id, updated);
  };

  /** @param {Map<string, any>} items @param {import('./resources.mjs').CollectionResource} resource @param {any} item */
  const addSeed = (items, resource, item) => {
    const id = item?.[resource.idField];
    if ((typeof id === 'string' || typeof id === 'number') && !items.has(String(id))) items.set(String(id), item);
  };

  /** The top-level fields an item of a collection may have. */
  const itemFields = (/** @type {import('./resources.mjs').CollectionResource} */ resource) => {
    const [list] = resource.list ?? [];
    const pointer = list && index.responseOf(operationOf(list), index.successStatus(operationOf(list)))?.schemaPointer;
    const items = pointer ? index.resolve(index.resolve(pointerTarget(pointer))?.items) : undefined;
    return new Set(Object.keys(items?.properties ?? {}));
  };

  /** The list's maxItems: past it, the oldest item goes, so that a list always conforms. */
  const capacityOf = (/** @type {import('./resources.mjs').CollectionResource} */ resource) => {
    const [list] = resource.list ?? [];
    if (!list) return Number.POSITIVE_INFINITY;
    const pointer = index.responseOf(operationOf(list), index.successStatus(operationOf(list)))?.schemaPointer;
    const schema = pointer && index.resolve(pointerTarget(pointer));
    return typeof schema?.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  };

  /** @param {string} pointer */
  const pointerTarget = (pointer) =>
    pointer
      .slice(1)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((/** @type {any} */ parent, key) => parent?.[key], document);

  /**
   * The operation's 404 in the document's shape, naming what was asked for ("No team found with uuid
   * …"); undefined when the operation declares none.
   * @param {string} operationId @param {{ noun: string, label: string }} what @param {unknown} id
   */
  const notFound = (operationId, what, id) => {
    const operation = operationOf(operationId);
    if (!index.responseOf(operation, 404)) return undefined;
    const body = index.exampleOf(operation, 404);
    const message = `No ${what.noun} found with ${what.label} ${String(id)}`;
    const named = mergeValid(body, { message }, bodyValidator(operationId, 404));
    return { status: 404, body: named };
  };
  /** @param {import('./resources.mjs').CollectionResource} resource */
  const nounOf = (resource) => ({ noun: resource.noun ?? resource.name, label: resource.idLabel ?? resource.idField });

  /** The answer when the state decides nothing: the template as it came. @param {Template} template */
  const asIs = (template) => ({ status: template.status, body: template.body });

  /**
   * @param {import('./resources.mjs').CollectionResource} resource @param {import('./resources.mjs').Role} role
   * @param {StatefulRequest} request @param {string} scenario
   * @returns {StatefulAnswer}
   */
  const answerCollection = (resource, role, { operationId, params, query = {}, body, template }, scenario) => {
    const items = collectionOf(resource, params, scenario);
    const validateItem = itemValidator(resource);
    const id = resource.idParam === undefined ? undefined : params[resource.idParam];
    switch (role) {
      case 'list': {
        // A query parameter named like a field of the items filters them (`domain=licensing`);
        // the others (paging, search text) are not applied.
        const filters = Object.entries(query).filter(([name]) => itemFields(resource).has(name));
        const kept = [...items.values()].filter((item) =>
          filters.every(([name, value]) => item?.[name] === undefined || String(item[name]) === value),
        );
        const listed = resource.newestFirst ? kept.reverse() : kept;
        const validate = bodyValidator(operationId, template.status);
        return validate && !validate(listed) ? asIs(template) : { status: template.status, body: listed };
      }
      case 'count': {
        const counted = { count: items.size };
        const validate = bodyValidator(operationId, template.status);
        return validate && !validate(counted) ? asIs(template) : { status: template.status, body: counted };
      }
      case 'create': {
        const fields = resource.fromCreate ? resource.fromCreate(body, params, query) : body;
        const exampleId = /** @type {any} */ (template.body)?.[resource.idField];
        let chosenId =
          resource.idFrom === 'body'
            ? fields?.[resource.idField]
            : resource.idFrom === 'param' && resource.idParam
              ? params[resource.idParam]
              : newId(exampleId);
        if (typeof chosenId !== 'string' && typeof chosenId !== 'number') chosenId = newId(exampleId);
        const created = mergeValid(
          mergeValid(withoutUnsentFields(operationId, template.body, fields, validateItem), fields, validateItem),
          { [resource.idField]: chosenId },
          validateItem,
        );
        const createdId = /** @type {any} */ (created)?.[resource.idField];
        if (createdId === undefined || (validateItem && !validateItem(created))) return asIs(template);
        items.delete(String(createdId));
        items.set(String(createdId), created);
        const capacity = capacityOf(resource);
        while (items.size > capacity) items.delete(/** @type {string} */ (items.keys().next().value));
        syncParent(resource, params, scenario, items);
        return { status: template.status, body: template.body === undefined ? undefined : created };
      }
      case 'read': {
        const item = id === undefined ? undefined : items.get(id);
        if (!item) return notFound(operationId, nounOf(resource), id) ?? asIs(template);
        if (resource.readAnswer === 'template') {
          const validate = bodyValidator(operationId, template.status);
          const operation = operationOf(operationId);
          const shown =
            (resource.readExample && index.exampleOf(operation, template.status, resource.readExample, true)) ??
            template.body;
          return {
            status: template.status,
            body: mergeValid(shown, { [resource.idField]: item[resource.idField] }, validate),
          };
        }
        return { status: template.status, body: item };
      }
      case 'update': {
        const item = id === undefined ? undefined : items.get(id);
        if (!item) return notFound(operationId, nounOf(resource), id) ?? asIs(template);
        const fields = resource.fromUpdate ? resource.fromUpdate(body, query) : body;
        // The id is the path's, whatever the body says.
        const { [resource.idField]: _ignored, ...changes } = fields && typeof fields === 'object' ? fields : {};
        const updated = mergeValid(item, changes, validateItem);
        items.set(/** @type {string} */ (id), updated);
        syncParent(resource, params, scenario, items);
        if (template.body === undefined) return asIs(template);
        const validate = bodyValidator(operationId, template.status);
        return validate && !validate(updated) ? asIs(template) : { status: template.status, body: updated };
      }
      case 'remove': {
        if (id === undefined || !items.has(id)) return notFound(operationId, nounOf(resource), id) ?? asIs(template);
        items.delete(id);
        syncParent(resource, params, scenario, items);
        return asIs(template);
      }
      case 'clear': {
        // Only what the query names (the exclusions of one domain), like the list.
        const filters = Object.entries(query).filter(([name]) => itemFields(resource).has(name));
        for (const [key, item] of items) {
          if (filters.every(([name, value]) => item?.[name] === undefined || String(item[name]) === value))
            items.delete(key);
        }
        return asIs(template);
      }
    }
  };

  /**
   * @param {import('./resources.mjs').SingletonResource} resource @param {import('./resources.mjs').Role} role
   * @param {StatefulRequest} request @param {string} scenario
   * @returns {StatefulAnswer}
   */
  const answerSingleton = (resource, role, { operationId, params, query = {}, body, template }, scenario) => {
    const key = `${resource.name} ${JSON.stringify(Object.entries(params).sort())}`;
    const state = stateOf(scenario);
    const stored = /** @type {{ value: any } | undefined} */ (state.get(key));
    const readId = /** @type {string} */ (resource.read[0]);
    const read = operationOf(readId);
    const readStatus = index.successStatus(read);
    const validateValue = bodyValidator(readId, readStatus);
    if (role === 'read') return stored ? { status: template.status, body: stored.value } : asIs(template);
    if (role === 'remove') {
      state.delete(key);
      return asIs(template);
    }
    // An update: a body changes the value; without one (a new support token) the answer is the new value.
    const current = stored ? stored.value : index.exampleOf(read, readStatus, scenario);
    const hasBody = body !== undefined;
    const fields = resource.fromUpdate && hasBody ? resource.fromUpdate(body, query) : body;
    let next;
    if (!hasBody) next = template.body;
    else if (resource.replace) next = !validateValue || validateValue(fields) ? fields : current;
    else next = mergeValid(current, fields, validateValue);
    if (next !== undefined && (!validateValue || validateValue(next))) state.set(key, { value: next });
    if (template.body === undefined || !hasBody) return asIs(template);
    const validate = bodyValidator(operationId, template.status);
    return validate && !validate(next) ? asIs(template) : { status: template.status, body: next };
  };

  /**
   * Whether the world holds what a path parameter names, and the object when it is one of its items.
   * @param {import('./path-owners.mjs').PathOwner} owner @param {string} value
   * @param {Record<string, string>} query @param {string} scenario
   * @returns {{ held: boolean, item?: any }}
   */
  const lookUp = (owner, value, query, scenario) => {
    if (owner.owner === 'advisories') {
      const advisory = worldOf(scenario).advisories.get(value);
      return { held: advisory !== undefined, item: advisory && advisoryFields(value, advisory) };
    }
    const resource = resourceNamed(owner.owner);
    if (!resource) return { held: true };
    const items = collectionOf(resource, {}, scenario);
    if (owner.slugQuery && query[owner.slugQuery] === 'true') {
      const item = [...items.values()].find((candidate) => candidate?.name === value);
      return { held: item !== undefined, item };
    }
    const item = items.get(value);
    return { held: item !== undefined, item };
  };

  /**
   * The 404 of an operation whose path names something the world does not hold, or the fields the
   * answer must share with what it names (a report's project URL and branch, an advisory's id).
   * @param {StatefulRequest} request @param {string} scenario
   * @returns {{ missing?: StatefulAnswer, shared: Record<string, unknown>, project?: any }}
   */
  const checkOwners = ({ operationId, params, query = {}, template }, scenario) => {
    /** @type {Record<string, unknown>} */
    let shared = {};
    let project;
    for (const owner of ownersOfPath(operationOf(operationId).path)) {
      const value = params[owner.param];
      if (value === undefined) continue;
      const { held, item } = lookUp(owner, value, query, scenario);
      if (!held) return { missing: notFound(operationId, OWNER_NOUNS[owner.owner], value) ?? asIs(template), shared };
      if (owner.owner === 'projects') project = item;
      if (owner.owner === 'advisories' && item) shared = { ...shared, ...item };
    }
    return { shared, project };
  };

  /**
   * An answer that shows the world through another shape (users/me, a project's reports, the list of
   * reports), or undefined when the operation has none.
   * @param {StatefulRequest} request @param {string} scenario @param {any} project the project the path names
   */
  const worldView = ({ operationId, query = {}, template }, scenario, project) => {
    const body = /** @type {any} */ (template.body);
    const accounts = resourceNamed('accounts');
    const teams = resourceNamed('teams');
    const projects = resourceNamed('projects');
    let view;
    if (operationId === 'users_get' && body && typeof body === 'object' && accounts && teams) {
      const account = collectionOf(accounts, {}, scenario).get(body.account?.uuid);
      view = currentUser(body, account, collectionOf(teams, {}, scenario));
    } else if (PROJECT_LISTS.has(operationId) && Array.isArray(body) && projects) {
      view = projectsInShape(body, collectionOf(projects, {}, scenario).values());
    } else if (operationId === 'advisories_list' && body && Array.isArray(body.advisories)) {
      view = advisoryPage(body, worldOf(scenario).advisories, query);
    } else if (project && body && typeof body === 'object' && !Array.isArray(body)) {
      const open = worldOf(scenario).open.get(project.projectUUID) ?? [];
      view = mergeValid(
        body,
        reportOfProject(body, project, open, query.branch),
        bodyValidator(operationId, template.status),
      );
    }
    if (view === undefined) return undefined;
    const validate = bodyValidator(operationId, template.status);
    return validate && !validate(view) ? asIs(template) : { status: template.status, body: view };
  };

  /** The request with the shared default account's name (`default`) read as its uuid. @param {StatefulRequest} request */
  const withAccountAlias = (request) => {
    const accountParams = ownersOfPath(operationOf(request.operationId).path).filter(
      (owner) => owner.owner === 'accounts',
    );
    const params = { ...request.params };
    for (const { param } of accountParams) if (params[param] === 'default') params[param] = DEFAULT_ACCOUNT_UUID;
    return { ...request, params };
  };

  return {
    /** Whether the state has anything to say about this operation. @param {string} operationId */
    isStateful: (operationId) => {
      const operation = index.operation(operationId);
      return (
        roles.has(operationId) ||
        WORLD_VIEWS.has(operationId) ||
        (!!operation && ownersOfPath(operation.path).length > 0)
      );
    },
    /**
     * The stateful answer to a request whose stateless answer is `template`. A template that is not a
     * success (an invalid request, a missing token) is answered as it is.
     * @param {StatefulRequest} given
     * @returns {StatefulAnswer}
     */
    answer(given) {
      const { template } = given;
      if (template.status < 200 || template.status >= 300 || !index.operation(given.operationId)) return asIs(template);
      const request = withAccountAlias(given);
      const scenario = request.scenario ?? DEFAULT_SCENARIO;
      const { missing, shared, project } = checkOwners(request, scenario);
      if (missing) return missing;
      const found = roles.get(request.operationId);
      if (!found) {
        const view = worldView(request, scenario, project);
        if (view) return view;
        const body = /** @type {any} */ (template.body);
        if (!body || typeof body !== 'object' || Array.isArray(body)) return asIs(template);
        const present = Object.fromEntries(Object.entries(shared).filter(([key]) => key in body));
        return {
          status: template.status,
          body: mergeValid(body, present, bodyValidator(request.operationId, template.status)),
        };
      }
      return found.resource.kind === 'collection'
        ? answerCollection(found.resource, found.role, request, scenario)
        : answerSingleton(found.resource, found.role, request, scenario);
    },
    /** Forgets what was changed: in one scenario, or in every one. @param {string} [scenario] */
    reset(scenario) {
      if (scenario === undefined) scenarios.clear();
      else scenarios.delete(scenario);
    },
    index,
  };
}

/** @typedef {ReturnType<typeof createMockState>} MockState */

/**
 * The scenario a `Prefer` header names (`example=NAME`), and whether it asks for a status (`code=`),
 * which the state leaves alone: an error scenario answers as the document says.
 * @param {string | null | undefined} prefer
 */
export function readPrefer(prefer) {
  const entries = (prefer ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1
        ? [part.toLowerCase(), '']
        : [
            part.slice(0, at).trim().toLowerCase(),
            part
              .slice(at + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          ];
    });
  const example = entries.find(([key]) => key === 'example')?.[1];
  const code = entries.find(([key]) => key === 'code')?.[1];
  return { example: example || undefined, code: code || undefined };
}

/**
 * The `Prefer` header without its `example=`: sent to Prism when the scenario names a state the
 * operation has no example for (Prism would answer 404 for an unknown example).
 * @param {string} prefer
 */
export function withoutExample(prefer) {
  return prefer
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^example\s*=/i.test(part))
    .join(', ');
}
