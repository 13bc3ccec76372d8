// The link walk: in every scenario's world, start from each call that needs no id (users/me, the
// metrics, the lists, the creates), then follow every OpenAPI link the document declares from every
// answer that has one. Each followed link must answer 2xx, and a read must agree with the answer it
// came from on the fields both have (a project's URL and branch, an account's name). A link the
// world cannot satisfy fails the test and names the link.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vulnerableDependency } from '../../mocks/advisory-pool.mjs';
import { BUNDLE_FILE } from '../../mocks/document-files.mjs';
import { SCENARIO_CATALOGUE } from '../../mocks/scenario-catalogue.mjs';
import { parseExpression } from '../../src/conformance/links.mjs';
import { createMockApi } from '../../src/msw';
import { exampleOfParameter } from '../../src/openapi-index/examples.mjs';
import { deref } from '../../src/openapi-index/json-pointer.mjs';
import { responseLinks } from '../../src/openapi-index/links.mjs';
import { loadDocument } from '../../src/openapi-index/load-document.mjs';
import { fillPath, listOperations, type Operation } from '../../src/openapi-index/openapi-operations.mjs';
import { callMock } from '../support/mock-call';

// biome-ignore lint/suspicious/noExplicitAny: answers and the document are read field by field
type Json = any;

const BASE_URL = 'https://api.depsight.test';
const document = loadDocument(BUNDLE_FILE);
const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
const links = responseLinks(document, [...operations.values()]).map(({ operation, status, name, link }) => ({
  source: operation.operationId,
  status,
  name,
  link,
}));
const mock = createMockApi();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Scenarios whose world answers (the error scenarios answer every call with their error). */
const WORLDS = SCENARIO_CATALOGUE.filter((scenario) =>
  scenario.examples.every((example) => example.status === 200),
).map((scenario) => scenario.name);
/** Fields that name the same thing wherever they appear, so a read must agree with where its id came from. */
const SHARED_FIELDS = ['projectUUID', 'projectUrl', 'uuid', 'email', 'severity'];
/** How deep a walk follows links from an entry call; every declared link is within reach by then. */
const DEPTH = 3;

interface Call {
  operation: Operation;
  path: Record<string, string>;
  query: Record<string, string>;
}
interface Answer {
  status: number;
  body: Json;
}

const WINDOW = { startDate: '2026-10-22', endDate: '2026-11-21' };

function parameterExample(operation: Operation, name: string): string | undefined {
  const parameter = operation.parameters.find((entry) => entry.name === name);
  const value = parameter && exampleOfParameter(document, parameter);
  return value === undefined ? undefined : String(value);
}

function requestBodyOf(operation: Operation): unknown {
  const media = deref(document, operation.operation.requestBody)?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return deref(document, first)?.value;
}

