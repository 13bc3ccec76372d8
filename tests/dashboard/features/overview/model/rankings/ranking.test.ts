import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  projectLabel,
  RANKED_LIST_SIZE,
  rankProjects,
  sortByPerformance,
} from '@/dashboard/features/overview/model/rankings/ranking';
import { dashboardOf, exampleResponse, makeProject } from '../../../../support/metrics-fixtures';

const withScores = (scores: readonly number[]) =>
  scores.map((performanceScore, rowId) =>
    makeProject({ rowId, performanceScore, projectUrl: `https://github.com/acme/p${rowId}` }),
  );
const rowIds = (ranked: readonly { project: { rowId: number } }[]) => ranked.map((entry) => entry.project.rowId);

describe('ranking', () => {
  it('top performing = the first 3 with a performance score above 0, best first', () => {
    const projects = withScores([5, -2, 900, 0, 40, 3000, 1]);
    expect(rowIds(rankProjects(projects).topPerforming)).toEqual([5, 2, 4]);
    expect(RANKED_LIST_SIZE).toBe(3);
  });

  it('least performing = the last 3 with a score below 0, in the same descending order (worst last)', () => {
    const projects = withScores([-5, 10, -9000, -1, 0, -40, -2]);
    // Below 0, descending: -1 (3), -2 (6), -5 (0), -40 (5), -9000 (2); the last three are kept.
    expect(rowIds(rankProjects(projects).leastPerforming)).toEqual([0, 5, 2]);
  });

  it('a score of 0 is in neither list; fewer candidates give shorter lists', () => {
    const { topPerforming, leastPerforming } = rankProjects(withScores([0, 0, 7, -3]));
    expect(rowIds(topPerforming)).toEqual([2]);
    expect(rowIds(leastPerforming)).toEqual([3]);
    expect(rankProjects([])).toEqual({ topPerforming: [], leastPerforming: [] });
  });

  it('equal scores keep their response order (a stable sort)', () => {
    const projects = withScores([10, 10, 10, 10, -1, -1, -1, -1]);
    const { topPerforming, leastPerforming } = rankProjects(projects);
    expect(rowIds(topPerforming)).toEqual([0, 1, 2]);
    expect(rowIds(leastPerforming)).toEqual([5, 6, 7]);
  });

  it('property: the one-pass ranking equals sorting by performance descending, filtering and slicing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 }), (scores) => {
        const projects = withScores(scores.map((score) => score * 1000));
        const sorted = sortByPerformance(projects);
        const expectedTop = sorted.filter((project) => project.performanceScore > 0).slice(0, 3);
        const expectedLeast = sorted.filter((project) => project.performanceScore < 0).slice(-3);
        const { topPerforming, leastPerforming } = rankProjects(projects);
        expect(topPerforming.map((entry) => entry.project)).toEqual(expectedTop);
        expect(leastPerforming.map((entry) => entry.project)).toEqual(expectedLeast);
      }),
    );
  });

  it('a project URL that appears under several branches is labelled with :branch appended', () => {
    const { topPerforming, leastPerforming } = dashboardOf(exampleResponse()).account;
    expect(topPerforming.map((entry) => entry.label)).toEqual(['https://github.com/acme/payments-api:main']);
    expect(leastPerforming.map((entry) => entry.label)).toEqual(['https://gitlab.com/acme/checkout-web']);

    const release = makeProject({ projectBranch: 'release/2.4', performanceScore: 5 });
    const main = makeProject({ projectBranch: 'main', performanceScore: -5 });
    expect(projectLabel(release, [release, main])).toBe('https://github.com/acme/payments-api:release/2.4');
    expect(projectLabel(release, [release])).toBe('https://github.com/acme/payments-api');
  });

  it('labels look at every project, so ranking a filtered selection labels the same way', () => {
    const release = makeProject({ projectBranch: 'release/2.4', performanceScore: 5 });
    const main = makeProject({ projectBranch: 'main', performanceScore: 0 });
    const { topPerforming } = rankProjects([release], [release, main]);
    expect(topPerforming[0]?.label).toBe('https://github.com/acme/payments-api:release/2.4');
  });
});
