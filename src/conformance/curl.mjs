// @ts-check
// A ready-to-run `curl` command line for a request of the run, so that a backend team can replay a
// finding. The token never appears: the command reads it from $DEPSIGHT_TOKEN when it runs.

/** @typedef {import('./requests.mjs').PlannedRequest} PlannedRequest */

/** Quotes a word for a POSIX shell: nothing inside single quotes is expanded. */
export function shellQuote(/** @type {string} */ word) {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * @param {string} target the base URL of the run
 * @param {PlannedRequest} request
 * @param {string} [tokenVariable] the shell variable that holds the token of this request
 * @returns {string} one line
 */
export function toCurl(target, request, tokenVariable = 'DEPSIGHT_TOKEN') {
  const search = request.query.toString();
  const parts = ['curl', '-sS', '-i'];
  if (request.method !== 'GET') parts.push('-X', request.method);
  parts.push(shellQuote(`${target}${request.path}${search ? `?${search}` : ''}`));
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'authorization') {
      const scheme = value.split(' ')[0] === 'token' ? 'token' : 'Bearer';
      // Double quotes: the shell puts the token in when the command runs.
      parts.push('-H', `"Authorization: ${scheme} $${tokenVariable}"`);
    } else {
      parts.push('-H', shellQuote(`${name}: ${value}`));
    }
  }
  if (request.body !== undefined) parts.push('--data-raw', shellQuote(request.body));
  return parts.join(' ');
}

/**
 * How a failure is reproduced: the request as the report lists it, and its `curl` line.
 * @param {string} target @param {PlannedRequest} request @param {string} label @param {boolean} shrunk
 * @returns {import('./checks.mjs').Reproduction}
 */
export function reproductionOf(target, request, label, shrunk) {
  const search = request.query.toString();
  return {
    request: label,
    method: request.method,
    url: `${request.path}${search ? `?${search}` : ''}`,
    ...(request.body === undefined ? {} : { body: request.body }),
    curl: toCurl(target, request),
    ...(shrunk ? { shrunk } : {}),
  };
}
