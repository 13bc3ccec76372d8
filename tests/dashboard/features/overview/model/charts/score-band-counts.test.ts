import { describe, expect, it } from 'vitest';
import {
  countTicks,
  projectsOverviewChart,
  scoreBandCounts,
} from '@/dashboard/features/overview/model/charts/score-band-counts';
import { makeProject } from '../../../../support/metrics-fixtures';

const withScores = (...scores: number[]) => scores.map((securityScore) => makeProject({ securityScore }));

describe('scoreBandCounts', () => {
  it('counts projects per band at the band edges: ≤30, 31–60, 61–95, >95', () => {
    const counts = scoreBandCounts(withScores(0, 30, 31, 60, 61, 95, 96, 100, 100));
    expect(counts.map(({ label, projects }) => [label, projects])).toEqual([
      ['high risk', 2],
      ['moderate risk', 2],
      ['low-moderate risk', 2],
      ['low risk', 3],
    ]);
  });

  it('keeps every band, riskiest first, coloured with its risk token, even when empty', () => {
    expect(scoreBandCounts([])).toEqual([
      {
        band: 'high-risk',
        label: 'high risk',
        projects: 0,
        color: 'var(--risk-high)',
        description: 'high risk: 0 projects',
      },
      {
        band: 'moderate-risk',
        label: 'moderate risk',
        projects: 0,
        color: 'var(--risk-moderate)',
        description: 'moderate risk: 0 projects',
      },
      {
        band: 'low-moderate-risk',
        label: 'low-moderate risk',
        projects: 0,
        color: 'var(--risk-low-moderate)',
        description: 'low-moderate risk: 0 projects',
      },
      {
        band: 'low-risk',
        label: 'low risk',
        projects: 0,
        color: 'var(--risk-low)',
        description: 'low risk: 0 projects',
      },
    ]);
  });
});

describe('countTicks', () => {
  it('steps by whole projects from 0 to at least the largest count', () => {
    expect(countTicks([0, 2, 1])).toEqual([0, 1, 2]);
    expect(countTicks([0])).toEqual([0, 1]);
  });

  it('keeps at most about 6 ticks for large counts, the last at or above the largest', () => {
    const ticks = countTicks([37]);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(37);
  });

  it('steps by round numbers (1, 2, 5 times a power of ten), never 298 or 596', () => {
    expect(countTicks([37])).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks([31, 5, 4])).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks([46, 325, 1_487, 142])).toEqual([0, 500, 1_000, 1_500]);
    expect(countTicks([7])).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks([10_000])).toEqual([0, 2_000, 4_000, 6_000, 8_000, 10_000]);
  });
});

describe('projectsOverviewChart', () => {
  it('summarises the bands in one sentence for screen readers', () => {
    expect(projectsOverviewChart(withScores(10, 99)).summary).toBe(
      'high risk: 1 project, moderate risk: 0 projects, low-moderate risk: 0 projects, low risk: 1 project',
    );
  });
});
