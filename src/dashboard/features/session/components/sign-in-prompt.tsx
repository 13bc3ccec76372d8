import { Spinner } from '@/dashboard/shared/ui/spinner';
import styles from './access-state.module.css';

/** Shown while the stored session is checked (the user is not yet identified). */
export function SignInPrompt() {
  return (
    <section className={styles.panel} aria-labelledby="sign-in-prompt-title" aria-busy="true">
      <Spinner />
      <h1 className={styles.title} id="sign-in-prompt-title">
        Identifying you
      </h1>
      <p className={styles.text}>One moment while we check your session. Your security metrics follow.</p>
    </section>
  );
}
