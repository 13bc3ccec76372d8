import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import { ChevronRightIcon } from '@/dashboard/shared/ui/icons';
import type { WorklistLine } from '../model/worklist-listing';
import {
  daysLeftText,
  daysText,
  GROUP_COLUMN_LABELS,
  GROUP_SORT_COLUMNS,
  type GroupSortColumn,
  WORKLIST_STATUS_LABELS,
} from '../model/worklist-view';
import { EpssValue, GroupKevBadge } from './exploitation-cells';
import styles from './worklist.module.css';
import { AdvisoryButton, ProjectCell, SortColumnHeader, WorklistFrame } from './worklist-cells';
import { Decision, itemKey, type WorklistTableProps } from './worklist-table';

/** The list's own, and the toggle of a group's projects. */
export type WorklistGroupTableProps = WorklistTableProps & {
  /** Opens or closes the projects of the vulnerability `id`. */
  onToggleGroup: (id: string) => void;
};

/** The columns shown: EPSS only where the answer has exploitation data. */
const columnsOf = (exploitation: boolean): readonly GroupSortColumn[] =>
  exploitation ? GROUP_SORT_COLUMNS : GROUP_SORT_COLUMNS.filter((column) => column !== 'epss');

/**
 * One row per vulnerability id, virtualised like the list; a row expands (its toggle: click, Enter or
 * Space) into its projects, one line each, in the list's order.
 */
export function WorklistGroupTable({ sort, onSort, onToggleGroup, ...rest }: WorklistGroupTableProps) {
  const { onOpenProject, onOpenAdvisory, actionsOf, now: _now, ...listing } = rest;
  const columns = columnsOf(listing.listing.exploitation);
  const epss = columns.includes('epss');
  return (
    <WorklistFrame
      {...listing}
      label="Open vulnerabilities by vulnerability"
      widths={columns.map((column) => (column === 'id' ? styles.widestColumn : undefined))}
      header={columns.map((column) => (
        <SortColumnHeader
          key={column}
          column={column}
          label={GROUP_COLUMN_LABELS[column]}
          sort={sort}
          onSort={onSort}
        />
      ))}
      drawLine={(line, index) => {
        const className = `${dataTable.bodyRow} ${styles.row}`;
        if (line.kind === 'group')
          return (
            <tr key={`g\u0000${line.group.id}`} aria-rowindex={index + 2} className={className}>
              <GroupCells line={line} epss={epss} onToggleGroup={onToggleGroup} onOpenAdvisory={onOpenAdvisory} />
            </tr>
          );
        const { item } = line.entry;
        return (
          <tr key={`i\u0000${itemKey(item)}`} aria-rowindex={index + 2} className={`${className} ${styles.subRow}`}>
            <ProjectCell item={item} onOpenProject={onOpenProject} />
            <td title={item.projectBranch}>{item.projectBranch}</td>
            {epss && (
              <td className={dataTable.number}>
                <EpssValue epss={item.epss} />
              </td>
            )}
            <td colSpan={2}>{WORKLIST_STATUS_LABELS[item.status]}</td>
            <td className={dataTable.number}>{daysText(item.ageDays)}</td>
            <td className={dataTable.number}>{daysLeftText(item.daysLeft)}</td>
            <td colSpan={2} className={styles.decisionCell}>
              <Decision item={item} actions={actionsOf?.(line.entry)} />
            </td>
          </tr>
        );
      }}
    />
  );
}

/** A group's cells: its id (with its toggle and KEV badge) and its figures. */
function GroupCells({
  line,
  epss,
  onToggleGroup,
  onOpenAdvisory,
}: {
  line: Extract<WorklistLine, { kind: 'group' }>;
  epss: boolean;
  onToggleGroup: (id: string) => void;
  onOpenAdvisory: WorklistTableProps['onOpenAdvisory'];
}) {
  const { group } = line;
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <>
      <td className={styles.id}>
        <span className={styles.groupId}>
          <button
            type="button"
            className={styles.expander}
            aria-expanded={line.expanded}
            aria-label={`${line.expanded ? 'Hide' : 'Show'} the projects of ${group.id}`}
            onClick={() => onToggleGroup(group.id)}
          >
            <ChevronRightIcon size={14} className={line.expanded ? styles.turned : undefined} />
          </button>
          <AdvisoryButton entry={line.first} onOpenAdvisory={onOpenAdvisory} />
          {group.kev && <GroupKevBadge />}
        </span>
      </td>
      <td>{group.severity}</td>
      {epss && (
        <td className={dataTable.number}>
          <EpssValue epss={line.epss} />
        </td>
      )}
      <td className={dataTable.number}>{count(group.projects)}</td>
      <td className={dataTable.number}>{count(group.open)}</td>
      <td className={`${dataTable.number} ${group.overdue > 0 ? styles.late : ''}`}>{count(group.overdue)}</td>
      <td className={dataTable.number}>{count(group.accepted)}</td>
      <td className={dataTable.number}>{daysText(group.oldestAgeDays)}</td>
      <td className={dataTable.number}>{daysText(group.mostDaysLate)}</td>
    </>
  );
}
