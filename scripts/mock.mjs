// @ts-check
// `npm run mock`: serves the mock document (the bundled document plus the scenarios of mocks/) with
// Prism on 127.0.0.1:$PORT (default 4010). The document is rebuilt first when it is missing or stale.

import { MOCK_DOCUMENT_FILE } from '../mocks/mock-document.mjs';
import { preferHeader } from '../mocks/scenarios.mjs';
import { ensureMockDocumentAnnounced, portFromEnvironment } from './lib/command-setup.mjs';
import { startPrism } from './lib/prism.mjs';
import { handleShutdown } from './lib/shutdown.mjs';

const port = portFromEnvironment(4010);

ensureMockDocumentAnnounced();
console.log('Starting Prism (about ten seconds: the large scenario is tens of MB)…');

// The large scenario makes Prism slow to load, hence the generous time limit.
const prismReady = startPrism({ document: MOCK_DOCUMENT_FILE, port, echoOutput: true, timeoutMs: 180_000 });

// Listening before Prism is up, so that a Ctrl-C while it loads still stops it.
handleShutdown(async () => {
  await prismReady.then((server) => server.stop()).catch(() => {});
  console.log('Prism mock stopped.');
});

const prism = await prismReady;
console.log(`Prism mock of ${MOCK_DOCUMENT_FILE} listening on ${prism.url}`);
console.log(`Try: curl -H 'Authorization: Bearer dev' ${prism.url}/api/v1/metrics/security/me`);
const example = preferHeader({ name: 'date-window-error', status: 400 });
console.log(`Pick a scenario with -H 'Prefer: example=large' or -H 'Prefer: ${example}' (mocks/README.md).`);
console.log('Ctrl-C stops it.');
