// The session token lives in localStorage, as the product requires, under one documented key.
// Trade-off: any script running on the page can read localStorage, so an XSS flaw would expose the
// token. Mitigations: the built page sends a strict Content-Security-Policy (no inline or third-
// party scripts), server strings are never rendered as HTML, and the token is never put in a URL,
// a log line or an error.

import { browserStorage } from '@/dashboard/shared/storage/browser-storage';

export const TOKEN_STORAGE_KEY = 'depsight.token';

export function readToken(): string | null {
  const value = browserStorage()?.getItem(TOKEN_STORAGE_KEY);
  return value && value.trim() !== '' ? value : null;
}

export function writeToken(token: string): void {
  browserStorage()?.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  browserStorage()?.removeItem(TOKEN_STORAGE_KEY);
}
