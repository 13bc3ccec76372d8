import { useMemberRole } from '@/dashboard/shared/api/use-member-role';
import { can } from '@/sdk';

/**
 * Whether the signed-in user may act on the worklist (file a ticket, accept a risk, undo one): their
 * role in the account's members may edit projects by the SDK's permission rules. Unknown (still
 * loading, not found, unreadable) is no: only the state shows.
 */
export function useMayWrite(accountUUID: string | undefined, email: string | undefined): boolean {
  return can(useMemberRole(accountUUID, email), 'projects', 'edit');
}
