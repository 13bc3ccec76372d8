// Which server ids the page address may carry as they are: letters, digits, `.`, `_`, `~` and `-`,
// starting with a letter or digit, at most 128 characters. Such text survives a link, a copy and a
// paste unchanged and reads the same to a person; any other id (too long, controls, lone surrogates,
// right-to-left or zero-width marks, `:` or `@`) is named in the address by a token instead.

const PLAIN_ID = /^[A-Za-z0-9][\w.~-]{0,127}$/;

/** Whether an id can stand in the page address as it is. */
export function isPlainId(id: string): boolean {
  return PLAIN_ID.test(id);
}
