// @ts-check
// The shapes of the stateful mock's answers, and the answers every part of it may give: the template
// as it came, an answer checked against the document, the document's 404 naming what was asked for.
import { bodyValidator, mergeValid, operationOf } from './schema-fit.mjs';

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
 * @property {string} [scenario] whose state: DEFAULT_SCENARIO (mock-state.mjs) when absent
 * @property {Template} template
 *
 * @typedef {object} StatefulAnswer
 * @property {number} status
 * @property {unknown} [body] undefined: no body
 */

/** The answer when the state decides nothing: the template as it came. @param {Template} template */
export const asIs = (template) => ({ status: template.status, body: template.body });

/**
 * `body` as the answer with the template's status, when the operation's schema takes it; else the
 * template as it came, so that an answer always conforms.
 * @param {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index @param {string} operationId
 * @param {Template} template @param {unknown} body
 * @returns {StatefulAnswer}
 */
export function validAnswer(index, operationId, template, body) {
  const validate = bodyValidator(index, operationId, template.status);
  return validate && !validate(body) ? asIs(template) : { status: template.status, body };
}

/**
 * The operation's 404 in the document's shape, naming what was asked for ("No team found with uuid
 * …"); the template as it came when the operation declares none.
 * @param {import('../../src/openapi-index/document-index.mjs').DocumentIndex} index @param {string} operationId
 * @param {{ noun: string, label: string }} what @param {unknown} id @param {Template} template
 * @returns {StatefulAnswer}
 */
export function notFound(index, operationId, what, id, template) {
  const operation = operationOf(index, operationId);
  if (!index.responseOf(operation, 404)) return asIs(template);
  const body = index.exampleOf(operation, 404);
  const message = `No ${what.noun} found with ${what.label} ${String(id)}`;
  return { status: 404, body: mergeValid(body, { message }, bodyValidator(index, operationId, 404)) };
}
