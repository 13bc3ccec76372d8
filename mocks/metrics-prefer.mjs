// @ts-check
// What the layer in front of Prism shares when it picks a metrics example by the request (a team's
// own answer, an earlier period's answer): which requests it may pick for, and how the `Prefer`
// header names the example without overriding a scenario the request already asked for.
import { METRICS_PATH, SCENARIO_CATALOGUE } from './scenario-catalogue.mjs';

/** The scenarios that have a metrics answer of their own (an account, an error): a request for one keeps it. */
const METRICS_ANSWERS = new Set(
  /** @type {string[]} */ (
    SCENARIO_CATALOGUE.filter((scenario) => scenario.examples.some((example) => example.path === METRICS_PATH)).map(
      (scenario) => scenario.name,
    )
  ),
);

const EXAMPLE_PREFERENCE = /(^|[\s,;])example=([^\s,;]*)/;
const CODE_PREFERENCE = /(^|[\s,;])code=([^\s,;]*)/;

/**
 * The query of a metrics call (GET METRICS_PATH), or undefined for any other request or a URL that
 * does not parse. Never throws.
 * @param {{ method?: string, url?: string }} request `url` as the server sees it (path and query, or absolute)
 * @returns {URLSearchParams | undefined}
 */
export function metricsCallQuery({ method = 'GET', url = '' }) {
  if (method.toUpperCase() !== 'GET') return undefined;
  let parsed;
  try {
    parsed = new URL(url, 'http://mock.invalid');
  } catch {
    return undefined;
  }
  return parsed.pathname === METRICS_PATH ? parsed.searchParams : undefined;
}

/**
 * The request's own `Prefer` header (undefined when absent or blank) with `example` asked for, unless
 * the header already asks for another answer: an error status (`code=400`) or another metrics answer
 * (`example=large`) wins, so a scenario chosen in the toolbar is kept. `example=default`, and a scenario
 * with no metrics answer of its own (`example=member-with-teams`, a user), are the default account's
 * answer, which `example` replaces.
 * @param {string | undefined} prefer
 * @param {string} example
 * @returns {string | undefined}
 */
export function preferExample(prefer, example) {
  const own = typeof prefer === 'string' && prefer.trim() !== '' ? prefer : undefined;
  if (own === undefined) return `example=${example}`;
  const code = own.match(CODE_PREFERENCE)?.[2];
  if (code !== undefined && code !== '200') return own;
  const named = own.match(EXAMPLE_PREFERENCE)?.[2];
  if (named !== undefined && named !== 'default' && METRICS_ANSWERS.has(named)) return own;
  if (named !== undefined) return own.replace(EXAMPLE_PREFERENCE, `$1example=${example}`);
  return `${own}, example=${example}`;
}
