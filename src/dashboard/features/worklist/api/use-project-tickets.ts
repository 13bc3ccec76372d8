import { useEffect, useMemo } from 'react';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { useDepsight } from '@/sdk/swr';
import { type Ticket, ticketsOf } from '../model/tickets';
import { useTicketReads } from './ticket-reads';

export type TicketsRead =
  | { readonly state: 'waiting' }
  | { readonly state: 'loaded'; readonly tickets: readonly Ticket[] }
  | { readonly state: 'failed' };

/**
 * A project's issue-tracker tickets, for a row of it that is shown: the read waits its turn in the
 * worklist's line (at most four under way), then goes through the SDK's SWR hook, so every row of the
 * project shares one call and one cache entry, revalidated when the view opens again and after a
 * ticket is filed.
 */
export function useProjectTickets(accountUUID: string, projectUUID: string): TicketsRead {
  const { client } = useSdk();
  const { request, release, statusOf } = useTicketReads();
  useEffect(() => request(projectUUID), [request, projectUUID]);
  const status = statusOf(projectUUID);
  const turn = status === 'running' || status === 'done';
  const { data, error } = useDepsight(
    client,
    'issueTracker.listIssues',
    turn ? [{ uuid: accountUUID, project: projectUUID }] : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const ended = data !== undefined || error !== undefined;
  useEffect(() => {
    if (turn && ended) release(projectUUID);
  }, [turn, ended, release, projectUUID]);
  return useMemo((): TicketsRead => {
    if (error) return { state: 'failed' };
    return data === undefined ? { state: 'waiting' } : { state: 'loaded', tickets: ticketsOf(data) };
  }, [data, error]);
}
