// depsight/react-query for every operation of the document, through a real QueryClient against the
// mock API's MSW handlers: each of the 79 reads answers what the client's own method answers, and
// each of the 78 writes succeeds and invalidates exactly the reads REVALIDATED_READS names for it.
import { type FetchQueryOptions, MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockApi } from '../../../src/msw';
import { createClient, type DepsightClient } from '../../../src/sdk';
import {
  depsightMutationOptions,
  depsightQueryKey,
  depsightQueryOptions,
  EVERY_READ,
  type ReadOperation,
  readsChangedBy,
  type WriteOperation,
} from '../../../src/sdk/react-query';
import { READ_OPERATIONS } from '../../../src/sdk/read-operations';
import { WRITE_OPERATIONS } from '../../../src/sdk/write-operations';
import { READ_CALLS, READ_SETUP, WRITE_CALLS } from '../support/operation-calls';

const BASE_URL = 'https://api.depsight.test';
const mock = createMockApi();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterAll(() => server.close());

const client = createClient({
  baseUrl: BASE_URL,
  chatBaseUrl: BASE_URL,
  auth: { type: 'Bearer', token: 'tok_test_1' },
  retry: false,
});

const names = (operations: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(operations).flatMap(([namespace, methods]) => methods.map((method) => `${namespace}.${method}`));
const READS = names(READ_OPERATIONS) as ReadOperation[];
const WRITES = names(WRITE_OPERATIONS) as WriteOperation[];

// Every operation in one loop: the names are not literals here, so the entry is called untyped
// (types.test.ts checks the types, operation by operation).
const keyOf = depsightQueryKey as (client: DepsightClient, name: string, ...args: unknown[]) => QueryKey;
const queryOptionsOf = depsightQueryOptions as unknown as (
  client: DepsightClient,
  name: string,
  args: readonly unknown[],
) => FetchQueryOptions;

type AnyMethod = (...args: readonly unknown[]) => Promise<unknown>;
function direct(name: string, args: readonly unknown[]): Promise<unknown> {
  const [namespace = '', method = ''] = name.split('.');
  const resource = (client as unknown as Record<string, Record<string, AnyMethod>>)[namespace] ?? {};
  return (resource[method] as AnyMethod).call(resource, ...args);
}

describe('every read through depsightQueryOptions and a QueryClient', () => {
  it('covers the 79 reads', () => expect(READS).toHaveLength(79));

  it.each(READS)('%s answers what the method answers', async (name) => {
    const args = READ_CALLS[name] as readonly unknown[];
    await READ_SETUP[name]?.(client);
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(queryOptionsOf(client, name, args));
    expect(data).toEqual(await direct(name, args));
    expect(queryClient.getQueryData(keyOf(client, name, ...args))).toEqual(data);
  });
});

describe('every write through depsightMutationOptions and a QueryClient', () => {
  it('covers the 78 writes', () => expect(WRITES).toHaveLength(78));

  it.each(WRITES)('%s succeeds and invalidates exactly the reads it changes', async (name) => {
    const queryClient = new QueryClient();
    // One cached answer per read, none of them watched: an invalidation marks them, fetches nothing.
    for (const read of READS) queryClient.setQueryData(keyOf(client, read, {}), {});
    const observer = new MutationObserver(queryClient, depsightMutationOptions(client, queryClient, name));
    await observer.mutate(WRITE_CALLS[name] as never);
    expect(observer.getCurrentResult().status).toBe('success');
    const changed = readsChangedBy(name);
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[2]);
    expect(invalidated.sort()).toEqual(changed === EVERY_READ ? [...READS].sort() : [...changed].sort());
    expect(queryClient.getMutationCache().getAll()[0]?.options.mutationKey).toEqual([
      'depsight',
      expect.any(Number),
      name,
    ]);
  });
});
