// @ts-check
// How the mock routes one request, the same for `npm start`, `npm run mock` (the layer in front of
// Prism, mocks/server/stateful-mock.mjs) and `depsight/msw` (src/msw): which example makes the
// stateless answer (a team's own metrics, the account's earlier period, the scenario's), whose state
// answers it, and what the mock refuses before anything else (an empty query value where the document
// says `minLength`, which Prism alone would take).
import { metricsCallQuery } from './metrics-prefer.mjs';
import { previousPeriodPrefer } from './previous-period.mjs';
import { STREAMED_SCENARIOS } from './scenario-catalogue.mjs';
import { METRICS_SCENARIO_OPTIONS, MOCK_EXAMPLES } from './scenarios.mjs';
import { streamSecurityMetrics } from './security-metrics.mjs';
import { readPrefer, withoutExample } from './state/prefer.mjs';
import { teamMetricsPrefer } from './team-metrics.mjs';

/**
 * @typedef {object} Route
 * @property {{ status: number, message: string } | undefined} refused the document's error to answer at once
 * @property {string | undefined} templatePrefer the `Prefer` header that picks the stateless answer
 *   (what Prism is sent); undefined: none
 * @property {string | undefined} templateExample the example `templatePrefer` names, if any
 * @property {string | undefined} scenario whose state answers: the request's own `example=`
 * @property {string | undefined} code the status the request asks for with `code=`: the document's
 *   answer of that status, as it is
 * @property {boolean} useState whether the state answers (not for an error asked for by `code=`)
 * @property {string | undefined} streamed a streamed scenario whose metrics answer the mock makes as it
 *   sends it (`streamedAnswer`), once the stateless answer says the request is valid
 */

/**
 * @param {object} request
 * @param {import('./state/mock-state.mjs').MockState} request.state
 * @param {string} request.method
 * @param {URL} request.url
 * @param {string | undefined} request.prefer the request's own `Prefer` header
 * @returns {Route & { matched: ReturnType<import('./state/mock-state.mjs').MockState['index']['match']> }}
 */
export function routeRequest({ state, method, url, prefer }) {
  const matched = state.index.match(method, url.pathname);
  const refused = matched && queryBreakingMinLength(matched.operation, url.searchParams, state.index.resolve);
  const { example, code } = readPrefer(prefer);
  const useState = matched !== undefined && state.isStateful(matched.operation.operationId) && code === undefined;
  // A team's metrics call gets that team's own example, so each team's figures are its own; an earlier
  // window of the account gets the account's earlier period, so that two periods compare.
  const call = { method, url: `${url.pathname}${url.search}` };
  const streamed =
    code === undefined && metricsCallQuery(call) !== undefined
      ? STREAMED_SCENARIOS.find((scenario) => scenario.name === example)?.name
      : undefined;
  if (streamed) {
    // The document has no such example: the default one checks the request, then the stream answers.
    const templatePrefer = withoutExample(prefer ?? '') || undefined;
    return {
      matched,
      refused,
      templatePrefer,
      templateExample: undefined,
      scenario: example,
      code,
      useState: false,
      streamed,
    };
  }
  let templatePrefer = previousPeriodPrefer({ ...call, prefer: teamMetricsPrefer({ ...call, prefer }) });
  let templateExample = readPrefer(templatePrefer).example;
  if (code === undefined && templateExample !== undefined && matched) {
    // The scenario names a state; neither the document nor the scenarios may have an example of that
    // name for this operation (Prism would answer 404 for it).
    const operation = matched.operation;
    const status = state.index.successStatus(operation);
    const named = (/** @type {{ name: string, path: string, status: number }} */ entry) =>
      entry.name === templateExample && entry.path === operation.path && entry.status === status;
    if (!state.index.hasExample(operation, status, templateExample) && !MOCK_EXAMPLES.some(named)) {
      templatePrefer = withoutExample(/** @type {string} */ (templatePrefer)) || undefined;
      templateExample = undefined;
    }
  }
  return { matched, refused, templatePrefer, templateExample, scenario: example, code, useState, streamed: undefined };
}

/**
 * A streamed scenario's metrics answer, as JSON text a piece at a time.
 * @param {string} name one of STREAMED_SCENARIOS
 * @returns {Generator<string>}
 */
export function streamedAnswer(name) {
  const options = /** @type {Record<string, import('./security-metrics.mjs').MetricsOptions>} */ (
    METRICS_SCENARIO_OPTIONS
  )[name];
  if (!options) throw new Error(`${name} is not a streamed scenario`);
  return streamSecurityMetrics(options);
}

/**
 * Prism takes an empty query value (`q=`) for an absent one and answers 200 where the document says
 * `minLength: 1`; a server that follows the document refuses it. The refusal is the document's own
 * 400 (or 422) when the operation declares one.
 * @param {any} operation an indexed operation
 * @param {URLSearchParams} query
 * @param {(node: any) => any} resolve follows a local $ref
 * @returns {{ status: number, message: string } | undefined}
 */
function queryBreakingMinLength(operation, query, resolve) {
  const responses = operation.operation.responses ?? {};
  const status = ['400', '422'].find((code) => code in responses);
  if (status === undefined) return undefined;
  for (const parameter of operation.parameters ?? []) {
    if (parameter?.in !== 'query' || !query.has(parameter.name)) continue;
    const schema = resolve(parameter.schema) ?? {};
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const short = query.getAll(parameter.name).find((value) => [...value].length < minLength);
    if (short !== undefined) {
      return {
        status: Number(status),
        message: `Query parameter "${parameter.name}" must have at least ${minLength} character${minLength === 1 ? '' : 's'}.`,
      };
    }
  }
  return undefined;
}
