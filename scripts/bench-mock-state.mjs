#!/usr/bin/env node
// @ts-check
// Times one stateful create → list round trip on the mock: `POST /api/v1/teams`, then the team list
// that must hold the new team, through the stateful layer in front of Prism (what `npm start` and
// `npm run mock` serve). 10 warm-up trips, then 100 timed; prints the median, the range and the
// machine's load. `node scripts/bench-mock-state.mjs [--trips N] [--msw]`: `--msw` times the same trip
// on the packaged MSW handlers instead (dist-sdk/msw.js, from `npm run build:sdk`), in this process
// with no server, as a team's component test runs it. A benchmark, not a test: the figures go to
// mocks/README.md with the load they were measured under.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { ensureMockDocument, LIGHT_MOCK_DOCUMENT_FILE } from '../mocks/mock-document.mjs';
import { startPrism } from '../mocks/server/prism.mjs';
import { RESET_PATH, startStatefulMock } from '../mocks/server/stateful-mock.mjs';

const argv = process.argv.slice(2);
const tripsAt = argv.indexOf('--trips');
const TRIPS = tripsAt === -1 ? 100 : Number(argv[tripsAt + 1]);
const ON_MSW = argv.includes('--msw');
const WARM_UP = 10;
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const HEADERS = { authorization: 'Bearer bench-token', 'content-type': 'application/json' };
/** No server is there: the MSW handlers answer in this process. */
const MSW_BASE_URL = 'https://api.depsight.test';

/**
 * The mock to time: its base URL and how to stop it.
 * @returns {Promise<{ name: string, url: string, stop: () => Promise<void> }>}
 */
async function startMock() {
  if (ON_MSW) {
    const built = new URL('../dist-sdk/msw.js', import.meta.url);
    if (!existsSync(built)) throw new Error('--msw times the packaged handlers: run `npm run build:sdk` first');
    const { createMockApi } = await import(built.href);
    const { setupServer } = await import('msw/node');
    const server = setupServer(...createMockApi().handlers);
    server.listen({ onUnhandledRequest: 'error' });
    return { name: 'the depsight/msw handlers (no server)', url: MSW_BASE_URL, stop: async () => server.close() };
  }
  ensureMockDocument();
  const prism = await startPrism({ document: LIGHT_MOCK_DOCUMENT_FILE, timeoutMs: 120_000 });
  const mock = await startStatefulMock({ upstream: () => prism.url });
  return {
    name: 'the stateful mock',
    url: mock.url,
    stop: async () => {
      await mock.stop();
      await prism.stop();
    },
  };
}

const mock = await startMock();
try {
  /** @param {number} trip @returns {Promise<number>} milliseconds */
  const roundTrip = async (trip) => {
    const started = performance.now();
    const created = await fetch(`${mock.url}/api/v1/teams`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ active: true, name: `Bench team ${trip}` }),
    });
    const team = /** @type {{ uuid: string }} */ (await created.json());
    const listed = await fetch(`${mock.url}/api/v1/accounts/${ACCOUNT}/teams`, { headers: HEADERS });
    const teams = /** @type {{ uuid: string }[]} */ (await listed.json());
    const elapsed = performance.now() - started;
    if (!teams.some((entry) => entry.uuid === team.uuid)) throw new Error(`trip ${trip}: the new team is not listed`);
    return elapsed;
  };
  for (let trip = 0; trip < WARM_UP; trip += 1) await roundTrip(trip);
  await fetch(`${mock.url}${RESET_PATH}`, { method: 'POST' });
  /** @type {number[]} */
  const times = [];
  for (let trip = 0; trip < TRIPS; trip += 1) times.push(await roundTrip(trip));
  times.sort((left, right) => left - right);
  const at = (/** @type {number} */ fraction) =>
    times[Math.min(times.length - 1, Math.floor(fraction * times.length))] ?? NaN;
  const median = times.length % 2 ? at(0.5) : ((times[times.length / 2 - 1] ?? 0) + (times[times.length / 2] ?? 0)) / 2;
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `create → list round trip on ${mock.name}, ${TRIPS} trips: median ${median.toFixed(1)} ms, ` +
      `range ${at(0).toFixed(1)}–${at(1).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms (target: median under 50 ms); ` +
      `load average ${load} on ${availableParallelism()} cores`,
  );
} finally {
  await mock.stop();
}