async function send({ operation, path, query }: Call, scenario: string): Promise<Answer> {
  const url = new URL(`${BASE_URL}${fillPath(operation.path, path)}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const body = operation.method === 'get' ? undefined : requestBodyOf(operation);
  return callMock(url.href, { method: operation.method.toUpperCase(), scenario, body, token: 'walk' });
}

/**
 * `send` for one walk of one world. A read sent again before any write since the world started
 * (re)started gets the answer it got then: the world has not changed, and in the large worlds each
 * metrics answer is tens of megabytes made anew.
 */
function worldSender(scenario: string) {
  const firstAnswers = new Map<string, Promise<Answer>>();
  let unchanged = true;
  return {
    send(call: Call): Promise<Answer> {
      if (call.operation.method !== 'get') unchanged = false;
      if (!unchanged) return send(call, scenario);
      const key = `${call.operation.operationId} ${JSON.stringify(call.path)} ${JSON.stringify(call.query)}`;
      const answer = firstAnswers.get(key) ?? send(call, scenario);
      firstAnswers.set(key, answer);
      return answer;
    },
    restart() {
      mock.reset(scenario);
      unchanged = true;
    },
  };
}

/** The value a runtime expression names, and the object that holds it (for the shared fields). */
function evaluate(expression: unknown, call: Call, answer: Answer): { value: unknown; holder?: Json } {
  // Read as the conformance command reads a link's expressions.
  const source = parseExpression(expression);
  if (source?.from === 'constant') return { value: source.value };
  if (source?.from === 'request-path') return { value: call.path[source.name] };
  if (source?.from === 'request-query') return { value: call.query[source.name] };
  if (source?.from !== 'body') return { value: undefined };
  let holder: Json;
  let value: Json = answer.body;
  for (const token of source.pointer) {
    holder = value;
    value = value === null || typeof value !== 'object' ? undefined : value[token];
  }
  return { value, holder };
}

/** The ids a caller knows before any link: its account and first team (users/me), a first project. */
interface Known {
  account: string;
  team?: string;
  project?: string;
}

/** What the caller supplies where no answer carries it: an id it knows, the document's example otherwise. */
function callerValue(operation: Operation, name: string, known: Known): string | undefined {
  const { path } = operation;
  if (name === 'uuid' && /\/accounts\/\{uuid\}/.test(path)) return known.account;
  if (/^\/api\/v1\/teams\/\{(uuid|id)\}/.test(path) && ['uuid', 'id'].includes(name) && known.team) return known.team;
  const projectPath = /^\/api\/v1\/(projects|reports|pull-server\/projects)\/\{id\}/.test(path) && name === 'id';
  if ((projectPath || name === 'project') && known.project) return known.project;
  return parameterExample(operation, name);
}

function disagreements(holder: Json, target: Json): string[] {
  if (!holder || typeof holder !== 'object' || !target || typeof target !== 'object' || Array.isArray(target))
    return [];
  const problems = SHARED_FIELDS.filter(
    (field) => field in holder && field in target && holder[field] !== target[field],
  ).map((field) => `${field}: ${JSON.stringify(holder[field])} ≠ ${JSON.stringify(target[field])}`);
  const branch = target.branch ?? target.defaultBranch;
  if (typeof holder.projectBranch === 'string' && branch !== undefined && branch !== holder.projectBranch)
    problems.push(`branch: ${holder.projectBranch} ≠ ${branch}`);
  return problems;
}

/**
 * The calls a walk starts from: every operation that a link leaves from, with what the caller knows
 * (the account of users/me, the document's example of any other path value); not the deletes.
 */
function entryCalls(known: Known): Call[] {
  return [...operations.values()]
    .filter((operation) => operation.method !== 'delete')
    .filter((operation) => links.some((link) => link.source === operation.operationId))
    .map((operation) => {
      const call: Call = { operation, path: {}, query: operation.operationId === 'metrics_get' ? { ...WINDOW } : {} };
      for (const parameter of operation.parameters) {
        const name = String(parameter.name);
        if (parameter.in === 'path') call.path[name] = callerValue(operation, name, known) ?? '';
        if (parameter.in === 'query' && parameter.required)
          call.query[name] ??= parameterExample(operation, name) ?? '';
      }
      return call;
    });
}

interface Step {
  name: string;
  call: Call;
  holder: Json;
}

/** The calls an answer's links lead to, with the values its expressions give; none for an empty list. */
function stepsFrom(call: Call, answer: Answer, known: Known): Step[] {
  return links
    .filter((link) => link.source === call.operation.operationId && link.status === String(answer.status))
    .flatMap((link) => {
      const target = operations.get(String(link.link.operationId)) as Operation;
      const next: Call = { operation: target, path: {}, query: {} };
      let holder: Json;
      for (const [parameter, expression] of Object.entries((link.link.parameters ?? {}) as Record<string, unknown>)) {
        const evaluated = evaluate(expression, call, answer);
        // An empty list or an absent optional field: nothing to follow from this answer.
        if (evaluated.value === undefined || evaluated.value === null) return [];
        holder ??= evaluated.holder;
        const inPath = target.parameters.some((entry) => entry.name === parameter && entry.in === 'path');
        (inPath ? next.path : next.query)[parameter] = String(evaluated.value);
      }
      // A remediation names its advisory but not its ecosystem: the caller knows which ecosystem the
      // vulnerability's dependency is in (the world's, as the generator picks it from the id).
      if (target.operationId === 'advisories_get' && next.path.language === undefined && typeof holder?.id === 'string')
        next.path.language = vulnerableDependency(holder.id).language;
      for (const parameter of target.parameters) {
        const name = String(parameter.name);
        if (parameter.in === 'path') next.path[name] ??= callerValue(target, name, known) ?? '';
        if (parameter.in === 'query' && parameter.required) next.query[name] ??= parameterExample(target, name) ?? '';
      }
      return [{ name: `${link.source} ${link.status} ${link.name} → ${target.operationId}`, call: next, holder }];
    });
}

/**
 * Walks one world from each entry call: the reads first, as deep as DEPTH; then each write the links
 * lead to (an update, an action), with the reads its answer links to; then the deletes, a member
 * before its team or account, each once. The world starts again before each entry call.
 */
async function walk(scenario: string) {
  const followed = new Set<string>();
  const failures: string[] = [];
  const world = worldSender(scenario);
  world.restart();
  const user = (await world.send({ operation: operations.get('users_get') as Operation, path: {}, query: {} })).body;
  const account = String(user?.account?.uuid ?? '');
  const projects = await world.send({
    operation: operations.get('projects_list') as Operation,
    path: { uuid: account },
    query: {},
  });
  const known: Known = { account, team: user?.teams?.[0]?.uuid, project: projects.body?.[0]?.projectUUID };

  const sameCall = new Map<Step, string[]>();
  const take = async (step: Step): Promise<Answer | undefined> => {
    const reached = await world.send(step.call);
    for (const name of [step.name, ...(sameCall.get(step) ?? [])]) followed.add(name);
    if (reached.status < 200 || reached.status >= 300) {
      failures.push(`${step.name}: ${reached.status} ${JSON.stringify(reached.body).slice(0, 160)}`);
      return undefined;
    }
    if (step.call.operation.method === 'get') {
      const problems = disagreements(step.holder, reached.body);
      if (problems.length > 0) failures.push(`${step.name}: ${problems.join('; ')}`);
    }
    return reached;
  };

  for (const entry of entryCalls(known)) {
    const writes = new Map<string, Step>();
    const deletes = new Map<string, Step>();
    // Links that lead to the same call are followed by one call; each counts as followed.
    const defer = (step: Step) => {
      const key = `${step.call.operation.operationId} ${JSON.stringify(step.call.path)}`;
      const into = step.call.operation.method === 'delete' ? deletes : writes;
      const same = into.get(key);
      if (same) sameCall.set(same, [...(sameCall.get(same) ?? []), step.name]);
      else into.set(key, step);
    };
    const readFrom = async (call: Call, answer: Answer, depth: number): Promise<void> => {
      for (const step of stepsFrom(call, answer, known)) {
        if (step.call.operation.method !== 'get') defer(step);
        else {
          const reached = await take(step);
          if (reached && depth < DEPTH) await readFrom(step.call, reached, depth + 1);
        }
      }
    };
    const answer = await world.send(entry);
    if (answer.status < 200 || answer.status >= 300) continue;
    await readFrom(entry, answer, 1);
    for (const step of writes.values()) {
      const reached = await take(step);
      if (!reached) continue;
      for (const next of stepsFrom(step.call, reached, known)) {
        if (next.call.operation.method === 'get') await take(next);
        else if (next.call.operation.method === 'delete') defer(next);
        else if (!followed.has(next.name)) await take(next);
      }
    }
    const depthOf = (step: Step) => Object.keys(step.call.path).length;
    for (const step of [...deletes.values()].sort((left, right) => depthOf(right) - depthOf(left))) await take(step);
    world.restart();
  }
  return { followed, failures };
}

describe('the link walk', () => {
  const followedAnywhere = new Set<string>();

  it.each(WORLDS)('every link followed in the %s world answers 2xx and agrees with its source', async (scenario) => {
    const { followed, failures } = await walk(scenario);
    for (const name of followed) followedAnywhere.add(name);
    expect(failures).toEqual([]);
    expect(followed.size).toBeGreaterThan(0);
  });

  it('follows every declared link in some world', () => {
    const declared = links.map((link) => `${link.source} ${link.status} ${link.name} → ${link.link.operationId}`);
    expect(declared.filter((name) => !followedAnywhere.has(name))).toEqual([]);
  });
});
