import { type ReactNode, useMemo, useState } from 'react';
import { toCsv } from '@/dashboard/shared/export/csv';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import { SEVERITIES, SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { WORKLIST_STATUSES, type Worklist, type WorklistItem } from '../model/derive-worklist';
import { groupWorklistByVulnerability } from '../model/group-by-vulnerability';
import type { VulnerabilityDetails } from '../model/vulnerability-details';
import { VULNERABILITY_GROUP_CSV_COLUMNS, WORKLIST_CSV_COLUMNS } from '../model/worklist-csv';
import {
  toggled,
  visibleWorklistItems,
  WORKLIST_STATUS_LABELS,
  type WorklistGrouping,
  type WorklistView,
} from '../model/worklist-view';
import { AdvisoryPanel } from './advisory-panel';
import styles from './worklist.module.css';
import { WorklistGroupTable } from './worklist-group-table';
import { itemKey as itemKeyOf, WorklistTable } from './worklist-table';

export interface WorklistPanelProps {
  worklist: Worklist;
  view: WorklistView;
  onViewChange: (next: WorklistView) => void;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
  /** An item's advisory id and dependency. */
  detailsOf: (item: WorklistItem) => VulnerabilityDetails;
  /** What a row offers besides its state (its ticket, Accept risk, Undo). */
  actionsOf?: (item: WorklistItem) => ReactNode;
}

const GROUPINGS: readonly { group: WorklistGrouping; label: string }[] = [
  { group: 'project', label: 'By project' },
  { group: 'vuln', label: 'By vulnerability' },
];

const countText = (shown: number, total: number) =>
  shown === total
    ? `${total.toLocaleString('en-US')} open ${total === 1 ? 'vulnerability' : 'vulnerabilities'}`
    : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open vulnerabilities`;

/** The tiles, the filters, the export and the list of an available worklist. */
export function WorklistPanel({
  worklist,
  view,
  onViewChange,
  onOpenProject,
  detailsOf,
  actionsOf,
}: WorklistPanelProps) {
  const naming = useExportNaming();
  const items = useMemo(() => visibleWorklistItems(worklist.items, view), [worklist.items, view]);
  // The groups of the rows shown: the filters apply, and each group's projects keep the list's order.
  const groups = useMemo(
    () => (view.group === 'vuln' ? groupWorklistByVulnerability(items as WorklistItem[]) : null),
    [items, view.group],
  );
  const [advisoryOf, setAdvisoryOf] = useState<WorklistItem | null>(null);
  const { summary } = worklist;
  return (
    <>
      <div className={styles.tiles}>
        <CountTile title="Overdue now" total={summary.ALL.overdue} count={(severity) => summary[severity].overdue} />
        <CountTile
          title="Due within 7 days"
          total={summary.ALL.dueSoon}
          count={(severity) => summary[severity].dueSoon}
        />
        <CountTile
          title="Accepted risk"
          total={summary.ALL.accepted}
          count={(severity) => summary[severity].accepted}
        />
      </div>
      <div className={styles.toolbar}>
        <fieldset className={styles.filter}>
          <legend>Show</legend>
          {GROUPINGS.map((entry) => (
            <button
              key={entry.group}
              type="button"
              className={styles.chip}
              aria-pressed={view.group === entry.group}
              onClick={() => {
                if (view.group !== entry.group) onViewChange({ ...view, group: entry.group });
              }}
            >
              {entry.label}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.filter}>
          <legend>Severity</legend>
          {SEVERITIES.map((severity) => (
            <button
              key={severity}
              type="button"
              className={styles.chip}
              aria-pressed={view.severities.includes(severity)}
              onClick={() => onViewChange({ ...view, severities: toggled(view.severities, severity) })}
            >
              {severity}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.filter}>
          <legend>Status</legend>
          {WORKLIST_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className={styles.chip}
              aria-pressed={view.statuses.includes(status)}
              onClick={() => onViewChange({ ...view, statuses: toggled(view.statuses, status) })}
            >
              {WORKLIST_STATUS_LABELS[status]}
            </button>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <output className={styles.count} aria-live="polite">
            {countText(items.length, worklist.items.length)}
            {groups &&
              ` in ${groups.length.toLocaleString('en-US')} ${groups.length === 1 ? 'vulnerability' : 'vulnerabilities'}`}
          </output>
          {naming && (
            <CsvExportButton
              label="Export CSV"
              build={() =>
                groups
                  ? {
                      fileName: exportFileName(naming, 'open-vulnerabilities-by-vulnerability'),
                      csv: toCsv(VULNERABILITY_GROUP_CSV_COLUMNS, groups),
                    }
                  : {
                      fileName: exportFileName(naming, 'open-vulnerabilities'),
                      csv: toCsv(WORKLIST_CSV_COLUMNS, items),
                    }
              }
            />
          )}
        </div>
      </div>
      {advisoryOf && (
        <AdvisoryPanel
          key={itemKeyOf(advisoryOf)}
          id={advisoryOf.id}
          details={detailsOf(advisoryOf)}
          onClose={() => setAdvisoryOf(null)}
        />
      )}
      {groups ? (
        <WorklistGroupTable
          groups={groups}
          onOpenProject={onOpenProject}
          onOpenAdvisory={setAdvisoryOf}
          actionsOf={actionsOf}
        />
      ) : (
        <WorklistTable
          items={items}
          sort={view.sort}
          onSort={(sort) => onViewChange({ ...view, sort })}
          onOpenProject={onOpenProject}
          onOpenAdvisory={setAdvisoryOf}
          actionsOf={actionsOf}
        />
      )}
    </>
  );
}

function CountTile({
  title,
  total,
  count,
}: {
  title: string;
  total: number;
  count: (severity: (typeof SLA_SEVERITIES)[number]) => number;
}) {
  return (
    <div className={styles.tile}>
      <p className={styles.tileTitle}>{title}</p>
      <p className={styles.tileTotal}>{total.toLocaleString('en-US')}</p>
      <dl className={styles.tileBreakdown}>
        {SLA_SEVERITIES.map((severity) => (
          <div key={severity}>
            <dt>{severity}</dt>
            <dd>{count(severity).toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
