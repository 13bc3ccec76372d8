import { memo, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '@/dashboard/shared/ui/field-error';
import { formatCount, formatPercent } from '../model/period-comparison';
import { type RemediationAnalytics, SLA_SEVERITIES, type SlaSeverity } from '../model/remediation-analytics';
import { slaCsv } from '../model/remediation-csv';
import { MAX_SLA_DAYS, MIN_SLA_DAYS, type SlaTargets, slaTargetError } from '../model/sla-targets';
import { RemediationCard } from './remediation-card';
import { RemediationCsvExport } from './remediation-csv-export';
import styles from './remediation-section.module.css';
import formStyles from './sla-card.module.css';

const LABELS: Readonly<Record<SlaSeverity, string>> = {
  CRITICAL: 'Critical',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};

type TargetFields = Record<SlaSeverity, string>;

const toFields = (targets: SlaTargets): TargetFields => ({
  CRITICAL: String(targets.CRITICAL),
  HIGH: String(targets.HIGH),
  MEDIUM: String(targets.MEDIUM),
  LOW: String(targets.LOW),
});

/** The targets form: whole days from 1 to 365 per severity, checked as typed once submitted. */
function SlaTargetsForm({ targets, onSave }: { targets: SlaTargets; onSave: (targets: SlaTargets) => void }) {
  const formId = useId();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TargetFields>({ defaultValues: toFields(targets), mode: 'onSubmit', reValidateMode: 'onChange' });
  const submit = handleSubmit((fields) => {
    onSave({
      CRITICAL: Number(fields.CRITICAL),
      HIGH: Number(fields.HIGH),
      MEDIUM: Number(fields.MEDIUM),
      LOW: Number(fields.LOW),
    });
    setSaved(true);
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby={`${formId}-legend`}>
      <p className={formStyles.legend} id={`${formId}-legend`}>
        Targets in days ({MIN_SLA_DAYS}–{MAX_SLA_DAYS}), remembered in this browser
      </p>
      <div className={formStyles.fields}>
        {SLA_SEVERITIES.map((severity) => {
          const inputId = `${formId}-${severity}`;
          const error = errors[severity]?.message;
          return (
            <div key={severity} className={formStyles.field}>
              <label htmlFor={inputId}>{LABELS[severity]}</label>
              <input
                id={inputId}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                {...register(severity, {
                  validate: (value) => slaTargetError(value) ?? true,
                  onChange: () => setSaved(false),
                })}
              />
              {error && <FieldError id={`${inputId}-error`} message={error} />}
            </div>
          );
        })}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.save}>
          Save targets
        </button>
        <span aria-live="polite" className={formStyles.saved}>
          {saved ? 'Targets saved.' : ''}
        </span>
      </div>
    </form>
  );
}

/** SLA compliance by severity against the targets, with the form that sets them. */
export const SlaCard = memo(function SlaCard({
  sla,
  targets,
  onTargetsChange,
}: {
  sla: RemediationAnalytics['sla'];
  targets: SlaTargets;
  onTargetsChange: (targets: SlaTargets) => void;
}) {
  return (
    <RemediationCard
      title="SLA compliance"
      subtitle="Fixes made within the target days of their severity"
      actions={<RemediationCsvExport label="Export SLA (CSV)" what="sla-compliance" csv={() => slaCsv(sla)} />}
    >
      <table className={styles.table}>
        <caption>SLA compliance by severity</caption>
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col">Target</th>
            <th scope="col">Within target</th>
            <th scope="col">Compliance</th>
          </tr>
        </thead>
        <tbody>
          {SLA_SEVERITIES.map((severity) => {
            const figures = sla[severity];
            const percent = figures.compliance === null ? 0 : Math.round(figures.compliance * 100);
            return (
              <tr key={severity}>
                <th scope="row">{LABELS[severity]}</th>
                <td>{figures.targetDays} d</td>
                <td>
                  {formatCount(figures.withinTarget)} of {formatCount(figures.count)}
                </td>
                <td>
                  {figures.compliance !== null && (
                    <span className={styles.meter} aria-hidden="true">
                      <span
                        className={`${styles.meterFill} ${percent < 90 ? styles.below : ''}`}
                        style={{ width: `${percent}%` }}
                      />
                    </span>
                  )}
                  {formatPercent(figures.compliance)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SlaTargetsForm targets={targets} onSave={onTargetsChange} />
    </RemediationCard>
  );
});
