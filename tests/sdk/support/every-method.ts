import type { DepsightClient } from '../../../src/sdk';

export type AnyMethod = (...args: unknown[]) => unknown;

/** Every method of every namespace of a client, as `[namespace.method, method]`. */
export function everyMethod(client: DepsightClient): [string, AnyMethod][] {
  return Object.entries(client).flatMap(([namespace, resource]) =>
    Object.entries(resource as Record<string, unknown>)
      .filter((entry): entry is [string, AnyMethod] => typeof entry[1] === 'function')
      .map(([method, call]): [string, AnyMethod] => [`${namespace}.${method}`, call]),
  );
}
