// @ts-check
// What the parts of the stateful memory share, handed to each of them as one object: the document's
// index, the resource table, the memory of each scenario, the seeded worlds and the maker of new ids.
import { createDocumentIndex } from '../../src/openapi-index/document-index.mjs';
import { idMaker } from './schema-fit.mjs';
import { buildWorld, scenarioUser } from './world.mjs';

/**
 * @typedef {object} StateContext
 * @property {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index
 * @property {readonly import('./resources.mjs').Resource[]} resources
 * @property {ScenarioStore} store what was changed, per scenario
 * @property {(scenario: string) => import('./world.mjs').World} worldOf the scenario's world: its user,
 *   account, teams, projects, tickets and advisories
 * @property {(example: unknown) => string | number} newId a new id shaped like the example's
 *
 * @typedef {ReturnType<typeof createScenarioStore>} ScenarioStore
 */

/**
 * @param {any} document the bundled OpenAPI document
 * @param {readonly import('./resources.mjs').Resource[]} resources
 * @returns {StateContext}
 */
export function createContext(document, resources) {
  const index = createDocumentIndex(document);
  return { index, resources, store: createScenarioStore(), worldOf: worldMaker(index), newId: idMaker() };
}

function createScenarioStore() {
  /** @type {Map<string, Map<string, Map<string, any> | { value: any }>>} scenario → resource instance → state */
  const scenarios = new Map();
  return {
    /** The state of a scenario, empty until something is seeded or changed. @param {string} scenario */
    of: (scenario) => remembered(scenarios, scenario, () => new Map()),
    /** Forgets what was changed: in one scenario, or in every one. @param {string} [scenario] */
    reset(scenario) {
      if (scenario === undefined) scenarios.clear();
      else scenarios.delete(scenario);
    },
  };
}

/**
 * The seeded worlds, each made on the first request of its scenario; a reset keeps them.
 * @param {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index
 */
function worldMaker(index) {
  /** @type {Map<string, import('./world.mjs').World>} */
  const worlds = new Map();
  return (/** @type {string} */ scenario) =>
    remembered(worlds, scenario, () => {
      const users = index.operation('users_get');
      const teams = index.operation('teams_list');
      return buildWorld({
        scenario,
        user: scenarioUser(scenario, users && index.exampleOf(users, 200, scenario)),
        teams: teams && index.hasExample(teams, 200, scenario) ? index.exampleOf(teams, 200, scenario) : undefined,
      });
    });
}

/**
 * The value a map holds for a key, made and kept on first use.
 * @template T @param {Map<string, T>} map @param {string} key @param {() => T} make
 * @returns {T}
 */
export function remembered(map, key, make) {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
