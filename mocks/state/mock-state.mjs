// @ts-check
// The stateful mock's memory: what was created, changed and deleted through the API, per scenario.
// It does not answer on its own. Something that already validated the request and made a stateless
// answer from the document (Prism for `npm start`, the MSW handlers in tests) hands both over, and
// `answer` turns that template into the stateful answer: a created team with its own new uuid in
// the list, a renamed one, a 404 for one deleted. Every field it writes is checked against the
// response's schema first (schema-fit.mjs), so an answer still conforms to the document whatever the
// request held. The parts share one context (context.mjs): collections.mjs and singletons.mjs answer
// the resources of resources.mjs, world-answers.mjs what the scenario's world says of any operation.
import { asIs } from './answers.mjs';
import { answerCollection } from './collections.mjs';
import { createContext } from './context.mjs';
import { RESOURCES, rolesByOperation } from './resources.mjs';
import { answerSingleton } from './singletons.mjs';
import { checkOwners, concernsWorld, withAccountAlias, withSharedFields, worldView } from './world-answers.mjs';

/** The scenario of a request that names none: `Prefer` without `example=`. */
export const DEFAULT_SCENARIO = 'default';

/**
 * @param {any} document the bundled OpenAPI document (generated/openapi.yaml, parsed)
 * @param {{ resources?: readonly import('./resources.mjs').Resource[] }} [options]
 */
export function createMockState(document, { resources = RESOURCES } = {}) {
  const context = createContext(document, resources);
  const roles = rolesByOperation(resources);
  for (const operationId of roles.keys()) {
    if (!context.index.operation(operationId))
      throw new Error(`The mock's resource table names ${operationId}, which the document does not have`);
  }
  return {
    /** Whether the state has anything to say about this operation. @param {string} operationId */
    isStateful: (operationId) => roles.has(operationId) || concernsWorld(context.index, operationId),
    /**
     * The stateful answer to a request whose stateless answer is `template`. A template that is not a
     * success (an invalid request, a missing token) is answered as it is.
     * @param {import('./answers.mjs').StatefulRequest} given
     * @returns {import('./answers.mjs').StatefulAnswer}
     */
    answer: (given) => answer(context, roles, given),
    /** Forgets what was changed: in one scenario, or in every one. @param {string} [scenario] */
    reset: (scenario) => context.store.reset(scenario),
    index: context.index,
  };
}

/** @typedef {ReturnType<typeof createMockState>} MockState */

/**
 * @param {import('./context.mjs').StateContext} context @param {ReturnType<typeof rolesByOperation>} roles
 * @param {import('./answers.mjs').StatefulRequest} given
 * @returns {import('./answers.mjs').StatefulAnswer}
 */
function answer(context, roles, given) {
  const { template } = given;
  if (template.status < 200 || template.status >= 300 || !context.index.operation(given.operationId))
    return asIs(template);
  const request = withAccountAlias(context.index, given);
  const scenario = request.scenario ?? DEFAULT_SCENARIO;
  const { missing, shared, project } = checkOwners(context, request, scenario);
  if (missing) return missing;
  const found = roles.get(request.operationId);
  if (!found) return worldView(context, request, scenario, project) ?? withSharedFields(context.index, request, shared);
  return found.resource.kind === 'collection'
    ? answerCollection(context, found.resource, found.role, request, scenario)
    : answerSingleton(context, found.resource, found.role, request, scenario);
}
