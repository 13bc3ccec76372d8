import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createMockApi } from '../../../src/msw';
import { AbortedError, ApiError, createClient, type SecurityMetrics } from '../../../src/sdk';
import { depsightKey, type ReadOperation, useDepsight } from '../../../src/sdk/swr';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const METRICS = { projects: [], projectsUsage: { sortedDates: [], dates: {} } };
const QUERY = { startDate: '2026-10-01', endDate: '2026-10-31', branches: '*', tags: 'payments' };

function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function setup(...replies: Response[]) {
  const { fetch, requests } = stubFetch(...(replies.length ? replies : [jsonResponse(METRICS)]));
  return { client: createClient({ baseUrl: BASE_URL, fetch, retry: false }), requests };
}

describe('depsight/swr: useDepsight', () => {
  it('reads an operation with its arguments and gives typed data', async () => {
    const { client, requests } = setup();
    const { result } = renderHook(() => useDepsight(client, 'metrics.get', [QUERY]), { wrapper: FreshSwr });
    await waitFor(() => expect(result.current.data).toEqual(METRICS));
    expectTypeOf(result.current.data).toEqualTypeOf<SecurityMetrics | undefined>();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.searchParams.get('tags')).toBe('payments');
  });

  it('null arguments send nothing', async () => {
    const { client, requests } = setup();
    const { result } = renderHook(() => useDepsight(client, 'metrics.get', null), { wrapper: FreshSwr });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('the key holds every argument field: changing any one fetches anew', async () => {
    const { client, requests } = setup();
    const { rerender, result } = renderHook(({ query }) => useDepsight(client, 'metrics.get', [query]), {
      wrapper: FreshSwr,
      initialProps: { query: QUERY },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    for (const change of [{ tags: 'ledger' }, { branches: 'main' }, { cache: true }, { endDate: '2026-10-30' }]) {
      const sentBefore = requests.length;
      rerender({ query: { ...QUERY, ...change } });
      await waitFor(() => expect(requests.length).toBe(sentBefore + 1));
    }
  });

  it('the same arguments in another key order share the cache entry; another client does not', () => {
    const { client } = setup();
    const { client: other } = setup();
    const key = depsightKey(client, 'metrics.get', [{ startDate: '2026-10-01', tags: 'a' }]);
    expect(key).toEqual(depsightKey(client, 'metrics.get', [{ tags: 'a', startDate: '2026-10-01' }]));
    expect(key).not.toEqual(depsightKey(other, 'metrics.get', [{ startDate: '2026-10-01', tags: 'a' }]));
    expect(depsightKey(client, 'metrics.get', null)).toBeNull();
    expect(JSON.stringify(key)).not.toContain('Bearer');
  });

  it('a signal cancels the request: the read fails with an AbortedError; the key stays the same', async () => {
    const { fetch, requests } = stubFetch(() => new Promise<Response>(() => {}));
    const client = createClient({ baseUrl: BASE_URL, fetch, retry: false });
    const controller = new AbortController();
    const { result } = renderHook(
      () => useDepsight(client, 'metrics.get', [QUERY], { shouldRetryOnError: false, signal: controller.signal }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(result.current.isLoading).toBe(true);
    controller.abort('left the view');
    await waitFor(() => expect(result.current.error).toBeInstanceOf(AbortedError));
    expect(result.current.error).toMatchObject({ reason: 'left the view' });
    expect(depsightKey(client, 'metrics.get', [QUERY])).toEqual(['depsight', expect.any(Number), 'metrics.get', QUERY]);
  });

  it('types: only read operations are accepted, with their own arguments', () => {
    expectTypeOf<'metrics.get'>().toExtend<ReadOperation>();
    expectTypeOf<'projects.list'>().toExtend<ReadOperation>();
    // @ts-expect-error: a write operation is not a read.
    expectTypeOf<'accounts.create'>().toExtend<ReadOperation>();
  });
});

// An error as the mock API answers it (depsight/msw), not a body written here: the scenario a team
// picks on `npm start` to see the server refuse a date window, with the document's own message.
describe('depsight/swr: useDepsight on the mock API', () => {
  const server = setupServer(...createMockApi().handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it("errors are the SDK's: an ApiError with the server's status and message", async () => {
    const client = createClient({ baseUrl: BASE_URL, auth: { type: 'Bearer', token: 'tok_test_1' }, retry: false });
    const tooLarge = { headers: { Prefer: 'code=400, example=date-window-error' } };
    const { result } = renderHook(
      () => useDepsight(client, 'metrics.get', [QUERY, tooLarge], { shouldRetryOnError: false }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 400, message: 'requested time window is too large' });
    expect(result.current.data).toBeUndefined();
  });
});
