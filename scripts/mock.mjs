// @ts-check
// `npm run mock`: serves the bundled document with Prism on 127.0.0.1:$PORT (default 4010).

import { startPrism } from './lib/prism.mjs';
import { BUNDLE_FILE } from './lib/spec-build.mjs';

const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not "${process.env.PORT}".`);
  process.exit(2);
}

const prism = await startPrism({ document: BUNDLE_FILE, port, echoOutput: true });
console.log(`Prism mock of ${BUNDLE_FILE} listening on ${prism.url}`);
console.log(`Try: curl -H 'Authorization: Bearer dev' ${prism.url}/api/v1/metrics/security/me`);
console.log(`Pick a response with -H 'Prefer: code=404' or -H 'Prefer: example=empty'. Ctrl-C stops it.`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await prism.stop();
    console.log('Prism mock stopped.');
    process.exit(0);
  });
}
