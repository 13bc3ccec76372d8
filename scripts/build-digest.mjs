// @ts-check
// `npm run build:digest` (and `npm pack`, through `prepack`): bundles the digest command into
// dist-digest/cli.mjs, one ESM file with everything inside (the SDK, its stream reader and the
// worklist's rules it shares with the dashboard), so the package's `depsight-digest` bin needs nothing
// the SDK's users install. The SDK's entry points (dist-sdk/) do not import it.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';

export const DIGEST_OUT_DIR = 'dist-digest';

export async function buildDigest({ quiet = false } = {}) {
  rmSync(DIGEST_OUT_DIR, { recursive: true, force: true });
  await build({
    entry: { cli: 'src/digest/cli.ts' },
    outDir: DIGEST_OUT_DIR,
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    target: 'node20',
    platform: 'node',
    // Everything inside: an installed package has no devDependencies.
    noExternal: [/.*/],
    splitting: false,
    sourcemap: false,
    clean: false,
    treeshake: true,
    minify: false,
    silent: quiet,
    dts: false,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildDigest();
