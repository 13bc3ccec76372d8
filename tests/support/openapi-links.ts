// The OpenAPI links of the bundled document, and what makes one wrong: an operation that does not
// exist, a parameter the target does not take, an expression that points at nothing the source's
// answer or request has, or a value of another type than the parameter's.

import { deref, pointerKeys } from '../../src/openapi-index/json-pointer.mjs';
import { responseLinks } from '../../src/openapi-index/links.mjs';
import { listOperations, type Operation, responseOf } from '../../src/openapi-index/openapi-operations.mjs';

type Json = Record<string, unknown>;

/** One entry of a response's `links`, its `$ref` resolved. */
export interface DeclaredLink {
  source: string;
  status: string;
  name: string;
  link: Json;
  responseSchema: unknown;
}

const PARAMETER_NAME = /^[A-Za-z0-9_.-]+$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function operationsById(document: Json): Map<string, Operation> {
  return new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
}

export function declaredLinks(document: Json): DeclaredLink[] {
  return responseLinks(document, listOperations(document)).map(({ operation, status, name, link }) => ({
    source: operation.operationId,
    status,
    name,
    link: isObject(link) ? link : {},
    responseSchema: responseOf(document, operation, status)?.media?.schema,
  }));
}

/** The schemas a JSON pointer can land on inside `schema`: none when the schema has no such field. */
function schemasAt(document: Json, schema: unknown, tokens: string[]): Json[] {
  const node = deref(document, schema);
  if (!isObject(node)) return [];
  const branches = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) =>
    Array.isArray(node[keyword]) ? (node[keyword] as unknown[]) : [],
  );
  const throughBranches = branches.flatMap((branch) => schemasAt(document, branch, tokens));
  const [head, ...rest] = tokens;
  if (head === undefined) return [node, ...throughBranches];
  const own: Json[] = [];
  if (/^(0|[1-9]\d*)$/.test(head) && node.items !== undefined) own.push(...schemasAt(document, node.items, rest));
  if (isObject(node.properties) && head in node.properties) {
    own.push(...schemasAt(document, node.properties[head], rest));
  } else if (isObject(node.additionalProperties)) {
    own.push(...schemasAt(document, node.additionalProperties, rest));
  }
  return [...own, ...throughBranches];
}

function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** Why a value of `field`'s schema cannot fill a parameter of schema `parameter`, if it cannot. */
function mismatch(document: Json, fields: Json[], parameter: unknown): string | undefined {
  const target = deref(document, parameter);
  if (!isObject(target)) return undefined;
  const wanted = typesOf(target);
  const fits = (field: Json) => {
    const given = typesOf(field);
    const typeFits = wanted.length === 0 || given.length === 0 || given.some((type) => wanted.includes(type));
    return typeFits && (target.format !== 'uuid' || field.format === 'uuid');
  };
  if (fields.some(fits)) return undefined;
  return `is ${fields.map((field) => [typesOf(field).join('|'), field.format].filter(Boolean).join(' ')).join(' or ')}, the parameter ${[wanted.join('|'), target.format].filter(Boolean).join(' ')}`;
}

function constantMismatch(document: Json, value: unknown, parameter: unknown): string | undefined {
  const target = deref(document, parameter);
  if (!isObject(target)) return undefined;
  if (Array.isArray(target.enum) && !target.enum.includes(value)) return `is not one of ${target.enum.join(', ')}`;
  const type = typeof value === 'number' && Number.isInteger(value) ? ['integer', 'number'] : [typeof value];
  const wanted = typesOf(target);
  return wanted.length === 0 || wanted.some((name) => type.includes(name)) ? undefined : `is not a ${wanted.join('|')}`;
}

