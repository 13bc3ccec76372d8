// @ts-check
// `npm start`: the dashboard on the Vite dev server, with the API paths proxied to Prism mocks of the
// document and its scenarios. Prints one URL (the dashboard's); Ctrl-C stops everything.
// PORT picks the dashboard's port (default 5173); the Prisms take free loopback ports of their own.
//
// Two Prisms, so that the everyday scenarios answer in seconds: the light mock document (every
// scenario but the heavy ones, about 1 MB) starts first; once it is up, a second Prism loads the full
// document (tens of MB) in the background. A request whose `Prefer` names a heavy scenario
// (`example=large`) goes to the second one, and waits for it on first use; nothing else ever does.
//
// In front of both, the stateful layer (mocks/server/stateful-mock.mjs) remembers what is created,
// changed and deleted, per scenario; Prism still validates every request. MOCK_STATE=off leaves it out.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { HEAVY_EXAMPLE_NAMES, LIGHT_MOCK_DOCUMENT_FILE, MOCK_DOCUMENT_FILE } from '../mocks/mock-document.mjs';
import { findFreePort, startPrism } from '../mocks/server/prism.mjs';
import { RESET_PATH } from '../mocks/state/reset-path.mjs';
import { API_PATHS, apiProxy } from './lib/api-paths.mjs';
import { ensureMockDocumentAnnounced, portFromEnvironment, statefulMockWanted } from './lib/command-setup.mjs';
import { handleShutdown } from './lib/shutdown.mjs';

// Every path below (vite.config.ts, the mock documents) is relative to the repository root.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const explicitPort = process.env.PORT !== undefined;
const port = portFromEnvironment(5173);
const stateful = statefulMockWanted();
/** Requests for a heavy scenario are sent under this prefix, which the proxy strips for the full Prism. */
const FULL_MOCK_PREFIX = '/__depsight-full-mock';

ensureMockDocumentAnnounced();

const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
const [lightPort, fullPort] = [await findFreePort(), await findFreePort()];

/** @typedef {Awaited<ReturnType<typeof startPrism>>} Prism */
/** @type {{ light?: Prism, full?: Prism }} */
const running = {};
const lightReady = startPrism({ document: LIGHT_MOCK_DOCUMENT_FILE, port: lightPort, timeoutMs: 120_000 });
// Started only once the light one is up, so that the two do not compete for the CPU meanwhile.
const fullReady = lightReady.then(
  () => startPrism({ document: MOCK_DOCUMENT_FILE, port: fullPort, timeoutMs: 180_000 }),
  // The light one failed: the command stops, the full one never starts.
  (error) => Promise.reject(error),
);

/** @type {import('vite').ViteDevServer | undefined} */
let vite;
const layerPort = await findFreePort();
/**
 * The stateful layer, loaded and started beside Vite rather than before it (its schema validator
 * takes a second or two to load), so that the dashboard's address comes as soon as before.
 * @type {Promise<import('../mocks/server/stateful-mock.mjs').StatefulMock> | undefined}
 */
const layerReady = stateful
  ? import('../mocks/server/stateful-mock.mjs').then(({ startStatefulMock }) =>
      startStatefulMock({
        port: layerPort,
        upstream: (request) =>
          (wantsHeavyScenario(request) ? fullReady : lightReady).then((/** @type {Prism} */ prism) => prism.url),
      }),
    )
  : undefined;

const lifecycle = handleShutdown(
  async () => {
    // A Prism may still be loading; it is stopped as soon as it is up (or has failed).
    if (!running.light || !running.full) console.log('Waiting for the mock API to finish loading, to stop it…');
    const stop = (/** @type {Promise<Prism>} */ ready) => ready.then((server) => server.stop()).catch(() => {});
    await Promise.allSettled([
      vite?.close(),
      layerReady?.then((layer) => layer.stop()),
      stop(lightReady),
      stop(fullReady),
    ]);
  },
  { onSignal: () => console.log('\nStopping the dashboard and the mock API…') },
);
// Last resort (an uncaught error): never leave a Prism running without us.
process.on('exit', () => {
  void running.light?.stop();
  void running.full?.stop();
});

