// A deliberately faulty implementation of a handful of operations of the document, on a random
// loopback port. Every operation behaves as documented (examples as bodies, 401 without
// credentials, 400 for parameters its schema rejects) except for exactly one injected fault each.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import type { CheckName } from '../../src/conformance/checks.mjs';
import { successResponses } from '../../src/openapi-index/examples.mjs';
import { deref } from '../../src/openapi-index/json-pointer.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { listOperations, type Operation } from '../../src/openapi-index/openapi-operations.mjs';
import { createOperationMatcher } from '../../src/openapi-index/operation-matcher.mjs';
import { listenOnLoopback } from './stub-server';

/** How long the slow operation takes; the tests set the response-time limit well below it. */
export const SLOW_RESPONSE_MS = 2500;

/** The fault injected into each implemented operation, and the check that must report it. */
export const INJECTED_FAULTS = {
  metrics_get: { fault: 'every project has a string securityScore (wrong type)', check: 'response_schema_conformance' },
  users_get: { fault: 'the required "email" is missing', check: 'response_schema_conformance' },
  teams_list: { fault: 'answers 204, which is not declared', check: 'status_code_conformance' },
  tags_list: { fault: 'JSON sent as text/html', check: 'content_type_conformance' },
  stats_getLatest: { fault: 'answers 500 (echoing the credentials)', check: 'not_a_server_error' },
  cli_get: { fault: 'answers 501', check: 'not_implemented' },
  databases_list: { fault: 'answers without credentials', check: 'missing_auth_rejected' },
  projects_get: { fault: 'accepts an id that is not a UUID', check: 'negative_data_rejection' },
  cli_getUpdate: { fault: `answers after ${SLOW_RESPONSE_MS} ms`, check: 'response_time' },
} as const satisfies Record<string, { fault: string; check: CheckName }>;

/** Implemented without any fault, so that a correct operation is seen to pass every check. */
export const FAULTLESS_OPERATIONS = ['accounts_get'] as const;

type FaultyOperationId = keyof typeof INJECTED_FAULTS;

const document = loadDocument(BUNDLE_FILE);
const implemented = listOperations(document).filter(
  (operation) =>
    operation.operationId in INJECTED_FAULTS ||
    (FAULTLESS_OPERATIONS as readonly string[]).includes(operation.operationId),
);
const matchOperation = createOperationMatcher(implemented);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a raw parameter value fits its schema, for the kinds of schema these operations use. */
function fitsSchema(schemaOrRef: unknown, raw: string): boolean {
  const schema = deref(document, schemaOrRef ?? {});
  if (Array.isArray(schema.enum)) return schema.enum.map(String).includes(raw);
  if (schema.type === 'integer') return /^-?\d+$/.test(raw);
  if (schema.type === 'boolean') return raw === 'true' || raw === 'false';
  if (schema.format === 'uuid') return UUID.test(raw);
  if (schema.format === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(raw);
  if (typeof schema.pattern === 'string') return new RegExp(schema.pattern, 'u').test(raw);
  return raw.length >= (schema.minLength ?? 0);
}

/** Values of the `{name}` segments of a concrete path. */
function pathValues(operation: Operation, pathname: string): Record<string, string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const values = pattern.exec(pathname)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
}

function isValidRequest(operation: Operation, url: URL): boolean {
  const fromPath = pathValues(operation, url.pathname);
  return operation.parameters.every((parameter) => {
    const raw = parameter.in === 'path' ? fromPath[parameter.name] : url.searchParams.get(parameter.name);
    if (parameter.in !== 'path' && parameter.in !== 'query') return true;
    if (raw === null || raw === undefined) return !parameter.required;
    return fitsSchema(parameter.schema, raw);
  });
}

/** The example body of a shared error response (`#/components/responses/<name>`). */
function errorBody(name: string): unknown {
  const response = deref(document, { $ref: `#/components/responses/${name}` });
  return deref(document, Object.values(response.content['application/json'].examples)[0]).value;
}

function sendJson(response: ServerResponse, status: number, body: unknown, contentType = 'application/json') {
  response.writeHead(status, { 'content-type': contentType });
  response.end(JSON.stringify(body));
}

function firstExample(operation: Operation): unknown {
  return structuredClone(successResponses(document, operation)[0]?.example);
}

async function handle(request: IncomingMessage, response: ServerResponse, authorizations: string[]) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const operation = matchOperation(request.method ?? 'GET', url.pathname);
  if (!operation) return sendJson(response, 404, errorBody('NotFound'));
  const operationId = operation.operationId as FaultyOperationId;
  const authorization = request.headers.authorization;
  if (authorization) authorizations.push(authorization);

  const acceptsAnonymous = !operation.secured || operationId === 'databases_list';
  if (!acceptsAnonymous && !/^(Bearer|token) \S+$/.test(authorization ?? '')) {
    return sendJson(response, 401, errorBody('Unauthorized'));
  }
  if (operationId !== 'projects_get' && !isValidRequest(operation, url)) {
    return sendJson(response, 400, errorBody('BadRequest'));
  }

  switch (operationId) {
    case 'metrics_get': {
      const metrics = firstExample(operation) as { projects: { securityScore: unknown }[] };
      for (const project of metrics.projects) project.securityScore = String(project.securityScore);
      return sendJson(response, 200, metrics);
    }
    case 'users_get': {
      const user = firstExample(operation) as Record<string, unknown>;
      delete user.email;
      return sendJson(response, 200, user);
    }
    case 'teams_list':
      response.writeHead(204);
      return response.end();
    case 'tags_list':
      return sendJson(response, 200, firstExample(operation), 'text/html; charset=utf-8');
    case 'stats_getLatest':
      // Echoes the credentials, as careless error pages do: the report must still not show them.
      return sendJson(response, 500, {
        ...(errorBody('InternalServerError') as object),
        message: `Unexpected error while serving ${authorization}`,
      });
    case 'cli_get':
      return sendJson(response, 501, { message: 'Not implemented yet', error: 'Not Implemented', status: 501 });
    case 'cli_getUpdate':
      await new Promise((resolve) => setTimeout(resolve, SLOW_RESPONSE_MS));
      return sendJson(response, 200, firstExample(operation));
    default:
      return sendJson(response, 200, firstExample(operation));
  }
}

/**
 * @returns the base URL, the Authorization headers received (to see which scheme was used), and `stop`
 */
export async function startFaultyServer() {
  const authorizations: string[] = [];
  const server = createServer((request, response) => {
    // Bodies are not needed by these operations, but must be read for the connection to be reused.
    request.resume();
    handle(request, response, authorizations).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`fixture error: ${error.message}`);
    });
  });
  return { ...(await listenOnLoopback(server)), authorizations };
}
