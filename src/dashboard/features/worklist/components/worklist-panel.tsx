import { useCallback, useMemo, useState } from 'react';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import { SEVERITIES, SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { TicketReadsProvider } from '../api/ticket-reads';
import type { WorklistData } from '../api/use-worklist';
import type { AcceptedRisk } from '../model/acceptances';
import { WORKLIST_STATUSES } from '../model/derive-worklist';
import type { WorklistEntry } from '../model/worklist-listing';
import { toggled, WORKLIST_STATUS_LABELS, type WorklistGrouping, type WorklistView } from '../model/worklist-view';
import { AcceptRiskForm } from './accept-risk-form';
import { AdvisoryPanel } from './advisory-panel';
import { RowActions } from './row-actions';
import { TicketForm } from './ticket-form';
import styles from './worklist.module.css';
import { WorklistGroupTable } from './worklist-group-table';
import { itemKey as itemKeyOf, WorklistTable } from './worklist-table';

export interface WorklistPanelProps {
  /** The listing of the lines in view, and the CSV of all. */
  data: WorklistData;
  view: WorklistView;
  onViewChange: (next: WorklistView) => void;
  onOpenProject: (projectUUID: string, projectBranch: string) => void;
  /** Opens or closes the projects of a vulnerability (by vulnerability). */
  onToggleGroup: (id: string) => void;
  /** The lines in view changed: the next listing should hold them. */
  onLinesInView: (first: number, last: number) => void;
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
type OpenPanel = { kind: 'advisory' | 'ticket' | 'accept'; entry: WorklistEntry } | null;

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
  data,
  view,
  onViewChange,
  onOpenProject,
  onToggleGroup,
  onLinesInView,
  accountUUID,
  mayWrite,
  risks,
  now,
}: WorklistPanelProps) {
  const naming = useExportNaming();
  const { listing, pending, csv } = data;
  const [open, setOpen] = useState<OpenPanel>(null);
  const close = useCallback(() => setOpen(null), []);
  const openAdvisory = useCallback((entry: WorklistEntry) => setOpen({ kind: 'advisory', entry }), []);
  const actionsOf = useMemo(
    () =>
      accountUUID === undefined || accountUUID === ''
        ? undefined
        : (entry: WorklistEntry) => (
            <RowActions
              item={entry.item}
              accountUUID={accountUUID}
              mayWrite={mayWrite}
              risks={risks}
              onFileTicket={() => setOpen({ kind: 'ticket', entry })}
              onAcceptRisk={() => setOpen({ kind: 'accept', entry })}
            />
          ),
    [accountUUID, mayWrite, risks],
  );
  const { summary, groupCount } = listing;
  const tableProps = {
    listing,
    busy: pending,
    sort: view.sort,
    onSort: (sort: NonNullable<WorklistView['sort']>) => onViewChange({ ...view, sort }),
    onOpenProject,
    onOpenAdvisory: openAdvisory,
    actionsOf,
    onLinesInView,
  };
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
            {countText(listing.shown, listing.total)}
            {groupCount !== null &&
              ` in ${groupCount.toLocaleString('en-US')} ${groupCount === 1 ? 'vulnerability' : 'vulnerabilities'}`}
          </output>
          {naming && (
            <CsvExportButton
              label="Export CSV"
              build={async () => ({
                fileName: exportFileName(
                  naming,
                  view.group === 'vuln' ? 'open-vulnerabilities-by-vulnerability' : 'open-vulnerabilities',
                ),
                csv: await csv(),
              })}
            />
          )}
        </div>
      </div>
      {open?.kind === 'advisory' && (
        <AdvisoryPanel
          key={itemKeyOf(open.entry.item)}
          id={open.entry.item.id}
          details={open.entry.details}
          onClose={close}
        />
      )}
      {open?.kind === 'ticket' && accountUUID && (
        <TicketForm
          key={itemKeyOf(open.entry.item)}
          item={open.entry.item}
          details={open.entry.details}
          accountUUID={accountUUID}
          onClose={close}
        />
      )}
      {open?.kind === 'accept' && (
        <AcceptRiskForm key={itemKeyOf(open.entry.item)} item={open.entry.item} now={now} onClose={close} />
      )}
      <TicketReadsProvider>
        {groupCount !== null ? (
          <WorklistGroupTable {...tableProps} onToggleGroup={onToggleGroup} />
        ) : (
          <WorklistTable {...tableProps} />
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
