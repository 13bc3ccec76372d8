// Accepted risks from the account's security exclusions: an exclusion of kind `advisory` names the
// vulnerability it accepts by its id (`name`), with a reason and an optional expiry. The answer is
// untrusted: anything that is not such an exclusion is left out here, and `deriveWorklist` leaves out
// an unusable expiry (an unreadable date is never read as "no expiry").

import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import type { Acceptance } from './derive-worklist';

/** An acceptance with the exclusion that carries it (its id undoes it). */
export interface AcceptedRisk extends Acceptance {
  /** The exclusion's id; empty when the server sent none (nothing to undo then). */
  readonly exclusionId: string;
}

export const ACCEPTED_RISK_KIND = 'advisory';

/** The epoch ms of an ISO date-time; null when absent (no expiry); NaN when unreadable. */
function expiryOf(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  return Date.parse(value);
}

/** The accepted risks of an `exclusions.list` answer for the security domain. Never throws. */
export function acceptedRisksOf(answer: unknown): AcceptedRisk[] {
  if (!Array.isArray(answer)) return [];
  const risks: AcceptedRisk[] = [];
  for (const exclusion of answer as readonly unknown[]) {
    if (!isRecord(exclusion) || exclusion.kind !== ACCEPTED_RISK_KIND || typeof exclusion.name !== 'string') continue;
    if (exclusion.domain !== undefined && exclusion.domain !== 'security') continue;
    const absent = exclusion.expiresAt === undefined || exclusion.expiresAt === null;
    risks.push({
      id: exclusion.name,
      expiresAt: absent ? null : expiryOf(exclusion.expiresAt),
      reason: typeof exclusion.reason === 'string' ? exclusion.reason : '',
      exclusionId: typeof exclusion.id === 'string' ? exclusion.id : '',
    });
  }
  return risks;
}
