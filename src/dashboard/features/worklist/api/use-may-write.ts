import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { can } from '@/sdk';
import { useDepsight } from '@/sdk/swr';

/**
 * Whether the signed-in user may act on the worklist (file a ticket, accept a risk, undo one): their
 * role in the account's members (matched by e-mail, without regard to case) may edit projects by the
 * SDK's permission rules. Unknown (still loading, not found, unreadable) is no: only the state shows.
 */
export function useMayWrite(accountUUID: string | undefined, email: string | undefined): boolean {
  const { client } = useSdk();
  const asked = Boolean(accountUUID) && Boolean(email);
  const { data } = useDepsight(client, 'members.list', asked ? [{ uuid: accountUUID as string }] : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!asked || !Array.isArray(data)) return false;
  const wanted = (email as string).trim().toLowerCase();
  const member = (data as readonly unknown[]).find(
    (entry): entry is { email: string; role: unknown } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { email?: unknown }).email === 'string' &&
      (entry as { email: string }).email.trim().toLowerCase() === wanted,
  );
  return member !== undefined && typeof member.role === 'string' && can(member.role, 'projects', 'edit');
}
