import { useMemo } from 'react';
import { toCsv } from '@/dashboard/shared/export/csv';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import { SEVERITIES, SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { WORKLIST_STATUSES, type Worklist } from '../model/derive-worklist';
import { WORKLIST_CSV_COLUMNS } from '../model/worklist-csv';
import { toggled, visibleWorklistItems, WORKLIST_STATUS_LABELS, type WorklistView } from '../model/worklist-view';
import styles from './worklist.module.css';
import { WorklistTable } from './worklist-table';

export interface WorklistPanelProps {
  worklist: Worklist;
  view: WorklistView;
  onViewChange: (next: WorklistView) => void;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
}

const countText = (shown: number, total: number) =>
  shown === total
    ? `${total.toLocaleString('en-US')} open ${total === 1 ? 'vulnerability' : 'vulnerabilities'}`
    : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open vulnerabilities`;

/** The tiles, the filters, the export and the list of an available worklist. */
export function WorklistPanel({ worklist, view, onViewChange, onOpenProject }: WorklistPanelProps) {
  const naming = useExportNaming();
  const items = useMemo(() => visibleWorklistItems(worklist.items, view), [worklist.items, view]);
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
      </div>
      <div className={styles.toolbar}>
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
          </output>
          {naming && (
            <CsvExportButton
              label="Export CSV"
              build={() => ({
                fileName: exportFileName(naming, 'open-vulnerabilities'),
                csv: toCsv(WORKLIST_CSV_COLUMNS, items),
              })}
            />
          )}
        </div>
      </div>
      <WorklistTable
        items={items}
        sort={view.sort}
        onSort={(sort) => onViewChange({ ...view, sort })}
        onOpenProject={onOpenProject}
      />
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
