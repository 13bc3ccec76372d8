import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { DepsightClient } from '@/sdk';

interface SdkContextValue {
  client: DepsightClient;
  /** Changes whenever the client's credentials do; hooks put it in their cache keys. */
  scope: string;
}

// The one SDK client the dashboard's hooks use. The session provider replaces it when the token
// changes, so hooks never build URLs or hold credentials themselves.
const SdkContext = createContext<SdkContextValue | null>(null);

export function SdkProvider({ client, scope, children }: SdkContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ client, scope }), [client, scope]);
  return <SdkContext.Provider value={value}>{children}</SdkContext.Provider>;
}

export function useSdk(): SdkContextValue {
  const value = useContext(SdkContext);
  if (!value) throw new Error('useSdk must be used inside <SdkProvider>');
  return value;
}
