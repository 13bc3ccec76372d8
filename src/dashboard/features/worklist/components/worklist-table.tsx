import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { displayVulnerabilityId } from '@/dashboard/shared/metrics/display';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import linkButton from '@/dashboard/shared/ui/link-button.module.css';
import { SortHeaderCell } from '@/dashboard/shared/ui/sort-header-cell';
import type { WorklistItem } from '../model/derive-worklist';
import {
  daysLeftText,
  daysText,
  nextWorklistSort,
  WORKLIST_COLUMN_LABELS,
  WORKLIST_SORT_COLUMNS,
  type WorklistSort,
  type WorklistSortColumn,
} from '../model/worklist-view';
import styles from './worklist.module.css';

export interface WorklistTableProps {
  items: readonly WorklistItem[];
  sort: WorklistSort | null;
  onSort: (sort: WorklistSort) => void;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}

/** Every row is one line of text: a fixed height, so 5,000+ rows scroll without measuring any. */
const ROW_HEIGHT = 41;
const HEADER_HEIGHT = 41;
const OVERSCAN = 10;

const itemKey = (item: WorklistItem) => `${item.projectUUID}\u0000${item.projectBranch}\u0000${item.id}`;

/**
 * The open vulnerabilities, one row each, virtualised: only the rows in view are drawn. Every header
 * sorts; the project's name opens its row in the projects table.
 */
export function WorklistTable({ items, sort, onSort, onOpenProject }: WorklistTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // A new getItemKey makes the virtualiser key and place every item again: one per list, not per render
  // (the page renders again on every address change, a sort of the projects table included).
  const getItemKey = useCallback((index: number) => (items[index] ? itemKey(items[index]) : index), [items]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const spaceAbove = first ? first.start - HEADER_HEIGHT : 0;
  const spaceBelow = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - HEADER_HEIGHT)) : 0;

  return (
    <div ref={scroller} className={`${dataTable.scroller} ${styles.scroller}`}>
      <table
        className={`${dataTable.table} ${styles.table}`}
        aria-label="Open vulnerabilities"
        aria-rowcount={items.length + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            {WORKLIST_SORT_COLUMNS.map((column) => (
              <HeaderCell key={column} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        {items.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={WORKLIST_SORT_COLUMNS.length} className={styles.empty}>
                No open vulnerabilities match these filters
              </td>
            </tr>
          </tbody>
        )}
        {spaceAbove > 0 && <Spacer height={spaceAbove} />}
        <tbody>
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            const late = item.daysLeft !== null && item.daysLeft < 0;
            return (
              <tr key={row.key} aria-rowindex={row.index + 2} className={`${dataTable.bodyRow} ${styles.row}`}>
                <td className={styles.projectCell}>
                  <button
                    type="button"
                    className={linkButton.linkButton}
                    title={`Show ${item.projectUrl} in the projects table`}
                    onClick={() => onOpenProject(item.projectUUID, item.projectBranch)}
                  >
                    {item.projectUrl}
                  </button>
                </td>
                <td>{item.projectBranch}</td>
                <td className={styles.id} title={item.id}>
                  {displayVulnerabilityId(item.id)}
                </td>
                <td>{item.severity}</td>
                <td className={dataTable.number}>{daysText(item.ageDays)}</td>
                <td className={dataTable.number}>{daysText(item.targetDays)}</td>
                <td className={`${dataTable.number} ${late ? styles.late : ''}`}>{daysLeftText(item.daysLeft)}</td>
              </tr>
            );
          })}
        </tbody>
        {spaceBelow > 0 && <Spacer height={spaceBelow} />}
      </table>
    </div>
  );
}

function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: WorklistSortColumn;
  sort: WorklistSort | null;
  onSort: (sort: WorklistSort) => void;
}) {
  return (
    <SortHeaderCell
      label={WORKLIST_COLUMN_LABELS[column]}
      direction={sort?.column === column ? sort.direction : null}
      onSort={() => onSort(nextWorklistSort(sort, column))}
    />
  );
}

/** Stands in for the rows outside the window, so the scrollbar reflects the whole list. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={WORKLIST_SORT_COLUMNS.length} className={styles.spacer} style={{ height }} />
      </tr>
    </tbody>
  );
}
