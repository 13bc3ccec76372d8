// What `depsight/swr` and `depsight/react-query` share, written once: the operations' names and
// types, the cache keys (a number per client, never a credential), the client's method for an
// operation, and which reads a write changes (REVALIDATED_READS). The two entries build the same keys
// and refresh the same reads after a write.
import type { DepsightClient } from '../client';
import { READ_OPERATIONS, type ReadOperation } from '../read-operations';
import {
  EVERY_READ,
  REVALIDATED_READS,
  WRITE_OPERATIONS,
  type WriteNamespace,
  type WriteOperation,
} from '../write-operations';

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

/** The reads a write may change, by name: those `REVALIDATED_READS` lists for its family (any read after a sign-in). */
export type ChangedReads<Name extends WriteOperation> =
  (typeof REVALIDATED_READS)[Name extends `${infer Namespace extends WriteNamespace}.${string}`
    ? Namespace
    : never] extends readonly (infer Read extends ReadOperation)[]
    ? Read
    : ReadOperation;

/** The first element of every key, so that no other library's key matches one of the SDK's. */
const KEY_ROOT = 'depsight';

/** A key of one client: the whole client, one operation, or one call with its arguments. */
export type OperationKey = readonly [typeof KEY_ROOT, number, ...unknown[]];

// Each client gets a number of its own, so that a client with another server or other credentials
// never reads another client's cache entries, and no credential ever goes into a key. The numbers
// live under a registered symbol, so every bundle of the package (each entry, ESM and CommonJS)
// gives a client the same number and never gives two clients one.
const CLIENT_NUMBERS = Symbol.for('depsight.clientNumbers');

interface ClientNumbers {
  readonly numbers: WeakMap<object, number>;
  last: number;
}

function clientNumber(client: DepsightClient): number {
  const holder = globalThis as unknown as Record<typeof CLIENT_NUMBERS, ClientNumbers | undefined>;
  holder[CLIENT_NUMBERS] ??= { numbers: new WeakMap(), last: 0 };
  const registry = holder[CLIENT_NUMBERS];
  let number = registry.numbers.get(client);
  if (number === undefined) {
    registry.last += 1;
    number = registry.last;
    registry.numbers.set(client, number);
  }
  return number;
}

/** The key of `client`, of one of its operations, or of one call: each is a prefix of the next. */
export function operationKey(client: DepsightClient, operation?: Operation, args?: readonly unknown[]): OperationKey {
  const key: unknown[] = [KEY_ROOT, clientNumber(client)];
  if (operation !== undefined) key.push(operation, ...(args ?? []));
  return key as unknown as OperationKey;
}

function listed(operations: Readonly<Record<string, readonly string[]>>, operation: string): boolean {
  const [namespace = '', method = ''] = operation.split('.');
  return Object.hasOwn(operations, namespace) && operations[namespace]?.includes(method) === true;
}

/** Whether `operation` is one of the read operations (the document's GET operations). */
export function isReadOperation(operation: string): operation is ReadOperation {
  return listed(READ_OPERATIONS, operation);
}

/** Whether `operation` is one of the write operations (every operation that is not a GET). */
export function isWriteOperation(operation: string): operation is WriteOperation {
  return listed(WRITE_OPERATIONS, operation);
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** The client's method for an operation, bound to its resource. */
export function methodOf(client: DepsightClient, operation: Operation): AnyMethod {
  const [namespace, method] = operation.split('.') as [string, string];
  const resource = (client as unknown as Record<string, Record<string, AnyMethod>>)[namespace];
  return (...args) => resource?.[method]?.(...args) as Promise<unknown>;
}

/** The reads a successful `operation` may change (`REVALIDATED_READS` of its resource family). */
export function readsChangedBy(operation: WriteOperation): readonly ReadOperation[] | typeof EVERY_READ {
  return REVALIDATED_READS[operation.slice(0, operation.indexOf('.')) as WriteNamespace];
}

/**
 * Whether a key is one of `client`'s reads that `operation` changes: what a write refreshes after a
 * success, whatever the read's arguments. `only` narrows it to some of those reads.
 */
export function changedByWrite<Name extends WriteOperation>(
  client: DepsightClient,
  operation: Name,
  only?: readonly ChangedReads<Name>[],
): (key: unknown) => boolean {
  const number = clientNumber(client);
  const reads = readsChangedBy(operation);
  const changes = (read: string) =>
    (reads === EVERY_READ ? isReadOperation(read) : (reads as readonly string[]).includes(read)) &&
    (only === undefined || (only as readonly string[]).includes(read));
  return (key) =>
    Array.isArray(key) && key[0] === KEY_ROOT && key[1] === number && typeof key[2] === 'string' && changes(key[2]);
}

/** A read whose method takes no parameters, only the per-call options (`users.get(options?)`). */
type ReadWithoutParameters = {
  [Name in ReadOperation]: Required<ReadArguments<Name>>['length'] extends 1 ? Name : never;
}[ReadOperation];

// Every read takes its parameters first (one object) and the per-call options after them, but for
// these, which take the options alone. The compiler refuses a missing entry and a wrong one.
const READS_WITHOUT_PARAMETERS: { readonly [Name in ReadWithoutParameters]: 0 } = {
  'assistantPolicies.list': 0,
  'chat.ping': 0,
  'cli.get': 0,
  'cli.getUpdate': 0,
  'databases.list': 0,
  'eras.getConfig': 0,
  'features.list': 0,
  'languages.listComponentpedia': 0,
  'languages.listScopes': 0,
  'mfa.getAppStatus': 0,
  'mfa.listScratchCodes': 0,
  'notifications.getConfig': 0,
  'notifications.getSlackLockRentalTime': 0,
  'plans.list': 0,
  'properties.listAccountNames': 0,
  'properties.listTeamNames': 0,
  'site.getLicense': 0,
  'site.getNetwork': 0,
  'site.getStats': 0,
  'stats.getLatest': 0,
  'stats.listAdvisoryDatabases': 0,
  'tags.list': 0,
  'users.get': 0,
};

/**
 * `args` with `extra` merged into the per-call options, in the place the read's method takes them
 * (after its parameters, which may have been left out): e.g. a query library's abort signal.
 */
export function withCallOptions(
  operation: ReadOperation,
  args: readonly unknown[],
  extra: { signal: AbortSignal },
): unknown[] {
  const at = Object.hasOwn(READS_WITHOUT_PARAMETERS, operation) ? 0 : 1;
  const sent = Array.from({ length: Math.max(args.length, at + 1) }, (_, index) => args[index]);
  const own = sent[at] as { signal?: AbortSignal } | undefined;
  // A signal of the caller's own still cancels, beside the library's (where AbortSignal.any exists).
  const signal =
    own?.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([own.signal, extra.signal]) : extra.signal;
  sent[at] = { ...own, ...extra, signal };
  return sent;
}
