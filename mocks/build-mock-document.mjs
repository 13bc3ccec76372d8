// @ts-check
// Adds the scenarios to a copy of the bundled document, in memory. Apart from mock-document.mjs,
// which writes the result to files, so that the MSW handlers (depsight/msw) can build the same
// document in a browser, where there are no files.
import { deref } from '../src/openapi-index/json-pointer.mjs';
import { MOCK_EXAMPLES } from './scenarios.mjs';

/**
 * @param {any} bundle the bundled document (not changed)
 * @param {readonly import('./scenarios.mjs').MockScenario[]} [scenarios]
 * @returns {any} a copy with every scenario's example added to its response
 */
export function buildMockDocument(bundle, scenarios = MOCK_EXAMPLES) {
  const document = structuredClone(bundle);
  document['x-mock-document'] =
    'Generated from generated/openapi.yaml and the scenarios in mocks/ by `npm run spec:bundle`. Do not edit.';
  for (const scenario of scenarios) addScenario(document, scenario);
  return document;
}

/** @param {any} document @param {import('./scenarios.mjs').MockScenario} scenario */
function addScenario(document, scenario) {
  const label = `scenario "${scenario.name}" (GET ${scenario.path} ${scenario.status})`;
  const responses = document.paths?.[scenario.path]?.get?.responses;
  const declared = responses?.[String(scenario.status)];
  if (!declared) throw new Error(`${label}: the document declares no such response`);
  // A shared response ($ref) is copied into the operation, so the example is added to this call only.
  const response = declared.$ref ? structuredClone(deref(document, declared)) : declared;
  if (!response) throw new Error(`${label}: unresolved reference ${declared.$ref}`);
  responses[String(scenario.status)] = response;
  const media = response.content?.['application/json'];
  if (!media) throw new Error(`${label}: the response has no application/json content`);
  if (!scenario.build) {
    if (!media.examples?.[scenario.name]) throw new Error(`${label}: openapi/ no longer has this example`);
    return;
  }
  // Spreading keeps an existing key where it was: the generated `default` stays the first example.
  media.examples = { ...media.examples, [scenario.name]: { summary: scenario.summary, value: scenario.build() } };
}
