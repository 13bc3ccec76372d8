// @ts-check
// Where the documents Prism serves live, relative to the repository root. A leaf module with no
// imports, so that scripts/ (which builds the bundle) and mocks/ (which adds the scenarios to it)
// share the names while mocks/ never imports scripts/.

/** The bundled OpenAPI document: `npm run spec:bundle` writes it from openapi/ (committed). */
export const BUNDLE_FILE = 'generated/openapi.yaml';

/** The bundle plus every generated scenario (git-ignored, tens of MB). */
export const MOCK_DOCUMENT_FILE = 'generated/mock/openapi.mock.json';

/** The bundle plus every scenario but the heavy ones (git-ignored, about 1 MB): Prism loads it in seconds. */
export const LIGHT_MOCK_DOCUMENT_FILE = 'generated/mock/openapi.mock-light.json';
