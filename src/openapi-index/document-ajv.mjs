// @ts-check
// The Ajv every reader of the document validates with (JSON Schema 2020-12, the dialect of OpenAPI
// 3.1): the whole document registered once under one id, so that a schema is compiled where it lives
// and its `#/components/...` references resolve as they do in the document, with the one format policy.
import Ajv2020 from 'ajv/dist/2020.js';
import { applyFormatPolicy } from './format-policy.mjs';
import { uriFragmentOf } from './json-pointer.mjs';

/** The id the document is registered under: a schema's `$ref` names `${DOCUMENT_ID}#/components/...`. */
const DOCUMENT_ID = 'urn:depsight:openapi';

/**
 * @param {any} document the bundled document
 * @param {import('ajv').Options} [options] what a reader adds: `allErrors`, `verbose`, `code`, `keywords`
 */
export function createDocumentAjv(document, options = {}) {
  // Not strict: OpenAPI schemas carry keywords of their own (`x-...`, `example`); `discriminator` is
  // read as the annotation it is, since the document's `oneOf`s hold without it.
  const ajv = new Ajv2020({ strict: false, validateSchema: false, discriminator: false, ...options });
  applyFormatPolicy(ajv, document);
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

/** The `$ref` of the document's schema at a pointer, as Ajv resolves it: `urn:depsight:openapi#/components/...`. */
export const schemaReference = (/** @type {string} */ pointer) => `${DOCUMENT_ID}#${uriFragmentOf(pointer)}`;

/**
 * A schema copied out of the document, its local references (`#/components/...`) pointed at the
 * registered document, where they resolve: for a schema compiled apart from its place.
 * @param {unknown} schema
 */
export const withDocumentReferences = (schema) =>
  JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"$ref":"#/', `"$ref":"${DOCUMENT_ID}#/`));
