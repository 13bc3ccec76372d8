import { useForm } from 'react-hook-form';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import form from '@/dashboard/shared/ui/form.module.css';
import { messageOf } from '@/sdk';
import { useDepsightMutation } from '@/sdk/swr';
import { acceptanceExpiryBounds, acceptanceExpiryInstant, acceptanceExpiryProblem } from '../model/acceptance-expiry';
import { ACCEPTED_RISK_KIND } from '../model/acceptances';
import type { WorklistItem } from '../model/derive-worklist';
import { PanelFrame } from './panel-frame';
import { errorLink, Field } from './ticket-form';
import styles from './worklist.module.css';

interface AcceptRiskValues {
  reason: string;
  expiresOn: string;
}

/**
 * Accept the risk of a vulnerability, account-wide: a required reason and an expiry (90 days ahead by
 * default, at most 365), saved as a security exclusion of kind advisory named by the id.
 */
export function AcceptRiskForm({ item, now, onClose }: { item: WorklistItem; now: number; onClose: () => void }) {
  const { client } = useSdk();
  const { trigger } = useDepsightMutation(client, 'exclusions.add');
  const bounds = acceptanceExpiryBounds(now);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptRiskValues>({ defaultValues: { reason: '', expiresOn: bounds.initial } });
  const submit = handleSubmit(async ({ reason, expiresOn }) => {
    try {
      await trigger([
        { kind: ACCEPTED_RISK_KIND, name: item.id },
        { domain: 'security', reason: reason.trim(), expiresAt: acceptanceExpiryInstant(expiresOn) },
      ]);
      onClose();
    } catch (failure) {
      setError('root.server', { message: messageOf(failure) ?? 'The risk could not be accepted.' });
    }
  });
  return (
    <PanelFrame title={`Accept the risk of ${item.id}`} onClose={onClose}>
      <form className={`${form.form} ${styles.actionForm}`} onSubmit={submit} noValidate>
        <p>The acceptance holds for every project of the account until it runs out.</p>
        <Field id="accept-reason" label="Reason" error={errors.reason?.message}>
          <input
            id="accept-reason"
            {...errorLink('accept-reason', errors.reason)}
            {...register('reason', { validate: (value) => value.trim() !== '' || 'A reason is required' })}
          />
        </Field>
        <Field id="accept-expiry" label="Expires on" error={errors.expiresOn?.message}>
          <input
            id="accept-expiry"
            type="date"
            min={bounds.min}
            max={bounds.max}
            {...errorLink('accept-expiry', errors.expiresOn)}
            {...register('expiresOn', { validate: (value) => acceptanceExpiryProblem(value, now) ?? true })}
          />
        </Field>
        {errors.root?.server && (
          <p role="alert" className={styles.formError}>
            {errors.root.server.message}
          </p>
        )}
        <button type="submit" className={styles.rowAction} disabled={isSubmitting}>
          Accept risk
        </button>
      </form>
    </PanelFrame>
  );
}
