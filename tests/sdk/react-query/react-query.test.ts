// depsight/react-query's behaviour through a real QueryClient, on the mock API's MSW handlers: keys
// at every level, invalidation after a write, paging to the end, cancellation, skipToken, errors and
// retries. The hooks themselves are in hooks.test.tsx, the types in types.test.ts.
import {
  InfiniteQueryObserver,
  isCancelledError,
  MutationObserver,
  QueryClient,
  QueryObserver,
  type QueryObserverResult,
  skipToken,
} from '@tanstack/react-query';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../../src/msw';
import { loadDocument } from '../../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../../src/openapi-index/openapi-operations.mjs';
import {
  AbortedError,
  ConflictError,
  createClient,
  DepsightError,
  InternalServerError,
  InvalidArgumentError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  TimeoutError,
  type VulnerabilityAdvisory,
} from '../../../src/sdk';
import {
  depsightInfiniteQueryOptions,
  depsightMutationOptions,
  depsightQueryKey,
  depsightQueryOptions,
  depsightRetry,
  PAGED_READS,
} from '../../../src/sdk/react-query';

const BASE_URL = 'https://api.depsight.test';
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const MEMBER = '5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e';
const TOKEN = 'tok_test_react_query_1';
const mock = createMockApi();
const server = setupServer(...mock.handlers);
/** Every request the handlers saw, as `METHOD path?query`. */
const seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  seen.push(`${request.method} ${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
  seen.length = 0;
});
afterAll(() => server.close());

const makeClient = (token = TOKEN, baseUrl = BASE_URL) =>
  createClient({ baseUrl, auth: { type: 'Bearer', token }, retry: false });
const client = makeClient();

/** A watched query: the observer's results until `done` says it has what it waits for. */
function watch<T extends QueryObserverResult<unknown, unknown>>(
  observer: { subscribe: (listener: (result: T) => void) => () => void; getCurrentResult: () => T },
  done: (result: T) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const check = (result: T) => {
      if (done(result)) {
        unsubscribe();
        resolve(result);
      }
    };
    const unsubscribe = observer.subscribe(check);
    check(observer.getCurrentResult());
  });
}

describe('depsightQueryKey', () => {
  it('the whole client, one read and one call: each key is a prefix of the next', () => {
    const all = depsightQueryKey(client);
    const read = depsightQueryKey(client, 'members.get');
    const call = depsightQueryKey(client, 'members.get', { uuid: ACCOUNT, member: MEMBER });
    expect(read.slice(0, 2)).toEqual(all);
    expect(call.slice(0, 3)).toEqual(read);
    expect(call).toEqual(depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT, member: MEMBER }]).queryKey);
  });

  it('a partial key matches every longer one, and nothing of another client', async () => {
    const other = makeClient('tok_other_2');
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT, member: MEMBER }]));
    await queryClient.fetchQuery(depsightQueryOptions(client, 'members.list', [{ uuid: ACCOUNT }]));
    await queryClient.fetchQuery(depsightQueryOptions(client, 'users.get', []));
    await queryClient.fetchQuery(depsightQueryOptions(other, 'members.list', [{ uuid: ACCOUNT }]));
    const matched = (queryKey: readonly unknown[]) =>
      queryClient
        .getQueriesData({ queryKey })
        .map(([key]) => key[2])
        .sort();
    expect(matched(depsightQueryKey(client))).toEqual(['members.get', 'members.list', 'users.get']);
    expect(matched(depsightQueryKey(client, 'members.list'))).toEqual(['members.list']);
    expect(matched(depsightQueryKey(client, 'members.get', { uuid: ACCOUNT, member: MEMBER }))).toEqual([
      'members.get',
    ]);
    expect(matched(depsightQueryKey(other))).toEqual(['members.list']);
  });

  it('two clients, of two servers or two tokens, never share an entry; no key holds a credential', () => {
    const args = [{ uuid: ACCOUNT }] as const;
    const keys = [client, makeClient('tok_other_2'), makeClient(TOKEN, 'https://eu.depsight.test')].map((each) =>
      JSON.stringify(depsightQueryOptions(each, 'teams.list', [...args]).queryKey),
    );
    expect(new Set(keys).size).toBe(3);
    expect(keys.join()).not.toContain('tok_');
    expect(JSON.stringify(depsightQueryKey(client, 'teams.list', ...args))).toBe(keys[0]);
  });

  it('refuses an operation that is not a read, and arguments that are not a list', () => {
    expect(() => depsightQueryKey(client, 'teams.create' as 'teams.list')).toThrow(TypeError);
    expect(() => depsightQueryOptions(client, 'teams.create' as 'teams.list', [{ uuid: ACCOUNT }])).toThrow(
      /not a read operation/,
    );
    expect(() => depsightQueryOptions(client, 'teams.list', { uuid: ACCOUNT } as never)).toThrow(/as an array/);
    expect(() => depsightMutationOptions(client, new QueryClient(), 'teams.list' as 'teams.create')).toThrow(
      /not a write operation/,
    );
    expect(() => depsightInfiniteQueryOptions(client, 'teams.list' as 'advisories.list', [] as never)).toThrow(
      /not a paged read/,
    );
  });
});

describe('depsightQueryOptions', () => {
  it('prefetchQuery and ensureQueryData fill the entry useQuery reads', async () => {
    const queryClient = new QueryClient();
    const options = depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]);
    await queryClient.prefetchQuery(options);
    const ensured = await queryClient.ensureQueryData(options);
    expect(ensured.map((team) => team.name)).toContain('Platform Security');
    expect(seen.filter((request) => request.includes('/teams'))).toHaveLength(1);
    expect(queryClient.getQueryData(options.queryKey)).toBe(ensured);
  });

  it('passes TanStack options through, and select shapes data', async () => {
    const queryClient = new QueryClient();
    const observer = new QueryObserver(
      queryClient,
      depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }], {
        staleTime: 60_000,
        select: (teams) => teams.map((team) => team.name),
      }),
    );
    const result = await watch(observer, (current) => current.isSuccess);
    expect(result.data).toContain('Platform Security');
    expect(result.isStale).toBe(false);
  });

  it('a cancelled query cancels its request: the handler sees the abort', async () => {
    let aborted: (reason: unknown) => void = () => {};
    const abortSeen = new Promise((resolve) => {
      aborted = resolve;
    });
    server.use(
      http.get('*/api/v1/accounts/:uuid/teams', async ({ request }) => {
        request.signal.addEventListener('abort', () => aborted(request.signal.reason), { once: true });
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const queryClient = new QueryClient();
    const options = depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]);
    const fetching = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await expect.poll(() => seen.length).toBe(1);
    await queryClient.cancelQueries({ queryKey: depsightQueryKey(client, 'teams.list') });
    await abortSeen;
    expect(isCancelledError(await fetching)).toBe(true);
    expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle');
  });

  it('a signal of the caller’s own in the per-call options still cancels, and stays out of the way', async () => {
    server.use(
      http.get('*/api/v1/accounts/:uuid/teams', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const queryClient = new QueryClient();
    const fetching = queryClient
      .fetchQuery(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }, { signal: controller.signal }]))
      .catch((error: unknown) => error);
    await expect.poll(() => seen.length).toBe(1);
    controller.abort('left the page');
    expect(await fetching).toBeInstanceOf(AbortedError);
    expect(await fetching).toMatchObject({ reason: 'left the page' });
  });

  it('skipToken sends nothing and leaves the query idle', async () => {
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, depsightQueryOptions(client, 'teams.list', skipToken));
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
    // The same observer with arguments: now it reads.
    observer.setOptions(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]));
    await watch(observer, (current) => current.isSuccess);
    unsubscribe();
    expect(seen).toEqual([`GET /api/v1/accounts/${ACCOUNT}/teams`]);
  });

  it("errors are the SDK's classes; a 503 and a 404 are not retried by TanStack", async () => {
    server.use(
      http.get('*/api/v1/accounts/:uuid/teams', () => HttpResponse.json({ message: 'busy' }, { status: 503 })),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const failed = await queryClient
      .fetchQuery(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]))
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(InternalServerError);
    const missing = await queryClient
      .fetchQuery(depsightQueryOptions(client, 'accounts.get', [{ uuid: '00000000-0000-4000-8000-000000000000' }]))
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(seen).toHaveLength(2);
  });

  it('an answer that is not JSON is tried again, twice, then fails with an InvalidResponseError', async () => {
    server.use(http.get('*/api/v1/accounts/:uuid/teams', () => new HttpResponse('<html>', { status: 200 })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const failed = await queryClient
      .fetchQuery(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]))
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(InvalidResponseError);
    expect(seen).toHaveLength(3);
  });

  it('the default retry leaves alone what the SDK retried and 4xx, and retries the rest twice', () => {
    const where = { method: 'GET', path: '/api/v1/teams' };
    const leftAlone = [
      new NotFoundError({ ...where, status: 404, body: null }),
      new RateLimitError({ ...where, status: 429, body: null }),
      new InternalServerError({ ...where, status: 503, body: null }),
      new NetworkError({ ...where, reason: 'reset' }),
      new AbortedError({ ...where, reason: 'left' }),
      new InvalidArgumentError('No account has been specified'),
      new DepsightError('closed'),
    ];
    for (const error of leftAlone) expect(depsightRetry(0, error), error.name).toBe(false);
    for (const error of [new TimeoutError({ ...where, timeoutMs: 5 }), new InvalidResponseError(where)]) {
      expect([0, 1, 2].map((failures) => depsightRetry(failures, error))).toEqual([true, true, false]);
    }
  });
});

describe('depsightMutationOptions', () => {
  it('after an update, the list and the by-id read watched show it; the caller’s onSuccess runs too', async () => {
    const queryClient = new QueryClient();
    const list = new QueryObserver(queryClient, depsightQueryOptions(client, 'members.list', [{ uuid: ACCOUNT }]));
    const byId = new QueryObserver(
      queryClient,
      depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT, member: MEMBER }]),
    );
    await watch(list, (current) => current.isSuccess);
    await watch(byId, (current) => current.isSuccess);
    expect(byId.getCurrentResult().data?.role).not.toBe('Administrator');
    const onSuccess: unknown[][] = [];
    const mutation = new MutationObserver(
      queryClient,
      depsightMutationOptions(client, queryClient, 'members.update', {
        onSuccess: (...given) => {
          onSuccess.push(given.slice(0, 2));
        },
      }),
    );
    const unsubscribe = [list.subscribe(() => {}), byId.subscribe(() => {})];
    const updated = await mutation.mutate([{ uuid: ACCOUNT, member: MEMBER }, { role: 'Administrator' }]);
    // The mutation settles once the watched reads are fetched again: no wait for them here.
    expect(byId.getCurrentResult().data?.role).toBe('Administrator');
    expect(list.getCurrentResult().data?.find((member) => member.uuid === MEMBER)?.role).toBe('Administrator');
    expect(onSuccess).toEqual([[updated, [{ uuid: ACCOUNT, member: MEMBER }, { role: 'Administrator' }]]]);
    for (const stop of unsubscribe) stop();
  });

  it('a partial key of the caller invalidates every by-id read, whatever its id', async () => {
    const queryClient = new QueryClient();
    const ids = [MEMBER, '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f'];
    for (const member of ids) {
      await queryClient.fetchQuery(depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT, member }]));
    }
    await queryClient.fetchQuery(depsightQueryOptions(client, 'members.list', [{ uuid: ACCOUNT }]));
    await queryClient.invalidateQueries({ queryKey: depsightQueryKey(client, 'members.get') });
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated);
    expect(invalidated.map((query) => (query.queryKey[3] as { member: string }).member).sort()).toEqual(ids.sort());
  });

  it('invalidation narrowed to some reads, or turned off', async () => {
    const queryClient = new QueryClient();
    const reads = ['teams.list', 'members.list', 'teamMembers.list'] as const;
    for (const read of reads) queryClient.setQueryData(depsightQueryKey(client, read, { uuid: ACCOUNT }), []);
    const invalidated = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[2]);
    const narrowed = depsightMutationOptions(client, queryClient, 'teams.create', { invalidate: ['teams.list'] });
    await new MutationObserver(queryClient, narrowed).mutate([{ name: 'Red Team' }]);
    expect(invalidated()).toEqual(['teams.list']);
    const off = depsightMutationOptions(client, queryClient, 'teams.create', { invalidate: false });
    await new MutationObserver(queryClient, off).mutate([{ name: 'Blue Team' }]);
    expect(invalidated()).toEqual(['teams.list']);
  });

  it('a refused write rejects with the SDK’s class, sets error and invalidates nothing', async () => {
    server.use(
      http.post('*/api/v1/teams', () => HttpResponse.json({ message: 'A team named Red exists' }, { status: 409 })),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(depsightQueryKey(client, 'teams.list', { uuid: ACCOUNT }), []);
    const observer = new MutationObserver(queryClient, depsightMutationOptions(client, queryClient, 'teams.create'));
    const rejected = await observer.mutate([{ name: 'Red' }]).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ConflictError);
    expect(observer.getCurrentResult().error).toBe(rejected);
    expect(queryClient.getQueryState(depsightQueryKey(client, 'teams.list', { uuid: ACCOUNT }))?.isInvalidated).toBe(
      false,
    );
  });

  it('every mutation of a write shares its key, for useIsMutating and useMutationState', async () => {
    const queryClient = new QueryClient();
    const options = depsightMutationOptions(client, queryClient, 'teams.create');
    await Promise.all([
      new MutationObserver(queryClient, options).mutate([{ name: 'One' }]),
      new MutationObserver(queryClient, options).mutate([{ name: 'Two' }]),
    ]);
    expect(queryClient.getMutationCache().findAll({ mutationKey: options.mutationKey })).toHaveLength(2);
    expect(queryClient.getMutationCache().findAll({ mutationKey: depsightQueryKey(client) })).toHaveLength(2);
  });
});

describe('depsightInfiniteQueryOptions', () => {
  it('pages an advisory list to its end, each page’s offset in its request, under a key of its own', async () => {
    const all: VulnerabilityAdvisory[] = [];
    for await (const advisory of client.advisories.listAll({ language: 'npm' }, { pageSize: 100 })) all.push(advisory);
    expect(all.length).toBeGreaterThan(3);
    seen.length = 0;
    const queryClient = new QueryClient();
    const options = depsightInfiniteQueryOptions(client, 'advisories.list', [{ language: 'npm', limit: 2 }]);
    const observer = new InfiniteQueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => {});
    let result = await watch(observer, (current) => current.isSuccess);
    while (result.hasNextPage) result = await observer.fetchNextPage();
    unsubscribe();
    expect(result.data?.pages.flatMap((page) => page.advisories)).toEqual(all);
    const pages = Math.ceil(all.length / 2);
    expect(result.data?.pageParams).toEqual(Array.from({ length: pages }, (_, index) => index * 2));
    expect(seen).toEqual(
      Array.from({ length: pages }, (_, index) => `GET /api/v1/vulns/npm?limit=2&offset=${index * 2}`),
    );
    // One page read on its own has a key of its own: it neither finds nor overwrites the pages.
    const single = depsightQueryOptions(client, 'advisories.list', [{ language: 'npm', limit: 2 }]);
    expect(queryClient.getQueryData(single.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(options.queryKey)?.pages).toHaveLength(pages);
    expect(queryClient.getQueriesData({ queryKey: depsightQueryKey(client, 'advisories.list') })).toHaveLength(1);
  });

  it('starts at the offset given, and goes back from a later page to it', async () => {
    const options = depsightInfiniteQueryOptions(client, 'advisories.list', [{ language: 'npm', offset: 3 }]);
    expect(options.initialPageParam).toBe(3);
    expect(options.getPreviousPageParam({} as never, [], 30)).toBe(10);
    expect(options.getPreviousPageParam({} as never, [], 10)).toBe(3);
    expect(options.getPreviousPageParam({} as never, [], 3)).toBeUndefined();
    // A server that overstates its total ends at its first empty page.
    expect(options.getNextPageParam({ advisories: [], total: 999, limit: 20, offset: 40 }, [], 40)).toBeUndefined();
  });

  it('PAGED_READS names every read the document pages, with the document’s own members and default', () => {
    const document = loadDocument('generated/openapi.yaml');
    const paged = listOperations(document).filter((operation) => {
      const query = operation.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
      return (
        operation.method === 'get' && (query.includes('page') || (query.includes('limit') && query.includes('offset')))
      );
    });
    const described = paged.map((operation) => {
      const limit = operation.parameters.find((parameter) => parameter.name === 'limit');
      const answer = operation.operation.responses['200'].content['application/json'].schema;
      const schema = answer.$ref ? document.components.schemas[answer.$ref.split('/').pop()] : answer;
      const items = Object.keys(schema.properties).find((name) => schema.properties[name].type === 'array');
      const total = schema.properties.total ? 'total' : undefined;
      return [operation.operationId.replace('_', '.'), { items, total, defaultLimit: limit?.schema?.default }];
    });
    expect(Object.fromEntries(described)).toEqual(PAGED_READS);
  });
});
