// Who the session's token belongs to: the read the page shares (through SWR) and the one a sign-in
// makes before it keeps the token. Both turn an answer without a usable user into an error, never an
// endless wait.
import { useMemo } from 'react';
import { type UsableRead, usableRead } from '@/dashboard/shared/api/usable-read';
import { type ClientOptions, createClient, type DepsightClient } from '@/sdk';
import { useDepsight } from '@/sdk/swr';
import { normalizeUser, type SignedInUser, UnusableUserError } from './normalize-user';

const unusableUser = () => new UnusableUserError();

/**
 * The signed-in user of `client`, read once per client while `asked`. Read with the SDK's SWR hook:
 * its key names the client, so one user's answer is never shown to another, and no token goes into a key.
 */
export function useCurrentUser(client: DepsightClient, asked: boolean): UsableRead<SignedInUser> {
  const { data, error, isLoading } = useDepsight(client, 'users.get', asked ? [] : null, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return useMemo(
    () => usableRead({ data, error, isLoading }, asked, normalizeUser, unusableUser),
    [data, error, isLoading, asked],
  );
}

/** A sign-in that identified its user: the new token, the client that carries it and the user's answer as sent. */
interface SignedIn {
  token: string;
  client: DepsightClient;
  answer: unknown;
}

/**
 * Signs in with the credentials login call, then reads the user with the new token. Rejects with the
 * login's or the read's error, or an `UnusableUserError` when the answer holds no usable user; stores nothing.
 */
export async function signInAndIdentify(
  client: DepsightClient,
  clientOptions: Omit<ClientOptions, 'auth'>,
  email: string,
  password: string,
): Promise<SignedIn> {
  const session = await client.credentials.login({ email, password });
  const nextClient = createClient({ ...clientOptions, auth: { type: 'Bearer', token: session.token } });
  const read = await nextClient.users.get().then(
    (data) => ({ data, error: undefined, isLoading: false }),
    (error: unknown) => ({ data: undefined, error, isLoading: false }),
  );
  const identified = usableRead(read, true, normalizeUser, unusableUser);
  if (identified.error) throw identified.error;
  return { token: session.token, client: nextClient, answer: read.data };
}
