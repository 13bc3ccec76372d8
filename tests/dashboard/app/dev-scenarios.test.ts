import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateDevScenario,
  DEV_MOCK_TOKEN,
  DEV_SCENARIO_STORAGE_KEY,
  DEV_SCENARIOS,
  type DevScenarioName,
  ensureDevToken,
  type FetchLike,
  METRICS_CALL_PATH,
  preferHeaderFor,
  readDevScenario,
  scenarioHref,
  USER_CALL_PATH,
  withDevScenario,
} from '@/dashboard/app/dev-scenarios';
import { TOKEN_STORAGE_KEY } from '@/dashboard/features/session/token-storage';
import { STREAMED_SCENARIOS } from '../../../mocks/scenario-catalogue.mjs';
import { MOCK_SCENARIOS } from '../../../mocks/scenarios.mjs';

const ORIGIN = 'http://127.0.0.1:5173';
const metricsRequest = () => new Request(`${ORIGIN}${METRICS_CALL_PATH}?branches=*&cache=false`);
const userRequest = () => new Request(`${ORIGIN}${USER_CALL_PATH}`);
const otherRequest = () => new Request(`${ORIGIN}/api/v1/accounts/3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c/teams`);

function memoryStorage(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

/** Sends one request through the wrapper and returns what the wrapped fetch received. */
async function sent(scenario: DevScenarioName, request: Request, init?: { signal?: AbortSignal }) {
  const received: { request: Request; init?: { signal?: AbortSignal } }[] = [];
  const fetch: FetchLike = async (request, init) => {
    received.push({ request, init });
    return new Response('{}', { status: 200 });
  };
  await withDevScenario(fetch, scenario)(request, init);
  expect(received).toHaveLength(1);
  return received[0] as { request: Request; init?: { signal?: AbortSignal } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Prefer header of each scenario', () => {
  it('default, the scenario of a plain page, adds nothing anywhere', async () => {
    for (const request of [metricsRequest(), userRequest(), otherRequest()]) {
      expect((await sent('default', request)).request.headers.get('Prefer')).toBeNull();
    }
  });

  it.each([
    ['empty', 'example=empty'],
    ['single', 'example=single'],
    ['large', 'example=large'],
    ['date-window-error', 'code=400, example=date-window-error'],
  ] as const)(
    '%s sets it on the metrics call, and names its world on every other API call',
    async (scenario, prefer) => {
      expect((await sent(scenario, metricsRequest())).request.headers.get('Prefer')).toBe(prefer);
      expect((await sent(scenario, userRequest())).request.headers.get('Prefer')).toBe(`example=${scenario}`);
      expect((await sent(scenario, otherRequest())).request.headers.get('Prefer')).toBe(`example=${scenario}`);
    },
  );

  it.each([
    ['member-with-teams', 'example=member-with-teams'],
    ['member-with-many-teams', 'example=member-with-many-teams'],
    ['member-without-teams', 'example=member-without-teams'],
    ['default-account', 'example=default-account'],
  ] as const)('%s sets it on the users call, and names its world on every other API call', async (scenario, prefer) => {
    expect((await sent(scenario, userRequest())).request.headers.get('Prefer')).toBe(prefer);
    expect((await sent(scenario, metricsRequest())).request.headers.get('Prefer')).toBe(`example=${scenario}`);
    expect((await sent(scenario, otherRequest())).request.headers.get('Prefer')).toBe(`example=${scenario}`);
    // Outside the API (the page's own files) nothing is added.
    expect((await sent(scenario, new Request(`${ORIGIN}/assets/index.js`))).request.headers.get('Prefer')).toBeNull();
  });

  it('unauthenticated answers 401 on both the users and the metrics call', async () => {
    expect((await sent('unauthenticated', userRequest())).request.headers.get('Prefer')).toBe(
      'code=401, example=unauthenticated',
    );
    expect((await sent('unauthenticated', metricsRequest())).request.headers.get('Prefer')).toBe(
      'code=401, example=unauthenticated',
    );
  });

  it('leaves other methods alone, and finds the path behind a base URL with a prefix', () => {
    expect(preferHeaderFor('large', new Request(`${ORIGIN}${METRICS_CALL_PATH}`, { method: 'POST' }))).toBeUndefined();
    expect(preferHeaderFor('large', new Request(`https://staging.example/mock${METRICS_CALL_PATH}`))).toBe(
      'example=large',
    );
  });
});

describe('the fetch wrapper', () => {
  it('keeps the method, address, other headers and the call signal', async () => {
    const controller = new AbortController();
    const request = new Request(`${ORIGIN}${METRICS_CALL_PATH}?startDate=2026-10-21`, {
      headers: { Authorization: 'Bearer dev', Accept: 'application/json' },
    });
    const received = await sent('large', request, { signal: controller.signal });
    expect(received.request.method).toBe('GET');
    expect(received.request.url).toBe(`${ORIGIN}${METRICS_CALL_PATH}?startDate=2026-10-21`);
    expect(received.request.headers.get('Authorization')).toBe('Bearer dev');
    expect(received.request.headers.get('Accept')).toBe('application/json');
    expect(received.init?.signal).toBe(controller.signal);
  });

  it('passes a request through untouched when it has nothing to add or already has a Prefer', async () => {
    const plain = otherRequest();
    expect((await sent('default', plain)).request).toBe(plain);
    const chosen = new Request(`${ORIGIN}${METRICS_CALL_PATH}`, { headers: { Prefer: 'code=500' } });
    const received = await sent('large', chosen);
    expect(received.request).toBe(chosen);
    expect(received.request.headers.get('Prefer')).toBe('code=500');
  });
});

describe('choosing the scenario', () => {
  it('takes ?scenario= first, then the one remembered in the tab, then default', () => {
    const storage = memoryStorage({ [DEV_SCENARIO_STORAGE_KEY]: 'empty' });
    expect(readDevScenario('?scenario=large', storage)).toBe('large');
    expect(readDevScenario('?scenario=no-such-thing', storage)).toBe('empty');
    expect(readDevScenario('', storage)).toBe('empty');
    expect(readDevScenario('', memoryStorage())).toBe('default');
    expect(readDevScenario('', undefined)).toBe('default');
    expect(readDevScenario('', memoryStorage({ [DEV_SCENARIO_STORAGE_KEY]: 'stale-name' }))).toBe('default');
  });

  it('builds links that keep the path, the other parameters and the hash', () => {
    expect(scenarioHref('large', `${ORIGIN}/dashboard?tags=pci&scenario=empty#metrics`)).toBe(
      '/dashboard?tags=pci&scenario=large#metrics',
    );
    expect(scenarioHref('member-without-teams', `${ORIGIN}/`)).toBe('/?scenario=member-without-teams');
  });

  it('remembers the choice, warns about an unknown name and wraps fetch with the scenario', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const storage = memoryStorage();
    const active = activateDevScenario({ search: '?scenario=member-with-teams' }, storage);
    expect(active.scenario).toBe('member-with-teams');
    expect(storage.values.get(DEV_SCENARIO_STORAGE_KEY)).toBe('member-with-teams');

    const received: Request[] = [];
    const wrapped = active.wrapFetch(async (request) => {
      received.push(request);
      return new Response('{}');
    });
    await wrapped(userRequest());
    expect(received[0]?.headers.get('Prefer')).toBe('example=member-with-teams');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(activateDevScenario({ search: '?scenario=huge' }, storage).scenario).toBe('member-with-teams');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown mock scenario "huge"'));
  });
});

