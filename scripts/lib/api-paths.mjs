// @ts-check
// The paths the SDK calls on the server; everything else is the dashboard. `npm start` (Vite's dev
// server) and the browser suite (Vite's preview server) proxy exactly these to the Prism mock.

export const API_PATHS = /** @type {const} */ (['/api', '/admin', '/plans', '/stats']);

/**
 * Vite's `server.proxy` / `preview.proxy` option sending every API path to `target`.
 * @param {string} target like `http://127.0.0.1:4010`
 * @returns {Record<string, { target: string, changeOrigin: boolean }>}
 */
export function apiProxy(target) {
  return Object.fromEntries(API_PATHS.map((path) => [path, { target, changeOrigin: true }]));
}
