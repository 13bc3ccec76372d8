// The issue-tracker tickets of a project, as a worklist row shows them. The answer is untrusted: a
// ticket needs a non-empty key; its link is kept only when it is an http: or https: URL.

import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import { httpLinkOf } from './advisory';
import type { WorklistItem } from './derive-worklist';

export interface Ticket {
  readonly key: string;
  readonly status: string;
  /** Null: the server's URL may not be a link. */
  readonly href: string | null;
  readonly advisoryId: string;
  /** Empty when the ticket names no branch. */
  readonly branch: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The tickets of an `issueTracker.listIssues` answer; anything that is not one is left out. */
export function ticketsOf(answer: unknown): Ticket[] {
  if (!Array.isArray(answer)) return [];
  const tickets: Ticket[] = [];
  for (const issue of answer as readonly unknown[]) {
    if (!isRecord(issue) || textOf(issue.key).trim() === '') continue;
    const url = textOf(issue.url);
    tickets.push({
      key: textOf(issue.key),
      status: textOf(issue.status),
      href: url === '' ? null : httpLinkOf(url),
      advisoryId: textOf(issue.advisoryId),
      branch: textOf(issue.branch),
    });
  }
  return tickets;
}

/**
 * The newest ticket filed for the item's vulnerability on its project and branch: the first that
 * matches, as the list comes newest first; null when none does.
 */
export function ticketFor(tickets: readonly Ticket[], item: WorklistItem): Ticket | null {
  return (
    tickets.find(
      (ticket) => ticket.advisoryId === item.id && (ticket.branch === '' || ticket.branch === item.projectBranch),
    ) ?? null
  );
}
