// `depsight/swr`: one typed SWR hook for every read operation and one for every write operation. It
// imports swr only (never React itself), so the SDK stays free of React; swr is an optional peer
// dependency of the package.
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { DepsightClient } from './client';
import type { DepsightError } from './errors';
import { READ_OPERATIONS, type ReadOperation } from './read-operations';
import {
  EVERY_READ,
  REVALIDATED_READS,
  WRITE_OPERATIONS,
  type WriteNamespace,
  type WriteOperation,
} from './write-operations';

export type { ReadOperation } from './read-operations';
export { EVERY_READ, REVALIDATED_READS, type WriteNamespace, type WriteOperation } from './write-operations';

type Operation = ReadOperation | WriteOperation;

type MethodOf<Name extends Operation> = Name extends `${infer Namespace}.${infer Method}`
  ? Namespace extends keyof DepsightClient
    ? Method extends keyof DepsightClient[Namespace]
      ? DepsightClient[Namespace][Method]
      : never
    : never
  : never;

type ArgumentsOf<Name extends Operation> = MethodOf<Name> extends (...args: infer Args) => unknown ? Args : never;
type ResultOf<Name extends Operation> =
  MethodOf<Name> extends (...args: never[]) => Promise<infer Result> ? Result : never;

/** The arguments of a read operation's method, as a tuple, e.g. `[query]` for `'metrics.get'`. */
export type ReadArguments<Name extends ReadOperation> = ArgumentsOf<Name>;

/** What a read operation resolves with. */
export type ReadResult<Name extends ReadOperation> = ResultOf<Name>;

/** The arguments of a write operation's method, as a tuple, e.g. `[{ name }]` for `'teams.create'`. */
export type WriteArguments<Name extends WriteOperation> = ArgumentsOf<Name>;

/** What a write operation resolves with. */
export type WriteResult<Name extends WriteOperation> = ResultOf<Name>;

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

// Each client gets a number of its own, so that a client with other credentials never reads another
// client's cache entries, and no credential ever goes into a key.
const clientNumbers = new WeakMap<DepsightClient, number>();
let lastClientNumber = 0;

function clientNumber(client: DepsightClient): number {
  let number = clientNumbers.get(client);
  if (number === undefined) {
    lastClientNumber += 1;
    number = lastClientNumber;
    clientNumbers.set(client, number);
  }
  return number;
}

function listed(operations: Readonly<Record<string, readonly string[]>>, operation: string): boolean {
  const [namespace = '', method = ''] = operation.split('.');
  return Object.hasOwn(operations, namespace) && operations[namespace]?.includes(method) === true;
}

/** Whether `operation` is one of the read operations `useDepsight` can fetch. */
export function isReadOperation(operation: string): operation is ReadOperation {
  return listed(READ_OPERATIONS, operation);
}

/** Whether `operation` is one of the write operations `useDepsightMutation` can send. */
export function isWriteOperation(operation: string): operation is WriteOperation {
  return listed(WRITE_OPERATIONS, operation);
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** The client's method for an operation, bound to its resource. */
function methodOf(client: DepsightClient, operation: Operation): AnyMethod {
  const [namespace, method] = operation.split('.') as [string, string];
  const resource = (client as unknown as Record<string, Record<string, AnyMethod>>)[namespace];
  return (...args) => resource?.[method]?.(...args) as Promise<unknown>;
}

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
  return ['depsight', clientNumber(client), operation, ...(args as readonly unknown[])];
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

/** The reads a successful `operation` may change (`REVALIDATED_READS` of its resource family). */
export function readsChangedBy(operation: WriteOperation): readonly ReadOperation[] | typeof EVERY_READ {
  return REVALIDATED_READS[operation.slice(0, operation.indexOf('.')) as WriteNamespace];
}

/**
 * Whether an SWR key is one of `client`'s reads that `operation` changes: what `useDepsightMutation`
 * revalidates after a success. Pass it to SWR's `mutate` to do the same after a write sent otherwise.
 */
export function changedByWrite(client: DepsightClient, operation: WriteOperation): (key: unknown) => boolean {
  const number = clientNumber(client);
  const reads = readsChangedBy(operation);
  return (key) =>
    Array.isArray(key) &&
    key[0] === 'depsight' &&
    key[1] === number &&
    typeof key[2] === 'string' &&
    (reads === EVERY_READ ? isReadOperation(key[2]) : (reads as readonly string[]).includes(key[2]));
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
  const key: DepsightMutationKey = ['depsight', clientNumber(client), operation];
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
