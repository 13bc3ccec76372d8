import { useCallback, useId, useRef, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { Alert } from '@/dashboard/shared/ui/alert';
import { FieldError } from '@/dashboard/shared/ui/field-error';
import formStyles from '@/dashboard/shared/ui/form.module.css';
import { ApiError, isValidEmail, messageOf } from '@/sdk';
import { UnusableUserError } from '../normalize-user';
import styles from './login-dialog.module.css';
import { useDialogFocus } from './use-dialog-focus';

export const LOGIN_DIALOG_TEXTS = {
  title: 'Log in to depsight',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, such as name@company.com.',
  passwordRequired: 'Enter your password.',
  /** A refusal whose body carries no message of its own. */
  rejected: 'The e-mail address or password is not valid.',
  /** No answer from the server at all (network failure, time-out). */
  unreachable: 'The sign-in could not be completed. Check your connection and try again.',
} as const;

interface Credentials {
  email: string;
  password: string;
}

export interface LoginDialogProps {
  /** Signs in; resolves when the user is loaded (the session then hides the dialog), rejects on failure. */
  onSignIn: (email: string, password: string) => Promise<void>;
  /** Closes the dialog without signing in (Cancel or Escape). */
  onDismiss: () => void;
}

/**
 * The sign-in lock: a modal dialog with the e-mail and password. Focus moves in on open, stays
 * inside while open and returns to where it was on close. Mount it only while the lock is visible.
 */
export function LoginDialog({ onSignIn, onDismiss }: LoginDialogProps) {
  const ids = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const focusEmail = useCallback(() => setFocus('email'), [setFocus]);
  useDialogFocus(dialogRef, focusEmail, onDismiss);

  const submit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      await onSignIn(email.trim(), password);
    } catch (error) {
      setServerError(signInProblem(error));
    }
  });

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-description`}
      >
        <h2 className={styles.title} id={`${ids}-title`}>
          {LOGIN_DIALOG_TEXTS.title}
        </h2>
        <p className={styles.description} id={`${ids}-description`}>
          Use the e-mail address and password of your depsight account.
        </p>
        <form
          className={formStyles.form}
          noValidate
          aria-busy={isSubmitting}
          onSubmit={(event) => {
            // A second Enter while the first sign-in is under way sends nothing.
            if (isSubmitting) event.preventDefault();
            else void submit(event);
          }}
        >
          {serverError && <Alert>{serverError}</Alert>}
          <CredentialFields ids={ids} register={register} errors={errors} />
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onDismiss}>
              Cancel
            </button>
            {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
            <button type="submit" className={styles.primary} aria-disabled={isSubmitting}>
              {isSubmitting ? 'Logging in…' : 'Log in'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** The server's message is shown as text only; anything else gets a message of our own. */
function signInProblem(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.body) ?? LOGIN_DIALOG_TEXTS.rejected;
  return error instanceof UnusableUserError ? error.message : LOGIN_DIALOG_TEXTS.unreachable;
}

interface CredentialFieldsProps {
  /** The dialog's id prefix: each field's id and its error's are made from it. */
  ids: string;
  register: UseFormRegister<Credentials>;
  errors: FieldErrors<Credentials>;
}

/** The e-mail and password fields, each with its check's message under it and tied to it. */
function CredentialFields({ ids, register, errors }: CredentialFieldsProps) {
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  return (
    <>
      <div className={`${formStyles.field} ${styles.field}`}>
        <label htmlFor={`${ids}-email`}>E-mail</label>
        <input
          id={`${ids}-email`}
          type="email"
          autoComplete="username"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids}-email-error` : undefined}
          {...register('email', {
            required: LOGIN_DIALOG_TEXTS.emailRequired,
            validate: (value) => isValidEmail(value) || LOGIN_DIALOG_TEXTS.emailInvalid,
          })}
        />
        {emailError && <FieldError id={`${ids}-email-error`} message={emailError} />}
      </div>
      <div className={`${formStyles.field} ${styles.field}`}>
        <label htmlFor={`${ids}-password`}>Password</label>
        <input
          id={`${ids}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${ids}-password-error` : undefined}
          {...register('password', { required: LOGIN_DIALOG_TEXTS.passwordRequired })}
        />
        {passwordError && <FieldError id={`${ids}-password-error`} message={passwordError} />}
      </div>
    </>
  );
}
