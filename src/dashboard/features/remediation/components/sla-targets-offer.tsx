import { useState } from 'react';
import { SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import type { SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import { messageOf } from '@/sdk';
import formStyles from './sla-card.module.css';
import { SEVERITY_LABELS } from './sla-targets-form';

export interface SlaTargetsOfferProps {
  /** The targets this browser kept on its own before they were the account's. */
  readonly targets: SlaTargets;
  /** Saves them as the account's; rejects with the server's error. */
  readonly onSave: (targets: SlaTargets) => Promise<void>;
  /** They were offered: saved, or declined. They are not offered again. */
  readonly onDone: () => void;
}

const daysText = (targets: SlaTargets) =>
  SLA_SEVERITIES.map((severity) => `${SEVERITY_LABELS[severity]} ${targets[severity]}`).join(', ');

/**
 * The targets a browser remembered before they were the account's, offered once: save them as the
 * account's, or keep the account's. A refused save says why and offers them again.
 */
export function SlaTargetsOffer({ targets, onSave, onDone }: SlaTargetsOfferProps) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      await onSave(targets);
      onDone();
    } catch (failure) {
      setRefusal(messageOf(failure) ?? 'no answer');
      setSaving(false);
    }
  };
  return (
    <section className={formStyles.offer} aria-label="Targets saved in this browser">
      <p>
        This browser kept its own targets before they were the account's: {daysText(targets)} days. Save them as the
        account's targets, for everyone?
      </p>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.save} disabled={saving} onClick={() => void save()}>
          Save them for the account
        </button>
        <button type="button" className={formStyles.secondary} disabled={saving} onClick={onDone}>
          Keep the account's
        </button>
      </div>
      {refusal !== null && (
        <p role="alert" className={formStyles.refused}>
          They were not saved: {refusal}. The account's targets are unchanged.
        </p>
      )}
    </section>
  );
}
