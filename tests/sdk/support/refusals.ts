import { expect } from 'vitest';
import { InvalidArgumentError } from '../../../src/sdk';

/** What `call` throws synchronously, or undefined when it does not throw. */
export function refusal(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Asserts that `call` is refused before any request: it throws an InvalidArgumentError with exactly `message`. */
export function expectRefused(call: () => unknown, message: string) {
  const error = refusal(call);
  expect(error).toBeInstanceOf(InvalidArgumentError);
  expect((error as Error).message).toBe(message);
}