lightReady.then(
  (server) => {
    running.light = server;
    if (lifecycle.stopping) return;
    console.log(`Mock API ready (${seconds()} s). Pick a scenario with ?scenario=NAME or the toolbar. Ctrl-C stops.`);
  },
  (/** @type {Error} */ error) => {
    if (lifecycle.stopping) return;
    console.error(`The mock API (Prism) did not start:\n${error.message}`);
    void lifecycle.shutdown(1);
  },
);
layerReady?.catch((/** @type {Error} */ error) => {
  if (lifecycle.stopping) return;
  console.error(`The stateful layer of the mock API did not start:\n${error.message}`);
  void lifecycle.shutdown(1);
});
fullReady.then(
  (server) => {
    running.full = server;
    if (lifecycle.stopping) return;
    console.log(`Mock API of the heavy scenarios (${HEAVY_EXAMPLE_NAMES.join(', ')}) ready (${seconds()} s).`);
  },
  (/** @type {Error} */ error) => {
    // Without it only the heavy scenarios fail (502); the others go on.
    if (!lifecycle.stopping && running.light) {
      console.error(`The mock API of the heavy scenarios did not start:\n${error.message}`);
    }
  },
);

const HEAVY_PREFER = new RegExp(`(^|[\\s,;])example=(${HEAVY_EXAMPLE_NAMES.join('|')})($|[\\s,;])`);

/**
 * Whether a request asks for a heavy scenario (only the full mock document has it).
 * @param {import('node:http').IncomingMessage} request
 */
function wantsHeavyScenario(request) {
  const prefer = request.headers.prefer;
  return typeof prefer === 'string' && HEAVY_PREFER.test(prefer);
}

/**
 * Holds each API request until the Prism that serves it answers, instead of letting the proxy fail
 * while it loads, and sends the heavy scenarios' requests to the full one. Plugin middlewares run
 * before Vite's own, so this comes before the proxy.
 * @returns {import('vite').Plugin}
 */
function routeToMockApi() {
  return {
    name: 'depsight:route-to-mock-api',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!API_PATHS.some((path) => request.url?.startsWith(path))) return next();
        const heavy = wantsHeavyScenario(request);
        Promise.all([heavy ? fullReady : lightReady, layerReady]).then(
          () => {
            // The stateful layer picks the Prism itself.
            if (heavy && !layerReady) request.url = `${FULL_MOCK_PREFIX}${request.url}`;
            next();
          },
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
  const fullTarget = `http://127.0.0.1:${fullPort}`;
  const apiTarget = `http://127.0.0.1:${layerReady ? layerPort : lightPort}`;
  vite = await createServer({
    configFile: 'vite.config.ts',
    plugins: [routeToMockApi()],
    server: {
      host: '127.0.0.1',
      port,
      // An explicit PORT is a promise to whoever reads it; the default may move to the next free port.
      strictPort: explicitPort,
      proxy: {
        [FULL_MOCK_PREFIX]: {
          target: fullTarget,
          changeOrigin: true,
          rewrite: (path) => path.slice(FULL_MOCK_PREFIX.length),
        },
        ...apiProxy(apiTarget),
        ...(layerReady ? { [RESET_PATH]: { target: apiTarget, changeOrigin: true } } : {}),
      },
    },
  });
  await vite.listen();
  // Ctrl-C may have come while Vite was starting, before there was a server to close.
  if (lifecycle.stopping) await vite.close();
} catch (error) {
  console.error(`The dashboard dev server did not start:\n${error instanceof Error ? error.message : error}`);
  await lifecycle.shutdown(1);
}

if (!lifecycle.stopping) {
  const dashboardUrl = vite?.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(`depsight dashboard: ${dashboardUrl} (${seconds()} s)`);
  if (layerReady) {
    console.log(`The mock API keeps state: POST ${new URL(RESET_PATH, dashboardUrl)} forgets it (or restart).`);
  }
  if (!running.light) console.log('The mock API is starting; API calls wait for it.');
}
