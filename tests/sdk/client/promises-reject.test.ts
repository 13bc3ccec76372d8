import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DepsightClient, InvalidArgumentError } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { everyMethod } from '../support/every-method';

// Every SDK method returns a promise and reports a bad argument by rejecting it, never by throwing:
// `.catch()`, `Promise.allSettled` and `await` inside try all see the error the same way.

// The page walkers (`listAll`) are the one kind of method that answers an async iterator: its first
// step (`next()`) is the promise, and it rejects the same way.

/** `namespace.method` for every method whose declared result is neither a promise nor a page walk. */
type MethodsNotReturningPromises = {
  [Namespace in keyof DepsightClient]: {
    [Method in keyof DepsightClient[Namespace]]: DepsightClient[Namespace][Method] extends (
      ...args: never[]
    ) => Promise<unknown>
      ? never
      : Method extends `${string}All`
        ? DepsightClient[Namespace][Method] extends (...args: never[]) => AsyncGenerator<unknown, void, undefined>
          ? never
          : `${Namespace}.${Method & string}`
        : `${Namespace}.${Method & string}`;
  }[keyof DepsightClient[Namespace]];
}[keyof DepsightClient];

describe('every method returns a promise and rejects instead of throwing', () => {
  it('types: every method of every namespace is declared to return a promise', () => {
    expectTypeOf<MethodsNotReturningPromises>().toBeNever();
  });

  it('covers the whole client: all 157 operations and more', () => {
    const { client } = clientWith();
    expect(everyMethod(client).length).toBeGreaterThanOrEqual(157);
  });

  it('called with no arguments at all, every method rejects (or resolves) and never throws', async () => {
    const { client, requests } = clientWith();
    const refusedWithoutSending: string[] = [];
    for (const [name, method] of everyMethod(client)) {
      let pending: unknown;
      expect(() => {
        pending = method();
      }, name).not.toThrow();
      expect(pending, name).toBeInstanceOf(Promise);
      const sentBefore = requests.length;
      const outcome = await (pending as Promise<unknown>).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (outcome instanceof InvalidArgumentError) {
        expect(requests.length, `${name} sent a request although it refused`).toBe(sentBefore);
        refusedWithoutSending.push(name);
      }
    }
    // Most methods need an id or a body: they must say so through the promise.
    expect(refusedWithoutSending.length).toBeGreaterThan(100);
  });

  it('whatever the arguments, no method throws synchronously; each settles with a value or an error', async () => {
    const { client } = clientWith();
    const methods = everyMethod(client);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...methods),
        fc.array(fc.oneof(fc.anything(), fc.record({ uuid: fc.string(), id: fc.string() })), { maxLength: 3 }),
        async ([name, method], args) => {
          let pending: unknown;
          expect(() => {
            pending = method(...args);
          }, name).not.toThrow();
          expect(pending, name).toBeInstanceOf(Promise);
          // Settles (the stub answers at once); a rejection carries an Error, e.g. an InvalidArgumentError.
          await (pending as Promise<unknown>).catch((error: unknown) => {
            if (!(error instanceof Error)) throw error;
          });
        },
      ),
      { numRuns: 400 },
    );
  });
});
