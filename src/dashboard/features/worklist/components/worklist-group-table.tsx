import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import { ChevronRightIcon } from '@/dashboard/shared/ui/icons';
import {
  daysLeftText,
  daysText,
  GROUP_COLUMN_LABELS,
  GROUP_SORT_COLUMNS,
  WORKLIST_STATUS_LABELS,
} from '../model/worklist-view';
import styles from './worklist.module.css';
import { AdvisoryButton, ProjectCell, SortColumnHeader, WorklistFrame } from './worklist-cells';
import { Decision, itemKey, type WorklistTableProps } from './worklist-table';

/** The list's own, and the toggle of a group's projects. */
export type WorklistGroupTableProps = WorklistTableProps & {
  /** Opens or closes the projects of the vulnerability `id`. */
  onToggleGroup: (id: string) => void;
};

const COLUMN_COUNT = GROUP_SORT_COLUMNS.length;

/**
 * One row per vulnerability id, virtualised like the list; a row expands (its toggle: click, Enter or
 * Space) into its projects, one line each, in the list's order.
 */
export function WorklistGroupTable({
  sort,
  onSort,
  onOpenProject,
  onOpenAdvisory,
  actionsOf,
  onToggleGroup,
  ...listing
}: WorklistGroupTableProps) {
  return (
    <WorklistFrame
      {...listing}
      label="Open vulnerabilities by vulnerability"
      columns={COLUMN_COUNT}
      header={GROUP_SORT_COLUMNS.map((column) => (
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
        if (line.kind === 'group') {
          const { group } = line;
          return (
            <tr key={`g\u0000${group.id}`} aria-rowindex={index + 2} className={className}>
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
                </span>
              </td>
              <td>{group.severity}</td>
              <td className={dataTable.number}>{group.projects.toLocaleString('en-US')}</td>
              <td className={dataTable.number}>{group.open.toLocaleString('en-US')}</td>
              <td className={`${dataTable.number} ${group.overdue > 0 ? styles.late : ''}`}>
                {group.overdue.toLocaleString('en-US')}
              </td>
              <td className={dataTable.number}>{group.accepted.toLocaleString('en-US')}</td>
              <td className={dataTable.number}>{daysText(group.oldestAgeDays)}</td>
              <td className={dataTable.number}>{daysText(group.mostDaysLate)}</td>
            </tr>
          );
        }
        const { item } = line.entry;
        return (
          <tr key={`i\u0000${itemKey(item)}`} aria-rowindex={index + 2} className={`${className} ${styles.subRow}`}>
            <ProjectCell item={item} onOpenProject={onOpenProject} />
            <td>{item.projectBranch}</td>
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
