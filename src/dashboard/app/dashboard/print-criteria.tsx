import printStyles from '@/dashboard/shared/print/print.module.css';
import styles from './share-toolbar.module.css';

/** The criteria as one line at the top of a printout (the filters panel is not printed). */
export function PrintCriteria({ summary }: { summary: string }) {
  return (
    <p className={`${printStyles.printOnly} ${styles.criteriaLine}`} data-print-criteria="">
      <strong>Criteria:</strong> {summary}
    </p>
  );
}
