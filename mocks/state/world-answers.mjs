// @ts-check
// What the scenario's world says about any operation, kept in state or not: an id in the path that
// the world does not hold is the document's 404 naming it, an answer about something of the world
// shares its fields (a report's project URL and branch, an advisory's id), and a few answers show the
// world through another shape (users/me, every latest report, the advisory list).
import { asIs, notFound, validAnswer } from './answers.mjs';
import { collectionNamed, collectionOf } from './collections.mjs';
import { OWNER_NOUNS, ownersOfPath } from './path-owners.mjs';
import { bodyValidator, mergeValid, operationOf } from './schema-fit.mjs';
import { DEFAULT_ACCOUNT_UUID } from './world.mjs';
import { advisoryFields, advisoryPage, currentUser, projectsInShape, reportOfProject } from './world-views.mjs';

/**
 * @typedef {import('./context.mjs').StateContext} StateContext
 * @typedef {import('./answers.mjs').StatefulRequest} StatefulRequest
 * @typedef {import('./answers.mjs').StatefulAnswer} StatefulAnswer
 */

/** Lists of the account's projects in another shape: every latest report, the asset registry's. */
const PROJECT_LISTS = new Set(['projects_listReports', 'assetRegistry_listProjects']);
/** Operations with no id in their path whose answer still shows the world (the user, every report). */
const WORLD_VIEWS = new Set(['users_get', 'advisories_list', ...PROJECT_LISTS]);

/**
 * Whether the world has something to say about an operation: it shows the world, or its path names
 * something of it.
 * @param {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index @param {string} operationId
 */
export function concernsWorld(index, operationId) {
  const operation = index.operation(operationId);
  return WORLD_VIEWS.has(operationId) || (!!operation && ownersOfPath(operation.path).length > 0);
}

/**
 * The request with the shared default account's name (`default`) read as its uuid.
 * @param {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index @param {StatefulRequest} request
 */
export function withAccountAlias(index, request) {
  const accountParams = ownersOfPath(operationOf(index, request.operationId).path).filter(
    (owner) => owner.owner === 'accounts',
  );
  const params = { ...request.params };
  for (const { param } of accountParams) if (params[param] === 'default') params[param] = DEFAULT_ACCOUNT_UUID;
  return { ...request, params };
}

/**
 * Whether the world holds what a path parameter names, and the object when it is one of its items.
 * @param {StateContext} context @param {import('./path-owners.mjs').PathOwner} owner @param {string} value
 * @param {Record<string, string>} query @param {string} scenario
 * @returns {{ held: boolean, item?: any }}
 */
function lookUp(context, owner, value, query, scenario) {
  if (owner.owner === 'advisories') {
    const advisory = context.worldOf(scenario).advisories.get(value);
    return { held: advisory !== undefined, item: advisory && advisoryFields(value, advisory) };
  }
  const resource = collectionNamed(context, owner.owner);
  if (!resource) return { held: true };
  const items = collectionOf(context, resource, {}, scenario);
  if (owner.slugQuery && query[owner.slugQuery] === 'true') {
    const item = [...items.values()].find((candidate) => candidate?.name === value);
    return { held: item !== undefined, item };
  }
  const item = items.get(value);
  return { held: item !== undefined, item };
}

/**
 * The 404 of an operation whose path names something the world does not hold, or the fields the
 * answer must share with what it names (a report's project URL and branch, an advisory's id).
 * @param {StateContext} context @param {StatefulRequest} request @param {string} scenario
 * @returns {{ missing?: StatefulAnswer, shared: Record<string, unknown>, project?: any }}
 */
export function checkOwners(context, { operationId, params, query = {}, template }, scenario) {
  /** @type {Record<string, unknown>} */
  let shared = {};
  let project;
  for (const owner of ownersOfPath(operationOf(context.index, operationId).path)) {
    const value = params[owner.param];
    if (value === undefined) continue;
    const { held, item } = lookUp(context, owner, value, query, scenario);
    if (!held)
      return { missing: notFound(context.index, operationId, OWNER_NOUNS[owner.owner], value, template), shared };
    if (owner.owner === 'projects') project = item;
    if (owner.owner === 'advisories' && item) shared = { ...shared, ...item };
  }
  return { shared, project };
}

/**
 * An answer that shows the world through another shape (users/me, a project's reports, the list of
 * reports), or undefined when the operation has none.
 * @param {StateContext} context @param {StatefulRequest} request @param {string} scenario
 * @param {any} project the project the path names
 * @returns {StatefulAnswer | undefined}
 */
export function worldView(context, request, scenario, project) {
  const view =
    userView(context, request, scenario) ??
    projectListView(context, request, scenario) ??
    advisoryListView(context, request, scenario) ??
    projectReportView(context, request, scenario, project);
  return view === undefined ? undefined : validAnswer(context.index, request.operationId, request.template, view);
}

/** users/me as the world has it now: the account as last updated, its teams as they are. */
function userView(
  /** @type {StateContext} */ context,
  /** @type {StatefulRequest} */ { operationId, template },
  /** @type {string} */ scenario,
) {
  const body = /** @type {any} */ (template.body);
  const accounts = collectionNamed(context, 'accounts');
  const teams = collectionNamed(context, 'teams');
  if (operationId !== 'users_get' || !body || typeof body !== 'object' || !accounts || !teams) return undefined;
  const account = collectionOf(context, accounts, {}, scenario).get(body.account?.uuid);
  return currentUser(body, account, collectionOf(context, teams, {}, scenario));
}

/** The account's projects in the shape of another list (every latest report, the asset registry's). */
function projectListView(
  /** @type {StateContext} */ context,
  /** @type {StatefulRequest} */ { operationId, template },
  /** @type {string} */ scenario,
) {
  const projects = collectionNamed(context, 'projects');
  if (!PROJECT_LISTS.has(operationId) || !Array.isArray(template.body) || !projects) return undefined;
  return projectsInShape(template.body, collectionOf(context, projects, {}, scenario).values());
}

/** A page of the world's advisories. */
function advisoryListView(
  /** @type {StateContext} */ context,
  /** @type {StatefulRequest} */ { operationId, query = {}, template },
  /** @type {string} */ scenario,
) {
  const body = /** @type {any} */ (template.body);
  if (operationId !== 'advisories_list' || !body || !Array.isArray(body.advisories)) return undefined;
  return advisoryPage(body, context.worldOf(scenario).advisories, query);
}

/** A report of the project the path names, with the fields it shares with that project. */
function projectReportView(
  /** @type {StateContext} */ context,
  /** @type {StatefulRequest} */ { operationId, query = {}, template },
  /** @type {string} */ scenario,
  /** @type {any} */ project,
) {
  const body = /** @type {any} */ (template.body);
  if (!project || !body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const open = context.worldOf(scenario).open.get(project.projectUUID) ?? [];
  const validate = bodyValidator(context.index, operationId, template.status);
  return mergeValid(body, reportOfProject(body, project, open, query.branch), validate);
}

/**
 * The template with the fields it shares with what its path names (an advisory's id), those it has.
 * @param {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index @param {StatefulRequest} request
 * @param {Record<string, unknown>} shared
 * @returns {StatefulAnswer}
 */
export function withSharedFields(index, { operationId, template }, shared) {
  const body = /** @type {any} */ (template.body);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return asIs(template);
  const present = Object.fromEntries(Object.entries(shared).filter(([key]) => key in body));
  return {
    status: template.status,
    body: mergeValid(body, present, bodyValidator(index, operationId, template.status)),
  };
}
