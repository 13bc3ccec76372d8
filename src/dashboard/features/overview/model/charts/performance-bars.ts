// The projects performance chart: the most improved and the underachieving projects as bars
// diverging around 0 (positive performance to one side, negative to the other).

import type { Overview, RankedProject } from '@/dashboard/shared/metrics/types';
import { formatSigned } from '../rankings/ranking-display';

/** Longest axis label before it is cut with an ellipsis; the full label stays in the text alternative. */
export const PERFORMANCE_LABEL_MAX_LENGTH = 24;

// A type, not an interface: nivo's bar data must be indexable by key.
export type PerformanceBar = {
  /** Unique per bar (two projects may share a short label): the project's row id as text. */
  readonly key: string;
  readonly rowId: number;
  /** nameTail, with ':branch' when the ranking label carries the branch; cut to the maximum length. */
  readonly shortLabel: string;
  /** The ranking label in full (the URL, with ':branch' when needed). */
  readonly label: string;
  readonly performanceScore: number;
  readonly direction: 'increase' | 'decrease';
  /** The signed score as written at the end of the bar: '+12,004'. */
  readonly valueLabel: string;
  /** A CSS colour that resolves to a design token: good for an improvement, bad for a decline. */
  readonly color: string;
  /** The bar as a sentence for screen readers: 'https://github.com/acme/payments-api: +12,004'. */
  readonly description: string;
};

/** `text` itself when it fits, otherwise its start and an ellipsis, `maxLength` characters in all. */
export function truncateLabel(text: string, maxLength: number = PERFORMANCE_LABEL_MAX_LENGTH): string {
  const characters = Array.from(text);
  return characters.length <= maxLength ? text : `${characters.slice(0, Math.max(1, maxLength - 1)).join('')}…`;
}

/**
 * nameTail(:branch): the last part of the URL, with the branch when the ranking label has one
 * (the URL appears under several branches). A URL without a tail falls back to the whole label.
 */
export function shortProjectLabel({ project, label }: RankedProject): string {
  const tail = project.nameTail === '' ? project.projectUrl : project.nameTail;
  const name = tail === '' ? label : tail;
  return label === project.projectUrl ? name : `${name}:${project.projectBranch}`;
}

/** Most improved first (best on top), then the underachievers (worst last), as the lists order them. */
export function performanceBars(overview: Pick<Overview, 'topPerforming' | 'leastPerforming'>): PerformanceBar[] {
  return [...overview.topPerforming, ...overview.leastPerforming].map((entry) => {
    const { performanceScore, rowId } = entry.project;
    const improved = performanceScore >= 0;
    const valueLabel = formatSigned(performanceScore);
    return {
      key: String(rowId),
      rowId,
      shortLabel: truncateLabel(shortProjectLabel(entry)),
      label: entry.label,
      performanceScore,
      direction: improved ? 'increase' : 'decrease',
      valueLabel,
      color: improved ? 'var(--color-good)' : 'var(--color-bad)',
      description: `${entry.label}: ${valueLabel}`,
    };
  });
}

/** Room beyond the longest bar for its value label: the axis reaches 30 % further. */
export const PERFORMANCE_DOMAIN_HEADROOM = 1.3;

/** A value axis symmetric around 0, so improvements and declines are drawn to the same scale. */
export function performanceDomain(bars: readonly PerformanceBar[]): { min: number; max: number } {
  let largest = 0;
  for (const bar of bars) {
    if (Number.isFinite(bar.performanceScore)) largest = Math.max(largest, Math.abs(bar.performanceScore));
  }
  const extent = (largest === 0 ? 1 : largest) * PERFORMANCE_DOMAIN_HEADROOM;
  return { min: -extent, max: extent };
}

export interface PerformanceChartData {
  readonly bars: readonly PerformanceBar[];
  readonly domain: { readonly min: number; readonly max: number };
  /** Both lists are empty: the chart shows an empty state. */
  readonly isEmpty: boolean;
}

/** Everything the projects performance chart draws, from the overview's two ranking lists. */
export function performanceChart(overview: Pick<Overview, 'topPerforming' | 'leastPerforming'>): PerformanceChartData {
  const bars = performanceBars(overview);
  return { bars, domain: performanceDomain(bars), isEmpty: bars.length === 0 };
}
