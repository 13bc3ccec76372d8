import { useEffect } from 'react';
import { type SlaTargets, sameSlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { useBrowserSlaTargets, useSaveSlaTargets } from '@/dashboard/shared/metrics/use-save-sla-targets';
import type { SlaTargetsRead } from '@/dashboard/shared/metrics/use-sla-targets';
import { messageOf } from '@/sdk';
import formStyles from './sla-card.module.css';
import { SlaTargetsForm, type SlaTargetsScope } from './sla-targets-form';
import { SlaTargetsOffer } from './sla-targets-offer';

export interface SlaPolicyProps {
  /** The targets that apply, read (the section waits for them). */
  readonly read: SlaTargetsRead & { targets: SlaTargets };
  readonly accountUUID: string | undefined;
  readonly userEmail: string | undefined;
  /** The team the page shows, whose own targets the form then edits; undefined: the account's. */
  readonly teamUUID: string | undefined;
}

/**
 * What sets the SLA targets: the account's policy, or a team's own when the page shows a team. Who
 * may not write them sees them, disabled. A browser's own earlier targets are offered once to who
 * may write the account's (and forgotten at once when they are the account's already).
 */
export function SlaPolicy({ read, accountUUID, userEmail, teamUUID }: SlaPolicyProps) {
  const saver = useSaveSlaTargets(accountUUID, userEmail, teamUUID);
  const accountSaver = useSaveSlaTargets(accountUUID, userEmail);
  const browser = useBrowserSlaTargets();
  const { targets, accountTargets, source, error } = read;
  const scope: SlaTargetsScope = !teamUUID ? 'account' : source === 'team' ? 'team-own' : 'team-account';
  const alreadyTheAccounts =
    browser.targets !== null && accountTargets !== undefined && sameSlaTargets(browser.targets, accountTargets);
  const { forget } = browser;
  useEffect(() => {
    if (alreadyTheAccounts) forget();
  }, [alreadyTheAccounts, forget]);
  const offered = browser.targets !== null && !alreadyTheAccounts && accountSaver.mayWrite && error === undefined;
  return (
    <>
      {error !== undefined && (
        <p className={formStyles.note} role="status">
          The saved targets could not be read ({messageOf(error) ?? 'no answer'}): the defaults apply.
        </p>
      )}
      {offered && browser.targets && (
        <SlaTargetsOffer targets={browser.targets} onSave={accountSaver.save} onDone={forget} />
      )}
      <SlaTargetsForm
        key={scope}
        targets={targets}
        scope={scope}
        mayWrite={saver.mayWrite}
        onSave={saver.save}
        onClearTeam={saver.clearTeam}
      />
    </>
  );
}