function checkValue(
  document: Json,
  declared: DeclaredLink,
  source: Operation,
  parameter: Json,
  value: unknown,
): string | undefined {
  if (typeof value !== 'string' || !value.includes('$')) {
    const problem = constantMismatch(document, value, parameter.schema);
    return problem && `the constant ${JSON.stringify(value)} ${problem}`;
  }
  const body = /^\$response\.body#(.*)$/.exec(value);
  if (body) {
    const pointer = body[1] ?? '';
    if (pointer !== '' && !pointer.startsWith('/')) return `${value} is not a JSON pointer`;
    if (declared.responseSchema === undefined) return `${value}: the ${declared.status} answer has no JSON body`;
    const fields = schemasAt(document, declared.responseSchema, pointerKeys(pointer));
    if (fields.length === 0) return `${value} points at no field of the ${declared.status} answer's schema`;
    const problem = mismatch(document, fields, parameter.schema);
    return problem && `${value} ${problem}`;
  }
  const request = /^\$request\.(path|query)\.(.+)$/.exec(value);
  if (request && PARAMETER_NAME.test(request[2] ?? '')) {
    const [, location, name] = request;
    const own = source.parameters.find((candidate) => candidate.in === location && candidate.name === name);
    if (!own) return `${value}: ${source.operationId} has no ${location} parameter ${name}`;
    const problem = mismatch(document, [deref(document, own.schema) ?? {}], parameter.schema);
    return problem && `${value} ${problem}`;
  }
  return `${value} is not a runtime expression this document uses ($response.body#/…, $request.path.…, $request.query.…)`;
}

/** Every problem of every link, each naming the link as `source status name`. Empty when all hold. */
export function linkProblems(document: Json): string[] {
  const operations = operationsById(document);
  return declaredLinks(document).flatMap((declared) => {
    const where = `${declared.source} ${declared.status} ${declared.name}`;
    const { link } = declared;
    const source = operations.get(declared.source) as Operation;
    const target = typeof link.operationId === 'string' ? operations.get(link.operationId) : undefined;
    if (!target) return [`${where}: no operation ${String(link.operationId)} (links name targets by operationId)`];
    const problems: string[] = [];
    if (typeof link.description !== 'string' || link.description.trim() === '')
      problems.push(`${where}: no description`);
    const supplied = isObject(link.parameters) ? link.parameters : {};
    for (const [name, value] of Object.entries(supplied)) {
      const parameter = target.parameters.find(
        (candidate) => candidate.name === name && (candidate.in === 'path' || candidate.in === 'query'),
      );
      const problem = parameter
        ? checkValue(document, declared, source, parameter, value)
        : `${target.operationId} has no path or query parameter ${name}`;
      if (problem) problems.push(`${where} → ${target.operationId}.${name}: ${problem}`);
    }
    for (const parameter of target.parameters) {
      const name = String(parameter.name);
      const leftToCaller = String(link.description ?? '').includes(`\`${name}\``);
      if (parameter.in === 'path' && !(name in supplied) && !leftToCaller) {
        problems.push(
          `${where} → ${target.operationId}: supplies no ${name}, nor says in its description that the caller does`,
        );
      }
    }
    return problems;
  });
}

/** `source → target` for every link of the document. */
export function linkedPairs(document: Json): Set<string> {
  return new Set(declaredLinks(document).map(({ source, link }) => `${source} → ${String(link.operationId)}`));
}

/**
 * The pairs a list or a create promises by its path alone: a GET or POST at P whose success answers
 * JSON leads to every read, update and delete at P/{id}.
 */
export function pairsPromisedByPaths(document: Json): string[] {
  const operations = [...operationsById(document).values()];
  return operations.flatMap((source) => {
    if (source.method !== 'get' && source.method !== 'post') return [];
    const answersJson = Object.keys(source.operation.responses ?? {}).some(
      (status) => status.startsWith('2') && responseOf(document, source, status)?.media?.schema !== undefined,
    );
    if (!answersJson) return [];
    return operations
      .filter((target) => {
        const rest = target.path.startsWith(`${source.path}/`) ? target.path.slice(source.path.length + 1) : '';
        return /^\{[^/{}]+\}$/.test(rest) && /_(get|update|delete)$/.test(target.operationId);
      })
      .map((target) => `${source.operationId} → ${target.operationId}`);
  });
}
