// The SLA targets that apply to the page: the account's policy (its `sla-targets` property), a
// team's own where the page shows a team, the defaults for what neither sets. Read through the SDK's
// SWR hook: one call and one cache entry for every reader, revalidated when targets are saved.
import { useMemo } from 'react';
import useSWR from 'swr';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { depsightKey, useDepsight } from '@/sdk/swr';
import {
  effectiveSlaTargets,
  SLA_TARGETS_PROPERTY,
  type SlaTargets,
  setsSlaTargets,
  usableSlaTargets,
} from './sla-targets';

export interface SlaTargetsRead {
  /** The targets that apply; undefined while they are read. */
  readonly targets: SlaTargets | undefined;
  /** The account's targets alone (what a team without its own follows); undefined while read. */
  readonly accountTargets: SlaTargets | undefined;
  /** Whose targets apply: the team's own, the account's, or the defaults (none set). */
  readonly source: 'team' | 'account' | 'default';
  /** Why they could not be read: the defaults (or the account's) then apply. */
  readonly error: unknown;
}

const READ_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The targets of the account `accountUUID`, with the team `teamUUID`'s own over them when a team is
 * given. Without an account there is nothing to read: the defaults apply at once. A property that is
 * not set (the SDK reads a 404 as null) sets nothing.
 */
export function useSlaTargets(accountUUID: string | undefined, teamUUID?: string): SlaTargetsRead {
  const { client } = useSdk();
  const name = SLA_TARGETS_PROPERTY;
  const account = useDepsight(
    client,
    'properties.getForAccount',
    accountUUID ? [{ uuid: accountUUID, name }] : null,
    READ_OPTIONS,
  );
  const team = useDepsight(client, 'properties.getForTeam', teamUUID ? [{ uuid: teamUUID, name }] : null, READ_OPTIONS);
  const accountDone = !accountUUID || account.data !== undefined || account.error !== undefined;
  const teamDone = !teamUUID || team.data !== undefined || team.error !== undefined;
  const accountValue = account.error ? null : account.data;
  const teamValue = team.error ? null : team.data;
  return useMemo((): SlaTargetsRead => {
    const error = account.error ?? team.error;
    if (!accountDone || !teamDone) return { targets: undefined, accountTargets: undefined, source: 'default', error };
    const source = setsSlaTargets(teamValue) ? 'team' : setsSlaTargets(accountValue) ? 'account' : 'default';
    return {
      targets: effectiveSlaTargets(accountValue, teamValue),
      accountTargets: effectiveSlaTargets(accountValue),
      source,
      error,
    };
  }, [accountDone, teamDone, accountValue, teamValue, account.error, team.error]);
}

/**
 * The targets of each of `teamUUIDs` (their own over the account's), for a view that compares teams;
 * undefined while they are read. A team whose own cannot be read follows the account's.
 */
export function useTeamsSlaTargets(
  accountUUID: string | undefined,
  teamUUIDs: readonly string[],
): ((teamUUID: string) => SlaTargets) | undefined {
  const { client } = useSdk();
  const { targets: accountTargets } = useSlaTargets(accountUUID);
  const name = SLA_TARGETS_PROPERTY;
  // One read for the teams, under a key that a saved property revalidates like its own reads.
  const key =
    teamUUIDs.length === 0 ? null : depsightKey(client, 'properties.getForTeam', [{ uuid: teamUUIDs.join(','), name }]);
  const { data: own } = useSWR(
    key,
    () =>
      Promise.all(
        teamUUIDs.map((uuid) =>
          client.properties.getForTeam({ uuid, name }).then(
            (value) => [uuid, value] as const,
            () => [uuid, null] as const,
          ),
        ),
      ).then((entries) => new Map<string, unknown>(entries)),
    READ_OPTIONS,
  );
  const asked = key !== null;
  return useMemo(() => {
    if (accountTargets === undefined || (asked && own === undefined)) return undefined;
    return (teamUUID: string) => ({ ...accountTargets, ...usableSlaTargets(own?.get(teamUUID)) });
  }, [accountTargets, own, asked]);
}
