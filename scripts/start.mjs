// @ts-check
// `npm start`: the dashboard on the Vite dev server, with the API paths proxied to a Prism mock of
// the document and its scenarios. Prints one URL (the dashboard's); Ctrl-C stops both servers.
// PORT picks the dashboard's port (default 5173); Prism takes a free loopback port of its own.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { MOCK_DOCUMENT_FILE } from '../mocks/mock-document.mjs';
import { API_PATHS, apiProxy } from './lib/api-paths.mjs';
import { ensureMockDocumentAnnounced, portFromEnvironment } from './lib/command-setup.mjs';
import { findFreePort, startPrism } from './lib/prism.mjs';
import { handleShutdown } from './lib/shutdown.mjs';

// Every path below (vite.config.ts, the mock document) is relative to the repository root.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const explicitPort = process.env.PORT !== undefined;
const port = portFromEnvironment(5173);

ensureMockDocumentAnnounced();

// Prism needs about ten seconds to load the large scenario, Vite about one. The dashboard is served
// at once and API requests wait for Prism (waitForMockApi), so nobody waits for a blank page.
const prismPort = await findFreePort();
const prismStartedAt = performance.now();
const prismReady = startPrism({ document: MOCK_DOCUMENT_FILE, port: prismPort, timeoutMs: 180_000 });
/** @type {Awaited<typeof prismReady> | undefined} */
let prism;

/** @type {import('vite').ViteDevServer | undefined} */
let vite;

const lifecycle = handleShutdown(
  async () => {
    // Prism may still be loading; it is stopped as soon as it is up (or has failed).
    if (!prism) console.log('Waiting for the mock API to finish loading, to stop it…');
    const stopPrism = prismReady.then((server) => server.stop()).catch(() => {});
    await Promise.allSettled([vite?.close(), stopPrism]);
  },
  { onSignal: () => console.log('\nStopping the dashboard and the mock API…') },
);
const stopAll = lifecycle.shutdown;
// Last resort (an uncaught error): never leave Prism running without us.
process.on('exit', () => {
  void prism?.stop();
});

prismReady.then(
  (server) => {
    prism = server;
    if (lifecycle.stopping) return;
    const seconds = ((performance.now() - prismStartedAt) / 1000).toFixed(1);
    console.log(`Mock API ready (${seconds} s). Pick a scenario with ?scenario=NAME or the toolbar. Ctrl-C stops.`);
  },
  (/** @type {Error} */ error) => {
    if (lifecycle.stopping) return;
    console.error(`The mock API (Prism) did not start:\n${error.message}`);
    void stopAll(1);
  },
);

/**
 * Holds API requests until Prism answers, instead of letting the proxy fail while it loads.
 * Plugin middlewares run before Vite's own, so this comes before the proxy.
 * @returns {import('vite').Plugin}
 */
function waitForMockApi() {
  return {
    name: 'depsight:wait-for-mock-api',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!API_PATHS.some((path) => request.url?.startsWith(path))) return next();
        prismReady.then(
          () => next(),
          () => {
            response.statusCode = 502;
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ message: 'The mock API (Prism) did not start; see the npm start output.' }));
          },
        );
      });
    },
  };
}

try {
  const target = `http://127.0.0.1:${prismPort}`;
  vite = await createServer({
    configFile: 'vite.config.ts',
    plugins: [waitForMockApi()],
    server: {
      host: '127.0.0.1',
      port,
      // An explicit PORT is a promise to whoever reads it; the default may move to the next free port.
      strictPort: explicitPort,
      proxy: apiProxy(target),
    },
  });
  await vite.listen();
  // Ctrl-C may have come while Vite was starting, before there was a server to close.
  if (lifecycle.stopping) await vite.close();
} catch (error) {
  console.error(`The dashboard dev server did not start:\n${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}

if (!lifecycle.stopping) {
  const dashboardUrl = vite?.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(`depsight dashboard: ${dashboardUrl}`);
  if (!prism) console.log('The mock API is starting; API calls wait for it.');
}
