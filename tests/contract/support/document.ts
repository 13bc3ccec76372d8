import { listOperations, loadDocument } from '../../../scripts/lib/openapi-operations.mjs';
import { BUNDLE_FILE } from '../../../scripts/lib/spec-build.mjs';

/** The bundled document the mock serves, and its operations. */
export const bundledDocument = loadDocument(BUNDLE_FILE);
export const bundledOperations = listOperations(bundledDocument);
