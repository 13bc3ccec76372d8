// @ts-check
// `npm run build:conformance` (and `npm pack`, through `prepack`): bundles the conformance command
// into dist-conformance/: one ESM file with every dependency inside (Ajv, json-schema-faker, yaml) and
// the bundled OpenAPI document next to it, so that the package's `depsight-conformance` bin needs
// nothing the SDK's users install. The SDK's entry points (dist-sdk/) do not import it.
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';

// The bundle the repository commits (npm run spec:bundle); read as a file, not through the build tools.
const BUNDLE_FILE = 'generated/openapi.yaml';

export const CONFORMANCE_OUT_DIR = 'dist-conformance';
/** Where the bundled command finds the document, relative to itself. */
const DOCUMENT_NAME = 'openapi.yaml';

export async function buildConformance({ quiet = false } = {}) {
  rmSync(CONFORMANCE_OUT_DIR, { recursive: true, force: true });
  await build({
    entry: { cli: 'src/conformance/cli.mjs' },
    outDir: CONFORMANCE_OUT_DIR,
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    target: 'node20',
    platform: 'node',
    // Everything inside: an installed package has no devDependencies.
    noExternal: [/.*/],
    // Ajv and ajv-formats are CommonJS; inside an ES module they need a `require`.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    define: { 'globalThis.DEPSIGHT_CONFORMANCE_DOCUMENT': JSON.stringify(`./${DOCUMENT_NAME}`) },
    splitting: false,
    sourcemap: false,
    clean: false,
    treeshake: true,
    minify: false,
    silent: quiet,
    dts: false,
  });
  copyFileSync(BUNDLE_FILE, path.join(CONFORMANCE_OUT_DIR, DOCUMENT_NAME));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildConformance();
