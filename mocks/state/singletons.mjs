// @ts-check
// The singletons of the stateful memory, one value per scope (an account's Jira set-up, the support
// token): a read answers what the last update wrote, a remove puts the document's value back.
import { asIs, validAnswer } from './answers.mjs';
import { bodyValidator, mergeValid, operationOf, successExample } from './schema-fit.mjs';

/**
 * @param {import('./context.mjs').StateContext} context @param {import('./resources.mjs').SingletonResource} resource
 * @param {import('./resources.mjs').Role} role @param {import('./answers.mjs').StatefulRequest} request
 * @param {string} scenario
 * @returns {import('./answers.mjs').StatefulAnswer}
 */
export function answerSingleton(context, resource, role, request, scenario) {
  const { params, body, template } = request;
  const key = `${resource.name} ${JSON.stringify(Object.entries(params).sort())}`;
  const state = /** @type {Map<string, { value: any }>} */ (context.store.of(scenario));
  const stored = state.get(key);
  const world = stored ? undefined : resource.fromWorld?.(context.worldOf(scenario), params);
  if (role === 'read') {
    if (stored) return { status: template.status, body: stored.value };
    if (world && 'unset' in world) return notSet(context, request.operationId, world.unset, template);
    return world ? { status: template.status, body: world.value } : asIs(template);
  }
  if (role === 'remove') {
    state.delete(key);
    return asIs(template);
  }
  // An update: a body changes the value; without one (a new support token) the answer is the new value.
  const { index } = context;
  const readId = /** @type {string} */ (resource.read[0]);
  const validateValue = bodyValidator(index, readId, index.successStatus(operationOf(index, readId)));
  const hasBody = body !== undefined;
  const current = stored
    ? stored.value
    : world && 'value' in world
      ? world.value
      : successExample(index, readId, scenario);
  const next = hasBody ? changedValue(resource, request, current, validateValue) : template.body;
  if (next !== undefined && (!validateValue || validateValue(next))) state.set(key, { value: next });
  if (template.body === undefined || !hasBody) return asIs(template);
  return validAnswer(index, request.operationId, template, next);
}

/**
 * The value an update's body makes of the current one: the body itself for a resource it replaces
 * (when the schema takes it), else the current value with the body's fields that keep it valid.
 * @param {import('./resources.mjs').SingletonResource} resource @param {import('./answers.mjs').StatefulRequest} request
 * @param {any} current @param {import('ajv').ValidateFunction | undefined} validateValue
 */
function changedValue(resource, { query = {}, body }, current, validateValue) {
  const fields = resource.fromUpdate ? resource.fromUpdate(body, query) : body;
  if (resource.replace) return !validateValue || validateValue(fields) ? fields : current;
  return mergeValid(current, fields, validateValue);
}

/**
 * The operation's 404 in the document's shape with `message` (a property that is not set); the
 * template as it came when the operation declares none.
 * @param {import('./context.mjs').StateContext} context @param {string} operationId @param {string} message
 * @param {import('./answers.mjs').Template} template
 * @returns {import('./answers.mjs').StatefulAnswer}
 */
function notSet({ index }, operationId, message, template) {
  const operation = operationOf(index, operationId);
  if (!index.responseOf(operation, 404)) return asIs(template);
  return {
    status: 404,
    body: mergeValid(index.exampleOf(operation, 404), { message }, bodyValidator(index, operationId, 404)),
  };
}
