import { InvalidResponseError } from '@/sdk';

/** What a hook over an SDK read returns: the usable answer, or why there is none. */
export interface UsableRead<T> {
  data: T | undefined;
  error: unknown;
  /** The call is pending with nothing to show yet. */
  isLoading: boolean;
}

/**
 * An SDK read's state (from `useDepsight`) with an answer the dashboard cannot use turned into the
 * error `unusable()` makes: a body that is not JSON, an empty body (the read then resolves with
 * undefined, so loading ends without data), or one `use` refuses (returns null). `asked` is false
 * while nothing is read (a null key): no answer is then no error. Memoise the result on the read's
 * fields, so that an effect that follows the error sees one error per answer, not per render.
 */
export function usableRead<T>(
  read: { data: unknown; error: unknown; isLoading: boolean },
  asked: boolean,
  use: (answer: unknown) => T | null,
  unusable: () => Error,
): UsableRead<T> {
  if (read.error) {
    return {
      data: undefined,
      error: read.error instanceof InvalidResponseError ? unusable() : read.error,
      isLoading: false,
    };
  }
  if (!asked || read.isLoading) return { data: undefined, error: undefined, isLoading: read.isLoading };
  const data = read.data === undefined ? null : use(read.data);
  return data === null
    ? { data: undefined, error: unusable(), isLoading: false }
    : { data, error: undefined, isLoading: false };
}
