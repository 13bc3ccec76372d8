// @ts-check
// Finds which documented operation a concrete request (method + path) is for. Literal segments
// win over parameters, as in Prism and most routers: `/copyright` beats `/{license}`.

/**
 * @template {{ method: string, path: string }} T
 * @param {T[]} operations
 * @returns {(method: string, pathname: string) => T | undefined}
 */
export function createOperationMatcher(operations) {
  const candidates = operations
    .map((operation) => {
      const pattern = operation.path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      const literalLength = operation.path.replace(/\{[^}]+\}/g, '').length;
      return { operation, method: operation.method.toUpperCase(), regex: new RegExp(`^${pattern}$`), literalLength };
    })
    .sort((left, right) => right.literalLength - left.literalLength);
  return (method, pathname) => {
    const upper = method.toUpperCase();
    return candidates.find((candidate) => candidate.method === upper && candidate.regex.test(pathname))?.operation;
  };
}
