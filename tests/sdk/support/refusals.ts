import { expect } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';

/**
 * What the promise `call` returns rejects with, or undefined when it fulfils. A synchronous throw is
 * not caught here: every SDK method must reject instead, so such a throw fails the test.
 */
export async function refusal(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Asserts that `call` is refused before any request: its promise rejects with an InvalidArgumentError with exactly `message`. */
export async function expectRefused(call: () => Promise<unknown>, message: string) {
  const pending = call();
  expect(pending).toBeInstanceOf(Promise);
  const error = await refusal(() => pending);
  expect(error).toBeInstanceOf(InvalidArgumentError);
  expect((error as Error).message).toBe(message);
}
