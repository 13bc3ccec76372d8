import { describe, expect, it } from 'vitest';
import {
  formatSigned,
  RANKING_LISTS,
  rankingEntries,
} from '@/dashboard/features/overview/model/rankings/ranking-display';
import { EMPTY_TEXTS } from '@/dashboard/shared/metrics/display';
import type { Project, RankedProject } from '@/dashboard/shared/metrics/types';
import { makeProject } from '../../../../support/metrics-fixtures';

/** A ranked entry labelled as the ranking labels it: the URL, with ':branch' when `withBranch`. */
function ranked(overrides: Partial<Project>, withBranch = false): RankedProject {
  const project = makeProject(overrides);
  return { project, label: withBranch ? `${project.projectUrl}:${project.projectBranch}` : project.projectUrl };
}

describe('RANKING_LISTS', () => {
  it('titles the lists and uses the empty messages word for word', () => {
    expect(RANKING_LISTS['most-improved']).toEqual({
      title: 'Most improved',
      emptyText: 'No improvements for this selection',
      direction: 'increase',
    });
    expect(RANKING_LISTS.underachievers).toEqual({
      title: 'Underachievers',
      emptyText: 'No underperforming projects for this selection',
      direction: 'decrease',
    });
    expect(RANKING_LISTS.underachievers.emptyText).toBe(EMPTY_TEXTS.noUnderperformers);
  });
});

describe('formatSigned', () => {
  it('writes the sign of non-zero values and groups thousands', () => {
    expect(formatSigned(12_004)).toBe('+12,004');
    expect(formatSigned(-3)).toBe('-3');
    expect(formatSigned(0)).toBe('0');
  });
});

describe('rankingEntries', () => {
  it('gives each entry its row id, label, signed scores and a trend icon in the list direction', () => {
    const entries = [
      ranked({ rowId: 4, performanceScore: 30_002, deltaSecurityScore: 5 }),
      ranked(
        { rowId: 9, projectUrl: 'https://github.com/acme/ledger', performanceScore: 5_000, deltaSecurityScore: 0 },
        true,
      ),
    ];
    expect(rankingEntries('most-improved', entries)).toEqual([
      {
        rowId: 4,
        label: 'https://github.com/acme/payments-api',
        performanceScore: '+30,002',
        scoreDelta: '+5',
        direction: 'increase',
        variant: 3,
        trendLabel: 'Strong increase',
      },
      {
        rowId: 9,
        label: 'https://github.com/acme/ledger:main',
        performanceScore: '+5,000',
        scoreDelta: '0',
        direction: 'increase',
        variant: 1,
        trendLabel: 'Slight increase',
      },
    ]);
  });

  it('points underachievers down, sized by how far they fell', () => {
    const [entry] = rankingEntries('underachievers', [
      ranked({ rowId: 2, performanceScore: -12_000, deltaSecurityScore: -3 }),
    ]);
    expect(entry).toMatchObject({ direction: 'decrease', variant: 2, trendLabel: 'Clear decrease', scoreDelta: '-3' });
  });

  it('returns no entry for an empty list', () => {
    expect(rankingEntries('most-improved', [])).toEqual([]);
  });
});
