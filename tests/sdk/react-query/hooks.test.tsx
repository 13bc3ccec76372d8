// depsight/react-query's options in TanStack Query's React hooks, rendered, on the mock API's MSW
// handlers: useQuery, useSuspenseQuery, useQueries, useInfiniteQuery, useMutation and useIsMutating.
import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { type ReactNode, Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../../src/msw';
import { createClient } from '../../../src/sdk';
import {
  depsightInfiniteQueryOptions,
  depsightMutationOptions,
  depsightQueryKey,
  depsightQueryOptions,
} from '../../../src/sdk/react-query';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const mock = createMockApi();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

const client = createClient({
  baseUrl: 'https://api.depsight.test',
  auth: { type: 'Bearer', token: 'tok_test_1' },
  retry: false,
});

function withQueryClient() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('depsight/react-query in the hooks', () => {
  it('useQuery with select, and useQueries', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () => ({
        names: useQuery(
          depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }], {
            select: (teams) => teams.map((team) => team.name),
          }),
        ),
        both: useQueries({
          queries: [
            depsightQueryOptions(client, 'users.get', []),
            depsightQueryOptions(client, 'projects.count', [{ uuid: ACCOUNT }]),
          ],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.names.data).toContain('Platform Security'));
    await waitFor(() => expect(result.current.both.every((query) => query.isSuccess)).toBe(true));
    expect(result.current.both[0].data?.email).toMatch(/@/);
    expect(result.current.both[1].data).toEqual({ count: expect.any(Number) });
  });

  it('useSuspenseQuery suspends, then renders the data', async () => {
    const { wrapper: Provider } = withQueryClient();
    function Teams() {
      const { data } = useSuspenseQuery(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]));
      return (
        <ul>
          {data.map((team) => (
            <li key={team.uuid}>{team.name}</li>
          ))}
        </ul>
      );
    }
    render(
      <Provider>
        <Suspense fallback={<p>Loading teams</p>}>
          <Teams />
        </Suspense>
      </Provider>,
    );
    expect(screen.getByText('Loading teams')).toBeTruthy();
    expect(await screen.findByText('Platform Security')).toBeTruthy();
  });

  it('useInfiniteQuery pages to the end', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () => useInfiniteQuery(depsightInfiniteQueryOptions(client, 'advisories.list', [{ language: 'npm', limit: 3 }])),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    while (result.current.hasNextPage) {
      const before = result.current.data?.pages.length ?? 0;
      await act(() => result.current.fetchNextPage());
      await waitFor(() => expect(result.current.data?.pages.length).toBe(before + 1));
    }
    const total = result.current.data?.pages[0]?.total;
    expect(result.current.data?.pages.flatMap((page) => page.advisories)).toHaveLength(Number(total));
  });

  it('useMutation refreshes the mounted list; useIsMutating counts the write while it runs', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () => {
        const queryClient = useQueryClient();
        return {
          teams: useQuery(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }])),
          create: useMutation(depsightMutationOptions(client, queryClient, 'teams.create')),
          writing: useIsMutating({ mutationKey: depsightQueryKey(client) }),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.teams.isSuccess).toBe(true));
    // The write waits for the test's word, then goes on to the mock's own handler.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(http.post('*/api/v1/teams', () => released.then(() => undefined)));
    act(() => result.current.create.mutate([{ name: 'Red Team' }]));
    await waitFor(() => expect(result.current.writing).toBe(1));
    release();
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));
    expect(result.current.teams.data?.map((team) => team.name)).toContain('Red Team');
    expect(result.current.writing).toBe(0);
  });
});