describe('the development token', () => {
  it('is stored when none is, so that a newcomer lands on a full dashboard', () => {
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);
    expect(ensureDevToken('default')).toBe(true);
    expect(local.values.get(TOKEN_STORAGE_KEY)).toBe(DEV_MOCK_TOKEN);
  });

  it('never replaces a stored token, and is not stored for the unauthenticated scenario', () => {
    const signedIn = memoryStorage({ [TOKEN_STORAGE_KEY]: 'real-session-token' });
    vi.stubGlobal('localStorage', signedIn);
    expect(ensureDevToken('large')).toBe(false);
    expect(signedIn.values.get(TOKEN_STORAGE_KEY)).toBe('real-session-token');

    const empty = memoryStorage();
    vi.stubGlobal('localStorage', empty);
    expect(ensureDevToken('unauthenticated')).toBe(false);
    expect(empty.values.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});

describe('the switch and the mock document agree', () => {
  const parsePrefer = (prefer: string) => {
    const fields = Object.fromEntries(prefer.split(/,\s*/).map((field) => field.split('=') as [string, string]));
    return { name: fields.example, status: Number(fields.code ?? 200) };
  };

  it('every Prefer the switch sends names an example the mock document has, at that status', () => {
    for (const scenario of DEV_SCENARIOS) {
      for (const [path, prefer] of Object.entries(scenario.prefer)) {
        const { name, status } = parsePrefer(prefer);
        const match =
          MOCK_SCENARIOS.find((entry) => entry.path === path && entry.name === name && entry.status === status) ??
          // Or one the mock makes as it sends it: a metrics answer, 200.
          STREAMED_SCENARIOS.find((entry) => path === METRICS_CALL_PATH && entry.name === name && status === 200);
        expect(match, `${scenario.name}: ${path} ${prefer}`).toBeDefined();
      }
    }
  });

  it('the toolbar offers every scenario of the mock document', () => {
    const offered = new Set(DEV_SCENARIOS.map((scenario) => scenario.name));
    for (const entry of MOCK_SCENARIOS) expect(offered, entry.name).toContain(entry.name);
  });
});
