import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { SdkProvider } from '@/dashboard/shared/api/sdk-context';
import { usableRead } from '@/dashboard/shared/api/usable-read';
import { ApiError, type ClientOptions, createClient, type DepsightClient } from '@/sdk';
import { depsightKey, useDepsight } from '@/sdk/swr';
import {
  IDENTIFY_FAILED_MESSAGE,
  normalizeUser,
  type SignedInUser,
  UNUSABLE_USER_MESSAGE,
  UnusableUserError,
} from './normalize-user';
import { LOCK_DELAY_MS, LOGIN_DIALOG_DELAY_MS, LOGOUT_DELAY_MS, TOKEN_REFRESH_INTERVAL_MS } from './session-timing';
import { clearToken, readToken, writeToken } from './token-storage';

type SessionStatus = 'identifying' | 'signed-in' | 'signed-out';

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

const unusableUser = () => new UnusableUserError();

/** A refused token (401, 403) is the ordinary signed-out case; anything else deserves a word on screen. */
function identifyProblemOf(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
  return error instanceof UnusableUserError ? UNUSABLE_USER_MESSAGE : IDENTIFY_FAILED_MESSAGE;
}

export function SessionProvider({
  clientOptions,
  tokenRefreshIntervalMs = TOKEN_REFRESH_INTERVAL_MS,
  children,
}: SessionProviderProps) {
  const [token, setToken] = useState<string | null>(() => readToken());
  const [lockVisible, setLockVisible] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const { mutate } = useSWRConfig();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((delayMs: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      action();
    }, delayMs);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // The client signIn identified the user with: it becomes the session's client, so the user it
  // read (put in the SWR cache under its key) is shown without a second call.
  const signedInClient = useRef<{ token: string; client: DepsightClient } | null>(null);
  const client = useMemo<DepsightClient>(() => {
    if (token && signedInClient.current?.token === token) return signedInClient.current.client;
    return createClient({ ...clientOptions, auth: token ? { type: 'Bearer', token } : undefined });
  }, [clientOptions, token]);

  // The token may change in another tab (sign-in or logout there): re-read it periodically.
  useEffect(() => {
    const interval = setInterval(() => setToken(readToken()), tokenRefreshIntervalMs);
    return () => clearInterval(interval);
  }, [tokenRefreshIntervalMs]);

  // Read with the SDK's SWR hook: its key names the client, so one user's answer is never shown
  // to another, and no token goes into a key.
  const asked = Boolean(token && !loggedOut);
  const userRead = useDepsight(client, 'users.get', asked ? [] : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const { data: userAnswer, error: userError, isLoading: userLoading } = userRead;
  // An answer without a usable user is an error, never an endless wait.
  const currentUser = useMemo(
    () =>
      usableRead({ data: userAnswer, error: userError, isLoading: userLoading }, asked, normalizeUser, unusableUser),
    [userAnswer, userError, userLoading, asked],
  );

  const failed = Boolean(token && currentUser.error);
  useEffect(() => {
    if (failed) later(LOCK_DELAY_MS, () => setLockVisible(true));
  }, [failed, later]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const session = await client.credentials.login({ email, password });
        const nextClient = createClient({ ...clientOptions, auth: { type: 'Bearer', token: session.token } });
        const read = await nextClient.users.get().then(
          (data) => ({ data, error: undefined, isLoading: false }),
          (error: unknown) => ({ data: undefined, error, isLoading: false }),
        );
        const identified = usableRead(read, true, normalizeUser, unusableUser);
        if (identified.error) throw identified.error;
        const answer = read.data;
        writeToken(session.token);
        signedInClient.current = { token: session.token, client: nextClient };
        await mutate(depsightKey(nextClient, 'users.get', []), answer, { revalidate: false });
        setLoggedOut(false);
        setToken(session.token);
        setLockVisible(false);
      } catch (error) {
        later(LOCK_DELAY_MS, () => setLockVisible(true));
        throw error;
      }
    },
    [client, clientOptions, later, mutate],
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
  }, [client, later]);

  const requestLogin = useCallback(() => later(LOGIN_DIALOG_DELAY_MS, () => setLockVisible(true)), [later]);
  const dismissLock = useCallback(() => setLockVisible(false), []);

  const user = token && !loggedOut && !currentUser.error ? (currentUser.data ?? null) : null;
  const status: SessionStatus = user
    ? 'signed-in'
    : token && !loggedOut && !currentUser.error
      ? 'identifying'
      : 'signed-out';

  const identifyProblem = token && !loggedOut ? identifyProblemOf(currentUser.error) : null;

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
