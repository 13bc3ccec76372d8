// @ts-check
// The Content-Security-Policy of the production page. The session token lives in localStorage, so
// the page allows scripts from its own origin only: no inline scripts, no eval, no third parties.

/**
 * @param {{ apiBaseUrl?: string }} [options] the API's origin joins 'self' in connect-src when it differs
 * @returns {string}
 */
export function contentSecurityPolicy({ apiBaseUrl } = {}) {
  const connectSources = ["'self'"];
  if (apiBaseUrl && /^https?:\/\//.test(apiBaseUrl)) connectSources.push(new URL(apiBaseUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
  ].join('; ');
}
