import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { DepsightClient } from '@/sdk';

interface SdkContextValue {
  client: DepsightClient;
}

// The one SDK client the dashboard's hooks use. The session provider replaces it when the token
// changes, so hooks never build URLs or hold credentials themselves.
const SdkContext = createContext<SdkContextValue | null>(null);

export function SdkProvider({ client, children }: SdkContextValue & { children: ReactNode }) {
  // A new client (new credentials) is a new context value, and a new cache key for every read
  // (depsight/swr numbers clients), so one user's data is never shown to another.
  const value = useMemo(() => ({ client }), [client]);
  return <SdkContext.Provider value={value}>{children}</SdkContext.Provider>;
}

export function useSdk(): SdkContextValue {
  const value = useContext(SdkContext);
  if (!value) throw new Error('useSdk must be used inside <SdkProvider>');
  return value;
}
