import styles from './metrics-page.module.css';

/** What the Metrics section shows after a failed load, until the next Apply or a retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failure}>
      <p className={styles.failureText}>
        <strong>The last load failed.</strong> {message}
      </p>
      <button type="button" className={styles.failureRetry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
