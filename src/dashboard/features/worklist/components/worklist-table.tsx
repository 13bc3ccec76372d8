import type { ReactNode } from 'react';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import type { WorklistItem } from '../model/derive-worklist';
import type { WorklistEntry } from '../model/worklist-listing';
import {
  acceptanceText,
  daysLeftText,
  daysText,
  WORKLIST_COLUMN_LABELS,
  WORKLIST_SORT_COLUMNS,
  type WorklistSort,
  type WorklistSortColumn,
} from '../model/worklist-view';
import { EpssValue, KevBadge, TargetText } from './exploitation-cells';
import styles from './worklist.module.css';
import { AdvisoryButton, type ListingProps, ProjectCell, SortColumnHeader, WorklistFrame } from './worklist-cells';

export interface WorklistTableProps extends ListingProps {
  sort: WorklistSort | null;
  onSort: (sort: WorklistSort) => void;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
  /** Opens the advisory of a vulnerability (its id's button). */
  onOpenAdvisory: (entry: WorklistEntry) => void;
  /** What a row offers besides its state (the ticket, Accept risk, Undo); nothing when absent. */
  actionsOf?: (entry: WorklistEntry) => ReactNode;
  /** The page's clock reading: a KEV date of another year says its year. */
  now: number;
}

export const itemKey = (item: WorklistItem) => `${item.projectUUID}\u0000${item.projectBranch}\u0000${item.id}`;

/** The columns shown: EPSS only where the answer has exploitation data. */
const columnsOf = (exploitation: boolean): readonly WorklistSortColumn[] =>
  exploitation ? WORKLIST_SORT_COLUMNS : WORKLIST_SORT_COLUMNS.filter((column) => column !== 'epss');

/**
 * The open vulnerabilities, one row each, virtualised: only the rows in view are drawn. Every header
 * sorts; the project's name opens its row in the projects table.
 */
export function WorklistTable({
  sort,
  onSort,
  onOpenProject,
  onOpenAdvisory,
  actionsOf,
  now,
  ...listing
}: WorklistTableProps) {
  const columns = columnsOf(listing.listing.exploitation);
  return (
    <WorklistFrame
      {...listing}
      label="Open vulnerabilities"
      widths={[
        ...columns.map((column) => (column === 'project' ? styles.widestColumn : undefined)),
        styles.decisionColumn,
      ]}
      header={
        <>
          {columns.map((column) => (
            <SortColumnHeader
              key={column}
              column={column}
              label={WORKLIST_COLUMN_LABELS[column]}
              sort={sort}
              onSort={onSort}
            />
          ))}
          <th scope="col">Decision</th>
        </>
      }
      drawLine={(line, index) => {
        if (line.kind !== 'item') return null;
        const { item } = line.entry;
        const late = item.daysLeft !== null && item.daysLeft < 0;
        return (
          <tr key={itemKey(item)} aria-rowindex={index + 2} className={`${dataTable.bodyRow} ${styles.row}`}>
            <ProjectCell item={item} onOpenProject={onOpenProject} />
            <td title={item.projectBranch}>{item.projectBranch}</td>
            <td className={styles.id}>
              <span className={styles.idLine}>
                <AdvisoryButton entry={line.entry} onOpenAdvisory={onOpenAdvisory} />
                {item.kev && <KevBadge kev={item.kev} now={now} />}
              </span>
            </td>
            <td>{item.severity}</td>
            {columns.includes('epss') && (
              <td className={dataTable.number}>
                <EpssValue epss={item.epss} />
              </td>
            )}
            <td className={dataTable.number}>{daysText(item.ageDays)}</td>
            <td className={dataTable.number}>
              <TargetText item={item} now={now} />
            </td>
            <td className={`${dataTable.number} ${late ? styles.late : ''}`}>{daysLeftText(item.daysLeft)}</td>
            <td className={styles.decisionCell}>
              <Decision item={item} actions={actionsOf?.(line.entry)} />
            </td>
          </tr>
        );
      }}
    />
  );
}

/** The accepted risk (until when, or that it ran out, with the reason) and the row's actions. */
export function Decision({ item, actions }: { item: WorklistItem; actions?: ReactNode }) {
  const { acceptance } = item;
  return (
    <span className={styles.decision}>
      {acceptance && (
        <span
          className={acceptance.state === 'expired' ? styles.acceptanceExpired : styles.acceptance}
          title={acceptance.reason}
        >
          <span className={styles.acceptanceState}>{acceptanceText(acceptance)}</span>
          {/* The reason gives way (whole on hover); the state reads whole. */}
          {acceptance.reason !== '' && (
            <span className={styles.reason} data-gives-way="">
              : {acceptance.reason}
            </span>
          )}
        </span>
      )}
      {actions}
    </span>
  );
}
