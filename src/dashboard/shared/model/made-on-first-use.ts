/**
 * A value made the first time it is asked for, then kept. For the `Intl` formatters and collators:
 * the first one made loads the locale's data, which made at module level ran inside the page's boot,
 * its longest task, instead of with the first figures drawn.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
