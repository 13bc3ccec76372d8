import styles from './spinner.module.css';

/** A spinner with the hidden text 'Loading...' for screen readers (the page's pending state). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
