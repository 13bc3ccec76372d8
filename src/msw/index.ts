/**
 * depsight/msw: the mock API as MSW request handlers, for component tests and stories that run with
 * no server. They answer from the same document and scenarios as `npm start` (the metrics and user
 * scenarios, the authored examples) and keep the same state: a team created through the SDK is in
 * the next list, renamed by an update, gone (404) after a delete. `Prefer: example=NAME` picks a
 * scenario and its own state, `Prefer: code=STATUS` an error, as on the mock server.
 *
 * Like Prism, the handlers refuse a request the document forbids (a missing token 401, a bad
 * parameter 400, a bad body 422) before anything is remembered.
 *
 * Not part of the SDK's default entry: it carries the document, MSW and a schema validator.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw';
import type { paths } from '../../generated/api';
import { buildMockDocument } from '../../mocks/build-mock-document.mjs';
import { routeRequest, streamedAnswer } from '../../mocks/routing.mjs';
import { MOCK_EXAMPLES, MOCK_SCENARIOS } from '../../mocks/scenarios.mjs';
import { createMockState, DEFAULT_SCENARIO, type MockState } from '../../mocks/state/mock-state.mjs';
import { RESET_PATH } from '../../mocks/state/reset-path.mjs';
import type { DocumentIndex } from '../openapi-index/document-index.mjs';
import type { Operation } from '../openapi-index/openapi-operations.mjs';
import { pathTemplate } from '../openapi-index/operation-matcher.mjs';
import { readOpenApiDocument } from './openapi-document';

/** The path that forgets every change, as on the mock server: `POST /__mock/reset[?scenario=NAME]`. */
export { RESET_PATH };

export interface MockApiOptions {
  /** The scenario of a request without `Prefer: example=NAME`; `default` unless given. */
  scenario?: string;
  /** The base URL the typed `http` helper prefixes to its paths (the handlers answer on any origin). */
  baseUrl?: string;
}

export interface MockApi {
  /** One handler per operation of the document, plus the reset call: `setupServer(...mock.handlers)`. */
  handlers: RequestHandler[];
  /** Forgets what was created, changed and deleted: in one scenario, or in every one. */
  reset(scenario?: string): void;
  /**
   * MSW's `http`, typed from the document by openapi-msw: paths, parameters, bodies and answers are
   * checked, for a test that needs an answer of its own (`server.use(mock.http.get(...))`).
   */
  http: OpenApiHttpHandlers<paths>;
}

type Json = unknown;

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document has no static type here
let lightDocument: any;

/** The bundle with every light scenario's example added, as `npm start`'s first Prism serves it. */
function mockDocument() {
  lightDocument ??= buildMockDocument(
    readOpenApiDocument(),
    MOCK_EXAMPLES.filter((scenario) => !scenario.heavy),
  );
  return lightDocument;
}

const heavyExamples = new Map<string, Json>();

/** A heavy scenario's example (tens of MB), made on first use only. */
function heavyExample(path: string, status: number, name: string): Json {
  const scenario = MOCK_SCENARIOS.find(
    (entry) => entry.heavy && entry.path === path && entry.status === status && entry.name === name,
  );
  if (!scenario?.build) return undefined;
  const key = `${path} ${status} ${name}`;
  if (!heavyExamples.has(key)) heavyExamples.set(key, scenario.build());
  return heavyExamples.get(key);
}

