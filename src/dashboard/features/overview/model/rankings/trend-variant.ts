// Which trend icon a ranking entry shows: there are three variants per direction and nothing ties
// one to a case, so the variant grows with the size of the change (one, two or three chevrons).
import { PERFORMANCE_SCORE_WEIGHT } from '@/dashboard/shared/metrics/project-fields';

export type TrendDirection = 'increase' | 'decrease';
export type TrendVariant = 1 | 2 | 3;

/**
 * Changes of at least this many security-score points draw two chevrons (`clear`) or three
 * (`strong`); smaller ones draw one. Counted in score points because a point of score outweighs any
 * realistic change in vulnerability count in the performance score.
 */
export const TREND_VARIANT_SCORE_POINTS = { clear: 10, strong: 25 } as const;

/** The variant for a performance score of either sign; a non-finite score draws the mildest. */
export function trendVariant(performanceScore: number): TrendVariant {
  if (!Number.isFinite(performanceScore)) return 1;
  const points = Math.abs(performanceScore) / PERFORMANCE_SCORE_WEIGHT;
  if (points >= TREND_VARIANT_SCORE_POINTS.strong) return 3;
  if (points >= TREND_VARIANT_SCORE_POINTS.clear) return 2;
  return 1;
}

const STRENGTH_WORDS: Readonly<Record<TrendVariant, string>> = { 1: 'Slight', 2: 'Clear', 3: 'Strong' };

/** The icon's text alternative, so the trend is never told by colour or shape alone: 'Strong increase'. */
export function trendLabel(direction: TrendDirection, variant: TrendVariant): string {
  return `${STRENGTH_WORDS[variant]} ${direction}`;
}
