import { useCallback, useMemo, useRef } from 'react';
import { type ClientOptions, createClient, type DepsightClient } from '@/sdk';

/**
 * The client of the current token. `adopt(token, client)` hands over the client a sign-in identified
 * the user with: it becomes the session's client once the token is `token`, so the user it read (put
 * in the SWR cache under its key) is shown without a second call.
 */
export function useSessionClient(
  clientOptions: Omit<ClientOptions, 'auth'>,
  token: string | null,
): { client: DepsightClient; adopt: (token: string, client: DepsightClient) => void } {
  const signedInClient = useRef<{ token: string; client: DepsightClient } | null>(null);
  const client = useMemo<DepsightClient>(() => {
    if (token && signedInClient.current?.token === token) return signedInClient.current.client;
    return createClient({ ...clientOptions, auth: token ? { type: 'Bearer', token } : undefined });
  }, [clientOptions, token]);
  const adopt = useCallback((adoptedToken: string, adoptedClient: DepsightClient) => {
    signedInClient.current = { token: adoptedToken, client: adoptedClient };
  }, []);
  return { client, adopt };
}
