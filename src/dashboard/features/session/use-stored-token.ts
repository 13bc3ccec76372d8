import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { readToken } from './token-storage';

/**
 * The stored session token, read when the page opens and again every `refreshIntervalMs`: the token
 * may change in another tab (a sign-in or logout there).
 */
export function useStoredToken(refreshIntervalMs: number): [string | null, Dispatch<SetStateAction<string | null>>] {
  const [token, setToken] = useState<string | null>(() => readToken());
  useEffect(() => {
    const interval = setInterval(() => setToken(readToken()), refreshIntervalMs);
    return () => clearInterval(interval);
  }, [refreshIntervalMs]);
  return [token, setToken];
}
