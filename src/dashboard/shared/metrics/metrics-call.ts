/**
 * The page's metrics call as the SDK's `metrics.get` sends it: named in the errors of a body read
 * apart from the SDK, and recognised when the SDK takes over the call the page's first script sent.
 */
export const METRICS_CALL = { method: 'GET', path: '/api/v1/metrics/security/me' } as const;
