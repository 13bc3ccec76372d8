/**
 * The server the SDK talks to: `VITE_API_BASE_URL` at build time, else this page's own origin (in
 * development and preview, Vite proxies the API paths to the Prism mock).
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL;
  if (typeof configured === 'string' && /^https?:\/\//.test(configured)) return configured;
  return window.location.origin;
}
