// @ts-check
// The token must never reach the terminal, the JUnit XML or the JSON report, even when a server
// echoes it back in a body that ends up in a detail line.

export const REDACTED = '[REDACTED]';

/**
 * @param {string | undefined} token
 * @returns {(text: string) => string} replaces every occurrence of the token with `[REDACTED]`
 */
export function createRedactor(token) {
  if (!token) return (text) => text;
  // URL-encoded and JSON-escaped forms too: a server may echo the token as part of a URL or a string.
  const forms = [...new Set([token, encodeURIComponent(token), JSON.stringify(token).slice(1, -1)])].sort(
    (left, right) => right.length - left.length,
  );
  return (text) => forms.reduce((result, form) => result.split(form).join(REDACTED), text);
}
