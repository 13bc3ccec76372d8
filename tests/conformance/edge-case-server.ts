// A server that follows the document (it validates every parameter and body against its schema
// and answers 400 to what breaks it, 401 without credentials, the documented examples otherwise),
// except for faults that the example request of an operation cannot reach: each needs a value the
// generated cases must find. It also keeps the resources it creates, with one fault in how it
// serves them, for the resource-availability checks.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { CheckName } from '../../scripts/conformance/checks.mjs';
import { createSchemaValidator } from '../../scripts/conformance/schema-validator.mjs';
import {
  deref,
  listOperations,
  loadDocument,
  type Operation,
  successResponses,
} from '../../scripts/lib/openapi-operations.mjs';
import { createOperationMatcher } from '../../scripts/lib/operation-matcher.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { listenOnLoopback } from './stub-server';

/** The fault of each operation, and the check that must report it. */
export const EDGE_FAULTS = {
  licenses_getLibraryCopyright: {
    fault: '500 only when the query parameter "text" is longer than 255 characters',
    check: 'not_a_server_error',
  },
  advisories_list: { fault: '500 (not a 400) only for limit=0, below its minimum', check: 'negative_data_rejection' },
  exclusions_list: { fault: '500 only for domain=licensing, one value of its enum', check: 'not_a_server_error' },
  dependencies_get: { fault: '500 only for a "from" date before 1970', check: 'not_a_server_error' },
  teams_create: {
    fault: '500 only when the optional body field "description" is absent',
    check: 'not_a_server_error',
  },
  licensePolicies_create: {
    fault: 'a created policy cannot be read back (404)',
    check: 'ensure_resource_availability',
  },
  members_create: { fault: 'a deleted member can still be read', check: 'use_after_free' },
} as const satisfies Record<string, { fault: string; check: CheckName }>;

/** Served without any fault: a created account is readable, and gone once deleted. */
export const FAULTLESS_LIFECYCLE = ['accounts_create', 'accounts_get', 'accounts_delete'] as const;
/** The reads and deletes the lifecycle faults need. */
const LIFECYCLE_ITEMS = ['licensePolicies_get', 'members_get', 'members_delete'] as const;
/** Answers 404 for every id: a server that lost the resource the caller names with --param. */
export const LOSES_EVERY_PROJECT = 'projects_get';

const document = loadDocument(BUNDLE_FILE);
const validator = createSchemaValidator(document);
const served = new Set<string>([
  ...Object.keys(EDGE_FAULTS),
  ...FAULTLESS_LIFECYCLE,
  ...LIFECYCLE_ITEMS,
  LOSES_EVERY_PROJECT,
]);
const implemented = listOperations(document).filter((operation) => served.has(operation.operationId));
const matchOperation = createOperationMatcher(implemented);

/** A raw query or path value as the JSON value its schema describes. */
function coerce(schema: { type?: unknown }, raw: string): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function pathValues(operation: Operation, pathname: string): Record<string, string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const values = pattern.exec(pathname)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
}

function parametersAreValid(operation: Operation, url: URL, fromPath: Record<string, string>): boolean {
  return operation.parameters.every((parameter) => {
    if (parameter.in !== 'path' && parameter.in !== 'query') return true;
    const raw = parameter.in === 'path' ? fromPath[parameter.name] : url.searchParams.get(parameter.name);
    if (raw === null || raw === undefined) return !parameter.required;
    const schema = deref(document, parameter.schema ?? {});
    return validator.isValid(schema, coerce(schema, raw));
  });
}

function bodyIsValid(operation: Operation, body: string): boolean {
  const requestBody = deref(document, operation.operation.requestBody);
  const schema = requestBody?.content?.['application/json']?.schema;
  if (!schema) return true;
  if (!body) return !requestBody.required;
  try {
    return validator.isValid(schema, JSON.parse(body));
  } catch {
    return false;
  }
}

