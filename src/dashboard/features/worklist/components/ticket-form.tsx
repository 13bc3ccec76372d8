import { useForm } from 'react-hook-form';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { FieldError } from '@/dashboard/shared/ui/field-error';
import form from '@/dashboard/shared/ui/form.module.css';
import { messageOf } from '@/sdk';
import { useDepsight, useDepsightMutation } from '@/sdk/swr';
import { useAdvisory } from '../api/use-advisory';
import { ecosystemOf } from '../model/advisory';
import type { WorklistItem } from '../model/derive-worklist';
import { dependencyGiven, type TicketDraft, ticketDraftOf, ticketIssueOf } from '../model/ticket-draft';
import type { VulnerabilityDetails } from '../model/vulnerability-details';
import { PanelFrame } from './panel-frame';
import styles from './worklist.module.css';

export interface TicketFormProps {
  readonly item: WorklistItem;
  readonly details: VulnerabilityDetails;
  readonly accountUUID: string;
  readonly onClose: () => void;
}

/**
 * File a ticket for a vulnerability on a project: the project's issue-tracker configuration first
 * (none: it says so), then a form filled from the vulnerability and its advisory.
 */
export function TicketForm({ item, details, accountUUID, onClose }: TicketFormProps) {
  const { client } = useSdk();
  const config = useDepsight(
    client,
    'issueTracker.getProjectConfig',
    [{ uuid: accountUUID, project: item.projectUUID }],
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  const advisory = useAdvisory(ecosystemOf(details.dependency?.language), details.adviceID);
  let body: React.ReactNode;
  if (config.error)
    body = <p role="alert">The issue tracker could not be read: {messageOf(config.error) ?? 'no answer'}.</p>;
  else if (config.isLoading || advisory.state === 'loading') body = <p aria-live="polite">Loading…</p>;
  else if (config.data === null || config.data === undefined)
    body = <p>This project has no issue-tracker configuration, so no ticket can be filed for it.</p>;
  else
    body = (
      <TicketFields
        item={item}
        accountUUID={accountUUID}
        draft={ticketDraftOf(item, details, advisory.state === 'loaded' ? advisory.advisory : null)}
        missingDependency={details.dependency === null}
        onDone={onClose}
      />
    );
  return (
    <PanelFrame title={`File a ticket for ${item.id} on ${item.projectUrl}`} onClose={onClose}>
      {body}
    </PanelFrame>
  );
}

/** The dependency's three fields: all given, or none. */
const DEPENDENCY_FIELDS = [
  { name: 'language', label: 'Dependency ecosystem' },
  { name: 'name', label: 'Dependency name' },
  { name: 'version', label: 'Dependency version' },
] as const;

function TicketFields({
  item,
  accountUUID,
  draft,
  missingDependency,
  onDone,
}: {
  item: WorklistItem;
  accountUUID: string;
  draft: TicketDraft;
  missingDependency: boolean;
  onDone: () => void;
}) {
  const { client } = useSdk();
  const { trigger } = useDepsightMutation(client, 'issueTracker.createIssue');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TicketDraft>({ defaultValues: draft });
  const submit = handleSubmit(async (values) => {
    try {
      await trigger([{ uuid: accountUUID, project: item.projectUUID }, ticketIssueOf(values)]);
      onDone();
    } catch (failure) {
      setError('root.server', { message: messageOf(failure) ?? 'The ticket could not be filed.' });
    }
  });
  const whole = (value: string, values: TicketDraft) =>
    !dependencyGiven(values) || value.trim() !== '' || 'Give the ecosystem, the name and the version, or none of them';
  return (
    <form className={`${form.form} ${styles.actionForm}`} onSubmit={submit} noValidate>
      {missingDependency && (
        <p>The vulnerability does not name its dependency: type its ecosystem, name and version if you know them.</p>
      )}
      <Field id="ticket-summary" label="Summary" error={errors.summary?.message}>
        <input
          id="ticket-summary"
          {...errorLink('ticket-summary', errors.summary)}
          {...register('summary', { validate: (value) => value.trim() !== '' || 'A summary is required' })}
        />
      </Field>
      <Field id="ticket-description" label="Description">
        <textarea id="ticket-description" rows={5} {...register('description')} />
      </Field>
      <Field id="ticket-advisory" label="Advisory id">
        <input id="ticket-advisory" {...register('advisoryId')} />
      </Field>
      {DEPENDENCY_FIELDS.map(({ name, label }) => (
        <Field key={name} id={`ticket-${name}`} label={label} error={errors[name]?.message}>
          <input id={`ticket-${name}`} {...register(name, { validate: whole })} />
        </Field>
      ))}
      <Field id="ticket-branch" label="Branch">
        <input id="ticket-branch" {...register('branch')} />
      </Field>
      {errors.root?.server && (
        <p role="alert" className={styles.formError}>
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className={styles.rowAction} disabled={isSubmitting}>
        File the ticket
      </button>
    </form>
  );
}

/** An input's tie to its field's validation message (`Field`): invalid and described by it while there is one. */
export const errorLink = (id: string, error: unknown) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** A labelled field with its validation message. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
