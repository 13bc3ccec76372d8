// The account, member and sign-up rules the SDK applies.
import type { components } from '../../../generated/api';

/** The fixed all-default uuid that the account id `default` maps to. */
export const DEFAULT_ACCOUNT_ID = 'default';
export const DEFAULT_ACCOUNT_UUID = '00000000-0000-0000-0000-000000000000';

export function resolveAccountUuid(accountId: string): string {
  return accountId === DEFAULT_ACCOUNT_ID ? DEFAULT_ACCOUNT_UUID : accountId;
}

export const DEFAULT_MEMBER_ROLE = 'Viewer' satisfies components['schemas']['Role'];

/** Member creation forces Viewer unless another role is explicitly allowed. */
export function roleForNewMember(
  requested: components['schemas']['Role'] | undefined,
  allowRole: boolean,
): components['schemas']['Role'] {
  return allowRole && requested ? requested : DEFAULT_MEMBER_ROLE;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: unknown): email is string {
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
}

/** Sign-up uses the part of the e-mail before the @ as the name when none is given. */
export function signupName(email: string, name?: string | null): string {
  if (typeof name === 'string' && name.trim() !== '') return name;
  return email.trim().split('@')[0] ?? '';
}

/** A support token at or past `expiresAt` is treated as none. */
export function activeSupportToken<T extends { expiresAt: string }>(
  token: T | null | undefined,
  now = Date.now(),
): T | null {
  if (!token) return null;
  const expiresAt = Date.parse(token.expiresAt);
  return Number.isFinite(expiresAt) && now < expiresAt ? token : null;
}
