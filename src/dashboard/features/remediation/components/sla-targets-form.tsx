import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SLA_SEVERITIES, type SlaSeverity } from '@/dashboard/shared/metrics/severity';
import { MAX_SLA_DAYS, MIN_SLA_DAYS, type SlaTargets, slaTargetError } from '@/dashboard/shared/metrics/sla-targets';
import { FieldError } from '@/dashboard/shared/ui/field-error';
import { messageOf } from '@/sdk';
import formStyles from './sla-card.module.css';

export const SEVERITY_LABELS: Readonly<Record<SlaSeverity, string>> = {
  CRITICAL: 'Critical',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};

/** Whose targets the form edits: the account's, a team's own, or a team's that follows the account's. */
export type SlaTargetsScope = 'account' | 'team-own' | 'team-account';

export interface SlaTargetsFormProps {
  readonly targets: SlaTargets;
  readonly scope: SlaTargetsScope;
  /** The user's role may write them: otherwise the form shows them, disabled, and says who can. */
  readonly mayWrite: boolean;
  /** Saves; rejects with the server's error (the targets in use then stay as they were). */
  readonly onSave: (targets: SlaTargets) => Promise<void>;
  /** Clears a team's own targets (scope `team-own`). */
  readonly onClearTeam: () => Promise<void>;
}

type TargetFields = Record<SlaSeverity, string>;
type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'refused'; message: string };

const toFields = (targets: SlaTargets): TargetFields => ({
  CRITICAL: String(targets.CRITICAL),
  HIGH: String(targets.HIGH),
  MEDIUM: String(targets.MEDIUM),
  LOW: String(targets.LOW),
});

const LEGENDS: Readonly<Record<SlaTargetsScope, string>> = {
  account: "The account's targets, for everyone in it",
  'team-own': "This team's own targets, over the account's",
  'team-account': "The account's targets apply to this team; save to give it its own",
};

const WHO_MAY: Readonly<Record<SlaTargetsScope, string>> = {
  account: "Only an administrator can change the account's targets.",
  'team-own': "Only an administrator or a team administrator can change this team's targets.",
  'team-account': 'Only an administrator or a team administrator can give this team its own targets.',
};

/** Runs a save, and says how it went: saving, saved, or the server's refusal. */
function useSaveState() {
  const [status, setStatus] = useState<SaveState>({ state: 'idle' });
  const run = async (action: () => Promise<void>) => {
    setStatus({ state: 'saving' });
    try {
      await action();
      setStatus({ state: 'saved' });
    } catch (failure) {
      setStatus({ state: 'refused', message: messageOf(failure) ?? 'no answer' });
    }
  };
  return { status, run, reset: () => setStatus({ state: 'idle' }) };
}

/** The targets form: whole days from 1 to 365 per severity, checked as typed once submitted. */
export function SlaTargetsForm({ targets, scope, mayWrite, onSave, onClearTeam }: SlaTargetsFormProps) {
  const formId = useId();
  const { status, run, reset } = useSaveState();
  const {
    register,
    handleSubmit,
    reset: resetFields,
    formState: { errors },
  } = useForm<TargetFields>({ defaultValues: toFields(targets), mode: 'onSubmit', reValidateMode: 'onChange' });
  // Targets saved here or elsewhere come back read: the fields show them (what was said of the save stays).
  const shown = JSON.stringify(targets);
  useEffect(() => resetFields(toFields(JSON.parse(shown) as SlaTargets)), [shown, resetFields]);
  // Who may not write sees the targets only (a save under way disables its buttons, not the fields).
  const disabled = !mayWrite;
  const submit = handleSubmit((fields) =>
    run(() => onSave({ CRITICAL: +fields.CRITICAL, HIGH: +fields.HIGH, MEDIUM: +fields.MEDIUM, LOW: +fields.LOW })),
  );
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={`${formId}-legend`}>
      <p className={formStyles.legend} id={`${formId}-legend`}>
        {LEGENDS[scope]} (days, {MIN_SLA_DAYS}–{MAX_SLA_DAYS})
      </p>
      {!mayWrite && <p className={formStyles.note}>{WHO_MAY[scope]}</p>}
      <fieldset className={formStyles.fields} disabled={disabled}>
        <legend className={formStyles.hidden}>Target days by severity</legend>
        {SLA_SEVERITIES.map((severity) => {
          const inputId = `${formId}-${severity}`;
          const error = errors[severity]?.message;
          return (
            <div key={severity} className={formStyles.field}>
              <label htmlFor={inputId}>{SEVERITY_LABELS[severity]}</label>
              <input
                id={inputId}
                inputMode="numeric"
                autoComplete="off"
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                {...register(severity, { validate: (value) => slaTargetError(value) ?? true, onChange: reset })}
              />
              {error && <FieldError id={`${inputId}-error`} message={error} />}
            </div>
          );
        })}
      </fieldset>
      {mayWrite && <FormActions scope={scope} status={status} onClearTeam={() => run(onClearTeam)} />}
    </form>
  );
}

function FormActions({
  scope,
  status,
  onClearTeam,
}: {
  scope: SlaTargetsScope;
  status: SaveState;
  onClearTeam: () => void;
}) {
  const saving = status.state === 'saving';
  return (
    <div className={formStyles.actions}>
      <button type="submit" className={formStyles.save} disabled={saving}>
        Save targets
      </button>
      {scope === 'team-own' && (
        <button type="button" className={formStyles.secondary} disabled={saving} onClick={onClearTeam}>
          Use the account's targets
        </button>
      )}
      <span aria-live="polite" className={formStyles.saved}>
        {status.state === 'saving' ? 'Saving…' : status.state === 'saved' ? 'Targets saved.' : ''}
      </span>
      {status.state === 'refused' && (
        <p role="alert" className={formStyles.refused}>
          The targets were not saved: {status.message}. The targets in use are unchanged.
        </p>
      )}
    </div>
  );
}
