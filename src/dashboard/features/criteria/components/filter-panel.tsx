import { useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  buildFilterQuery,
  defaultFilterForm,
  type FilterForm,
  type FilterQuery,
  stripWhitespace,
} from '@/dashboard/shared/metrics/filters';
import { Card } from '@/dashboard/shared/ui/card';
import { FieldError } from '@/dashboard/shared/ui/field-error';
import formStyles from '@/dashboard/shared/ui/form.module.css';
import type { TeamReference } from '@/sdk';
import { endDateError } from '../model/filter-validation';
import styles from './filter-panel.module.css';

/**
 * Strips whitespace from the input's text as the user types, keeping the caret where it was among the
 * remaining characters (setting `value` alone would throw it to the end).
 */
export function stripWhitespaceInPlace(input: HTMLInputElement): void {
  const stripped = stripWhitespace(input.value);
  if (stripped === input.value) return;
  const caret = stripWhitespace(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  input.value = stripped;
  input.setSelectionRange(caret, caret);
}

/** A registered input whose whitespace goes before react-hook-form stores the value. */
function strippedAsTyped(field: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event) => {
      if (event.target instanceof HTMLInputElement) stripWhitespaceInPlace(event.target);
      return field.onChange(event);
    },
  };
}

export interface FilterPanelProps {
  /** The user's teams, listed in the team selector. */
  teams: readonly TeamReference[];
  /** Whether the account has the 'teams' feature: the team selector shows only then. */
  showTeamSelector: boolean;
  /**
   * The applied criteria (the page address's): the form shows them, and shows them again whenever
   * they change (Back, Forward); the defaults when absent.
   */
  values?: FilterForm;
  /** Receives the query built from the form on Apply. */
  onApply: (query: FilterQuery) => void;
}

/** The 'Metrics criteria' panel. */
export function FilterPanel({ teams, showTeamSelector, values, onApply }: FilterPanelProps) {
  const ids = useId();
  // `values` (not only default values): the form follows the applied criteria when they change.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterForm>({ defaultValues: values ?? defaultFilterForm(), values });

  const endDateMessage = errors.endDate?.message;

  return (
    <Card title="Metrics criteria" id="metrics-criteria">
      <form className={formStyles.form} noValidate onSubmit={handleSubmit((form) => onApply(buildFilterQuery(form)))}>
        <div className={`${formStyles.field} ${styles.field}`}>
          <label htmlFor={`${ids}-start`}>Start date</label>
          <input id={`${ids}-start`} type="date" {...register('startDate', { deps: 'endDate' })} />
        </div>
        <div className={`${formStyles.field} ${styles.field}`}>
          <label htmlFor={`${ids}-end`}>End date</label>
          <input
            id={`${ids}-end`}
            type="date"
            aria-invalid={endDateMessage ? true : undefined}
            aria-describedby={endDateMessage ? `${ids}-end-error` : undefined}
            {...register('endDate', {
              validate: (endDate, form) => endDateError(form.startDate, endDate) ?? true,
            })}
          />
          {endDateMessage && <FieldError id={`${ids}-end-error`} message={endDateMessage} />}
        </div>
        <ListField
          id={`${ids}-branches`}
          label="Branches"
          hint="Comma-separated; * for every branch."
          field={strippedAsTyped(register('branches'))}
        />
        <ListField
          id={`${ids}-tags`}
          label="Tags"
          hint="Comma-separated; empty for every tag."
          field={strippedAsTyped(register('tags'))}
        />
        {showTeamSelector && (
          <div className={`${formStyles.field} ${styles.field}`}>
            <label htmlFor={`${ids}-team`}>Team</label>
            <select id={`${ids}-team`} {...register('teamUUID')}>
              <option value="">All teams</option>
              {teams.map((team) => (
                <option key={team.uuid} value={team.uuid}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('cached')} />
          Use cached results
        </label>
        <button type="submit" className={styles.apply}>
          Apply
        </button>
      </form>
    </Card>
  );
}

interface ListFieldProps {
  id: string;
  label: string;
  hint: string;
  /** The form's registration of the field (its ref included). */
  field: UseFormRegisterReturn;
}

/** A comma-separated list typed in a text field, with its hint tied to it. */
function ListField({ id, label, hint, field }: ListFieldProps) {
  return (
    <div className={`${formStyles.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" spellCheck={false} aria-describedby={`${id}-hint`} {...field} />
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
