// The auth type must be Bearer or token, and token needs a token.
import { InvalidArgumentError } from '../errors';
import { MESSAGES } from '../messages';

export type AuthType = 'Bearer' | 'token';

export interface AuthOptions {
  type: AuthType;
  token?: string | null;
}

/**
 * The Authorization header value for `auth`, or undefined for an anonymous client (no auth, or
 * Bearer without a token yet, as before sign-in). Throws `Auth type is not valid` / `Auth type is token but no token is specified` for bad auth.
 */
export function authorizationHeader(auth: AuthOptions | undefined): string | undefined {
  if (auth === undefined) return undefined;
  if (auth === null || typeof auth !== 'object' || (auth.type !== 'Bearer' && auth.type !== 'token')) {
    throw new InvalidArgumentError(MESSAGES.authTypeNotValid);
  }
  const token = typeof auth.token === 'string' ? auth.token.trim() : '';
  if (auth.type === 'token' && token === '') throw new InvalidArgumentError(MESSAGES.authTokenMissing);
  if (token === '') return undefined;
  return `${auth.type} ${token}`;
}
