// @ts-check
// The scale benchmark's metrics answers: a loopback server that answers `GET /accounts/N` with the
// metrics of an account of N projects, made as it is sent (`streamSecurityMetrics`, the mock's
// `huge-account` settings with N in place of its 20,000 projects) and never held whole, counting the
// bytes it hands to the socket. `steerMetricsTo` sends a page's metrics calls there; the page's other
// calls reach the mock as before. 50,000 projects are about 1 GB: no answer of this size fits in one
// JavaScript string, so it can only be streamed.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { METRICS_PATH, METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { streamSecurityMetrics } from '../../mocks/security-metrics.mjs';

const ACCOUNT_PATH = /^\/accounts\/(\d{1,7})$/;

/**
 * @typedef {object} SentAnswer
 * @property {number} projectCount the account's projects
 * @property {string} query the query of the page's call it answers (`?endDate=…`), for the log
 * @property {number} bytes the bytes handed to the socket so far
 * @property {boolean} complete whether the whole answer was sent
 * @property {boolean} ended whether the answer is over: sent whole, or stopped as the page gave up
 */

/**
 * @typedef {object} SizedMetricsServer
 * @property {string} url like `http://127.0.0.1:41234`
 * @property {(projectCount: number) => string} accountUrl where the answer of that many projects is
 *   (any query is only noted)
 * @property {readonly SentAnswer[]} sent every answer begun, in order
 * @property {() => Promise<void>} stop closes the server and every connection
 */

/**
 * The mock's `huge-account` settings (seed, scans, history, exclusions) with another project count;
 * `withoutTeams`: its projects do not name their teams.
 * @param {number} projectCount @param {boolean} [withoutTeams]
 * @returns {import('../../mocks/security-metrics.mjs').MetricsOptions}
 */
export const accountOptions = (projectCount, withoutTeams = false) => ({
  ...METRICS_SCENARIO_OPTIONS['huge-account'],
  projectCount,
  withoutTeams,
});

/**
 * Each project of an answer names its team (`teamUUIDs`, the mock's share-out among the 20 teams of
 * `member-with-many-teams`), unless `withoutTeams`: then it is a server that does not name them.
 * @param {{ withoutTeams?: boolean }} [options]
 * @returns {Promise<SizedMetricsServer>}
 */
export async function startSizedMetricsServer({ withoutTeams = false } = {}) {
  /** @type {SentAnswer[]} */
  const sent = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sized-metrics.invalid');
    const match = request.method === 'GET' ? ACCOUNT_PATH.exec(url.pathname) : null;
    if (!match) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Only GET /accounts/N is answered here.' }));
      return;
    }
    const answer = { projectCount: Number(match[1]), query: url.search, bytes: 0, complete: false, ended: false };
    sent.push(answer);
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    // A page that gives up closes the connection: the pipeline stops making the answer then.
    // One project read ahead at most, so that the count is what was written when the page gives up.
    const pieces = Readable.from(
      counted(streamSecurityMetrics(accountOptions(answer.projectCount, withoutTeams)), answer),
      {
        highWaterMark: 1,
      },
    );
    pipeline(pieces, response).then(
      () => {
        answer.complete = true;
        answer.ended = true;
      },
      () => {
        answer.ended = true;
        response.destroy();
      },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    accountUrl: (projectCount) => `${url}/accounts/${projectCount}`,
    sent,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The answer's pieces as bytes, each counted as it is handed on.
 * @param {Iterable<string>} pieces @param {SentAnswer} answer
 */
function* counted(pieces, answer) {
  for (const piece of pieces) {
    const bytes = Buffer.from(piece);
    answer.bytes += bytes.length;
    yield bytes;
  }
}

/**
 * Steers every GET of the page's metrics call (whatever its query, as a scenario's `Prefer` header
 * would) to the answer of `projectCount` projects, a team's (`teamUUID=`) to `teamProjectCount`'s, at
 * the bench's front (scripts/lib/bench-front.mjs); the page sees its own URL.
 * @param {SizedMetricsServer} server @param {number} projectCount @param {number} [teamProjectCount]
 * @returns {import('./bench-front.mjs').Steer}
 */
export function steerMetricsTo(server, projectCount, teamProjectCount = projectCount) {
  return (request) => {
    if (request.method !== 'GET' || request.path !== METRICS_PATH) return undefined;
    const count = new URLSearchParams(request.search).has('teamUUID') ? teamProjectCount : projectCount;
    return { to: `${server.accountUrl(count)}${request.search}` };
  };
}
