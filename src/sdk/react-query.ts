// `depsight/react-query`: the SDK for TanStack Query users. Options for every read (`useQuery`,
// `useSuspenseQuery`, `useQueries`, `prefetchQuery`, `ensureQueryData`), every read the document pages
// (`useInfiniteQuery`) and every write (`useMutation`), typed from the document, with the keys and
// the write-to-read map `depsight/swr` uses (internal/operation-keys.ts). It imports only
// `skipToken` from @tanstack/react-query, an optional peer dependency, and never React itself.
import {
  type DataTag,
  type InfiniteData,
  type QueryClient,
  type QueryFunction,
  type SkipToken,
  skipToken,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { DepsightClient } from './client';
import type { DepsightError } from './errors';
import {
  type ChangedReads,
  changedByWrite,
  isReadOperation,
  isWriteOperation,
  methodOf,
  operationKey,
  type ReadArguments,
  type ReadResult,
  type WriteArguments,
  type WriteResult,
  withCallOptions,
} from './internal/operation-keys';
import { nextOffset } from './internal/pagination';
import { PAGED_READS, type PagedRead, type ReadOperation } from './read-operations';
import type { WriteOperation } from './write-operations';

export {
  type ChangedReads,
  isReadOperation,
  isWriteOperation,
  type ReadArguments,
  type ReadResult,
  readsChangedBy,
  type WriteArguments,
  type WriteResult,
} from './internal/operation-keys';
export { PAGED_READS, type PagedRead, type ReadOperation } from './read-operations';
export { EVERY_READ, REVALIDATED_READS, type WriteOperation } from './write-operations';

/** The key of every query of a client: `depsightQueryKey(client)`. */
export type DepsightClientKey = readonly ['depsight', number];
/** The key of every query of one read, whatever its arguments: `depsightQueryKey(client, name)`. */
export type DepsightOperationKey<Name extends ReadOperation> = readonly ['depsight', number, Name];
/** The key of one call of a read: the client, the read and every argument. */
export type DepsightQueryKey<Name extends ReadOperation> = readonly ['depsight', number, Name, ...ReadArguments<Name>];
/** The key of a paged read's pages (`depsightInfiniteQueryOptions`): never the key of one page's query. */
export type DepsightInfiniteQueryKey<Name extends PagedRead> = readonly [
  'depsight',
  number,
  Name,
  'pages',
  ...ReadArguments<Name>,
];
/** The key of a write's mutations (`useIsMutating`, `useMutationState`). */
export type DepsightMutationKey<Name extends WriteOperation> = readonly ['depsight', number, Name];

/** The marker of a paged read's key: a string where one call's key has its parameters (an object). */
const PAGES = 'pages';

/**
 * The key of every query of `client`, of one read with any arguments, or of one call: each matches
 * every longer one (`queryClient.invalidateQueries({ queryKey })`). Another client (another server,
 * other credentials) has keys of its own; a key holds a number per client, never a credential.
 */
export function depsightQueryKey(client: DepsightClient): DepsightClientKey;
export function depsightQueryKey<Name extends ReadOperation>(
  client: DepsightClient,
  name: Name,
): DepsightOperationKey<Name>;
export function depsightQueryKey<Name extends ReadOperation>(
  client: DepsightClient,
  name: Name,
  ...args: ReadArguments<Name>
): DataTag<DepsightQueryKey<Name>, ReadResult<Name>, DepsightError>;
export function depsightQueryKey(client: DepsightClient, name?: ReadOperation, ...args: unknown[]): readonly unknown[] {
  if (name !== undefined) requireRead('depsightQueryKey', name);
  return operationKey(client, name, args);
}

/**
 * The default `retry`: the SDK already retries a read that met a network error, a 429 or a 5xx (the
 * client's `retry` policy), and another 4xx will not change, so those are left alone. Only what no
 * one retried is tried again, twice: a time limit passed (`TimeoutError`) or an answer that could not
 * be read (`InvalidResponseError`). By name, so that it holds for errors of any bundle of the SDK.
 */
export function depsightRetry(failureCount: number, error: DepsightError): boolean {
  return failureCount < 2 && (error.name === 'TimeoutError' || error.name === 'InvalidResponseError');
}

/** TanStack's options for a read, as `depsightQueryOptions` takes them: any but the key and the function. */
export type DepsightQueryConfig<Name extends ReadOperation, TData = ReadResult<Name>> = Omit<
  UseQueryOptions<ReadResult<Name>, DepsightError, TData, DepsightQueryKey<Name>>,
  'queryKey' | 'queryFn'
>;

/** What `depsightQueryOptions` returns: options for `useQuery` and the other readers, its key tagged with the data's type. */
export type DepsightQueryOptions<Name extends ReadOperation, TData = ReadResult<Name>> = Omit<
  UseQueryOptions<ReadResult<Name>, DepsightError, TData, DepsightQueryKey<Name>>,
  'queryKey' | 'queryFn'
> & {
  queryKey: DataTag<DepsightQueryKey<Name>, ReadResult<Name>, DepsightError>;
  queryFn: QueryFunction<ReadResult<Name>, DepsightQueryKey<Name>>;
};

/** `depsightQueryOptions` with `skipToken` for arguments: the query sends nothing until it has them. */
export type DepsightSkippedQueryOptions<Name extends ReadOperation, TData = ReadResult<Name>> = Omit<
  DepsightQueryOptions<Name, TData>,
  'queryFn'
> & { queryFn: SkipToken };

function requireRead(caller: string, name: string): void {
  if (!isReadOperation(name)) throw new TypeError(`${caller}: ${String(name)} is not a read operation`);
}

function requireArguments(caller: string, args: unknown): asserts args is readonly unknown[] {
  if (!Array.isArray(args)) {
    throw new TypeError(`${caller}: args must be the method's arguments as an array, e.g. [{ uuid }], or skipToken`);
  }
}

/**
 * Options for any of the 79 reads: `useQuery(depsightQueryOptions(client, 'projects.get', [{ id }], {
 * staleTime: 60_000, select: (project) => project.name }))`. `args` is the method's argument list
 * (per-call options included, e.g. `headers`), all of it in the key; `skipToken` in its place sends
 * nothing. TanStack's abort signal goes to the call, so a cancelled query cancels the request. Any
 * TanStack option can be given, and `select` types `data`; errors are the SDK's (`DepsightError`).
 * The same options serve `useSuspenseQuery`, `useQueries`, `prefetchQuery` and `ensureQueryData`.
 */
export function depsightQueryOptions<Name extends ReadOperation, TData = ReadResult<Name>>(
  client: DepsightClient,
  name: Name,
  args: ReadArguments<Name>,
  options?: DepsightQueryConfig<Name, TData>,
): DepsightQueryOptions<Name, TData>;
export function depsightQueryOptions<Name extends ReadOperation, TData = ReadResult<Name>>(
  client: DepsightClient,
  name: Name,
  args: SkipToken,
  options?: DepsightQueryConfig<Name, TData>,
): DepsightSkippedQueryOptions<Name, TData>;
export function depsightQueryOptions<Name extends ReadOperation, TData = ReadResult<Name>>(
  client: DepsightClient,
  name: Name,
  args: ReadArguments<Name> | SkipToken,
  options?: DepsightQueryConfig<Name, TData>,
): DepsightQueryOptions<Name, TData> | DepsightSkippedQueryOptions<Name, TData>;
export function depsightQueryOptions(
  client: DepsightClient,
  name: ReadOperation,
  args: readonly unknown[] | SkipToken,
  options?: object,
): object {
  requireRead('depsightQueryOptions', name);
  if (args === skipToken) {
    return { retry: depsightRetry, ...options, queryKey: operationKey(client, name), queryFn: skipToken };
  }
  requireArguments('depsightQueryOptions', args);
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    methodOf(client, name)(...withCallOptions(name, args, { signal }));
  return { retry: depsightRetry, ...options, queryKey: operationKey(client, name, args), queryFn };
}

/** TanStack's options for a paged read, as `depsightInfiniteQueryOptions` takes them: any but the key, the function and the paging. */
export type DepsightInfiniteQueryConfig<Name extends PagedRead, TData = InfiniteData<ReadResult<Name>, number>> = Omit<
  UseInfiniteQueryOptions<ReadResult<Name>, DepsightError, TData, DepsightInfiniteQueryKey<Name>, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

/** What `depsightInfiniteQueryOptions` returns, for `useInfiniteQuery` and `prefetchInfiniteQuery`. */
export type DepsightInfiniteQueryOptions<Name extends PagedRead, TData = InfiniteData<ReadResult<Name>, number>> = Omit<
  UseInfiniteQueryOptions<ReadResult<Name>, DepsightError, TData, DepsightInfiniteQueryKey<Name>, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
> & {
  queryKey: DataTag<DepsightInfiniteQueryKey<Name>, InfiniteData<ReadResult<Name>, number>, DepsightError>;
  queryFn: QueryFunction<ReadResult<Name>, DepsightInfiniteQueryKey<Name>, number>;
  initialPageParam: number;
  getNextPageParam: (page: ReadResult<Name>, pages: ReadResult<Name>[], offset: number) => number | undefined;
  getPreviousPageParam: (page: ReadResult<Name>, pages: ReadResult<Name>[], offset: number) => number | undefined;
};

/**
 * Options for `useInfiniteQuery` over a read the document pages by `limit` and `offset`
 * (`PAGED_READS`): `depsightInfiniteQueryOptions(client, 'advisories.list', [{ language: 'npm' }])`.
 * Each page's request carries its `offset`, from `args`' (0 by default) on, `limit` items at a time
 * (the document's default unless `args` gives one); the next page starts after the last item, and
 * there is none after the server's `total` or an empty page. The pages live under a key of their own,
 * beside (never over) the key of one page's `depsightQueryOptions`.
 */
export function depsightInfiniteQueryOptions<Name extends PagedRead, TData = InfiniteData<ReadResult<Name>, number>>(
  client: DepsightClient,
  name: Name,
  args: ReadArguments<Name>,
  options?: DepsightInfiniteQueryConfig<Name, TData>,
): DepsightInfiniteQueryOptions<Name, TData>;
export function depsightInfiniteQueryOptions(
  client: DepsightClient,
  name: PagedRead,
  args: readonly unknown[],
  options?: object,
): object {
  const paging = Object.hasOwn(PAGED_READS, name) ? PAGED_READS[name] : undefined;
  if (!paging) throw new TypeError(`depsightInfiniteQueryOptions: ${String(name)} is not a paged read`);
  requireArguments('depsightInfiniteQueryOptions', args);
  const [params, ...rest] = args as [{ limit?: number; offset?: number } | undefined, ...unknown[]];
  const start = params?.offset ?? 0;
  const pageSize = params?.limit ?? paging.defaultLimit;
  const itemCount = (page: unknown) => {
    const items = (page as Record<string, unknown> | null)?.[paging.items];
    return Array.isArray(items) ? items.length : 0;
  };
  return {
    retry: depsightRetry,
    ...options,
    queryKey: operationKey(client, name, [PAGES, ...args]),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      methodOf(client, name)(...withCallOptions(name, [{ ...params, offset: pageParam }, ...rest], { signal })),
    initialPageParam: start,
    getNextPageParam: (page: unknown, _pages: unknown[], offset: number) =>
      nextOffset(offset, itemCount(page), (page as Record<string, unknown> | null)?.[paging.total]),
    getPreviousPageParam: (_page: unknown, _pages: unknown[], offset: number) =>
      offset > start ? Math.max(start, offset - pageSize) : undefined,
  };
}

/** TanStack's options for a write, as `depsightMutationOptions` takes them, and which reads it refreshes. */
export type DepsightMutationConfig<Name extends WriteOperation, TContext = unknown> = Omit<
  UseMutationOptions<WriteResult<Name>, DepsightError, WriteArguments<Name>, TContext>,
  'mutationFn' | 'mutationKey'
> & {
  /**
   * The reads refreshed after a success: all those the write changes (`REVALIDATED_READS`) by default,
   * some of them (`['teams.list']`), or none (`false`).
   */
  invalidate?: false | readonly ChangedReads<Name>[];
};

/** What `depsightMutationOptions` returns, for `useMutation`. */
export type DepsightMutationOptions<Name extends WriteOperation, TContext = unknown> = UseMutationOptions<
  WriteResult<Name>,
  DepsightError,
  WriteArguments<Name>,
  TContext
> & {
  mutationKey: DepsightMutationKey<Name>;
  mutationFn: (args: WriteArguments<Name>) => Promise<WriteResult<Name>>;
};

/**
 * Options for `useMutation` for any of the 78 writes: `useMutation(depsightMutationOptions(client,
 * queryClient, 'teams.create'))`, then `mutate([{ name: 'Payments' }])` with the method's arguments as
 * a tuple. The `mutationKey` is the write's (`['depsight', n, 'teams.create']`). After a success the
 * reads the write changes are invalidated, every query of `client` for them whatever its arguments
 * (the map `depsight/swr` uses), and the mutation settles once the active ones are fetched again;
 * your `onSuccess` runs too. `invalidate` narrows that or turns it off.
 */
export function depsightMutationOptions<Name extends WriteOperation, TContext = unknown>(
  client: DepsightClient,
  queryClient: QueryClient,
  name: Name,
  options?: DepsightMutationConfig<Name, TContext>,
): DepsightMutationOptions<Name, TContext> {
  if (!isWriteOperation(name)) throw new TypeError(`depsightMutationOptions: ${String(name)} is not a write operation`);
  const { invalidate, onSuccess, ...rest } = options ?? {};
  const changed = invalidate === false ? undefined : changedByWrite(client, name, invalidate);
  return {
    ...rest,
    mutationKey: operationKey(client, name) as DepsightMutationKey<Name>,
    mutationFn: (args) => methodOf(client, name)(...(args as unknown[])) as Promise<WriteResult<Name>>,
    onSuccess: async (...params: Parameters<NonNullable<typeof onSuccess>>) => {
      await Promise.all([
        (onSuccess as ((...given: typeof params) => unknown) | undefined)?.(...params),
        changed && queryClient.invalidateQueries({ predicate: (query) => changed(query.queryKey) }),
      ]);
    },
  };
}
