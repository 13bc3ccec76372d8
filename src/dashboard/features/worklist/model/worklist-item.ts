// The worklist's items and what they carry: the shapes the worklist, its order, its groups, its
// priority and the digest share.

import type { Epss, Kev } from '@/dashboard/shared/metrics/exploitation';
import type { Severity } from '@/dashboard/shared/metrics/severity';

export type WorklistStatus = 'overdue' | 'due-soon' | 'within' | 'no-target' | 'accepted';

/** An accepted risk: account-wide, naming a vulnerability by its exact id. */
export interface Acceptance {
  id: string;
  /** Epoch ms; null: it does not run out. */
  expiresAt: number | null;
  reason: string;
}

/** The acceptance that counts for an item: active until `expiresAt`, expired after it. */
export interface ItemAcceptance {
  state: 'active' | 'expired';
  expiresAt: number | null;
  reason: string;
}

export interface WorklistItem {
  projectUUID: string;
  projectUrl: string;
  projectBranch: string;
  id: string;
  severity: Severity;
  /** Epoch ms, as the server sent it. */
  firstSeenWhen: number;
  /** Whole days since first seen; 0 when first seen after `now`. */
  ageDays: number;
  /** The severity's SLA target in days; null for OTHER, which has none. */
  targetDays: number | null;
  /**
   * Days to the nearer deadline: the SLA's (targetDays − ageDays) or the KEV due date's; negative
   * when late; null when there is neither.
   */
  daysLeft: number | null;
  /** `accepted` while an active acceptance names the id; the SLA status otherwise. */
  status: WorklistStatus;
  /** The acceptance naming the id (active or run out); null when none does. */
  acceptance: ItemAcceptance | null;
  /** EPSS of the entry that gave `firstSeenWhen`; null when it sent none that is usable. */
  epss: Epss | null;
  /** The KEV listing of that entry, its days as epoch ms at 00:00 UTC; null when none is usable. */
  kev: Kev | null;
  /** Which deadline `daysLeft` counts to: the SLA target's, the KEV due date's, or none. */
  deadline: WorklistDeadline | null;
}

type WorklistDeadline = 'sla' | 'kev';
