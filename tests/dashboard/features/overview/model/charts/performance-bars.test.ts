import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_DOMAIN_HEADROOM,
  PERFORMANCE_LABEL_MAX_LENGTH,
  performanceBars,
  performanceChart,
  performanceDomain,
  shortProjectLabel,
  truncateLabel,
} from '@/dashboard/features/overview/model/charts/performance-bars';
import { splitProjectName } from '@/dashboard/shared/metrics/project-fields';
import type { Project, RankedProject } from '@/dashboard/shared/metrics/types';
import { makeProject } from '../../../../support/metrics-fixtures';

/** A ranked entry for `url` on `branch`, labelled as the ranking labels it. */
function ranked(url: string, overrides: Partial<Project> = {}, withBranch = false): RankedProject {
  const project = makeProject({ projectUrl: url, ...splitProjectName(url), ...overrides });
  return { project, label: withBranch ? `${url}:${project.projectBranch}` : url };
}

describe('shortProjectLabel', () => {
  it('is the last part of the URL', () => {
    expect(shortProjectLabel(ranked('https://github.com/acme/payments-api'))).toBe('payments-api');
  });

  it('keeps the branch when the ranking label carries it (the URL is on several branches)', () => {
    const entry = ranked('https://github.com/acme/checkout', { projectBranch: 'release/2.4' }, true);
    expect(shortProjectLabel(entry)).toBe('checkout:release/2.4');
  });

  it('falls back to the URL when it has no tail', () => {
    expect(shortProjectLabel(ranked('https://', { nameFront: 'https:', nameTail: '' }))).toBe('https://');
  });
});

describe('truncateLabel', () => {
  it('keeps a label that fits and cuts a longer one to the maximum length with an ellipsis', () => {
    expect(truncateLabel('payments-api')).toBe('payments-api');
    const long = 'a-very-long-repository-name-indeed';
    const cut = truncateLabel(long);
    expect(cut).toHaveLength(PERFORMANCE_LABEL_MAX_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    expect(truncateLabel('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('performanceBars', () => {
  const overview = {
    topPerforming: [
      ranked('https://github.com/acme/payments-api', { rowId: 3, performanceScore: 20_000 }),
      ranked('https://github.com/acme/ledger', { rowId: 0, performanceScore: 5_000 }),
    ],
    leastPerforming: [
      ranked('https://github.com/acme/checkout', { rowId: 7, performanceScore: -12_000, projectBranch: 'main' }, true),
    ],
  };

  it('lists the most improved first, then the underachievers, each with a unique key and its colour', () => {
    expect(performanceBars(overview)).toEqual([
      {
        key: '3',
        rowId: 3,
        shortLabel: 'payments-api',
        label: 'https://github.com/acme/payments-api',
        performanceScore: 20_000,
        direction: 'increase',
        valueLabel: '+20,000',
        color: 'var(--color-good)',
        description: 'https://github.com/acme/payments-api: +20,000',
      },
      expect.objectContaining({ key: '0', shortLabel: 'ledger', valueLabel: '+5,000' }),
      expect.objectContaining({
        key: '7',
        shortLabel: 'checkout:main',
        direction: 'decrease',
        valueLabel: '-12,000',
        color: 'var(--color-bad)',
        description: 'https://github.com/acme/checkout:main: -12,000',
      }),
    ]);
  });

  it('gives a symmetric axis around 0 with room for the value labels', () => {
    const domain = performanceDomain(performanceBars(overview));
    expect(domain).toEqual({ min: -20_000 * PERFORMANCE_DOMAIN_HEADROOM, max: 20_000 * PERFORMANCE_DOMAIN_HEADROOM });
  });

  it('is empty, with a non-degenerate axis, when both lists are empty', () => {
    const chart = performanceChart({ topPerforming: [], leastPerforming: [] });
    expect(chart.isEmpty).toBe(true);
    expect(chart.bars).toEqual([]);
    expect(chart.domain.max).toBeGreaterThan(chart.domain.min);
  });
});