/** A query value as its schema's type, as Prism reads it. */
function coerce(value: string, schema: { type?: unknown } | undefined): Json {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** A body made from text pieces as the reader asks for them, never held whole. */
function textStream(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

/** Creates the handlers and their memory. Each call has its own memory: one per test file, or per test. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const state = createMockState(mockDocument());
  const mock: Mock = { state, index: state.index, defaultScenario: options.scenario ?? DEFAULT_SCENARIO };
  return {
    handlers: handlersOf(mock),
    reset: (scenario) => state.reset(scenario),
    http: createOpenApiHttp<paths>(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
  };
}

/** What every handler of one mock shares: its memory, the document's index, the scenario of a request without one. */
interface Mock {
  state: MockState;
  index: DocumentIndex;
  defaultScenario: string;
}

/** The reset call, then one handler per operation of the document. */
function handlersOf(mock: Mock): RequestHandler[] {
  const routes = mock.index.operations.map((operation) => ({ operation, template: pathTemplate(operation.path) }));
  // Literal paths first, as in Prism: `/accounts/me/tags` before `/accounts/{uuid}/...`.
  routes.sort((left, right) => right.template.literalLength - left.template.literalLength);
  return [
    http.post(new RegExp(`${RESET_PATH}$`), ({ request }) => {
      const scenario = new URL(request.url).searchParams.get('scenario') ?? undefined;
      mock.state.reset(scenario);
      return HttpResponse.json({ reset: scenario ?? 'every scenario' });
    }),
    ...routes.map(({ operation, template }) => {
      const method = operation.method as 'get' | 'post' | 'put' | 'delete' | 'patch';
      // The operation's path at the end of any origin and base path: the SDK's baseUrl is the application's business.
      const anyOrigin = new RegExp(`${template.source}$`);
      // The path parameters of a request, decoded (as they come when one is malformed).
      const pathParams = (url: URL) => {
        const found = anyOrigin.exec(url.pathname);
        return Object.fromEntries(template.parameterNames.map((name, at) => [name, decoded(found?.[at + 1] ?? '')]));
      };
      return http[method](anyOrigin, ({ request }) => handle(mock, operation, request, pathParams));
    }),
  ];
}

/** One request to one operation: refused, an asked-for error, a streamed scenario, or the stateful answer. */
async function handle(
  mock: Mock,
  operation: Operation,
  request: Request,
  pathParams: (url: URL) => Record<string, string>,
) {
  const url = new URL(request.url);
  const params = pathParams(url);
  const refused = await refusal(mock.index, operation, request, url, params);
  if (refused) return refused;
  const route = routeRequest({
    state: mock.state,
    method: request.method,
    url,
    prefer: request.headers.get('prefer') ?? undefined,
  });
  if (route.refused) {
    const { status, message } = route.refused;
    return HttpResponse.json({ message, error: 'Bad Request', status }, { status });
  }
  const scenario = route.scenario ?? mock.defaultScenario;
  if (route.code !== undefined) return askedError(mock.index, operation, Number(route.code), scenario);
  if (route.streamed)
    return new HttpResponse(textStream(streamedAnswer(route.streamed)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  // The example that makes the stateless answer: a team's own metrics, the earlier period, the scenario's.
  const template = templateAnswer(mock.index, operation, route.templateExample ?? scenario);
  const stateful = mock.state.answer({
    operationId: operation.operationId,
    params,
    query: Object.fromEntries(url.searchParams),
    body: await requestJson(request),
    scenario,
    template,
  });
  return answer(mock.index, operation, stateful.status, stateful.body);
}

/** A path segment decoded, or as it came when it is malformed. */
function decoded(raw: string) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The request's JSON body; undefined when it has none or it is not JSON (a GET's is never read). */
async function requestJson(request: Request): Promise<Json> {
  const text = request.method === 'GET' ? '' : await request.text();
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer a status's media type calls for: JSON, another type as text, or no body. */
function answer(index: DocumentIndex, operation: Operation, status: number, body: Json) {
  const media = index.responseOf(operation, status)?.response?.content ?? {};
  if (body === undefined) return new HttpResponse(null, { status });
  const contentType = Object.keys(media)[0] ?? 'application/json';
  if (contentType.includes('json')) return HttpResponse.json(body as never, { status });
  return new HttpResponse(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
}

/** The document's answer for a status, whatever example it has first. */
const declared = (index: DocumentIndex, operation: Operation, status: number) =>
  index.responseOf(operation, status)
    ? answer(index, operation, status, index.exampleOf(operation, status))
    : undefined;

/** The first rule of the document the request breaks, as the status Prism would answer. */
async function refusal(
  index: DocumentIndex,
  operation: Operation,
  request: Request,
  url: URL,
  params: Record<string, string>,
) {
  if (operation.secured && !request.headers.get('authorization')) return declared(index, operation, 401);
  for (const { parameter, schemaPointer } of operation.parameterSchemas) {
    const raw = parameter.in === 'path' ? params[parameter.name] : url.searchParams.get(parameter.name);
    if (raw === null || raw === undefined) {
      if (parameter.required && parameter.in === 'query') return declared(index, operation, 400);
      continue;
    }
    if (!schemaPointer) continue;
    const value = coerce(raw, index.resolve(parameter.schema));
    if (!index.validatorAt(schemaPointer)(value)) return declared(index, operation, 400);
  }
  return bodyRefusal(index, operation, request);
}

/** A JSON body the document refuses (or a required one missing), as the 422 (else 400) it declares. */
async function bodyRefusal(index: DocumentIndex, operation: Operation, request: Request) {
  const bodyPointer = operation.requestBodyPointer;
  if (!bodyPointer) return undefined;
  const text = await request.clone().text();
  const required = Boolean(index.resolve(operation.operation.requestBody)?.required);
  const badBody = () => declared(index, operation, 422) ?? declared(index, operation, 400);
  if (text === '') return required ? badBody() : undefined;
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    return badBody();
  }
  return index.validatorAt(bodyPointer)(body) ? undefined : badBody();
}

/** The error `Prefer: code=STATUS` asks for: the scenario's example of it, else its first; a 500 when undeclared. */
function askedError(index: DocumentIndex, operation: Operation, status: number, scenario: string) {
  const body = index.hasExample(operation, status, scenario)
    ? index.exampleOf(operation, status, scenario)
    : index.exampleOf(operation, status);
  return index.responseOf(operation, status) ? answer(index, operation, status, body) : declared(index, operation, 500);
}

/** The stateless answer to a request, as Prism would make it from the named example (a heavy one made on first use). */
function templateAnswer(index: DocumentIndex, operation: Operation, example: string) {
  const status = index.successStatus(operation);
  const body =
    heavyExample(operation.path, status, example) ??
    (index.responseOf(operation, status)?.media ? index.exampleOf(operation, status, example) : undefined);
  return { status, body };
}
