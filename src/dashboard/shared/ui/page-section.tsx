import { type ReactNode, useId } from 'react';
import styles from './page-section.module.css';

/**
 * One of the page's sections below the table (Remediation, Open vulnerabilities...): a region named
 * by its heading, with an optional line that says what it answers, then its content. `busy` while
 * its content is still to come (aria-busy).
 */
export function PageSection({
  title,
  intro,
  busy = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h3 className={styles.title} id={titleId}>
        {title}
      </h3>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
