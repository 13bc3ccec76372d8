// @ts-check
// Where a real id for an operation can come from: the document's own OpenAPI links (a response that
// names the operation it feeds, with runtime expressions such as `$response.body#/uuid` or
// `$request.path.uuid`), then, as fallbacks when those give nothing, links inferred from names: an
// answer's field named like the parameter (`projectUUID` for `{project}`), the items of the list at
// the collection path (`/teams` for `/teams/{id}`), the `id` or `uuid` of an answer of the same kind,
// or the `Location` of a create.
// Pure: it reads the document and returns the graph; runtime values are taken by id-supply.mjs.
import { deref, escapePointerSegment, pointerKeys } from '../openapi-index/json-pointer.mjs';
import { phaseOf } from './plan.mjs';

/** @typedef {import('../openapi-index/openapi-operations.mjs').Operation} Operation */

/**
 * Where one value of a link comes from, once the supplier has answered.
 * @typedef {{ from: 'body', pointer: string[] } | { from: 'header', name: string } | { from: 'location' }
 *   | { from: 'request-path', name: string } | { from: 'request-query', name: string }
 *   | { from: 'constant', value: string }} ValueSource
 *   `pointer` may hold `*` (every item of an array) in an inferred link; `location` fills every path
 *   parameter of the consumer from the path the Location header names
 */

/**
 * @typedef {object} Link
 * @property {string} name the link's name in the document, or `inferred`
 * @property {boolean} declared
 * @property {string} supplier operationId of the operation whose answer gives the values
 * @property {string} consumer operationId of the operation they are sent to
 * @property {string} status the response of the supplier it belongs to (`200`), `2XX` when inferred
 * @property {Record<string, ValueSource>} parameters the consumer's parameters it fills, by name
 * @property {string} idParameter the consumer's parameter that is the point of the link
 * @property {number} rank lower is tried first: declared links, then the strongest inference
 */

const GENERIC_ID_NAMES = ['id', 'uuid'];
const ID_SUFFIXES = ['UUID', 'Uuid', 'Id', 'ID', '_id', '_uuid'];

const segmentsOf = (/** @type {string} */ path) => path.split('/').filter(Boolean);
const parameterName = (/** @type {string} */ segment) => /^\{([^}]+)\}$/.exec(segment)?.[1];

/**
 * The collection a path's answer holds: `teams` for `/accounts/{uuid}/teams` and `/teams/{id}`, the
 * parameter's name when no collection comes before it (`license` for `/{version}/{license}`).
 */
export function kindOfPath(/** @type {string} */ path) {
  const segments = segmentsOf(path);
  const last = segments.at(-1) ?? '';
  const name = parameterName(last);
  if (name === undefined) return last;
  const before = segments.at(-2) ?? '';
  return parameterName(before) === undefined ? before : name;
}

/** The kind of id a path parameter takes: the static segment before it, `teams` for `/teams/{uuid}/members`. */
function kindOfParameter(/** @type {string} */ path, /** @type {string} */ name) {
  const segments = segmentsOf(path);
  const index = segments.indexOf(`{${name}}`);
  const before = segments[index - 1];
  return before && parameterName(before) === undefined ? before : undefined;
}

