import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/dashboard/shared/ui/icons';
import type { ProjectSort, SortColumn } from '../model/project-sort';
import styles from './sort-header-button.module.css';

/**
 * The label of a sortable column header as a button (click, Enter or Space sorts); the header cell
 * carries aria-sort. The arrow shows the direction of the sorted column.
 */
export function SortHeaderButton({
  column,
  sort,
  onSort,
  children,
}: {
  column: SortColumn;
  sort: ProjectSort | null;
  onSort: (column: SortColumn) => void;
  children: ReactNode;
}) {
  const direction = sort?.column === column ? sort.direction : null;
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
      {children}
      {direction === 'desc' ? (
        <ArrowDownIcon size={13} className={styles.sortIcon} />
      ) : (
        <ArrowUpIcon size={13} className={direction === 'asc' ? styles.sortIcon : styles.sortIconIdle} />
      )}
    </button>
  );
}
