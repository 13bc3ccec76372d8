// `depsight/swr`: one typed SWR hook for every read operation. It imports swr only (never React
// itself), so the SDK stays free of React; swr is an optional peer dependency of the package.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { DepsightClient } from './client';
import type { DepsightError } from './errors';
import { READ_OPERATIONS } from './read-operations';

type ReadOperations = typeof READ_OPERATIONS;

/** A read operation, named `namespace.method` as on the client, e.g. `'metrics.get'`. */
export type ReadOperation = {
  [Namespace in keyof ReadOperations]: `${Namespace}.${ReadOperations[Namespace][number]}`;
}[keyof ReadOperations];

type MethodOf<Operation extends ReadOperation> = Operation extends `${infer Namespace}.${infer Method}`
  ? Namespace extends keyof DepsightClient
    ? Method extends keyof DepsightClient[Namespace]
      ? DepsightClient[Namespace][Method]
      : never
    : never
  : never;

/** The arguments of a read operation's method, as a tuple, e.g. `[query]` for `'metrics.get'`. */
export type ReadArguments<Operation extends ReadOperation> =
  MethodOf<Operation> extends (...args: infer Args) => unknown ? Args : never;

/** What a read operation resolves with. */
export type ReadResult<Operation extends ReadOperation> =
  MethodOf<Operation> extends (...args: never[]) => Promise<infer Result> ? Result : never;

/** The SWR key of a read: the client, the operation and every argument (SWR compares keys by value). */
export type DepsightKey = readonly ['depsight', number, ReadOperation, ...unknown[]];

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

/** Whether `operation` is one of the read operations `useDepsight` can fetch. */
export function isReadOperation(operation: string): operation is ReadOperation {
  const [namespace = '', method = ''] = operation.split('.');
  const methods: readonly string[] | undefined = Object.hasOwn(READ_OPERATIONS, namespace)
    ? READ_OPERATIONS[namespace as keyof ReadOperations]
    : undefined;
  return methods?.includes(method) === true;
}

/**
 * The SWR key `useDepsight` uses for a read, or null when `args` is null (nothing is fetched). Use it
 * with SWR's `mutate` to refresh or update a read after a change.
 */
export function depsightKey<Operation extends ReadOperation>(
  client: DepsightClient,
  operation: Operation,
  args: ReadArguments<Operation> | null,
): DepsightKey | null {
  if (args === null) return null;
  return ['depsight', clientNumber(client), operation, ...(args as readonly unknown[])];
}

/**
 * Reads `operation` with `args` through SWR: `useDepsight(client, 'metrics.get', [query])`. The key
 * holds every argument, so any change fetches anew; `args` null sends nothing (e.g. filters not
 * applied yet). Errors are the SDK's (`ApiError`, `TimeoutError`, ...).
 */
export function useDepsight<Operation extends ReadOperation>(
  client: DepsightClient,
  operation: Operation,
  args: ReadArguments<Operation> | null,
  config?: SWRConfiguration<ReadResult<Operation>, DepsightError>,
): SWRResponse<ReadResult<Operation>, DepsightError> {
  if (!isReadOperation(operation)) throw new TypeError(`useDepsight: ${String(operation)} is not a read operation`);
  const key = depsightKey(client, operation, args);
  return useSWR<ReadResult<Operation>, DepsightError>(
    key,
    (sent: DepsightKey) => {
      const [, , , ...sentArgs] = sent;
      const [namespace, method] = operation.split('.') as [string, string];
      const resource = (client as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>)[
        namespace
      ];
      return resource?.[method]?.(...sentArgs) as Promise<ReadResult<Operation>>;
    },
    config,
  );
}
