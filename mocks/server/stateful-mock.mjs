// @ts-check
// The stateful mock server: a thin HTTP layer in front of Prism. Every request goes to Prism first,
// so Prism still validates it against the document (a bad body is a 4xx, a missing token a 401) and
// makes the stateless answer; for the operations of mocks/state/resources.mjs the layer then answers
// from its memory instead (mocks/state/mock-state.mjs). Prism's maintainers have declined to keep
// state themselves, hence the layer.
//
// `POST /__mock/reset` forgets every change (`?scenario=NAME` only that scenario's).

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'yaml';
import { BUNDLE_FILE } from '../document-files.mjs';
import { routeRequest, streamedAnswer } from '../routing.mjs';
import { createMockState } from '../state/mock-state.mjs';
import { RESET_PATH } from '../state/reset-path.mjs';

export { RESET_PATH };

/** Hop-by-hop and length headers: the layer may change the body, so Node sets them again. */
const DROPPED_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-encoding',
]);

/**
 * @typedef {import('../state/mock-state.mjs').MockState} MockState
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ url: string, port: number, state: MockState, stop: () => Promise<void> }} StatefulMock
 */

/** @param {IncomingMessage} request @returns {Promise<Buffer>} */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** @param {Buffer | string} text */
function parseJson(text) {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(String(text));
  } catch {
    return undefined;
  }
}

/**
 * @param {object} options
 * @param {(request: IncomingMessage) => string | Promise<string>} options.upstream the
 *   Prism that serves a request (`http://127.0.0.1:4011`); a rejected promise answers 502
 * @param {number} [options.port] default: a free port
 * @param {any} [options.document] the bundled document (default: generated/openapi.yaml)
 * @returns {Promise<StatefulMock>}
 */
export async function startStatefulMock({ upstream, port = 0, document }) {
  const state = createMockState(document ?? parse(readFileSync(BUNDLE_FILE, 'utf8'), { maxAliasCount: -1 }));
  const server = createServer((request, response) => {
    handle(state, upstream, request, response).catch((error) => {
      if (response.headersSent) response.destroy();
      else
        sendJson(response, 502, {
          message: `The mock API could not answer: ${error instanceof Error ? error.message : error}`,
        });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const chosenPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    state,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * One request: the reset call, a refusal of the layer's own, or Prism's answer (streamed, passed
 * through, or turned into the stateful answer).
 * @param {MockState} state @param {(request: IncomingMessage) => string | Promise<string>} upstream
 * @param {IncomingMessage} request @param {ServerResponse} response
 */
async function handle(state, upstream, request, response) {
  const url = new URL(request.url ?? '/', 'http://mock.invalid');
  if (url.pathname === RESET_PATH) return answerReset(state, request, url, response);
  const body = await readBody(request);
  const prefer = typeof request.headers.prefer === 'string' ? request.headers.prefer : undefined;
  const route = routeRequest({ state, method: request.method ?? 'GET', url, prefer });
  if (route.refused) {
    const { status, message } = route.refused;
    return sendJson(response, status, { message, error: 'Bad Request', status });
  }
  const forwarded = await forward(await upstream(request), request, url, body, route.templatePrefer);
  /** @type {Record<string, string>} */
  const answerHeaders = {};
  forwarded.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) answerHeaders[name] = value;
  });
  if (route.streamed && forwarded.ok) return answerStreamed(route.streamed, answerHeaders, forwarded, response);
  if (!route.useState || !route.matched) return passThrough(answerHeaders, forwarded, response);
  const { operationId } = route.matched.operation;
  const asked = { operationId, params: route.matched.params, url, body, scenario: route.scenario };
  return answerStateful(state, asked, answerHeaders, forwarded, response);
}

/**
 * `POST /__mock/reset[?scenario=NAME]`: forgets every change, or one scenario's.
 * @param {MockState} state @param {IncomingMessage} request @param {URL} url @param {ServerResponse} response
 */
function answerReset(state, request, url, response) {
  if (request.method !== 'POST')
    return sendJson(response, 405, { message: `${RESET_PATH} takes a POST` }, { allow: 'POST' });
  const scenario = url.searchParams.get('scenario') ?? undefined;
  state.reset(scenario);
  sendJson(response, 200, { reset: scenario ?? 'every scenario' });
}

/**
 * The request as Prism gets it, with the `Prefer` header that picks the stateless answer.
 * @param {string} base the upstream's URL @param {IncomingMessage} request @param {URL} url @param {Buffer} body
 * @param {string | undefined} templatePrefer
 */
function forward(base, request, url, body, templatePrefer) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host' || DROPPED_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (templatePrefer === undefined) delete headers.prefer;
  else headers.prefer = templatePrefer;
  return fetch(`${base}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: body.length > 0 && request.method !== 'GET' && request.method !== 'HEAD' ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  });
}

/**
 * A streamed scenario's metrics, once Prism's answer says the request is valid.
 * @param {string} scenario @param {Record<string, string>} answerHeaders @param {Response} forwarded
 * @param {ServerResponse} response
 */
async function answerStreamed(scenario, answerHeaders, forwarded, response) {
  // Made as it is sent, a project at a time: the answer is hundreds of MB.
  await forwarded.arrayBuffer();
  response.writeHead(200, { ...answerHeaders, 'content-type': 'application/json' });
  await pipeline(Readable.from(streamedAnswer(scenario)), response);
}

/**
 * Prism's answer as it is, for what the state has nothing to say about.
 * @param {Record<string, string>} answerHeaders @param {Response} forwarded @param {ServerResponse} response
 */
async function passThrough(answerHeaders, forwarded, response) {
  // Streamed as it comes: the large scenario is tens of MB.
  const length = forwarded.headers.get('content-length');
  response.writeHead(
    forwarded.status,
    length === null ? answerHeaders : { ...answerHeaders, 'content-length': length },
  );
  if (forwarded.body) await pipeline(Readable.fromWeb(/** @type {any} */ (forwarded.body)), response);
  else response.end();
}

/**
 * The state's answer, with Prism's as its template.
 * @param {MockState} state
 * @param {{ operationId: string, params: Record<string, string>, url: URL, body: Buffer, scenario: string | undefined }} asked
 * @param {Record<string, string>} answerHeaders @param {Response} forwarded @param {ServerResponse} response
 */
async function answerStateful(state, { operationId, params, url, body, scenario }, answerHeaders, forwarded, response) {
  const text = Buffer.from(await forwarded.arrayBuffer());
  const answer = state.answer({
    operationId,
    params,
    query: Object.fromEntries(url.searchParams),
    body: parseJson(body),
    scenario,
    template: { status: forwarded.status, body: parseJson(text) },
  });
  if (answer.body === undefined) {
    if (answer.status !== forwarded.status) delete answerHeaders['content-type'];
    response.writeHead(answer.status, answerHeaders);
    response.end(answer.status === forwarded.status ? text : undefined);
    return;
  }
  answerHeaders['content-type'] = 'application/json';
  response.writeHead(answer.status, answerHeaders);
  response.end(JSON.stringify(answer.body));
}

/**
 * @param {ServerResponse} response @param {number} status @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
