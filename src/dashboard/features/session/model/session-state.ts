// What the session shows, derived from the stored token, a logout under way and the read of the
// signed-in user. Pure: the provider passes all three in.
import { ApiError } from '@/sdk';
import {
  IDENTIFY_FAILED_MESSAGE,
  type SignedInUser,
  UNUSABLE_USER_MESSAGE,
  UnusableUserError,
} from '../normalize-user';

export type SessionStatus = 'identifying' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  /** The user, while the token is kept and the read gave one; null otherwise. */
  user: SignedInUser | null;
  /** Why the token identified no one, when the reason deserves a word on screen; null otherwise. */
  identifyProblem: string | null;
}

/** A refused token (401, 403) is the ordinary signed-out case; anything else deserves a word on screen. */
function identifyProblemOf(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
  return error instanceof UnusableUserError ? UNUSABLE_USER_MESSAGE : IDENTIFY_FAILED_MESSAGE;
}

/**
 * Without a token, or once logout has begun, the session is signed out with no problem to tell; with
 * one, it is identifying until the read gives a user (signed in) or an error (signed out, and the
 * problem unless the token was refused).
 */
export function sessionStateOf(
  token: string | null,
  loggedOut: boolean,
  currentUser: { data: SignedInUser | undefined; error: unknown },
): SessionState {
  const kept = Boolean(token) && !loggedOut;
  const user = kept && !currentUser.error ? (currentUser.data ?? null) : null;
  const status: SessionStatus = user ? 'signed-in' : kept && !currentUser.error ? 'identifying' : 'signed-out';
  return { status, user, identifyProblem: kept ? identifyProblemOf(currentUser.error) : null };
}
