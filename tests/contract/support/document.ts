import { BUNDLE_FILE } from '../../../scripts/lib/spec-build.mjs';
import { loadDocument } from '../../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../../src/openapi-index/openapi-operations.mjs';

/** The bundled document the mock serves, and its operations. */
export const bundledDocument = loadDocument(BUNDLE_FILE);
export const bundledOperations = listOperations(bundledDocument);
