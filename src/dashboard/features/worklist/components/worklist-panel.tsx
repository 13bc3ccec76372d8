import { useCallback, useMemo, useState } from 'react';
import { TicketReadsProvider } from '../api/ticket-reads';
import type { WorklistData } from '../api/use-worklist';
import type { AcceptedRisk } from '../model/acceptances';
import type { WorklistEntry } from '../model/worklist-listing';
import type { WorklistView } from '../model/worklist-view';
import { AcceptRiskForm } from './accept-risk-form';
import { AdvisoryPanel } from './advisory-panel';
import { RowActions } from './row-actions';
import { TicketForm } from './ticket-form';
import styles from './worklist.module.css';
import { WorklistGroupTable } from './worklist-group-table';
import { itemKey as itemKeyOf, WorklistTable } from './worklist-table';
import { WorklistTiles } from './worklist-tiles';
import { WorklistToolbar } from './worklist-toolbar';

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
  /** The page's clock reading: the accept-risk form's days count from it, and KEV dates' years. */
  now: number;
}

/** The panel open above the list: a vulnerability's advisory, or a form for one of its rows. */
type OpenPanel = { kind: 'advisory' | 'ticket' | 'accept'; entry: WorklistEntry } | null;

/** The tiles, the filters, the export and the list of an available worklist. */
export function WorklistPanel(props: WorklistPanelProps) {
  const { data, view, onViewChange, accountUUID, mayWrite, risks, now } = props;
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
  const tableProps = {
    listing,
    busy: pending,
    now,
    sort: view.sort,
    onSort: (sort: NonNullable<WorklistView['sort']>) => onViewChange({ ...view, sort }),
    onOpenProject: props.onOpenProject,
    onOpenAdvisory: openAdvisory,
    actionsOf,
    onLinesInView: props.onLinesInView,
  };
  return (
    <>
      <WorklistTiles summary={listing.summary} exploitation={listing.exploitation} />
      {!listing.exploitation && (
        <p className={styles.unavailable}>
          No EPSS score or KEV listing comes with these vulnerabilities, so they are ordered by how late they are.
        </p>
      )}
      <WorklistToolbar listing={listing} view={view} onViewChange={onViewChange} csv={csv} />
      {open && <OpenPanelOf open={open} accountUUID={accountUUID} now={now} onClose={close} />}
      <TicketReadsProvider>
        {listing.groupCount !== null ? (
          <WorklistGroupTable {...tableProps} onToggleGroup={props.onToggleGroup} />
        ) : (
          <WorklistTable {...tableProps} />
        )}
      </TicketReadsProvider>
    </>
  );
}

/** The advisory, or the form, open for a row. */
function OpenPanelOf({
  open,
  accountUUID,
  now,
  onClose,
}: {
  open: NonNullable<OpenPanel>;
  accountUUID: string | undefined;
  now: number;
  onClose: () => void;
}) {
  const { item, details } = open.entry;
  const key = itemKeyOf(item);
  if (open.kind === 'advisory')
    return <AdvisoryPanel key={key} id={item.id} details={details} now={now} onClose={onClose} />;
  if (open.kind === 'ticket')
    return accountUUID ? (
      <TicketForm key={key} item={item} details={details} accountUUID={accountUUID} onClose={onClose} />
    ) : null;
  return <AcceptRiskForm key={key} item={item} now={now} onClose={onClose} />;
}
