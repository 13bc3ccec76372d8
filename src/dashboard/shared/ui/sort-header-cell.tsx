import { ArrowDownIcon, ArrowUpIcon } from './icons';
import styles from './sort-header-cell.module.css';

/**
 * A column header that sorts: its label is a button (click, Enter or Space), the cell carries
 * aria-sort, and an arrow shows the direction of the sorted column (a faint one on hover or focus of
 * the others).
 */
export function SortHeaderCell({
  label,
  direction,
  onSort,
}: {
  label: string;
  /** Null: the table is not sorted by this column. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  const ariaSort = direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {label}
        {direction === 'desc' ? (
          <ArrowDownIcon size={13} />
        ) : (
          <ArrowUpIcon size={13} className={direction === 'asc' ? undefined : styles.sortIdle} />
        )}
      </button>
    </th>
  );
}