function errorBody(name: string): unknown {
  const response = deref(document, { $ref: `#/components/responses/${name}` });
  return deref(document, Object.values(response.content['application/json'].examples)[0]).value;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendExample(response: ServerResponse, operation: Operation, changes: Record<string, unknown> = {}) {
  const success = successResponses(document, operation)[0];
  if (!success?.contentType) {
    response.writeHead(success?.status ?? 200);
    return response.end();
  }
  response.writeHead(success.status, { 'content-type': success.contentType });
  const example = structuredClone(success.example);
  response.end(JSON.stringify(Object.keys(changes).length > 0 ? { ...(example as object), ...changes } : example));
}

const serverError = (response: ServerResponse, why: string) =>
  sendJson(response, 500, { ...(errorBody('InternalServerError') as object), message: why });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startEdgeCaseServer() {
  /** Ids of the resources created and not yet deleted, by kind. */
  const stored = { accounts: new Set<string>(), members: new Set<string>() };
  let requests = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests += 1;
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const operation = matchOperation(request.method ?? 'GET', url.pathname);
    if (!operation) return sendJson(response, 404, errorBody('NotFound'));
    if (operation.secured && !/^(Bearer|token) \S+$/.test(request.headers.authorization ?? '')) {
      return sendJson(response, 401, errorBody('Unauthorized'));
    }
    const fromPath = pathValues(operation, url.pathname);
    const query = url.searchParams;
    // A crash on invalid input: the server should have answered 400 before getting here.
    if (operation.operationId === 'advisories_list' && query.get('limit') === '0') {
      return serverError(response, 'division by zero');
    }
    if (!parametersAreValid(operation, url, fromPath) || !bodyIsValid(operation, body)) {
      return sendJson(response, 400, errorBody('BadRequest'));
    }
    switch (operation.operationId) {
      case 'licenses_getLibraryCopyright':
        if ((query.get('text') ?? '').length > 255) return serverError(response, 'value too long for column');
        return sendExample(response, operation);
      case 'exclusions_list':
        if (query.get('domain') === 'licensing') return serverError(response, 'unknown domain');
        return sendExample(response, operation);
      case 'dependencies_get':
        if ((query.get('from') ?? '9999') < '1970-01-01') return serverError(response, 'negative timestamp');
        return sendExample(response, operation);
      case 'teams_create':
        if (!('description' in JSON.parse(body))) return serverError(response, 'description is null');
        return sendExample(response, operation);
      case 'accounts_create': {
        const uuid = randomUUID();
        stored.accounts.add(uuid);
        return sendExample(response, operation, { uuid });
      }
      case 'accounts_get':
        if (!stored.accounts.has(fromPath.uuid ?? '')) return sendJson(response, 404, errorBody('NotFound'));
        return sendExample(response, operation, { uuid: fromPath.uuid });
      case 'accounts_delete':
        if (!stored.accounts.delete(fromPath.uuid ?? '')) return sendJson(response, 404, errorBody('NotFound'));
        return sendExample(response, operation);
      case 'members_create': {
        const uuid = randomUUID();
        stored.members.add(uuid);
        return sendExample(response, operation, { uuid });
      }
      case 'members_get':
        if (!stored.members.has(fromPath.member ?? '')) return sendJson(response, 404, errorBody('NotFound'));
        return sendExample(response, operation, { uuid: fromPath.member });
      case 'members_delete':
        // The fault: answers that it deleted the member, and keeps it.
        if (!stored.members.has(fromPath.member ?? '')) return sendJson(response, 404, errorBody('NotFound'));
        return sendExample(response, operation);
      case 'licensePolicies_create':
        // The fault: answers with a new id, but stores nothing.
        return sendExample(response, operation, { id: randomUUID() });
      case 'licensePolicies_get':
      case 'projects_get':
        return sendJson(response, 404, errorBody('NotFound'));
      default:
        return sendExample(response, operation);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`fixture error: ${error.message}`);
    });
  });
  return { ...(await listenOnLoopback(server)), requestCount: () => requests };
}
