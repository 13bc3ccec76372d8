// @ts-check
// The token must never reach the terminal, the JUnit XML or the JSON report, even when a server
// echoes it back in a body that ends up in a detail line.

export const REDACTED = '[REDACTED]';

/**
 * @param {string | undefined | (string | undefined)[]} tokens one token, or several (the second account's)
 * @returns {(text: string) => string} replaces every occurrence of a token with `[REDACTED]`
 */
export function createRedactor(tokens) {
  const given = (Array.isArray(tokens) ? tokens : [tokens]).filter((token) => typeof token === 'string' && token);
  if (given.length === 0) return (text) => text;
  // URL-encoded and JSON-escaped forms too: a server may echo the token as part of a URL or a string.
  const forms = [
    ...new Set(
      given.flatMap((token) => [
        /** @type {string} */ (token),
        encodeURIComponent(/** @type {string} */ (token)),
        JSON.stringify(token).slice(1, -1),
      ]),
    ),
  ].sort((left, right) => right.length - left.length);
  return (text) => forms.reduce((result, form) => result.split(form).join(REDACTED), text);
}
