import { MESSAGES } from '@/sdk';
import styles from './access-state.module.css';

/**
 * What a visitor who is not authenticated sees instead of the metrics. The word 'login' opens the
 * login dialog through `onLogin` (the session delays it by 0.5 s).
 */
export function LoginRequired({ onLogin }: { onLogin: () => void }) {
  return (
    <section className={styles.panel} aria-labelledby="login-required-banner">
      <span className={styles.icon}>
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
        </svg>
      </span>
      <h1 className={styles.banner} id="login-required-banner">
        {MESSAGES.loginRequired}
      </h1>
      <p className={styles.text}>
        Please{' '}
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          login
        </button>{' '}
        with your credentials to see the security metrics of your projects.
      </p>
    </section>
  );
}
