// `depsight/swr`: one typed SWR hook for every read operation and one for every write operation. It
// imports swr only (never React itself), so the SDK stays free of React; swr is an optional peer
// dependency of the package.
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { DepsightClient } from './client';
import type { DepsightError } from './errors';
import {
  changedByWrite,
  isReadOperation,
  isWriteOperation,
  methodOf,
  operationKey,
  type ReadArguments,
  type ReadResult,
  type WriteArguments,
  type WriteResult,
} from './internal/operation-keys';
import type { ReadOperation } from './read-operations';
import type { WriteOperation } from './write-operations';

export {
  changedByWrite,
  isReadOperation,
  isWriteOperation,
  type ReadArguments,
  type ReadResult,
  readsChangedBy,
  type WriteArguments,
  type WriteResult,
} from './internal/operation-keys';
export type { ReadOperation } from './read-operations';
export { EVERY_READ, REVALIDATED_READS, type WriteNamespace, type WriteOperation } from './write-operations';

/**
 * `useDepsight`'s configuration: SWR's own, and `signal`, which cancels the read's request (it then
 * fails with an `AbortedError`), e.g. when the part of a page that reads is left. The signal goes to
 * the call's options, the argument after `args` (so `args` lists every argument before the options),
 * and is no part of the key. SWR shares one request among the readers of a key: the request carries
 * the signal of the reader that started it.
 */
export interface DepsightReadConfiguration<Data> extends SWRConfiguration<Data, DepsightError> {
  signal?: AbortSignal;
}

/** The SWR key of a read: the client, the operation and every argument (SWR compares keys by value). */
export type DepsightKey = readonly ['depsight', number, ReadOperation, ...unknown[]];

/** The SWR key of a write's mutation state: the client and the operation. */
export type DepsightMutationKey = readonly ['depsight', number, WriteOperation];

/**
 * The SWR key `useDepsight` uses for a read, or null when `args` is null (nothing is fetched). Use it
 * with SWR's `mutate` to refresh or update a read after a change.
 */
export function depsightKey<Name extends ReadOperation>(
  client: DepsightClient,
  operation: Name,
  args: ReadArguments<Name> | null,
): DepsightKey | null {
  if (args === null) return null;
  return operationKey(client, operation, args as readonly unknown[]) as DepsightKey;
}

/**
 * Reads `operation` with `args` through SWR: `useDepsight(client, 'metrics.get', [query])`. The key
 * holds every argument, so any change fetches anew; `args` null sends nothing (e.g. filters not
 * applied yet). Errors are the SDK's (`ApiError`, `TimeoutError`, ...). `config.signal` cancels the
 * request (`DepsightReadConfiguration`).
 */
export function useDepsight<Name extends ReadOperation>(
  client: DepsightClient,
  operation: Name,
  args: ReadArguments<Name> | null,
  config?: DepsightReadConfiguration<ReadResult<Name>>,
): SWRResponse<ReadResult<Name>, DepsightError> {
  if (!isReadOperation(operation)) throw new TypeError(`useDepsight: ${String(operation)} is not a read operation`);
  const key = depsightKey(client, operation, args);
  const { signal, ...swrConfig } = config ?? {};
  return useSWR<ReadResult<Name>, DepsightError>(
    key,
    (sent: DepsightKey) => {
      const [, , , ...sentArgs] = sent;
      const callArgs = signal === undefined ? sentArgs : [...sentArgs, { signal }];
      return methodOf(client, operation)(...callArgs) as Promise<ReadResult<Name>>;
    },
    swrConfig,
  );
}

/**
 * Sends `operation` through SWR's `useSWRMutation`: `const { trigger } = useDepsightMutation(client,
 * 'teams.create')`, then `await trigger([{ name: 'Payments' }])` with the method's arguments as a
 * tuple. A success revalidates the reads it changes (`REVALIDATED_READS`: creating a team refetches
 * every mounted `teams.list`); a failure rejects `trigger` and sets `error` with the SDK's error
 * (`ApiError` and its subclasses, `InvalidArgumentError`, `TimeoutError`, ...).
 */
export function useDepsightMutation<Name extends WriteOperation>(
  client: DepsightClient,
  operation: Name,
  config?: SWRMutationConfiguration<WriteResult<Name>, DepsightError, DepsightMutationKey, WriteArguments<Name>>,
): SWRMutationResponse<WriteResult<Name>, DepsightError, DepsightMutationKey, WriteArguments<Name>> {
  if (!isWriteOperation(operation)) {
    throw new TypeError(`useDepsightMutation: ${String(operation)} is not a write operation`);
  }
  const { mutate } = useSWRConfig();
  const key = operationKey(client, operation) as DepsightMutationKey;
  return useSWRMutation<WriteResult<Name>, DepsightError, DepsightMutationKey, WriteArguments<Name>>(
    key,
    async (_key: DepsightMutationKey, { arg }: { arg: WriteArguments<Name> }) => {
      const result = (await methodOf(client, operation)(...(arg as unknown[]))) as WriteResult<Name>;
      // Not awaited: the write is done; each read shows its own outcome. One argument only: SWR then
      // revalidates the matching keys rather than setting their data.
      void mutate(changedByWrite(client, operation));
      return result;
    },
    config,
  );
}
