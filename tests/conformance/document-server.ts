// A server that follows the document for the operations it serves: it validates every path and query
// parameter and the JSON body against their schemas and answers 400 to what breaks them, 401 without
// credentials (or with a token it does not know), and the documented example otherwise. Faults are
// injected per test through `answer`, which sees each request first and may answer it instead.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { createSchemaValidator } from '../../src/conformance/schema-validator.mjs';
import { successResponses } from '../../src/openapi-index/examples.mjs';
import { deref } from '../../src/openapi-index/json-pointer.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { listOperations, type Operation } from '../../src/openapi-index/openapi-operations.mjs';
import { createOperationMatcher } from '../../src/openapi-index/operation-matcher.mjs';
import { listenOnLoopback } from './stub-server';

const document = loadDocument(BUNDLE_FILE);
const validator = createSchemaValidator(document);
const allOperations = listOperations(document);

export interface Answer {
  status: number;
  /** JSON unless `contentType` says otherwise; a string is sent as it is */
  body?: unknown;
  contentType?: string;
  delayMs?: number;
  /** a `Location` header */
  location?: string;
}

export interface ServedRequest {
  operation: Operation;
  method: string;
  url: URL;
  path: Record<string, string>;
  body: string;
  /** the token after `Bearer ` or `token `, if any */
  token: string | undefined;
  /** the token is one the server knows (every non-empty token when `tokens` is not given) */
  authenticated: boolean;
  /** parameters and body fit their schemas */
  valid: boolean;
}

export interface DocumentServerOptions {
  operations: readonly string[];
  /** the tokens the server accepts; any non-empty one when absent */
  tokens?: readonly string[];
  /** sees every request to a served operation first; an answer replaces the documented one */
  answer?: (request: ServedRequest) => Answer | undefined | Promise<Answer | undefined>;
}

export function errorExample(name: string): unknown {
  const response = deref(document, { $ref: `#/components/responses/${name}` });
  return deref(document, Object.values(response.content['application/json'].examples)[0]).value;
}

/** The first documented success answer of an operation, its example as the body. */
export function exampleAnswer(operation: Operation, changes: Record<string, unknown> = {}): Answer {
  const success = successResponses(document, operation)[0];
  if (!success?.contentType) return { status: success?.status ?? 200, contentType: '' };
  const example = structuredClone(success.example);
  return {
    status: success.status,
    contentType: success.contentType,
    body: Object.keys(changes).length > 0 ? { ...(example as object), ...changes } : example,
  };
}

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

function isValid(operation: Operation, url: URL, fromPath: Record<string, string>, body: string): boolean {
  const parametersFit = operation.parameters.every((parameter) => {
    if (parameter.in !== 'path' && parameter.in !== 'query') return true;
    const raw = parameter.in === 'path' ? fromPath[parameter.name] : url.searchParams.get(parameter.name);
    if (raw === null || raw === undefined) return !parameter.required;
    const schema = deref(document, parameter.schema ?? {});
    return validator.isValid(schema, coerce(schema, raw));
  });
  if (!parametersFit) return false;
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

function write(response: ServerResponse, answer: Answer) {
  const contentType = answer.contentType ?? 'application/json';
  const headers = {
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(answer.location ? { location: answer.location } : {}),
  };
  response.writeHead(answer.status, headers);
  if (answer.body === undefined) return response.end();
  response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
}

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

/** The operations of the document, by operationId, for fixtures that need one's path or verb. */
export function operationNamed(operationId: string): Operation {
  const operation = allOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return operation;
}

export async function startDocumentServer(options: DocumentServerOptions) {
  const served = new Set(options.operations);
  const matchOperation = createOperationMatcher(allOperations.filter((operation) => served.has(operation.operationId)));
  let requests = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests += 1;
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const operation = matchOperation(request.method ?? 'GET', url.pathname);
    if (!operation) return write(response, { status: 404, body: errorExample('NotFound') });
    const token = /^(?:Bearer|token) (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const authenticated = token !== undefined && (options.tokens === undefined || options.tokens.includes(token));
    const path = pathValues(operation, url.pathname);
    const served: ServedRequest = {
      operation,
      method: request.method ?? 'GET',
      url,
      path,
      body,
      token,
      authenticated,
      valid: isValid(operation, url, path, body),
    };
    const injected = await options.answer?.(served);
    if (injected) {
      if (injected.delayMs) await new Promise((resolve) => setTimeout(resolve, injected.delayMs));
      return write(response, injected);
    }
    if (operation.secured && !authenticated)
      return write(response, { status: 401, body: errorExample('Unauthorized') });
    if (!served.valid) return write(response, { status: 400, body: errorExample('BadRequest') });
    return write(response, exampleAnswer(operation));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`fixture error: ${error.message}`);
    });
  });
  return { ...(await listenOnLoopback(server)), requestCount: () => requests };
}
