// The worklist's own order, and the reading of its keys into columns of numbers that both of the
// list's orders (this one and `rankByPriority`'s) sort by.

import { SEVERITY_RANK } from '@/dashboard/shared/metrics/severity';
import { byCodeUnits } from '@/dashboard/shared/model/text-order';
import type { WorklistItem, WorklistStatus } from './worklist-item';

const STATUS_RANK: Readonly<Record<WorklistStatus, number>> = {
  overdue: 0,
  'due-soon': 1,
  within: 2,
  'no-target': 3,
  accepted: 4,
};

/** Only accepted items are ordered by their expiry; a missing one (no expiry) after every number. */
const expiryKey = (item: WorklistItem) =>
  item.status === 'accepted' ? (item.acceptance?.expiresAt ?? Number.POSITIVE_INFINITY) : 0;

/** Infinity − Infinity is NaN, so a missing value is compared, not subtracted. */
export const ascending = (left: number, right: number) => (left < right ? -1 : left > right ? 1 : 0);

/**
 * The worklist's order as a comparison of two items: overdue first, most late first; then severity,
 * oldest first, and project URL, branch and id by code units. Accepted risks come last, the soonest
 * to run out first. Among accepted items a missing days left (no target) comes after every number.
 * The uuid and first-seen time only settle what the contract leaves equal (a project listed twice).
 * `sortedWorklistItems` sorts by the same keys; lists already in this order merge with it.
 */
export function compareWorklistItems(left: WorklistItem, right: WorklistItem): number {
  return (
    STATUS_RANK[left.status] - STATUS_RANK[right.status] ||
    ascending(expiryKey(left), expiryKey(right)) ||
    ascending(left.daysLeft ?? Number.POSITIVE_INFINITY, right.daysLeft ?? Number.POSITIVE_INFINITY) ||
    SEVERITY_RANK[left.severity] - SEVERITY_RANK[right.severity] ||
    right.ageDays - left.ageDays ||
    byCodeUnits(left.projectUrl, right.projectUrl) ||
    byCodeUnits(left.projectBranch, right.projectBranch) ||
    byCodeUnits(left.id, right.id) ||
    byCodeUnits(left.projectUUID, right.projectUUID) ||
    left.firstSeenWhen - right.firstSeenWhen
  );
}

/**
 * `items` in the worklist's order (`compareWorklistItems`). The worklist of a large account holds
 * hundreds of thousands of items, so the keys are read once into columns of numbers (a text as its
 * rank among the distinct texts of its column, by code units) and the sort compares numbers only:
 * comparing long URLs with a common prefix was most of its time.
 */
export function sortedWorklistItems(items: readonly WorklistItem[]): WorklistItem[] {
  const count = items.length;
  const status = new Uint8Array(count);
  const expiry = new Float64Array(count);
  const daysLeft = new Float64Array(count);
  const severity = new Uint8Array(count);
  const age = new Float64Array(count);
  const firstSeen = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const item = items[index] as WorklistItem;
    status[index] = STATUS_RANK[item.status];
    expiry[index] = expiryKey(item);
    daysLeft[index] = item.daysLeft ?? Number.POSITIVE_INFINITY;
    severity[index] = SEVERITY_RANK[item.severity];
    age[index] = item.ageDays;
    firstSeen[index] = item.firstSeenWhen;
  }
  const place = placeTieBreaks(items);
  const uuid = textRanks(items, (item) => item.projectUUID);
  const order = Array.from({ length: count }, (_, index) => index);
  order.sort(
    (l, r) =>
      (status[l] as number) - (status[r] as number) ||
      ascending(expiry[l] as number, expiry[r] as number) ||
      ascending(daysLeft[l] as number, daysLeft[r] as number) ||
      (severity[l] as number) - (severity[r] as number) ||
      (age[r] as number) - (age[l] as number) ||
      place(l, r) ||
      (uuid[l] as number) - (uuid[r] as number) ||
      (firstSeen[l] as number) - (firstSeen[r] as number),
  );
  return order.map((index) => items[index] as WorklistItem);
}

/**
 * The comparison of two items (by position in `items`) by project URL, branch and id, by code units:
 * the ties both orders end with, read once as ranks.
 */
export function placeTieBreaks(items: readonly WorklistItem[]): (left: number, right: number) => number {
  const url = textRanks(items, (item) => item.projectUrl);
  const branch = textRanks(items, (item) => item.projectBranch);
  const id = textRanks(items, (item) => item.id);
  return (l, r) =>
    (url[l] as number) - (url[r] as number) ||
    (branch[l] as number) - (branch[r] as number) ||
    (id[l] as number) - (id[r] as number);
}

/** Each item's text as its rank among the column's distinct texts, by code units. */
function textRanks(items: readonly WorklistItem[], text: (item: WorklistItem) => string): Uint32Array {
  const rank = new Map<string, number>();
  for (const item of items) rank.set(text(item), 0);
  for (const [index, value] of [...rank.keys()].sort(byCodeUnits).entries()) rank.set(value, index);
  const ranks = new Uint32Array(items.length);
  // A project's items are next to each other: its URL, branch and uuid are looked up once.
  let last: string | undefined;
  let lastRank = 0;
  for (let index = 0; index < items.length; index += 1) {
    const value = text(items[index] as WorklistItem);
    if (value !== last) {
      last = value;
      lastRank = rank.get(value) as number;
    }
    ranks[index] = lastRank;
  }
  return ranks;
}
