import { useState } from 'react';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { ExternalLink } from '@/dashboard/shared/ui/external-link';
import { messageOf } from '@/sdk';
import { useDepsightMutation } from '@/sdk/swr';
import { useProjectTickets } from '../api/use-project-tickets';
import type { AcceptedRisk } from '../model/acceptances';
import { ACCEPTED_RISK_KIND } from '../model/acceptances';
import type { WorklistItem } from '../model/derive-worklist';
import { ticketFor } from '../model/tickets';
import styles from './worklist.module.css';

export interface RowActionsProps {
  readonly item: WorklistItem;
  readonly accountUUID: string;
  /** The user's role may write: File a ticket, Accept risk and Undo are offered. */
  readonly mayWrite: boolean;
  /** The exclusions that accept the item's id (Undo removes them). */
  readonly risks: readonly AcceptedRisk[];
  readonly onFileTicket: (item: WorklistItem) => void;
  readonly onAcceptRisk: (item: WorklistItem) => void;
}

/** A row's ticket (key, status, link) and, for a user who may write, its actions. */
export function RowActions({ item, accountUUID, mayWrite, risks, onFileTicket, onAcceptRisk }: RowActionsProps) {
  const read = useProjectTickets(accountUUID, item.projectUUID);
  const ticket = read.state === 'loaded' ? ticketFor(read.tickets, item) : null;
  return (
    <>
      {read.state === 'waiting' && <span className={styles.muted}>Ticket…</span>}
      {read.state === 'failed' && <span className={styles.muted}>Tickets not read</span>}
      {ticket && (
        <span className={styles.ticket}>
          <ExternalLink href={ticket.href ?? undefined}>{ticket.key}</ExternalLink>
          {ticket.status !== '' && ` ${ticket.status}`}
        </span>
      )}
      {mayWrite && read.state === 'loaded' && !ticket && (
        <button type="button" className={styles.rowAction} onClick={() => onFileTicket(item)}>
          File a ticket
        </button>
      )}
      {mayWrite &&
        (item.acceptance?.state === 'active' ? (
          <UndoButton item={item} risks={risks} />
        ) : (
          <button type="button" className={styles.rowAction} onClick={() => onAcceptRisk(item)}>
            Accept risk
          </button>
        ))}
    </>
  );
}

/** Removes every exclusion that accepts the item's id: its vulnerability counts again. */
function UndoButton({ item, risks }: { item: WorklistItem; risks: readonly AcceptedRisk[] }) {
  const { client } = useSdk();
  const { trigger, isMutating } = useDepsightMutation(client, 'exclusions.delete');
  const [error, setError] = useState<string | null>(null);
  const undo = async () => {
    setError(null);
    try {
      for (const risk of risks.filter((entry) => entry.id === item.id && entry.exclusionId !== '')) {
        await trigger([{ kind: ACCEPTED_RISK_KIND, name: risk.id, id: risk.exclusionId }]);
      }
    } catch (failure) {
      setError(messageOf(failure) ?? 'The acceptance could not be removed.');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.rowAction}
        disabled={isMutating}
        onClick={() => void undo()}
        aria-label={`Undo the accepted risk of ${item.id}`}
      >
        Undo
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
