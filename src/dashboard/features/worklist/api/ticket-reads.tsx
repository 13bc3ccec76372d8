import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import {
  fillSlots,
  releaseSlot,
  type SlotQueue,
  type SlotStatus,
  slotQueue,
  slotStatus,
} from '@/dashboard/shared/model/slot-queue';

/** At most this many ticket reads under way at once. */
const TICKET_READ_LIMIT = 4;

interface TicketReads {
  /** A row of the project is shown: its read joins the line (once). */
  readonly request: (projectUUID: string) => void;
  /** Its read has ended (answer or error): the slot is free for the next project. */
  readonly release: (projectUUID: string) => void;
  readonly statusOf: (projectUUID: string) => SlotStatus | 'unasked';
}

const TicketReadsContext = createContext<TicketReads | null>(null);

/**
 * The line of the worklist's ticket reads: one read per project whose rows are shown (only those),
 * at most four under way at once, the others waiting in the order their rows appeared.
 */
export function TicketReadsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ queue: SlotQueue; asked: ReadonlySet<string> }>(() => ({
    queue: slotQueue([], TICKET_READ_LIMIT),
    asked: new Set(),
  }));
  const request = useCallback(
    (projectUUID: string) =>
      setState((current) => {
        if (current.asked.has(projectUUID)) return current;
        const queue = fillSlots({ ...current.queue, waiting: [...current.queue.waiting, projectUUID] });
        return { queue, asked: new Set(current.asked).add(projectUUID) };
      }),
    [],
  );
  const release = useCallback(
    (projectUUID: string) =>
      setState((current) => {
        const queue = fillSlots(releaseSlot(current.queue, projectUUID));
        return queue === current.queue ? current : { ...current, queue };
      }),
    [],
  );
  const value = useMemo<TicketReads>(
    () => ({
      request,
      release,
      statusOf: (projectUUID) => (state.asked.has(projectUUID) ? slotStatus(state.queue, projectUUID) : 'unasked'),
    }),
    [request, release, state],
  );
  return <TicketReadsContext value={value}>{children}</TicketReadsContext>;
}

export function useTicketReads(): TicketReads {
  const value = useContext(TicketReadsContext);
  if (!value) throw new Error('useTicketReads must be used inside <TicketReadsProvider>');
  return value;
}
