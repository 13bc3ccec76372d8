// @ts-check
// Finds which documented operation a concrete request (method + path) is for. Literal segments
// win over parameters, as in Prism and most routers: `/copyright` beats `/{license}`.

/**
 * A path template read for matching: `/teams/{id}` gives the source of a regular expression with one
 * group per parameter (`/teams/([^/]+)`, no anchors), the parameters' names in order, and how much
 * of the template is literal (the more, the sooner it is tried).
 * @param {string} path
 */
export function pathTemplate(path) {
  return {
    source: path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join(''),
    parameterNames: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => String(match[1])),
    literalLength: path.replace(/\{[^}]+\}/g, '').length,
  };
}

/** A path segment percent-decoded, or as it came when it is malformed. */
function decoded(/** @type {string} */ raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * @template {{ method: string, path: string }} T
 * @param {T[]} operations
 * @returns {(method: string, pathname: string) => { operation: T, params: Record<string, string> } | undefined}
 *   the operation a request is for, with its path parameters (decoded)
 */
export function createRequestMatcher(operations) {
  const candidates = operations
    .map((operation) => {
      const { source, parameterNames, literalLength } = pathTemplate(operation.path);
      return {
        operation,
        method: operation.method.toUpperCase(),
        regex: new RegExp(`^${source}$`),
        parameterNames,
        literalLength,
      };
    })
    .sort((left, right) => right.literalLength - left.literalLength);
  return (method, pathname) => {
    const upper = method.toUpperCase();
    for (const candidate of candidates) {
      if (candidate.method !== upper) continue;
      const found = candidate.regex.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(
        candidate.parameterNames.map((name, at) => [name, decoded(found[at + 1] ?? '')]),
      );
      return { operation: candidate.operation, params };
    }
    return undefined;
  };
}

/**
 * @template {{ method: string, path: string }} T
 * @param {T[]} operations
 * @returns {(method: string, pathname: string) => T | undefined}
 */
export function createOperationMatcher(operations) {
  const match = createRequestMatcher(operations);
  return (method, pathname) => match(method, pathname)?.operation;
}
