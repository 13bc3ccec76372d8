import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { SdkProvider } from '@/dashboard/shared/api/sdk-context';
import type { ClientOptions } from '@/sdk';
import { depsightKey } from '@/sdk/swr';
import { signInAndIdentify, useCurrentUser } from './identify-user';
import { type SessionStatus, sessionStateOf } from './model/session-state';
import type { SignedInUser } from './normalize-user';
import { LOCK_DELAY_MS, LOGIN_DIALOG_DELAY_MS, LOGOUT_DELAY_MS, TOKEN_REFRESH_INTERVAL_MS } from './session-timing';
import { clearToken, writeToken } from './token-storage';
import { useDelayedActions } from './use-delayed-actions';
import { useSessionClient } from './use-session-client';
import { useStoredToken } from './use-stored-token';

export interface Session {
  status: SessionStatus;
  /** The signed-in user with the account's teams, normalised; null until identified or after logout. */
  user: SignedInUser | null;
  /**
   * Why the stored token could not identify anyone, when the reason is not a refused token: the
   * server failed or sent an answer that cannot be used. Null otherwise.
   */
  identifyProblem: string | null;
  /** The shared default account shows no user header and no logout. */
  isDefaultAccount: boolean;
  /** Whether the sign-in lock (the login dialog) is shown. */
  lockVisible: boolean;
  /** Signs in with the credentials login call, then loads the user with teams and hides the lock. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Clears the user at once, then logs out 0.5 s later. */
  logout: () => void;
  /** Opens the login dialog after 0.5 s (the 'login' link of the login-required banner). */
  requestLogin: () => void;
  /** Hides the lock without signing in. */
  dismissLock: () => void;
}

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  /** Options of the SDK client: baseUrl, fetch, time limits... `auth` comes from the stored token. */
  clientOptions: Omit<ClientOptions, 'auth'>;
  /** How often the token is re-read from localStorage (default 5 minutes). */
  tokenRefreshIntervalMs?: number;
  children: ReactNode;
}

/**
 * The session of the page: the stored token, the user it identifies, the sign-in lock and the
 * actions that sign in and out. Gives its children the SDK client of the token and `useSession()`.
 */
export function SessionProvider({
  clientOptions,
  tokenRefreshIntervalMs = TOKEN_REFRESH_INTERVAL_MS,
  children,
}: SessionProviderProps) {
  const [token, setToken] = useStoredToken(tokenRefreshIntervalMs);
  const [lockVisible, setLockVisible] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const { mutate } = useSWRConfig();
  const later = useDelayedActions();
  const { client, adopt } = useSessionClient(clientOptions, token);
  const currentUser = useCurrentUser(client, Boolean(token && !loggedOut));

  const failed = Boolean(token && currentUser.error);
  useEffect(() => {
    if (failed) later(LOCK_DELAY_MS, () => setLockVisible(true));
  }, [failed, later]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const signedIn = await signInAndIdentify(client, clientOptions, email, password);
        writeToken(signedIn.token);
        adopt(signedIn.token, signedIn.client);
        await mutate(depsightKey(signedIn.client, 'users.get', []), signedIn.answer, { revalidate: false });
        setLoggedOut(false);
        setToken(signedIn.token);
        setLockVisible(false);
      } catch (error) {
        later(LOCK_DELAY_MS, () => setLockVisible(true));
        throw error;
      }
    },
    [client, clientOptions, adopt, later, mutate, setToken],
  );

  const logout = useCallback(() => {
    setLoggedOut(true);
    later(LOGOUT_DELAY_MS, () => {
      client.credentials.logout().catch(() => {
        // The local session ends either way; a failed server logout leaves nothing to show.
      });
      clearToken();
      setToken(null);
    });
  }, [client, later, setToken]);

  const requestLogin = useCallback(() => later(LOGIN_DIALOG_DELAY_MS, () => setLockVisible(true)), [later]);
  const dismissLock = useCallback(() => setLockVisible(false), []);

  const { status, user, identifyProblem } = sessionStateOf(token, loggedOut, currentUser);
  const session = useMemo<Session>(
    () => ({
      status,
      user,
      identifyProblem,
      isDefaultAccount: user?.account.default === true,
      lockVisible,
      signIn,
      logout,
      requestLogin,
      dismissLock,
    }),
    [status, user, identifyProblem, lockVisible, signIn, logout, requestLogin, dismissLock],
  );

  return (
    <SdkProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SdkProvider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
