// @ts-check
// Sends one planned request and reads its answer with a size limit: a server that answers with a
// body of any size (or one that never ends) costs at most `maxResponseBytes` of memory and the
// request time limit, never a hung run. Requests to one host are spaced by the rate limit.

/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */
/** @typedef {import('./checks.mjs').Exchange} Exchange */

export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */

/**
 * @typedef {object} SendSettings
 * @property {number} timeoutMs give up on the request (headers and body) after this long
 * @property {number} maxResponseBytes stop reading a body past this size and mark the answer oversized
 * @property {RateLimiter} [rateLimiter] waits for the host's turn before each request
 */

/**
 * Spaces the requests to each host so that no more than `requestsPerSecond` start in any second.
 * @param {number | undefined} requestsPerSecond undefined or 0: no limit
 */
export function createRateLimiter(requestsPerSecond) {
  /** @type {Map<string, number>} the earliest time the next request to a host may start */
  const nextStart = new Map();
  const interval = requestsPerSecond ? 1000 / requestsPerSecond : 0;
  return {
    /** @param {string} host */
    async wait(host) {
      if (!interval) return;
      const now = performance.now();
      const start = Math.max(now, nextStart.get(host) ?? now);
      nextStart.set(host, start + interval);
      if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
    },
  };
}

/** The URL a planned request goes to. */
export function urlOf(/** @type {string} */ target, /** @type {PlannedRequest} */ request) {
  const search = request.query.toString();
  return `${target}${request.path}${search ? `?${search}` : ''}`;
}

/**
 * Reads at most `limit` bytes of a body; the rest is not downloaded.
 * @param {Response} response @param {number} limit
 * @returns {Promise<{ text: string, bytes: number, oversized: boolean }>}
 */
async function readLimited(response, limit) {
  if (!response.body) return { text: '', bytes: 0, oversized: false };
  const declaredLength = Number(response.headers.get('content-length'));
  const reader = response.body.getReader();
  if (Number.isFinite(declaredLength) && declaredLength > limit) {
    await reader.cancel();
    return { text: '', bytes: declaredLength, oversized: true };
  }
  /** @type {Uint8Array[]} */
  const chunks = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      await reader.cancel();
      return { text: '', bytes, oversized: true };
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), bytes, oversized: false };
}

/**
 * Errors of a connection the server had closed already: fetch keeps idle connections open for the
 * next request, and the server closes its side after its own idle time (5 s in Node.js). On a busy
 * machine the client may pick such a connection before it notices, and the request fails with no
 * answer, although the server never saw it.
 */
const CLOSED_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Methods HTTP lets a client send again on its own (RFC 9110, 9.2.2): doing them twice is doing them once. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Sends a request; an idempotent one that met a connection the server had closed is sent again
 * (a few times at most), so that a run on a busy machine reports the server, not the connection pool.
 * @param {string} target @param {PlannedRequest} request @param {SendSettings} settings
 * @returns {Promise<Exchange>}
 */
export async function send(target, request, settings) {
  let exchange = await sendOnce(target, request, settings);
  // Each failed try drops one closed connection from the pool, which may hold one per worker.
  for (let retry = 0; retry < MAX_RETRIES && isClosedConnection(exchange, request); retry += 1) {
    exchange = await sendOnce(target, request, settings);
  }
  return exchange;
}

const MAX_RETRIES = 4;

/** @param {Exchange} exchange @param {PlannedRequest} request */
const isClosedConnection = (exchange, request) =>
  exchange.error !== undefined &&
  CLOSED_CONNECTION_ERRORS.has(exchange.error) &&
  IDEMPOTENT_METHODS.has(request.method.toUpperCase());

/**
 * @param {string} target @param {PlannedRequest} request @param {SendSettings} settings
 * @returns {Promise<Exchange>}
 */
async function sendOnce(target, request, { timeoutMs, maxResponseBytes, rateLimiter }) {
  const url = urlOf(target, request);
  await rateLimiter?.wait(new URL(url).host);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // A redirect is an answer to check, and following it could carry the credentials elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const { text, bytes, oversized } = await readLimited(response, maxResponseBytes);
    return {
      request,
      response: {
        status: response.status,
        contentType: response.headers.get('content-type'),
        headers: Object.fromEntries(response.headers),
        body: text,
        bytes,
        oversized,
        durationMs: performance.now() - started,
      },
    };
  } catch (caught) {
    const error = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (caught);
    const reason =
      error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (error.cause?.code ?? error.cause?.message ?? error.message);
    return { request, error: reason };
  }
}
