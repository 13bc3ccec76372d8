// Figures as the Remediation section and the team comparison show them: counts, shares and changes.
import { madeOnFirstUse } from '@/dashboard/shared/model/made-on-first-use';

const wholeNumber = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** A ratio (0..1) as a percentage with no decimals, "—" for none. */
export const formatPercent = (ratio: number | null) => (ratio === null ? '—' : `${wholeNumber().format(ratio * 100)}%`);
export const formatCount = (count: number) => wholeNumber().format(count);

/** A change for display: "+12%", "−8%", "0%"; "—" when there is none. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  const rounded = Math.round(change);
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${wholeNumber().format(Math.abs(rounded))}%`;
}
