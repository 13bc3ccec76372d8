// What the most improved and underachievers lists show: titles, empty texts and one line per entry.
import { EMPTY_TEXTS } from '@/dashboard/shared/metrics/display';
import type { RankedProject } from '@/dashboard/shared/metrics/types';
import { madeOnFirstUse } from '@/dashboard/shared/model/made-on-first-use';
import { type TrendDirection, type TrendVariant, trendLabel, trendVariant } from './trend-variant';

export type RankingKind = 'most-improved' | 'underachievers';

export const RANKING_LISTS: Readonly<
  Record<RankingKind, { readonly title: string; readonly emptyText: string; readonly direction: TrendDirection }>
> = {
  'most-improved': { title: 'Most improved', emptyText: EMPTY_TEXTS.noImprovements, direction: 'increase' },
  underachievers: { title: 'Underachievers', emptyText: EMPTY_TEXTS.noUnderperformers, direction: 'decrease' },
};

export interface RankingEntryDisplay {
  readonly rowId: number;
  /** The project URL, with ':branch' when the URL appears under several branches. */
  readonly label: string;
  readonly performanceScore: string;
  /** Change of the security score at the last scan, signed: '+4', '-2', '0'. */
  readonly scoreDelta: string;
  readonly direction: TrendDirection;
  readonly variant: TrendVariant;
  readonly trendLabel: string;
}

const signedNumber = madeOnFirstUse(() => new Intl.NumberFormat(undefined, { signDisplay: 'exceptZero' }));

/** A count with its sign and grouping: 12004 → '+12,004', -3 → '-3', 0 → '0'. */
export function formatSigned(value: number): string {
  return signedNumber().format(value);
}

/** One display line per entry; the direction is the list's, the variant follows the size of the change. */
export function rankingEntries(kind: RankingKind, entries: readonly RankedProject[]): RankingEntryDisplay[] {
  const { direction } = RANKING_LISTS[kind];
  return entries.map(({ project, label }) => {
    const variant = trendVariant(project.performanceScore);
    return {
      rowId: project.rowId,
      label,
      performanceScore: formatSigned(project.performanceScore),
      scoreDelta: formatSigned(project.deltaSecurityScore),
      direction,
      variant,
      trendLabel: trendLabel(direction, variant),
    };
  });
}
