// @ts-check
// `npm run generate` (after the types): writes generated/response-validators.js, the compiled response
// validators of `depsight/validate`, from the bundled document.
import { writeFileSync } from 'node:fs';
import { loadDocument } from '../src/openapi-index/load-document.mjs';
import { BUNDLE_FILE } from './lib/spec-build.mjs';
import { buildValidators, VALIDATORS_FILE, VALIDATORS_TYPES, VALIDATORS_TYPES_FILE } from './lib/validator-build.mjs';

const started = performance.now();
writeFileSync(VALIDATORS_FILE, await buildValidators(loadDocument(BUNDLE_FILE)));
writeFileSync(VALIDATORS_TYPES_FILE, VALIDATORS_TYPES);
console.log(`${VALIDATORS_FILE}: ${Math.round(performance.now() - started)} ms`);
