// @ts-check
// `npm run mock`: serves the mock document (the bundled document plus the scenarios of mocks/) on
// 127.0.0.1:$PORT (default 4010). The document is rebuilt first when it is missing or stale.
// It keeps state by default: a thin layer (mocks/server/stateful-mock.mjs) in front of Prism, which
// still validates every request, remembers what is created, changed and deleted. MOCK_STATE=off
// serves Prism alone, which forgets every write.

import { MOCK_DOCUMENT_FILE } from '../mocks/mock-document.mjs';
import { preferHeader } from '../mocks/scenarios.mjs';
import { startPrism } from '../mocks/server/prism.mjs';
import { RESET_PATH, startStatefulMock } from '../mocks/server/stateful-mock.mjs';
import { ensureMockDocumentAnnounced, portFromEnvironment, statefulMockWanted } from './lib/command-setup.mjs';
import { handleShutdown } from './lib/shutdown.mjs';

const port = portFromEnvironment(4010);
const stateful = statefulMockWanted();

ensureMockDocumentAnnounced();
console.log('Starting Prism (about ten seconds: the large scenario is tens of MB)…');

// The large scenario makes Prism slow to load, hence the generous time limit. With state, Prism
// listens on a free port of its own and the layer takes $PORT.
const prismReady = startPrism({
  document: MOCK_DOCUMENT_FILE,
  port: stateful ? undefined : port,
  echoOutput: true,
  timeoutMs: 180_000,
});
const layerReady = stateful
  ? prismReady.then((prism) => startStatefulMock({ upstream: () => prism.url, port }))
  : undefined;

// Listening before Prism is up, so that a Ctrl-C while it loads still stops it.
handleShutdown(async () => {
  await layerReady?.then((layer) => layer.stop()).catch(() => {});
  await prismReady.then((server) => server.stop()).catch(() => {});
  console.log('Prism mock stopped.');
});

const prism = await prismReady;
const url = layerReady ? (await layerReady).url : prism.url;
console.log(`Prism mock of ${MOCK_DOCUMENT_FILE} listening on ${url}`);
if (layerReady) {
  console.log(`It keeps state: what you create, change or delete stays until a restart or POST ${url}${RESET_PATH}.`);
}
console.log(`Try: curl -H 'Authorization: Bearer dev' ${url}/api/v1/metrics/security/me`);
const example = preferHeader({ name: 'date-window-error', status: 400 });
console.log(`Pick a scenario with -H 'Prefer: example=large' or -H 'Prefer: ${example}' (mocks/README.md).`);
console.log('Ctrl-C stops it.');
