// The projects overview chart: how many projects fall in each score band.
import { SCORE_BAND_LABELS, type ScoreBand, scoreBand } from '@/dashboard/shared/metrics/display';
import type { ProjectSummary } from '@/dashboard/shared/metrics/types';

/** Riskiest first, so the chart reads from the bars that need attention. */
const SCORE_BAND_ORDER: readonly ScoreBand[] = ['high-risk', 'moderate-risk', 'low-moderate-risk', 'low-risk'];

/** The design token of each band's colour (tokens.css, "Risk bands of the score badge"). */
const SCORE_BAND_COLOR_TOKENS: Readonly<Record<ScoreBand, string>> = {
  'high-risk': '--risk-high',
  'moderate-risk': '--risk-moderate',
  'low-moderate-risk': '--risk-low-moderate',
  'low-risk': '--risk-low',
};

// A type, not an interface: nivo's bar data must be indexable by key.
export type ScoreBandCount = {
  readonly band: ScoreBand;
  readonly label: string;
  readonly projects: number;
  /** A CSS colour that resolves to the band's token: `var(--risk-high)`. */
  readonly color: string;
  /** The band as text: 'high risk: 2 projects'. */
  readonly description: string;
};

/** Every band, in `SCORE_BAND_ORDER`, with the number of projects whose security score falls in it (0 included). */
export function scoreBandCounts(projects: readonly ProjectSummary[]): ScoreBandCount[] {
  const counts: Record<ScoreBand, number> = {
    'high-risk': 0,
    'moderate-risk': 0,
    'low-moderate-risk': 0,
    'low-risk': 0,
  };
  for (const project of projects) counts[scoreBand(project.securityScore).band] += 1;
  return SCORE_BAND_ORDER.map((band) => {
    const label = SCORE_BAND_LABELS[band];
    const projects = counts[band];
    return {
      band,
      label,
      projects,
      color: `var(${SCORE_BAND_COLOR_TOKENS[band]})`,
      description: `${label}: ${projects} ${projects === 1 ? 'project' : 'projects'}`,
    };
  });
}

/** 'high risk: 2 projects, moderate risk: 0 projects, …', the chart's text alternative. */
function scoreBandSummary(counts: readonly ScoreBandCount[]): string {
  return counts.map((count) => count.description).join(', ');
}

/** Round steps for a count axis: 1, 2 and 5 times a power of ten (whole numbers only). */
const COUNT_STEP_FACTORS = [1, 2, 5] as const;

/** The smallest round step that reaches `top` in at most `gaps` steps. */
function countStep(top: number, gaps: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const factor of COUNT_STEP_FACTORS) {
      const step = factor * magnitude;
      if (Math.ceil(top / step) <= gaps) return step;
    }
  }
}

/**
 * Whole-number ticks from 0 to at least the largest value, at most `maxTicks` of them, every round
 * step (1, 2, 5, 10, 20, 50, 100, …): a count axis never shows 0.5 of a project, nor 298 or 596.
 */
export function countTicks(values: readonly number[], maxTicks = 6): number[] {
  let largest = 0;
  for (const value of values) if (Number.isFinite(value) && value > largest) largest = value;
  const top = Math.max(1, Math.ceil(largest));
  const step = countStep(top, Math.max(1, maxTicks - 1));
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}

export interface ProjectsOverviewChartData {
  readonly counts: readonly ScoreBandCount[];
  /** Ticks of the count axis; its top is the last tick. */
  readonly ticks: readonly number[];
  /** The text alternative. */
  readonly summary: string;
}

/** Everything the projects overview chart draws, from the projects of the selection. */
export function projectsOverviewChart(projects: readonly ProjectSummary[]): ProjectsOverviewChartData {
  const counts = scoreBandCounts(projects);
  return {
    counts,
    ticks: countTicks(counts.map((count) => count.projects)),
    summary: scoreBandSummary(counts),
  };
}
