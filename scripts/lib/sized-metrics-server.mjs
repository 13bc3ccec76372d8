// @ts-check
// The scale benchmark's metrics answers: a loopback server that answers `GET /accounts/N` with the
// metrics of an account of N projects (`streamSecurityMetrics`, the mock's `huge-account` settings
// with N in place of its 20,000 projects), never held whole, counting the bytes it hands to the
// socket. By default each answer is made as it is sent, which takes a core while the page reads it.
// `prepare(N)` writes N's answer to a file once (streamed, in the cache folder, kept for the next
// run); from then on that answer is sent from the file as a plain static server sends one, with its
// Content-Length, so the server costs next to no CPU while the page reads, as the page meets a real
// server. `steerMetricsTo` sends a page's metrics calls there; the page's other calls reach the mock
// as before. 50,000 projects are about 1 GB: no answer of this size fits in one JavaScript string,
// so it can only be streamed.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
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
 * @property {(projectCount: number) => Promise<PreparedAnswer>} prepare writes that answer's file
 *   (once: a file already in the cache folder is kept) and sends it from there from now on
 * @property {() => Promise<void>} stop closes the server and every connection
 */

/**
 * @typedef {object} PreparedAnswer an answer written to a file, sent as a static server sends a file
 * @property {string} path
 * @property {number} bytes
 * @property {boolean} written whether it was written now (false: it was in the cache folder already)
 */

/** Where prepared answers are kept between runs: the system's temporary folder. */
const DEFAULT_CACHE_DIR = join(tmpdir(), 'depsight-bench-answers');

/**
 * The file of an answer: named after the generator's code and the answer's settings, so that a
 * change to either makes a new file rather than serving a stale one.
 * @param {string} cacheDir @param {number} projectCount @param {boolean} withoutTeams
 */
function answerFile(cacheDir, projectCount, withoutTeams) {
  const hash = createHash('sha256');
  for (const module of ['security-metrics.mjs', 'team-metrics.mjs'])
    hash.update(readFileSync(new URL(`../../mocks/${module}`, import.meta.url)));
  const key = hash
    .update(JSON.stringify(accountOptions(projectCount, withoutTeams)))
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `metrics-${projectCount}-${key}.json`);
}

/**
 * Writes an answer's file by streaming it (never held whole), under a temporary name renamed at
 * the end, so that an interrupted run leaves no half answer to be served later.
 * @param {string} cacheDir @param {number} projectCount @param {boolean} withoutTeams
 * @returns {Promise<PreparedAnswer>}
 */
async function prepareAnswer(cacheDir, projectCount, withoutTeams) {
  const path = answerFile(cacheDir, projectCount, withoutTeams);
  const existing = await stat(path).catch(() => undefined);
  if (existing?.isFile()) return { path, bytes: existing.size, written: false };
  await mkdir(cacheDir, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  try {
    const pieces = Readable.from(asBytes(streamSecurityMetrics(accountOptions(projectCount, withoutTeams))));
    await pipeline(pieces, createWriteStream(partial));
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path, bytes: (await stat(path)).size, written: true };
}

/** @param {Iterable<string>} pieces */
function* asBytes(pieces) {
  for (const piece of pieces) yield Buffer.from(piece);
}

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
 * @param {{ cacheDir?: string, withoutTeams?: boolean }} [options] `cacheDir`: where `prepare` writes
 *   its files (default: a folder of the system's temporary folder)
 * @returns {Promise<SizedMetricsServer>}
 */
export async function startSizedMetricsServer({ cacheDir = DEFAULT_CACHE_DIR, withoutTeams = false } = {}) {
  /** @type {SentAnswer[]} */
  const sent = [];
  /** @type {Map<number, PreparedAnswer>} */
  const prepared = new Map();
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
    const file = prepared.get(answer.projectCount);
    response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(file && { 'content-length': String(file.bytes) }),
    });
    // A page that gives up closes the connection: the pipeline stops reading or making the answer then.
    // One project read ahead at most, so that the count is what was written when the page gives up.
    const sending = file
      ? pipeline(createReadStream(file.path), countingBytes(answer), response)
      : pipeline(
          Readable.from(counted(streamSecurityMetrics(accountOptions(answer.projectCount, withoutTeams)), answer), {
            highWaterMark: 1,
          }),
          response,
        );
    sending.then(
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
    prepare: async (projectCount) => {
      const file = prepared.get(projectCount) ?? (await prepareAnswer(cacheDir, projectCount, withoutTeams));
      prepared.set(projectCount, file);
      return file;
    },
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
 * Counts the bytes of a file's stream as they are handed on, unchanged.
 * @param {SentAnswer} answer
 */
const countingBytes = (answer) =>
  new Transform({
    transform(chunk, _encoding, done) {
      answer.bytes += chunk.length;
      done(null, chunk);
    },
  });

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
