// @ts-check
// `npm run build:sdk` (and `npm pack`, through `prepack`): builds the published package `depsight` from
// src/sdk into dist-sdk/: ESM (.js) and CommonJS (.cjs) with their declarations (.d.ts, .d.cts), for
// the root entry, `depsight/swr`, `depsight/react-query`, `depsight/validate` (the compiled response validators, which
// carry the few Ajv helpers they use, so Ajv is no dependency) and `depsight/stream` (the metrics
// answer read as a stream). The generated API types are bundled into the declarations, so a
// consumer needs nothing from this repository. openapi-fetch, swr and @tanstack/react-query stay
// external (a dependency and optional peers).
//
// `depsight/msw` (src/msw) is built beside them into its own files: the mock API as MSW handlers, for
// a team's component tests and stories. It carries the OpenAPI document (parsed here, not at run
// time), the scenario generator, the mock's memory, its schema validator (Ajv) and openapi-msw's few
// lines of code, so that it runs with msw alone, from ESM and CommonJS (openapi-msw is ESM only).
// msw stays external, an optional peer; openapi-msw is an optional peer for the types of the `http`
// helper only (tsup's declaration bundler cannot follow its exports-only `types`). No other entry
// imports any of it.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';
import { parse } from 'yaml';

export const SDK_OUT_DIR = 'dist-sdk';

/**
 * Puts the document, parsed, in place of src/msw/openapi-document.ts (which reads the YAML through
 * Vite's `?raw`). `JSON.parse` of one string loads faster than the same object literal.
 * @type {import('esbuild').Plugin}
 */
const inlineOpenApiDocument = {
  name: 'depsight-inline-openapi-document',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]src[\\/]msw[\\/]openapi-document\.ts$/ }, () => {
      const document = parse(readFileSync('generated/openapi.yaml', 'utf8'), { maxAliasCount: -1 });
      const text = JSON.stringify(JSON.stringify(document));
      return { contents: `export const readOpenApiDocument = () => JSON.parse(${text});`, loader: 'ts' };
    });
  },
};

/** What every entry shares: ESM and CommonJS, for Node and browsers. @type {import('tsup').Options} */
const COMMON = {
  outDir: SDK_OUT_DIR,
  format: ['esm', 'cjs'],
  target: 'es2022',
  platform: 'neutral',
  splitting: false,
  sourcemap: false,
  clean: false,
  treeshake: true,
  tsconfig: 'tsconfig.json',
};

export async function buildSdk({ quiet = false } = {}) {
  rmSync(SDK_OUT_DIR, { recursive: true, force: true });
  await build({
    ...COMMON,
    entry: {
      index: 'src/sdk/index.ts',
      swr: 'src/sdk/swr.ts',
      'react-query': 'src/sdk/react-query.ts',
      validate: 'src/sdk/validate.ts',
      stream: 'src/sdk/stream.ts',
    },
    dts: {
      compilerOptions: {
        // The declarations must not depend on Node's or the DOM's types beyond what fetch needs.
        types: [],
        lib: ['ES2023', 'DOM'],
        composite: false,
        incremental: false,
      },
    },
    external: ['openapi-fetch', 'swr', 'swr/mutation', '@tanstack/react-query'],
    silent: quiet,
  });
  await build({
    ...COMMON,
    entry: { msw: 'src/msw/index.ts' },
    // MSW's request types are the DOM's (Request, Response), which any project running MSW has.
    dts: {
      compilerOptions: { types: [], lib: ['ES2023', 'DOM', 'DOM.Iterable'], composite: false, incremental: false },
    },
    external: ['msw'],
    noExternal: ['openapi-msw', 'ajv', 'ajv-formats'],
    // Ajv and its helpers are CommonJS packages, found through `main`.
    esbuildOptions(options) {
      options.mainFields = ['module', 'main'];
    },
    esbuildPlugins: [inlineOpenApiDocument],
    silent: quiet,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildSdk();
