// Saving the SLA targets: as the account's policy (its `sla-targets` property), or as a team's own,
// which override the account's for it; and the targets a browser remembered on its own before they
// were the account's, offered once for saving. A save the server refuses throws its error: the
// targets that apply stay as they were. A success revalidates every reader of the targets.
import { useCallback, useState } from 'react';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { useMemberRole } from '@/dashboard/shared/api/use-member-role';
import { browserStorage } from '@/dashboard/shared/storage/browser-storage';
import { can } from '@/sdk';
import { useDepsightMutation } from '@/sdk/swr';
import { browserSlaTargets, forgetBrowserSlaTargets, SLA_TARGETS_PROPERTY, type SlaTargets } from './sla-targets';

const name = SLA_TARGETS_PROPERTY;

export interface SlaTargetsSave {
  /** The signed-in user's role may write these targets (the account's, or the team's). */
  readonly mayWrite: boolean;
  /** Saves the targets; rejects with the server's error when it refuses them. */
  readonly save: (targets: SlaTargets) => Promise<void>;
  /** Clears the team's own targets (the account's then apply); nothing without a team. */
  readonly clearTeam: () => Promise<void>;
}

/**
 * Saves the targets of the account `accountUUID`, or of the team `teamUUID` when one is given.
 * Writing the account's needs a role that may edit the account (Administrator); a team's, one that
 * may edit teams (Administrator, Team Administrator), by the SDK's permission rules.
 */
export function useSaveSlaTargets(
  accountUUID: string | undefined,
  userEmail: string | undefined,
  teamUUID?: string,
): SlaTargetsSave {
  const { client } = useSdk();
  const role = useMemberRole(accountUUID, userEmail);
  const account = useDepsightMutation(client, 'properties.updateForAccount');
  const team = useDepsightMutation(client, 'properties.updateForTeam');
  const triggerAccount = account.trigger;
  const triggerTeam = team.trigger;
  const save = useCallback(
    async (targets: SlaTargets) => {
      if (teamUUID) await triggerTeam([{ uuid: teamUUID, name }, { ...targets }]);
      else if (accountUUID) await triggerAccount([{ uuid: accountUUID, name }, { ...targets }]);
    },
    [accountUUID, teamUUID, triggerAccount, triggerTeam],
  );
  const clearTeam = useCallback(async () => {
    if (teamUUID) await triggerTeam([{ uuid: teamUUID, name }, null]);
  }, [teamUUID, triggerTeam]);
  const mayWrite = Boolean(accountUUID) && (teamUUID ? can(role, 'teams', 'edit') : can(role, 'account', 'edit'));
  return { mayWrite, save, clearTeam };
}

export interface BrowserSlaTargets {
  /** The targets this browser remembered on its own; null when none (or once offered). */
  readonly targets: SlaTargets | null;
  /** They were offered: saved to the account, or declined. They are not offered again. */
  readonly forget: () => void;
}

/** The targets this browser remembered before they were the account's, read once. */
export function useBrowserSlaTargets(): BrowserSlaTargets {
  const [targets, setTargets] = useState(() => browserSlaTargets(browserStorage()));
  const forget = useCallback(() => {
    forgetBrowserSlaTargets(browserStorage());
    setTargets(null);
  }, []);
  return { targets, forget };
}
