// Navigation links (see src/dashboard/README.md, *Links*) and the guard for URLs that come from the server.

// encodeURIComponent throws on a lone surrogate; a hostile id must not break a row.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A query-string value, URL-encoded. Non-strings become ''. */
function encodeParameter(value: string): string {
  return typeof value === 'string' ? encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')) : '';
}

/** Project external-link icon: /projects/?pid={projectUUID}&mode=eli */
export function projectLink(projectUUID: string): string {
  return `/projects/?pid=${encodeParameter(projectUUID)}&mode=eli`;
}

/** Scan external-link icon: /projects?pid={projectUUID}&reportUuid={reportUUID} */
export function scanReportLink(projectUUID: string, reportUUID: string): string {
  return `/projects?pid=${encodeParameter(projectUUID)}&reportUuid=${encodeParameter(reportUUID)}`;
}

/** Fixed vulnerability row: /vulns?id={adviceID}&mode=eli */
export function vulnerabilityLink(adviceID: string): string {
  return `/vulns?id=${encodeParameter(adviceID)}&mode=eli`;
}

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/**
 * The URL, normalised by the URL parser, when it is an absolute http: or https: URL; undefined for
 * anything else (javascript:, data:, relative paths, non-strings). Use it on every server value that
 * could become an href, such as projectUrl.
 */
export function safeExternalUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
