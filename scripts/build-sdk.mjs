// @ts-check
// `npm run build:sdk` (and `npm pack`, through `prepack`): builds the published package `depsight` from
// src/sdk into dist-sdk/: ESM (.js) and CommonJS (.cjs) with their declarations (.d.ts, .d.cts), for
// the root entry, `depsight/swr` and `depsight/validate` (the compiled response validators, which
// carry the few Ajv helpers they use, so Ajv is no dependency). The generated API types are bundled into the declarations, so a
// consumer needs nothing from this repository. openapi-fetch and swr stay external (dependencies).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';

export const SDK_OUT_DIR = 'dist-sdk';

export async function buildSdk({ quiet = false } = {}) {
  rmSync(SDK_OUT_DIR, { recursive: true, force: true });
  await build({
    entry: { index: 'src/sdk/index.ts', swr: 'src/sdk/swr.ts', validate: 'src/sdk/validate.ts' },
    outDir: SDK_OUT_DIR,
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    dts: {
      compilerOptions: {
        // The declarations must not depend on Node's or the DOM's types beyond what fetch needs.
        types: [],
        lib: ['ES2023', 'DOM'],
        composite: false,
        incremental: false,
      },
    },
    external: ['openapi-fetch', 'swr', 'swr/mutation'],
    splitting: false,
    sourcemap: false,
    clean: false,
    treeshake: true,
    silent: quiet,
    tsconfig: 'tsconfig.json',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildSdk();
