// Development only: `?scenario=NAME` in the page address (or the dev toolbar) makes the dashboard
// ask the Prism mock for one of its named scenarios (mocks/README.md), by adding a `Prefer` header:
// the scenario's own answer on the calls it concerns, and its world (the mock's state of that
// scenario: its projects' tickets, advisories, members) on every other API call. The app wires it
// under `if (import.meta.env.DEV)`, so production builds leave it out.

import { readToken, writeToken } from '@/dashboard/features/session/token-storage';
import type { ClientOptions } from '@/sdk';
import {
  METRICS_PATH,
  preferHeader,
  SCENARIO_CATALOGUE,
  STREAMED_SCENARIOS,
  USER_PATH,
} from '../../../mocks/scenario-catalogue.mjs';

export type FetchLike = NonNullable<ClientOptions['fetch']>;

export const METRICS_CALL_PATH = METRICS_PATH;
export const USER_CALL_PATH = USER_PATH;

export interface DevScenario {
  name: DevScenarioName;
  /** One line for the toolbar. */
  description: string;
  /** The `Prefer` header for each GET call it concerns, by path. Prism picks an error example only
   * among the responses of the status named by `code=`, hence `code=` on the error scenarios. */
  prefer: Readonly<Record<string, string>>;
}

/**
 * The toolbar's scenarios, from the mock's own catalogue (mocks/scenario-catalogue.mjs): the
 * document's, then those the mock makes as it sends them (their metrics answer only). `default`
 * adds no header: it is what Prism serves without one, so a plain page and `?scenario=default` agree.
 */
function devScenarios(): DevScenario[] {
  const documented = SCENARIO_CATALOGUE.map((scenario) => ({
    name: scenario.name,
    description: scenario.description,
    prefer:
      scenario.name === 'default'
        ? {}
        : Object.fromEntries(
            scenario.examples.map((example) => [
              example.path,
              preferHeader({ name: scenario.name, status: example.status }),
            ]),
          ),
  }));
  const streamed = STREAMED_SCENARIOS.map(({ name, description }) => ({
    name,
    description,
    prefer: { [METRICS_PATH]: preferHeader({ name, status: 200 }) },
  }));
  return [...documented, ...streamed];
}

// Marked pure so that production builds, which never read it, leave the catalogue out.
export const DEV_SCENARIOS: readonly DevScenario[] = /* @__PURE__ */ devScenarios();

export type DevScenarioName = (typeof SCENARIO_CATALOGUE)[number]['name'] | (typeof STREAMED_SCENARIOS)[number]['name'];

const DEFAULT_DEV_SCENARIO: DevScenarioName = 'default';
const DEV_SCENARIO_PARAMETER = 'scenario';
/** The choice is remembered in the tab, so that a link without `?scenario=` keeps it. */
export const DEV_SCENARIO_STORAGE_KEY = 'depsight.dev-scenario';
/** Stored as the session token in development, so that a newcomer lands on a full dashboard. */
export const DEV_MOCK_TOKEN = 'dev-mock-token';

function isDevScenarioName(value: unknown): value is DevScenarioName {
  return DEV_SCENARIOS.some((scenario) => scenario.name === value);
}

function scenarioNamed(name: DevScenarioName): DevScenario {
  return DEV_SCENARIOS.find((scenario) => scenario.name === name) ?? { name, description: '', prefer: {} };
}

/** The `Prefer` header a request gets under a scenario, or undefined when the scenario leaves it alone. */
export function preferHeaderFor(scenario: DevScenarioName, request: Request): string | undefined {
  if (request.method !== 'GET') return undefined;
  const { pathname } = new URL(request.url);
  const entry = Object.entries(scenarioNamed(scenario).prefer).find(([path]) => pathname.endsWith(path));
  return entry?.[1];
}

/**
 * The `Prefer` header of a call a scenario does not concern: its world's (`example=NAME` picks the
 * mock's state of that scenario), so that what its metrics answer lists can be read and written.
 * None outside the API, and none under `default`, the state a plain request reads.
 */
function worldPreferFor(scenario: DevScenarioName, request: Request): string | undefined {
  if (scenario === DEFAULT_DEV_SCENARIO) return undefined;
  return new URL(request.url).pathname.includes('/api/') ? `example=${scenario}` : undefined;
}

/** Wraps a fetch so that the calls a scenario concerns carry its `Prefer` header, and the others its world's. */
export function withDevScenario(fetch: FetchLike, scenario: DevScenarioName): FetchLike {
  return (request, init) => {
    const prefer = preferHeaderFor(scenario, request) ?? worldPreferFor(scenario, request);
    // A Prefer set by the caller (a test, a hand-made request) wins.
    if (prefer === undefined || request.headers.has('Prefer')) return fetch(request, init);
    const headers = new Headers(request.headers);
    headers.set('Prefer', prefer);
    return fetch(new Request(request, { headers }), init);
  };
}

/** `?scenario=NAME` when it names a scenario, else the one remembered in this tab, else `default`. */
export function readDevScenario(search: string, storage?: Pick<Storage, 'getItem'>): DevScenarioName {
  const requested = new URLSearchParams(search).get(DEV_SCENARIO_PARAMETER);
  if (isDevScenarioName(requested)) return requested;
  const remembered = safely(() => storage?.getItem(DEV_SCENARIO_STORAGE_KEY));
  return isDevScenarioName(remembered) ? remembered : DEFAULT_DEV_SCENARIO;
}

/** The address of this page under another scenario, keeping its path, other parameters and hash. */
export function scenarioHref(name: DevScenarioName, currentHref: string): string {
  const url = new URL(currentHref);
  url.searchParams.set(DEV_SCENARIO_PARAMETER, name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Stores a mock token when none is stored, except under `unauthenticated`. Returns whether it did.
 * Must run before the session provider first reads the token.
 */
export function ensureDevToken(scenario: DevScenarioName): boolean {
  if (scenario === 'unauthenticated' || readToken() !== null) return false;
  writeToken(DEV_MOCK_TOKEN);
  return true;
}

export interface ActiveDevScenario {
  scenario: DevScenarioName;
  /** Wraps the SDK client's fetch (ClientOptions.fetch) with the scenario's headers. */
  wrapFetch: (fetch: FetchLike) => FetchLike;
}

/**
 * Reads the page's scenario, remembers it for this tab and stores a mock token if needed. Call it
 * once, under `if (import.meta.env.DEV)`, before the session provider renders.
 */
export function activateDevScenario(
  location: Pick<Location, 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStorageOrUndefined(),
): ActiveDevScenario {
  const requested = new URLSearchParams(location.search).get(DEV_SCENARIO_PARAMETER);
  if (requested !== null && !isDevScenarioName(requested)) {
    const names = DEV_SCENARIOS.map((scenario) => scenario.name).join(', ');
    console.warn(`Unknown mock scenario "${requested}"; the scenarios are: ${names}.`);
  }
  const scenario = readDevScenario(location.search, storage);
  safely(() => storage?.setItem(DEV_SCENARIO_STORAGE_KEY, scenario));
  ensureDevToken(scenario);
  return { scenario, wrapFetch: (fetch) => withDevScenario(fetch, scenario) };
}

function sessionStorageOrUndefined(): Storage | undefined {
  return safely(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
}

// Some privacy modes throw on any storage access; the switch then simply forgets the choice.
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