/** `projects` → `project`, `policies` → `policy`; names are the document's, so this is enough. */
function singular(/** @type {string} */ word) {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Whether a path or query parameter names an object: an id-like name or a uuid format. */
export function takesId(/** @type {any} */ document, /** @type {Operation} */ operation, /** @type {string} */ name) {
  const parameter = operation.parameters.find(
    (candidate) => (candidate.in === 'path' || candidate.in === 'query') && candidate.name === name,
  );
  if (!parameter) return false;
  if (GENERIC_ID_NAMES.includes(name) || ID_SUFFIXES.some((suffix) => name.endsWith(suffix))) return true;
  return deref(document, parameter.schema ?? {})?.format === 'uuid';
}

/**
 * The JSON schema of the first success answer with a JSON body, and its status key.
 * @param {any} document @param {Operation} operation
 */
function successSchemaOf(document, operation) {
  for (const [status, responseOrRef] of Object.entries(operation.operation.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const response = deref(document, responseOrRef);
    const json = Object.entries(response?.content ?? {}).find(([mediaType]) => mediaType.includes('json'));
    if (json) return { status, schema: deref(document, json[1].schema ?? {}) };
  }
  return undefined;
}

/**
 * Every property of a schema to two levels down, with its pointer (`*` for the items of an array).
 * @param {any} document @param {any} schema
 * @returns {{ pointer: string[], name: string, schema: any }[]}
 */
function propertiesOf(document, schema, prefix = /** @type {string[]} */ ([]), depth = 0) {
  const resolved = deref(document, schema ?? {});
  if (!resolved || typeof resolved !== 'object' || depth > 2) return [];
  if (resolved.type === 'array' || resolved.items)
    return propertiesOf(document, resolved.items, [...prefix, '*'], depth);
  const parts = [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  /** @type {{ pointer: string[], name: string, schema: any }[]} */
  const found = parts.flatMap((part) => propertiesOf(document, part, prefix, depth));
  for (const [name, child] of Object.entries(resolved.properties ?? {})) {
    const pointer = [...prefix, name];
    found.push({ pointer, name, schema: deref(document, child) });
    found.push(
      ...propertiesOf(document, child, pointer, depth + 1).filter((entry) => entry.pointer.length > pointer.length),
    );
  }
  return found;
}

/** The fields of an answer that may hold the id a parameter takes, strongest first. */
function idFieldNames(/** @type {string} */ name, /** @type {string | undefined} */ kind) {
  const stems = [singular(kind ?? ''), name.replace(/_?(uuid|id)$/i, '')].filter(Boolean);
  const specific = GENERIC_ID_NAMES.includes(name) ? [] : [name];
  return [...specific, ...stems.flatMap((stem) => ID_SUFFIXES.map((suffix) => `${stem}${suffix}`))];
}

/**
 * The links the document declares on its success responses, `$ref`s to `components/links` resolved.
 * @param {any} document @param {Operation[]} operations
 * @returns {Link[]}
 */
export function declaredLinks(document, operations) {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  /** @type {Link[]} */
  const links = [];
  for (const supplier of operations) {
    for (const [status, responseOrRef] of Object.entries(supplier.operation.responses ?? {})) {
      const response = deref(document, responseOrRef);
      for (const [name, linkOrRef] of Object.entries(response?.links ?? {})) {
        const link = deref(document, linkOrRef);
        const consumer = link?.operationId
          ? byId.get(link.operationId)
          : operations.find((candidate) => operationRefOf(candidate) === link?.operationRef);
        if (!consumer) continue;
        /** @type {Record<string, ValueSource>} */
        const parameters = {};
        for (const [qualified, expression] of Object.entries(link.parameters ?? {})) {
          const source = parseExpression(expression);
          const parameter = qualified.replace(/^(path|query|header|cookie)\./, '');
          if (source && consumer.parameters.some((candidate) => candidate.name === parameter)) {
            parameters[parameter] = source;
          }
        }
        const filled = Object.keys(parameters);
        if (filled.length === 0) continue;
        // The object the link leads to: the consumer's last path parameter when the answer gives it
        // (`license`, not the `language` of the library it is in), else the first the answer gives.
        const fromAnswer = filled.filter(
          (parameter) => parameters[parameter]?.from === 'body' || parameters[parameter]?.from === 'header',
        );
        const last = parameterName(segmentsOf(consumer.path).at(-1) ?? '');
        const idParameter =
          fromAnswer.find((parameter) => parameter === last) ?? fromAnswer[0] ?? /** @type {string} */ (filled[0]);
        links.push({
          name,
          declared: true,
          supplier: supplier.operationId,
          consumer: consumer.operationId,
          status,
          parameters,
          idParameter,
          rank: DECLARED_RANK + declaredStrength(supplier, consumer, idParameter),
        });
      }
    }
  }
  return links;
}

/** Every declared link is tried before every inferred one: the document says what its answers hold. */
const DECLARED_RANK = -10;

/**
 * How sure a declared link is among the declared ones (lower is surer, under 2): the list or create at
 * the collection path of the id (`teams_list` for `/teams/{id}`), then an answer of the same kind
 * (`projects_list` for `/projects/{id}`), then any other that names it (a list of reports); an answer
 * that did not itself need the id before an update's; the run's own objects ordered as for inferred
 * links (a read takes what was there before the run).
 * @param {Operation} supplier @param {Operation} consumer @param {string} name the id parameter
 */
function declaredStrength(supplier, consumer, name) {
  const index = consumer.path.indexOf(`/{${name}}`);
  const atCollection = index !== -1 && supplier.path === consumer.path.slice(0, index);
  const kind = index === -1 ? undefined : kindOfParameter(consumer.path, name);
  const sameKind = kind !== undefined && kindOfPath(supplier.path) === kind;
  const fromUpdate = phaseOf(supplier) === 2 ? 0.1 : 0;
  return (atCollection ? 0 : sameKind ? 0.2 : 0.4) + fromUpdate + ownObjectsRank(supplier, consumer);
}

/**
 * A write takes the run's own objects first (those of a create); a read takes what was there before
 * (the objects of a list), since the run's own are followed, and deleted, by their sequence.
 * @param {Operation} supplier @param {Operation} consumer
 */
function ownObjectsRank(supplier, consumer) {
  if (phaseOf(supplier) !== 0) return 0;
  return phaseOf(consumer) >= 2 ? -1 : 1;
}

/** `#/paths/~1teams~1{id}/post`, as an `operationRef` names an operation. */
function operationRefOf(/** @type {Operation} */ operation) {
  return `#/paths/${escapePointerSegment(operation.path)}/${operation.method}`;
}

/**
 * A runtime expression of a link parameter, or a constant; undefined for what cannot be evaluated.
 * @param {unknown} expression
 * @returns {ValueSource | undefined}
 */
export function parseExpression(expression) {
  if (typeof expression !== 'string') {
    return expression === undefined || expression === null
      ? undefined
      : { from: 'constant', value: String(expression) };
  }
  const text = /^\{(\$[^}]+)\}$/.exec(expression)?.[1] ?? expression;
  if (!text.startsWith('$')) return { from: 'constant', value: text };
  const body = /^\$response\.body(?:#(.*))?$/.exec(text);
  if (body) return { from: 'body', pointer: pointerOf(body[1] ?? '') };
  const header = /^\$response\.header\.(.+)$/.exec(text);
  if (header) return { from: 'header', name: /** @type {string} */ (header[1]).toLowerCase() };
  const request = /^\$request\.(path|query)\.(.+)$/.exec(text);
  if (request)
    return { from: request[1] === 'path' ? 'request-path' : 'request-query', name: /** @type {string} */ (request[2]) };
  return undefined;
}

/** `/items/0/uuid` → `['items', '0', 'uuid']`, escapes decoded. */
function pointerOf(/** @type {string} */ pointer) {
  return pointerKeys(`#${pointer}`);
}

/**
 * Links inferred from the answers of other operations (reads, and creates, which also give a
 * `Location`), ranked by how sure the match is. They are inferred for the parameters the document's
 * links fill too: when a declared link's answer gives nothing (an empty list, a field the server
 * leaves out, a supplier not in the run), the surest inferred one still can.
 * @param {any} document @param {Operation[]} operations
 * @returns {Link[]}
 */
function inferredLinks(document, operations) {
  const schemas = new Map(operations.map((operation) => [operation.operationId, successSchemaOf(document, operation)]));
  /** @type {Link[]} */
  const links = [];
  for (const consumer of operations) {
    const pathNames = consumer.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name);
    // A query parameter is matched by its name only (`teamUUID`): its path says nothing of its kind.
    const queryIds = consumer.parameters
      .filter((parameter) => parameter.in === 'query' && takesId(document, consumer, parameter.name))
      .map((parameter) => parameter.name);
    for (const name of [...pathNames, ...queryIds]) {
      const inPath = pathNames.includes(name);
      const kind = inPath ? kindOfParameter(consumer.path, name) : undefined;
      const idLike = takesId(document, consumer, name);
      const collectionPath = inPath ? consumer.path.slice(0, consumer.path.indexOf(`/{${name}}`)) : undefined;
      for (const supplier of operations) {
        if (supplier.operationId === consumer.operationId) continue;
        const isCreate = phaseOf(supplier) === 0;
        if (supplier.method !== 'get' && !isCreate) continue;
        const found = bestSource(document, schemas.get(supplier.operationId)?.schema, {
          supplier,
          name,
          kind,
          idLike,
          collectionPath,
        });
        if (inPath && isCreate && supplier.path === collectionPath && consumer.path.endsWith(`{${name}}`)) {
          links.push(inferred(supplier, consumer, name, { from: 'location' }, 1, pathNames));
        }
        if (!found) continue;
        links.push(inferred(supplier, consumer, name, { from: 'body', pointer: found.pointer }, found.rank, pathNames));
      }
    }
  }
  return links;
}

/**
 * The field of a supplier's answer that holds the id, and how sure that is (lower is surer).
 * @param {any} document @param {any} schema
 * @param {{ supplier: Operation, name: string, kind: string | undefined, idLike: boolean, collectionPath: string | undefined }} wanted
 *   a parameter that does not look like an id is matched only by the collection or kind of its path
 */
function bestSource(document, schema, { supplier, name, kind, idLike, collectionPath }) {
  if (!schema) return undefined;
  const properties = propertiesOf(document, schema);
  const fieldNames = idFieldNames(name, kind);
  const itemsPrefix = (/** @type {string[]} */ pointer) => pointer.slice(0, -1);
  const isOwnItem = (/** @type {string[]} */ pointer) => {
    const prefix = itemsPrefix(pointer);
    // The object itself, the items of a top-level list, or of the first list property.
    return (
      prefix.length === 0 || (prefix.length === 1 && prefix[0] === '*') || (prefix.length === 2 && prefix[1] === '*')
    );
  };
  const sameCollection =
    collectionPath !== undefined &&
    (supplier.path === collectionPath || `${supplier.path}/{${name}}` === collectionPath);
  const sameKind = kind !== undefined && kindOfPath(supplier.path) === kind;
  const candidates = [];
  for (const property of properties) {
    if (['object', 'array'].includes(property.schema?.type)) continue;
    const named = fieldNames.indexOf(property.name);
    const generic = GENERIC_ID_NAMES.includes(property.name) || property.name === name;
    if ((sameCollection || sameKind) && isOwnItem(property.pointer) && (generic || named !== -1)) {
      candidates.push({ pointer: property.pointer, rank: (sameCollection ? 2 : 4) + (named === -1 ? 0.5 : 0) });
    } else if (!idLike) {
    } else if (named !== -1) {
      candidates.push({ pointer: property.pointer, rank: 6 + named / 100 });
    } else if (
      generic &&
      GENERIC_ID_NAMES.includes(property.name) &&
      itemsPrefix(property.pointer).at(-1) === '*' &&
      [name, kind]
        .filter(Boolean)
        .some((word) => itemsPrefix(property.pointer).at(-2) === `${singular(/** @type {string} */ (word))}s`)
    ) {
      // The items of a list named after the parameter: `licenses[].id` for `{license}`.
      candidates.push({ pointer: property.pointer, rank: 7 });
    }
  }
  return candidates.sort((left, right) => left.rank - right.rank || left.pointer.length - right.pointer.length)[0];
}

/**
 * An inferred link: the id from the supplier's answer, and every other path parameter both share
 * taken from the supplier's own request (`$request.path.uuid`: the same account).
 * @param {Operation} supplier @param {Operation} consumer @param {string} name @param {ValueSource} source
 * @param {number} rank @param {string[]} pathNames the consumer's path parameters
 * @returns {Link}
 */
function inferred(supplier, consumer, name, source, rank, pathNames) {
  /** @type {Record<string, ValueSource>} */
  const parameters = { [name]: source };
  if (source.from !== 'location') {
    for (const other of pathNames) {
      if (
        other !== name &&
        supplier.parameters.some((parameter) => parameter.in === 'path' && parameter.name === other)
      ) {
        parameters[other] = { from: 'request-path', name: other };
      }
    }
  }
  return {
    name: 'inferred',
    declared: false,
    supplier: supplier.operationId,
    consumer: consumer.operationId,
    status: '2XX',
    parameters,
    idParameter: name,
    rank: rank + ownObjectsRank(supplier, consumer),
  };
}

/**
 * Every link of a document, surest first: the declared ones, then the inferred ones.
 * @param {any} document @param {Operation[]} operations
 * @returns {Link[]}
 */
export function linkGraph(document, operations) {
  const links = [...declaredLinks(document, operations), ...inferredLinks(document, operations)];
  const tags = new Map(operations.map((operation) => [operation.operationId, operation.tag]));
  const sameTag = (/** @type {Link} */ link) => Number(tags.get(link.supplier) === tags.get(link.consumer));
  // Equally sure: the consumer's own tag first (projects_list rather than another list of projects).
  return links.sort((left, right) => left.rank - right.rank || sameTag(right) - sameTag(left));
}

/**
 * The id parameters of an operation: its path parameters that some link fills from an answer or that
 * look like ids, and its query parameters that look like ids.
 * @param {any} document @param {Operation} operation @param {Link[]} links
 */
export function idParameterNames(document, operation, links) {
  return operation.parameters
    .filter(
      (parameter) =>
        parameter.in === 'path' || (parameter.in === 'query' && takesId(document, operation, parameter.name)),
    )
    .map((parameter) => parameter.name)
    .filter(
      (name) =>
        takesId(document, operation, name) ||
        links.some((link) => link.consumer === operation.operationId && link.idParameter === name),
    );
}
