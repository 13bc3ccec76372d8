import { useCallback, useMemo, useState } from 'react';
import { toCsv } from '@/dashboard/shared/export/csv';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import { SEVERITIES, SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { TicketReadsProvider } from '../api/ticket-reads';
import type { AcceptedRisk } from '../model/acceptances';
import { WORKLIST_STATUSES, type Worklist, type WorklistItem } from '../model/derive-worklist';
import { groupWorklistByVulnerability } from '../model/group-by-vulnerability';
import type { VulnerabilityDetails } from '../model/vulnerability-details';
import { VULNERABILITY_GROUP_CSV_COLUMNS, WORKLIST_CSV_COLUMNS } from '../model/worklist-csv';
import {
  sortedVulnerabilityGroups,
  toggled,
  visibleWorklistItems,
  WORKLIST_STATUS_LABELS,
  type WorklistGrouping,
  type WorklistView,
} from '../model/worklist-view';
import { AcceptRiskForm } from './accept-risk-form';
import { AdvisoryPanel } from './advisory-panel';
import { RowActions } from './row-actions';
import { TicketForm } from './ticket-form';
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
  /** The signed-in account: its tickets are read and filed, its risks accepted. */
  accountUUID: string | undefined;
  /** The user may file tickets, accept risks and undo them. */
  mayWrite: boolean;
  /** The account's accepted risks (Undo removes those of an id). */
  risks: readonly AcceptedRisk[];
  /** The page's clock reading: the accept-risk form's days count from it. */
  now: number;
}

/** The panel open above the list: a vulnerability's advisory, or a form for one of its rows. */
type OpenPanel = { kind: 'advisory' | 'ticket' | 'accept'; item: WorklistItem } | null;

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
  accountUUID,
  mayWrite,
  risks,
  now,
}: WorklistPanelProps) {
  const naming = useExportNaming();
  const items = useMemo(() => visibleWorklistItems(worklist.items, view), [worklist.items, view]);
  // The groups of the rows shown: the filters apply, and each group's projects keep the list's order.
  const groups = useMemo(
    () =>
      view.group === 'vuln'
        ? sortedVulnerabilityGroups(groupWorklistByVulnerability(items as WorklistItem[]), view.sort)
        : null,
    [items, view.group, view.sort],
  );
  const [open, setOpen] = useState<OpenPanel>(null);
  const close = useCallback(() => setOpen(null), []);
  const openAdvisory = useCallback((item: WorklistItem) => setOpen({ kind: 'advisory', item }), []);
  const actionsOf = useMemo(
    () =>
      accountUUID === undefined || accountUUID === ''
        ? undefined
        : (item: WorklistItem) => (
            <RowActions
              item={item}
              accountUUID={accountUUID}
              mayWrite={mayWrite}
              risks={risks}
              onFileTicket={(target) => setOpen({ kind: 'ticket', item: target })}
              onAcceptRisk={(target) => setOpen({ kind: 'accept', item: target })}
            />
          ),
    [accountUUID, mayWrite, risks],
  );
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
      {open?.kind === 'advisory' && (
        <AdvisoryPanel key={itemKeyOf(open.item)} id={open.item.id} details={detailsOf(open.item)} onClose={close} />
      )}
      {open?.kind === 'ticket' && accountUUID && (
        <TicketForm
          key={itemKeyOf(open.item)}
          item={open.item}
          details={detailsOf(open.item)}
          accountUUID={accountUUID}
          onClose={close}
        />
      )}
      {open?.kind === 'accept' && (
        <AcceptRiskForm key={itemKeyOf(open.item)} item={open.item} now={now} onClose={close} />
      )}
      <TicketReadsProvider>
        {groups ? (
          <WorklistGroupTable
            groups={groups}
            sort={view.sort}
            onSort={(sort) => onViewChange({ ...view, sort })}
            onOpenProject={onOpenProject}
            onOpenAdvisory={openAdvisory}
            actionsOf={actionsOf}
          />
        ) : (
          <WorklistTable
            items={items}
            sort={view.sort}
            onSort={(sort) => onViewChange({ ...view, sort })}
            onOpenProject={onOpenProject}
            onOpenAdvisory={openAdvisory}
            actionsOf={actionsOf}
          />
        )}
      </TicketReadsProvider>
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
