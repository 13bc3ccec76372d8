// @ts-check
// What a request's `Prefer` header asks of the mock: a scenario (`example=NAME`) and an error
// (`code=STATUS`). The server layer, the MSW handlers and the routing read it the same way.

/**
 * The scenario a `Prefer` header names (`example=NAME`), and whether it asks for a status (`code=`),
 * which the state leaves alone: an error scenario answers as the document says.
 * @param {string | null | undefined} prefer
 */
export function readPrefer(prefer) {
  const entries = (prefer ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1
        ? [part.toLowerCase(), '']
        : [
            part.slice(0, at).trim().toLowerCase(),
            part
              .slice(at + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          ];
    });
  const example = entries.find(([key]) => key === 'example')?.[1];
  const code = entries.find(([key]) => key === 'code')?.[1];
  return { example: example || undefined, code: code || undefined };
}

/**
 * The `Prefer` header without its `example=`: sent to Prism when the scenario names a state the
 * operation has no example for (Prism would answer 404 for an unknown example).
 * @param {string} prefer
 */
export function withoutExample(prefer) {
  return prefer
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^example\s*=/i.test(part))
    .join(', ');
}
