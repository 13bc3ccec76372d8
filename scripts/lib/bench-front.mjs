// @ts-check
// The benches' way in to the dashboard: a loopback server in front of vite preview that passes every
// request on, steering the API calls of the visit being measured the way the bench says (a
// scenario's `Prefer` header, an account of N projects, a fixed answer). The page's requests are not
// intercepted in the browser: Playwright's request interception turns Chromium's HTTP cache off and
// holds every request on its way, so a second visit would not be one, and the first would not be
// what a user meets. Hashed assets are served as a static host serves them: cached for good, so a
// second visit is a returning user's, and, given the build's folder, from memory and compressed once
// (vite preview compresses every file as it sends it, and the bench's one process also sends the
// metrics answer: scripts waited 100-400 ms behind both, which a static host does not add). It also
// notes when each request was in flight, on the wall clock, so that a bench can tell when the page has
// stopped loading.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_PATHS } from './api-paths.mjs';

/**
 * @typedef {object} SteeredRequest what a steering function sees of a request
 * @property {string} method
 * @property {string} path the path, without the query
 * @property {string} search the query, with its `?` (or '')
 * @property {import('node:http').IncomingHttpHeaders} headers
 */

/**
 * @typedef {object} Steering what happens to one request instead of passing it on as it is
 * @property {string} [prefer] a `Prefer` header to send with it (a mock scenario)
 * @property {string} [to] an absolute URL to send it to instead (its query included)
 * @property {{ contentType: string, body: string | Buffer }} [answer] a 200 to answer it with, here
 */

/** @typedef {(request: SteeredRequest) => Steering | undefined} Steer */

/**
 * @typedef {object} RequestSpan when one request was in flight at the front, in wall-clock ms
 * @property {number} start when it reached the front
 * @property {number | undefined} end when its answer was sent whole or given up (undefined: still in flight)
 */

/**
 * @typedef {object} BenchFront
 * @property {string} url where the page is opened, e.g. `http://127.0.0.1:41234`
 * @property {(steer: Steer | undefined) => void} steer how the next requests are steered (undefined: none)
 * @property {(since: number) => RequestSpan[]} requestsSince every request still in flight or ended at
 *   or after `since` (wall-clock ms)
 * @property {() => Promise<void>} stop
 */

/** Vite's build names each file of dist/assets/ after its content's hash. */
const isHashedAsset = (/** @type {string} */ path) => path.startsWith('/assets/');

/** A static host's caching of files named after their content. */
const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * How a static host serves files named after their content: cached for good, never asked again
 * (vite preview asks for every file again, `no-cache`, which a returning user's browser would not).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
function asImmutable(headers) {
  const { etag: _etag, 'last-modified': _modified, ...rest } = headers;
  return { ...rest, 'cache-control': CACHED_FOR_GOOD };
}

/** The content types of a build's assets. */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
});

/** @typedef {{ type: string, body: Buffer, gzip: Buffer | undefined }} Asset */

/**
 * A build's assets folder read once, each text file gzipped once, by path (`/assets/NAME`).
 * @param {string} assetsDir
 * @returns {Map<string, Asset>}
 */
function loadAssets(assetsDir) {
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  for (const name of readdirSync(assetsDir)) {
    const body = readFileSync(join(assetsDir, name));
    const type = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
    const text = type.startsWith('text/') || type === 'application/json' || type === 'image/svg+xml';
    assets.set(`/assets/${name}`, { type, body, gzip: text ? gzipSync(body) : undefined });
  }
  return assets;
}

/**
 * Sends an asset as a static host does: gzipped when the browser takes gzip and the file is text.
 * @param {Asset} asset
 * @param {string | undefined} acceptEncoding
 * @param {import('node:http').ServerResponse} outgoing
 */
function sendAsset(asset, acceptEncoding, outgoing) {
  const gzip = /\bgzip\b/.test(acceptEncoding ?? '') ? asset.gzip : undefined;
  const body = gzip ?? asset.body;
  outgoing.writeHead(200, {
    'content-type': asset.type,
    'content-length': body.length,
    'cache-control': CACHED_FOR_GOOD,
    vary: 'accept-encoding',
    ...(gzip && { 'content-encoding': 'gzip' }),
  });
  outgoing.end(body);
}

/**
 * Starts the front: API paths go to `apiUrl` (the mock), every other path to `pageUrl` (vite preview),
 * except the files of `assetsDir` (the build's `dist/assets`), which it serves itself.
 * @param {{ pageUrl: string, apiUrl: string, assetsDir?: string }} targets
 * @returns {Promise<BenchFront>}
 */
export async function startBenchFront({ pageUrl, apiUrl, assetsDir }) {
  const assets = assetsDir === undefined ? new Map() : loadAssets(assetsDir);
  /** @type {Steer | undefined} */
  let steer;
  /** @type {RequestSpan[]} */
  const spans = [];
  const server = createServer((incoming, outgoing) => {
    const span = /** @type {RequestSpan} */ ({ start: Date.now(), end: undefined });
    spans.push(span);
    outgoing.once('close', () => {
      span.end = Date.now();
    });
    const url = new URL(incoming.url ?? '/', 'http://front.invalid');
    const asset = assets.get(url.pathname);
    if (asset !== undefined) {
      sendAsset(asset, incoming.headers['accept-encoding'], outgoing);
      return;
    }
    const isApi = API_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
    const steering = isApi
      ? steer?.({ method: incoming.method ?? 'GET', path: url.pathname, search: url.search, headers: incoming.headers })
      : undefined;
    if (steering?.answer) {
      outgoing.writeHead(200, { 'content-type': steering.answer.contentType, 'cache-control': 'no-store' });
      outgoing.end(steering.answer.body);
      return;
    }
    const target = new URL(steering?.to ?? `${url.pathname}${url.search}`, isApi ? apiUrl : pageUrl);
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...incoming.headers, host: target.host };
    if (steering?.prefer !== undefined) headers.prefer = steering.prefer;
    const forwarded = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        outgoing.writeHead(
          answer.statusCode ?? 502,
          isHashedAsset(url.pathname) ? asImmutable(answer.headers) : answer.headers,
        );
        answer.pipe(outgoing);
        // A page that gives up closes its side: the answer behind it stops too.
        outgoing.once('close', () => answer.destroy());
      },
    );
    forwarded.on('error', (error) => {
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: `the bench's front could not reach ${target.origin}: ${error.message}` }));
    });
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    steer: (next) => {
      steer = next;
    },
    requestsSince: (since) =>
      spans.filter((span) => span.end === undefined || span.end >= since).map((span) => ({ ...span })),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * Several ways of steering at once: each request is steered by the first that has something to say.
 * @param {...Steer} steers
 * @returns {Steer}
 */
export const eitherSteer =
  (...steers) =>
  (request) => {
    for (const steer of steers) {
      const steering = steer(request);
      if (steering !== undefined) return steering;
    }
    return undefined;
  };
