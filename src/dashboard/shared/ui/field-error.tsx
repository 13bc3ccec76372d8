import styles from './field-error.module.css';

/** A form field's validation message, tied to its input by `id` (the input's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className={styles.fieldError} id={id}>
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}
