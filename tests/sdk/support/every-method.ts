import type { DepsightClient } from '../../../src/sdk';

export type AnyMethod = (...args: unknown[]) => unknown;

function isAsyncIterator(value: unknown): value is AsyncIterator<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * Every method of every namespace of a client, as `[namespace.method, method]`. A method that walks
 * pages (`listAll`) answers an async iterator rather than a promise: here it answers the promise of
 * its first step, so that every entry can be called and awaited alike.
 */
export function everyMethod(client: DepsightClient): [string, AnyMethod][] {
  return Object.entries(client).flatMap(([namespace, resource]) =>
    Object.entries(resource as Record<string, unknown>)
      .filter((entry): entry is [string, AnyMethod] => typeof entry[1] === 'function')
      .map(([method, call]): [string, AnyMethod] => [
        `${namespace}.${method}`,
        (...args) => {
          const result = call.apply(resource, args);
          return isAsyncIterator(result) ? result.next() : result;
        },
      ]),
  );
}
