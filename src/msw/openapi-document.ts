// The bundled OpenAPI document the handlers answer from. In this repository (Vite, Vitest) it is read
// from generated/openapi.yaml; the package build (scripts/build-sdk.mjs) puts the document, already
// parsed, in place of this module, so the published depsight/msw needs neither Vite nor a YAML parser.
import { parse } from 'yaml';
import bundleText from '../../generated/openapi.yaml?raw';

/** The document as plain data: a new copy on each call. */
export const readOpenApiDocument = (): unknown => parse(bundleText, { maxAliasCount: -1 });
