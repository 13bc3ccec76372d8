// @ts-check
// `npm run spec:bundle`: writes generated/openapi.yaml from the split document under openapi/, then
// the mock document (that bundle plus the scenarios of mocks/) which `npm start` and `npm run mock` serve.
import { writeFileSync } from 'node:fs';
import { MOCK_DOCUMENT_FILE, writeMockDocument } from '../mocks/mock-document.mjs';
import { listOperations } from '../src/openapi-index/openapi-operations.mjs';
import { BUNDLE_FILE, buildBundle } from './lib/spec-build.mjs';

let started = performance.now();
const { document, text } = await buildBundle(process.argv[2]);
writeFileSync(BUNDLE_FILE, text);
const operations = listOperations(document);
console.log(`${BUNDLE_FILE}: ${operations.length} operations, ${Math.round(performance.now() - started)} ms`);

started = performance.now();
const { bytes } = writeMockDocument(document);
const megabytes = (bytes / 1_000_000).toFixed(1);
console.log(
  `${MOCK_DOCUMENT_FILE}: ${megabytes} MB with the mock scenarios, ${Math.round(performance.now() - started)} ms`,
);
