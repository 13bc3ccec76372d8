import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { useDepsight } from '@/sdk/swr';

/**
 * The signed-in user's role in the account: their entry among its members (`members.list`, one cache
 * entry for every reader), matched by e-mail without regard to case. Null while it is read, and when
 * it is not found or cannot be read: what a null role may do is nothing.
 */
export function useMemberRole(accountUUID: string | undefined, email: string | undefined): string | null {
  const { client } = useSdk();
  const asked = Boolean(accountUUID) && Boolean(email);
  const { data } = useDepsight(client, 'members.list', asked ? [{ uuid: accountUUID as string }] : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!asked || !Array.isArray(data)) return null;
  const wanted = (email as string).trim().toLowerCase();
  const member = (data as readonly unknown[]).find(
    (entry): entry is { email: string; role: unknown } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { email?: unknown }).email === 'string' &&
      (entry as { email: string }).email.trim().toLowerCase() === wanted,
  );
  return member !== undefined && typeof member.role === 'string' ? member.role : null;
}
