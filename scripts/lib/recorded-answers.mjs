// @ts-check
// The page's small reads of its first screen (the user, the exclusions, the SLA targets, the members)
// answered as a plain static server answers them: asked of the mock once, before a bench's runs, and
// then sent from memory by the bench's front. The mock runs on the same two cores as the browser: while
// the page read a large metrics answer it took 0.3–0.6 s to answer the user, a wait that a server on
// another machine does not add, and the first row waits for the user. Any other call reaches the mock.
import { USER_PATH } from '../../mocks/scenarios.mjs';
import { TEST_TOKEN } from './browser-harness.mjs';

/** @typedef {{ contentType: string, body: Buffer }} RecordedAnswer */

/**
 * Asks the mock behind `frontUrl` for the first screen's reads, as the signed-in bench user.
 * @param {string} frontUrl the bench's front (its API paths reach the mock)
 * @returns {Promise<Map<string, RecordedAnswer>>} each answer by its path and query
 */
export async function recordFirstScreenAnswers(frontUrl) {
  /** @param {string} path @returns {Promise<RecordedAnswer>} */
  const get = async (path) => {
    const response = await fetch(`${frontUrl}${path}`, { headers: { authorization: `Bearer ${TEST_TOKEN}` } });
    if (!response.ok) throw new Error(`The mock answered ${path} with ${response.status}: nothing to record.`);
    return {
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  const user = await get(USER_PATH);
  const account = JSON.parse(user.body.toString('utf8'))?.account?.uuid;
  if (typeof account !== 'string') throw new Error(`The mock's ${USER_PATH} names no account.`);
  const recorded = new Map([[USER_PATH, user]]);
  for (const path of [
    `/api/v1/accounts/${account}/exclusions?domain=security`,
    `/api/v1/accounts/${account}/properties/sla-targets`,
    `/api/v1/accounts/${account}/members`,
  ]) {
    recorded.set(path, await get(path));
  }
  return recorded;
}

/**
 * Answers the recorded reads from memory; every other request goes on as it is.
 * @param {ReadonlyMap<string, RecordedAnswer>} recorded
 * @returns {import('./bench-front.mjs').Steer}
 */
export const steerToRecorded = (recorded) => (request) => {
  const answer = request.method === 'GET' ? recorded.get(`${request.path}${request.search}`) : undefined;
  return answer === undefined ? undefined : { answer };
};
