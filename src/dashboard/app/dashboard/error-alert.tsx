import { Alert } from '@/dashboard/shared/ui/alert';
import styles from './error-alert.module.css';

/**
 * The load error of the metrics call. `useDashboardData` keeps the message for 10 s and then clears
 * it, so this only shows what it is given. The message comes from the server: rendered as text.
 */
export function ErrorAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert>
      <span className={styles.content}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          aria-hidden="true"
        >
          <path d="M12 3.5 2.5 20h19L12 3.5Z" strokeLinejoin="round" />
          <path d="M12 10v4.5M12 17.5v.01" strokeLinecap="round" />
        </svg>
        <span>
          <strong>The metrics could not be loaded.</strong> {message}
        </span>
      </span>
    </Alert>
  );
}
