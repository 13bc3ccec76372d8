import type { ReactNode } from 'react';
import styles from './card.module.css';

/** A titled surface; the title is a heading so that screen-reader users can jump between cards. */
export function Card({
  title,
  actions,
  children,
  headingLevel = 2,
  id,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title && id ? `${id}-title` : undefined}
      id={id}
    >
      {(title || actions) && (
        <header className={styles.header}>
          {title && (
            <Heading className={styles.title} id={id ? `${id}-title` : undefined}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
