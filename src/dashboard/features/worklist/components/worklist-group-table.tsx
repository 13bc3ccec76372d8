import { useMemo, useState } from 'react';
import dataTable from '@/dashboard/shared/ui/data-table.module.css';
import { ChevronRightIcon } from '@/dashboard/shared/ui/icons';
import type { WorklistItem } from '../model/derive-worklist';
import type { VulnerabilityGroup } from '../model/group-by-vulnerability';
import {
  daysLeftText,
  daysText,
  GROUP_COLUMN_LABELS,
  GROUP_SORT_COLUMNS,
  WORKLIST_STATUS_LABELS,
} from '../model/worklist-view';
import { useRowWindow } from './use-row-window';
import styles from './worklist.module.css';
import { AdvisoryButton, ProjectCell, SortColumnHeader, WorklistFrame } from './worklist-cells';
import { Decision, itemKey, type WorklistTableProps } from './worklist-table';

/** The list's own, with the groups in place of its items. */
export type WorklistGroupTableProps = Omit<WorklistTableProps, 'items'> & {
  /** The groups in the order to show. */
  groups: readonly VulnerabilityGroup[];
};

const COLUMN_COUNT = GROUP_SORT_COLUMNS.length;

type Line = { kind: 'group'; group: VulnerabilityGroup; expanded: boolean } | { kind: 'item'; item: WorklistItem };

const lineKey = (line: Line) => (line.kind === 'group' ? `g\u0000${line.group.id}` : `i\u0000${itemKey(line.item)}`);

/**
 * One row per vulnerability id, virtualised like the list; a row expands (its toggle: click, Enter or
 * Space) into its projects, one line each, in the list's order.
 */
export function WorklistGroupTable({
  groups,
  sort,
  onSort,
  onOpenProject,
  onOpenAdvisory,
  actionsOf,
}: WorklistGroupTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const lines = useMemo(() => {
    const flat: Line[] = [];
    for (const group of groups) {
      const open = expanded.has(group.id);
      flat.push({ kind: 'group', group, expanded: open });
      if (open) for (const item of group.items) flat.push({ kind: 'item', item });
    }
    return flat;
  }, [groups, expanded]);
  const { scroller, visible, spaceAbove, spaceBelow } = useRowWindow(lines, lineKey);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <WorklistFrame
      scroller={scroller}
      label="Open vulnerabilities by vulnerability"
      rowCount={lines.length}
      columns={COLUMN_COUNT}
      isEmpty={groups.length === 0}
      spaceAbove={spaceAbove}
      spaceBelow={spaceBelow}
      header={GROUP_SORT_COLUMNS.map((column) => (
        <SortColumnHeader
          key={column}
          column={column}
          label={GROUP_COLUMN_LABELS[column]}
          sort={sort}
          onSort={onSort}
        />
      ))}
    >
      {visible.map((row) => {
        const line = lines[row.index];
        if (!line) return null;
        const className = `${dataTable.bodyRow} ${styles.row}`;
        if (line.kind === 'group') {
          const { group } = line;
          return (
            <tr key={row.key} aria-rowindex={row.index + 2} className={className}>
              <td className={styles.id}>
                <span className={styles.groupId}>
                  <button
                    type="button"
                    className={styles.expander}
                    aria-expanded={line.expanded}
                    aria-label={`${line.expanded ? 'Hide' : 'Show'} the projects of ${group.id}`}
                    onClick={() => toggle(group.id)}
                  >
                    <ChevronRightIcon size={14} className={line.expanded ? styles.turned : undefined} />
                  </button>
                  <AdvisoryButton item={group.items[0] as WorklistItem} onOpenAdvisory={onOpenAdvisory} />
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
        const { item } = line;
        return (
          <tr key={row.key} aria-rowindex={row.index + 2} className={`${className} ${styles.subRow}`}>
            <ProjectCell item={item} onOpenProject={onOpenProject} />
            <td>{item.projectBranch}</td>
            <td colSpan={2}>{WORKLIST_STATUS_LABELS[item.status]}</td>
            <td className={dataTable.number}>{daysText(item.ageDays)}</td>
            <td className={dataTable.number}>{daysLeftText(item.daysLeft)}</td>
            <td colSpan={2} className={styles.decisionCell}>
              <Decision item={item} actions={actionsOf?.(item)} />
            </td>
          </tr>
        );
      })}
    </WorklistFrame>
  );
}
