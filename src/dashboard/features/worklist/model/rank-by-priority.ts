// The worklist's "most important first" order, for a lead who must choose what to fix today:
// exploited first, then most likely to be exploited, then most severe, then most late. The page's
// *Most important* order and the digest's readers run it.

import { SEVERITY_RANK } from '@/dashboard/shared/metrics/severity';
import type { WorklistItem } from './worklist-item';
import { ascending, placeTieBreaks } from './worklist-order';

/**
 * The items in priority order, as a new array (the input is not changed): not accepted before
 * accepted; listed in the KEV catalogue before not; EPSS score descending (none last); severity,
 * most severe first; days left ascending (none last); age descending; then project URL, branch and
 * id by UTF-16 code units. Items equal on every key keep their given order. Anything but an array is
 * no items.
 *
 * Like the worklist's own order, the keys are read once into columns of numbers: the page ranks the
 * hundreds of thousands of items of a large account with it.
 */
export function rankByPriority(items: readonly WorklistItem[]): WorklistItem[] {
  if (!Array.isArray(items)) return [];
  const list = items as readonly WorklistItem[];
  const count = list.length;
  const accepted = new Uint8Array(count);
  const unlisted = new Uint8Array(count);
  const epss = new Float64Array(count);
  const severity = new Uint8Array(count);
  const daysLeft = new Float64Array(count);
  const age = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const item = list[index] as WorklistItem;
    accepted[index] = item.status === 'accepted' ? 1 : 0;
    unlisted[index] = item.kev ? 0 : 1;
    // Descending, none last: the score negated, none as +Infinity.
    epss[index] = item.epss ? -item.epss.score : Number.POSITIVE_INFINITY;
    severity[index] = SEVERITY_RANK[item.severity] ?? SEVERITY_RANK.OTHER;
    daysLeft[index] = item.daysLeft ?? Number.POSITIVE_INFINITY;
    age[index] = item.ageDays;
  }
  const place = placeTieBreaks(list);
  const order = Array.from({ length: count }, (_, index) => index);
  order.sort(
    (l, r) =>
      (accepted[l] as number) - (accepted[r] as number) ||
      (unlisted[l] as number) - (unlisted[r] as number) ||
      ascending(epss[l] as number, epss[r] as number) ||
      (severity[l] as number) - (severity[r] as number) ||
      ascending(daysLeft[l] as number, daysLeft[r] as number) ||
      ascending(age[r] as number, age[l] as number) ||
      place(l, r) ||
      l - r,
  );
  return order.map((index) => list[index] as WorklistItem);
}
