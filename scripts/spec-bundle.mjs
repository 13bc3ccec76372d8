// @ts-check
// `npm run spec:bundle`: writes generated/openapi.yaml from the split document under openapi/.
import { writeFileSync } from 'node:fs';
import { BUNDLE_FILE, buildBundle } from './lib/spec-build.mjs';

const started = performance.now();
const { document, text } = await buildBundle(process.argv[2]);
writeFileSync(BUNDLE_FILE, text);
const operations = Object.values(document.paths)
  .flatMap((item) => Object.keys(item))
  .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key));
console.log(`${BUNDLE_FILE}: ${operations.length} operations, ${Math.round(performance.now() - started)} ms`);
