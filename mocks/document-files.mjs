// @ts-check
// Where the documents Prism serves live, relative to the repository root. A leaf module with no
// imports, so that scripts/ (which builds the bundle) and mocks/ (which adds the scenarios to it)
// share the names while mocks/ never imports scripts/.

/** The bundled OpenAPI document: `npm run spec:bundle` writes it from openapi/ (committed). */
export const BUNDLE_FILE = 'generated/openapi.yaml';

/** The bundle plus the generated scenarios (git-ignored, tens of MB). */
export const MOCK_DOCUMENT_FILE = 'generated/mock/openapi.mock.json';
