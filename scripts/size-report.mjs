// @ts-check
// `npm run size`: builds the dashboard with Vite and reports the gzip size of the JavaScript the first
// view needs (the entry chunk and everything it imports statically) and of all JavaScript, against
// the budgets. It reports; it does not fail on a budget, only when the build itself fails.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 1 KB = 1024 bytes. */
export const KB = 1024;
export const BUDGETS = { initial: 170 * KB, total: 350 * KB, sdk: 15 * KB, reactQuery: 3 * KB };
const OUT_DIR = 'dist';

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The JS files loaded before the first view can run: every entry chunk and, transitively, its static
 * `imports`. Dynamic imports (the lazy chart chunk) are left out: they load later.
 * @param {Manifest} manifest
 * @returns {string[]} output paths relative to the build directory, in discovery order
 */
export function initialJsFiles(manifest) {
  const seen = new Set();
  /** @type {string[]} */
  const files = [];
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * Every .js file under `directory`, relative to it.
 * @param {string} directory
 * @returns {string[]}
 */
export function allJsFiles(directory) {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** @param {Buffer} content */
export const gzipBytes = (content) => gzipSync(content, { level: 9 }).length;

/** @param {number} bytes */
export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * One budget line: 'Initial JS (gzip): 61.2 KB of 170.0 KB  OK'.
 * @param {string} name
 * @param {number} bytes
 * @param {number} budget
 */
export function budgetLine(name, bytes, budget) {
  const verdict = bytes <= budget ? 'OK' : `OVER BUDGET by ${formatKb(bytes - budget)}`;
  return `${name}: ${formatKb(bytes)} of ${formatKb(budget)}  ${verdict}`;
}

/**
 * The report of a finished build in `outDir`.
 * @param {string} outDir
 * @returns {{ lines: string[], initialBytes: number, totalBytes: number }}
 */
export function sizeReport(outDir) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const initial = new Set(initialJsFiles(manifest));
  const sizes = allJsFiles(outDir).map((file) => {
    const content = readFileSync(path.join(outDir, file));
    return { file, raw: content.length, gzip: gzipBytes(content), initial: initial.has(file) };
  });
  const width = Math.max(...sizes.map((size) => size.file.length), 4);
  const lines = [
    `${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  loaded`,
    ...sizes.map(
      (size) =>
        `${size.file.padEnd(width)}  ${formatKb(size.raw).padStart(10)}  ${formatKb(size.gzip).padStart(10)}  ${size.initial ? 'initial' : 'lazy'}`,
    ),
  ];
  const initialBytes = sizes.filter((size) => size.initial).reduce((sum, size) => sum + size.gzip, 0);
  const totalBytes = sizes.reduce((sum, size) => sum + size.gzip, 0);
  lines.push(
    '',
    budgetLine('Initial JS (gzip)', initialBytes, BUDGETS.initial),
    budgetLine('All JS (gzip)    ', totalBytes, BUDGETS.total),
  );
  return { lines, initialBytes, totalBytes };
}

/**
 * The gzip size of `source` bundled and minified the way a bundler builds a consumer's app: src/sdk
 * with openapi-fetch included, the peers given in `external` left out.
 * @param {string} source
 * @param {string[]} [external]
 * @returns {Promise<{ bytes: number, inputs: string[] }>} `inputs`: the files in that bundle
 */
async function bundledSize(source, external = []) {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    metafile: true,
    external,
  });
  return {
    bytes: gzipBytes(Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array())),
    inputs: Object.keys(result.metafile.inputs),
  };
}

const CREATE_CLIENT = "export { createClient } from './src/sdk/index.ts';";

/**
 * The gzip size of what an application ships for `createClient` with every resource: src/sdk bundled
 * and minified with openapi-fetch included, the way a bundler builds a consumer's app.
 * @returns {Promise<{ line: string, bytes: number, inputs: string[] }>} `inputs`: the files in that bundle
 */
export async function sdkSize() {
  const { bytes, inputs } = await bundledSize(CREATE_CLIENT);
  return {
    bytes,
    inputs,
    line: budgetLine('SDK: createClient, every resource, openapi-fetch (gzip)', bytes, BUDGETS.sdk),
  };
}

/**
 * What `depsight/react-query` adds to an application that already ships `createClient`: the two
 * bundled together, less the client alone (TanStack Query itself is the application's own).
 * @returns {Promise<{ line: string, bytes: number }>}
 */
export async function reactQuerySize() {
  const both = await bundledSize(`${CREATE_CLIENT}\nexport * from './src/sdk/react-query.ts';`, [
    '@tanstack/react-query',
  ]);
  const bytes = both.bytes - (await bundledSize(CREATE_CLIENT)).bytes;
  return { bytes, line: budgetLine('depsight/react-query beyond createClient (gzip)', bytes, BUDGETS.reactQuery) };
}

async function main() {
  console.log('▶ vite build --manifest');
  const build = spawnSync(path.join('node_modules', '.bin', 'vite'), ['build', '--manifest', '--outDir', OUT_DIR], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(`\nThe build failed (exit ${build.status ?? build.signal}): there is nothing to measure.`);
    process.exit(build.status ?? 1);
  }
  console.log('\n▶ Size report (gzip level 9, 1 KB = 1024 bytes)\n');
  for (const line of sizeReport(OUT_DIR).lines) console.log(line);
  console.log((await sdkSize()).line);
  console.log((await reactQuerySize()).line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
