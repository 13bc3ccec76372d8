import { type ReactNode, useId } from 'react';
import cardStyles from '@/dashboard/shared/ui/card.module.css';
import styles from './remediation-section.module.css';

/** A titled surface inside the Remediation section (its heading is one level below the section's). */
export function RemediationCard({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={cardStyles.card} aria-labelledby={titleId}>
      <header className={cardStyles.header}>
        <h4 className={cardStyles.title} id={titleId}>
          {title}
        </h4>
        {actions && <div className={cardStyles.actions}>{actions}</div>}
      </header>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </section>
  );
}

/** The "View as table" switch of a chart: keyboard and screen-reader users get the same figures. */
export function TableToggle({
  asTable,
  onToggle,
  chartName,
}: {
  asTable: boolean;
  onToggle: () => void;
  chartName: string;
}) {
  return (
    <button type="button" className={styles.toggle} aria-pressed={asTable} onClick={onToggle}>
      {asTable ? 'View as chart' : 'View as table'}
      <span className="visually-hidden">: {chartName}</span>
    </button>
  );
}
