import styles from './footer.module.css';

const COPYRIGHT_START_YEAR = 2017;
const SUPPORT_EMAIL = 'support@depsight.io';

/** The footer: terms, GDPR, a support mail link and the copyright range. */
export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <footer className={styles.footer}>
      <span>
        © {COPYRIGHT_START_YEAR}–{now.getFullYear()} depsight
      </span>
      <nav aria-label="Legal and support">
        <a href="/terms.html">Terms</a>
        <a href="/gdpr.html">GDPR</a>
        <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
      </nav>
    </footer>
  );
}
