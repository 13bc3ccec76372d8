// @ts-check
// The document Prism serves in development: the bundled document plus the generated scenarios.
// generated/openapi.yaml stays exactly what `npm run spec:bundle` writes from openapi/ (a test
// compares it), so the scenarios go to a separate, git-ignored file; the large one is tens of MB.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { buildMockDocument } from './build-mock-document.mjs';
import { BUNDLE_FILE, LIGHT_MOCK_DOCUMENT_FILE, MOCK_DOCUMENT_FILE } from './document-files.mjs';
import { MOCK_EXAMPLES, MOCK_SCENARIOS } from './scenarios.mjs';

export { buildMockDocument, LIGHT_MOCK_DOCUMENT_FILE, MOCK_DOCUMENT_FILE };

const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MOCKS_FOLDER = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes the mock document with every scenario, and the light one without the heavy scenarios.
 * @param {any} bundle @returns {{ bytes: number, lightBytes: number }}
 */
export function writeMockDocument(bundle) {
  const write = (
    /** @type {string} */ relativePath,
    /** @type {readonly import('./scenarios.mjs').MockScenario[]} */ scenarios,
  ) => {
    const text = JSON.stringify(buildMockDocument(bundle, scenarios));
    const file = join(REPOSITORY_ROOT, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return Buffer.byteLength(text);
  };
  const bytes = write(MOCK_DOCUMENT_FILE, MOCK_EXAMPLES);
  const lightBytes = write(
    LIGHT_MOCK_DOCUMENT_FILE,
    MOCK_EXAMPLES.filter((scenario) => !scenario.heavy),
  );
  return { bytes, lightBytes };
}

/** The `Prefer` examples that only the full mock document has (`example=large`...). */
export const HEAVY_EXAMPLE_NAMES = MOCK_SCENARIOS.filter((scenario) => scenario.heavy).map((scenario) => scenario.name);

/** @returns {string[]} absolute paths of the files the mock document is made from */
function mockDocumentInputs() {
  const scripts = readdirSync(MOCKS_FOLDER)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => join(MOCKS_FOLDER, name));
  return [join(REPOSITORY_ROOT, BUNDLE_FILE), ...scripts];
}

/** @param {string} file @returns {number | undefined} its modification time in ms, or undefined when missing */
function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Builds the mock document when it is missing or older than the bundle or a file of mocks/.
 * @returns {{ file: string, built: boolean, milliseconds: number, bytes: number }}
 */
export function ensureMockDocument() {
  const file = join(REPOSITORY_ROOT, MOCK_DOCUMENT_FILE);
  const light = modifiedAt(join(REPOSITORY_ROOT, LIGHT_MOCK_DOCUMENT_FILE));
  const full = modifiedAt(file);
  const builtAt = light === undefined || full === undefined ? undefined : Math.min(light, full);
  const fresh =
    builtAt !== undefined && mockDocumentInputs().every((input) => (modifiedAt(input) ?? Infinity) <= builtAt);
  if (fresh) return { file: MOCK_DOCUMENT_FILE, built: false, milliseconds: 0, bytes: statSync(file).size };
  const started = performance.now();
  const bundle = parse(readFileSync(join(REPOSITORY_ROOT, BUNDLE_FILE), 'utf8'));
  const { bytes } = writeMockDocument(bundle);
  return { file: MOCK_DOCUMENT_FILE, built: true, milliseconds: Math.round(performance.now() - started), bytes };
}
