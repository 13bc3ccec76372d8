// @ts-check
// A run where the server refused the token everywhere checked nothing but the login wall: every
// declared 401 conforms, so every check would pass. `token_accepted` fails such a run, saying so.

/** @typedef {import('./index.mjs').OperationReport} OperationReport */
/** @typedef {import('./checks.mjs').CheckResult} CheckResult */

/** Requests of an operation that carried the token. */
const carriesToken = (/** @type {string} */ purpose) => purpose === 'example' || purpose.startsWith('generated case');

/**
 * @param {OperationReport[]} operations
 * @returns {CheckResult} `token_accepted`: failed when no secured operation got a success answer
 */
export function authenticationResult(operations) {
  const check = 'token_accepted';
  const secured = operations.filter((operation) => operation.secured && operation.requests.length > 0);
  if (secured.length === 0) return { check, status: 'skipped', detail: 'no secured operation was sent' };
  const statuses = secured.flatMap((operation) =>
    operation.requests.filter((request) => carriesToken(request.purpose)).map((request) => request.status),
  );
  const successes = statuses.filter((status) => status !== undefined && status >= 200 && status < 300).length;
  if (successes > 0) {
    return {
      check,
      status: 'passed',
      detail: `${successes} of ${statuses.length} requests with the token to ${secured.length} secured operations got a success answer`,
    };
  }
  const refused = statuses.filter((status) => status === 401 || status === 403).length;
  if (refused === statuses.length) {
    return {
      check,
      status: 'failed',
      detail: `the token was refused: all ${statuses.length} requests with the token to ${secured.length} secured operations were answered 401 or 403, so nothing past authentication was checked. Is the token expired, or meant for another server?`,
    };
  }
  /** @type {Map<string, number>} */
  const byStatus = new Map();
  for (const status of statuses)
    byStatus.set(String(status ?? 'no answer'), (byStatus.get(String(status ?? 'no answer')) ?? 0) + 1);
  const summary = [...byStatus].map(([status, count]) => `${status} × ${count}`).join(', ');
  return {
    check,
    status: 'failed',
    detail: `no secured operation got a success answer (${summary}), so nothing past authentication and lookup was checked. Check the token, and give real ids with --param.`,
  };
}
