// @ts-check
// `npm run generate`: writes generated/api.d.ts from the bundled document.
import { writeFileSync } from 'node:fs';
import { loadDocument } from '../src/openapi-index/load-document.mjs';
import { BUNDLE_FILE, buildTypes, TYPES_FILE } from './lib/spec-build.mjs';

const started = performance.now();
writeFileSync(TYPES_FILE, await buildTypes(loadDocument(BUNDLE_FILE)));
console.log(`${TYPES_FILE}: ${Math.round(performance.now() - started)} ms`);
