import styles from './views.module.css';

/** The criteria as one line at the top of a printout (the filters panel is not printed). */
export function PrintCriteria({ summary }: { summary: string }) {
  return (
    <p className={`${styles.printOnly} ${styles.criteriaLine}`} data-print-criteria="">
      <strong>Criteria:</strong> {summary}
    </p>
  );
}
