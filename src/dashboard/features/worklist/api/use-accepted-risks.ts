import { useMemo } from 'react';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { useDepsight } from '@/sdk/swr';
import { type AcceptedRisk, acceptedRisksOf } from '../model/acceptances';

export interface AcceptedRisksRead {
  /** The account's accepted risks; undefined while they load, and empty when they could not be read. */
  readonly risks: readonly AcceptedRisk[] | undefined;
  /** Why they could not be read (the worklist then counts every vulnerability). */
  readonly error: unknown;
}

const NONE: readonly AcceptedRisk[] = [];

/**
 * The account's accepted risks: its security exclusions of kind advisory, read through the SDK's SWR
 * hook (one call and one cache entry for the worklist and the team comparison). Accepting a risk or
 * undoing one through `useDepsightMutation` revalidates it. No account: nothing is read, none accepted.
 */
export function useAcceptedRisks(accountUUID: string | undefined): AcceptedRisksRead {
  const { client } = useSdk();
  const asked = accountUUID !== undefined && accountUUID !== '';
  const { data, error, isLoading } = useDepsight(
    client,
    'exclusions.list',
    asked ? [{ uuid: accountUUID, domain: 'security' }] : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const risks = useMemo(() => (data === undefined ? undefined : acceptedRisksOf(data)), [data]);
  if (!asked) return { risks: NONE, error: undefined };
  if (error) return { risks: NONE, error };
  return { risks: isLoading ? undefined : (risks ?? NONE), error: undefined };
}
