// @ts-check
// What the stateful mock needs to know of the bundled document: its operations with their path
// templates, which one a concrete request is for, the examples of a response and a JSON Schema
// validator for any schema in it. mocks/ never imports scripts/, so this is its own small reading.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DOCUMENT_ID = 'urn:depsight:mock-state';

/** @param {string} segment */
const pointerSegment = (segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * @typedef {object} IndexedOperation
 * @property {string} operationId
 * @property {string} method lower case
 * @property {string} path the path template, `/api/v1/teams/{id}`
 * @property {string} pointer JSON pointer of the operation object in the document
 * @property {any} operation the operation object
 * @property {any[]} parameters path and query parameters, references resolved
 * @property {{ parameter: any, schemaPointer: string | undefined }[]} parameterSchemas each parameter with
 *   the pointer of its schema
 * @property {string | undefined} requestBodyPointer the pointer of the JSON request body's schema
 * @property {boolean} secured false when the operation also accepts anonymous calls
 * @property {RegExp} pattern matches a concrete path, one group per path parameter
 * @property {string[]} parameterNames the path parameters, in order
 * @property {number} literalLength how much of the path is literal (more wins over a parameter)
 */

/**
 * @param {any} document the bundled OpenAPI document
 */
export function indexDocument(document) {
  /** @param {any} node @returns {{ node: any, pointer?: string }} the node a local $ref leads to, and its pointer */
  const follow = (node) => {
    let current = node;
    let pointer;
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      pointer = current.$ref.slice(1);
      current = current.$ref
        .slice(2)
        .split('/')
        .map((/** @type {string} */ part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((/** @type {any} */ parent, /** @type {string} */ key) => parent?.[key], document);
    }
    return { node: current, pointer };
  };

  /** @type {IndexedOperation[]} */
  const operations = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const itemPointer = `/paths/${pointerSegment(path)}`;
      const parameterSchemas = [
        ...(item.parameters ?? []).map((/** @type {any} */ entry, /** @type {number} */ at) => [
          entry,
          `${itemPointer}/parameters/${at}`,
        ]),
        ...(operation.parameters ?? []).map((/** @type {any} */ entry, /** @type {number} */ at) => [
          entry,
          `${itemPointer}/${method}/parameters/${at}`,
        ]),
      ].map(([entry, place]) => {
        const { node, pointer } = follow(entry);
        return { parameter: node, schemaPointer: node?.schema ? `${pointer ?? place}/schema` : undefined };
      });
      const parameters = parameterSchemas.map(({ parameter }) => parameter);
      const body = follow(operation.requestBody);
      const requestBodyPointer = body.node?.content?.['application/json']?.schema
        ? `${body.pointer ?? `${itemPointer}/${method}/requestBody`}/content/${pointerSegment('application/json')}/schema`
        : undefined;
      const security = operation.security ?? document.security ?? [];
      const parameterNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => String(match[1]));
      const source = path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        pointer: `/paths/${pointerSegment(path)}/${method}`,
        operation,
        parameters,
        parameterSchemas,
        requestBodyPointer,
        secured:
          security.length > 0 && !security.some((/** @type {object} */ entry) => Object.keys(entry).length === 0),
        pattern: new RegExp(`^${source}$`),
        parameterNames,
        literalLength: path.replace(/\{[^}]+\}/g, '').length,
      });
    }
  }
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  // Literal segments win over parameters, as in Prism: `/accounts/me/tags` before `/accounts/{uuid}/...`.
  const matchOrder = [...operations].sort((left, right) => right.literalLength - left.literalLength);

  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, discriminator: false });
  // ajv-formats is CommonJS; its default export arrives as the module object under some loaders.
  const applyFormats = /** @type {any} */ (addFormats).default ?? addFormats;
  applyFormats(ajv);
  for (const format of ['date-time', 'date', 'email', 'uri', 'uuid'])
    if (!ajv.formats[format]) ajv.addFormat(format, true);
  ajv.addSchema(document, DOCUMENT_ID);
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();

  /**
   * A validator of the schema at a pointer of the document (compiled once).
   * @param {string} pointer
   */
  const validatorAt = (pointer) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer.split('/').map(encodeURIComponent).join('/')}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  /**
   * A declared response of an operation, its pointer (a shared response is followed) and its JSON media.
   * @param {IndexedOperation} operation @param {number | string} status
   */
  const responseOf = (operation, status) => {
    const declared = operation.operation.responses?.[String(status)];
    if (!declared) return undefined;
    const { node, pointer } = follow(declared);
    const base = pointer ?? `${operation.pointer}/responses/${status}`;
    const media = node?.content?.['application/json'];
    return {
      response: node,
      media,
      schemaPointer: media?.schema ? `${base}/content/${pointerSegment('application/json')}/schema` : undefined,
    };
  };

  return {
    operations,
    /** @param {string} operationId */
    operation: (operationId) => byId.get(operationId),
    /**
     * The operation a request is for, with its path parameters (decoded).
     * @param {string} method @param {string} pathname
     */
    match(method, pathname) {
      const lower = method.toLowerCase();
      for (const operation of matchOrder) {
        if (operation.method !== lower) continue;
        const found = operation.pattern.exec(pathname);
        if (!found) continue;
        /** @type {Record<string, string>} */
        const params = {};
        operation.parameterNames.forEach((name, index) => {
          const raw = found[index + 1] ?? '';
          try {
            params[name] = decodeURIComponent(raw);
          } catch {
            params[name] = raw;
          }
        });
        return { operation, params };
      }
      return undefined;
    },
    responseOf,
    /** The first success status an operation declares. @param {IndexedOperation} operation */
    successStatus(operation) {
      return Number(Object.keys(operation.operation.responses ?? {}).find((status) => /^2\d\d$/.test(status)));
    },
    /**
     * The value of a named example of a response, or of its first one when `name` is absent or unknown
     * (`strict`: undefined when `name` is unknown).
     * @param {IndexedOperation} operation @param {number} status @param {string} [name] @param {boolean} [strict]
     */
    exampleOf(operation, status, name, strict = false) {
      const media = responseOf(operation, status)?.media;
      if (!media) return undefined;
      const examples = media.examples ?? {};
      if (name !== undefined && name in examples) return structuredClone(follow(examples[name]).node?.value);
      if (strict) return undefined;
      const first = Object.values(examples)[0];
      if (first) return structuredClone(follow(first).node?.value);
      return media.example === undefined ? undefined : structuredClone(media.example);
    },
    /** Whether a response of an operation has an example of that name. @param {IndexedOperation} operation @param {number} status @param {string} name */
    hasExample(operation, status, name) {
      const examples = responseOf(operation, status)?.media?.examples;
      return Boolean(examples && name in examples);
    },
    validatorAt,
    /** @param {any} node */
    resolve: (node) => follow(node).node,
  };
}

/** @typedef {ReturnType<typeof indexDocument>} DocumentIndex */
