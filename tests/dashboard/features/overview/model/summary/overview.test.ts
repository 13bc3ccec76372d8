import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filteredOverview } from '@/dashboard/features/overview/model/summary/overview';
import { filterProjectsByUrl } from '@/dashboard/shared/metrics/search-filter';
import { dashboardOf, exampleResponse, makeProject } from '../../../../support/metrics-fixtures';

describe('search filter', () => {
  it('keeps only the projects whose URL contains the search text, case-insensitively', () => {
    const model = dashboardOf(exampleResponse(), 'GitHub.com/ACME');
    expect(model.displayed.projects.map((project) => `${project.projectUrl}@${project.projectBranch}`)).toEqual([
      'https://github.com/acme/payments-api@main',
      'https://github.com/acme/payments-api@release/2.4',
    ]);
    expect(model.filteredOverview).toBe(model.displayed);
  });

  it('totals and chart data then use the filtered figures, summed over the kept projects (not the server totals)', () => {
    const model = dashboardOf(exampleResponse(), 'payments');
    expect(model.displayed.totals).toEqual({
      numberOfProjects: 2,
      totalScans: 4,
      vulnerabilitiesIdentified: 26,
      vulnerabilitiesAddressed: 14,
    });
    expect(model.displayed.doughnut).toEqual({ unaddressed: 12, addressed: 14 });
    expect(model.displayed.topPerforming.map((entry) => entry.label)).toEqual([
      'https://github.com/acme/payments-api:main',
    ]);
    expect(model.displayed.leastPerforming).toEqual([]);
    // The whole account is still there, unfiltered.
    expect(model.account.totals.numberOfProjects).toBe(3);
  });

  it('no search text (or only whitespace) means no filtered overview: the views show the whole account', () => {
    for (const search of ['', '   ', undefined, null, 42]) {
      const model = dashboardOf(exampleResponse(), search);
      expect(model.filteredOverview).toBeNull();
      expect(model.displayed).toBe(model.account);
    }
  });

  it('the search text is matched literally: regular-expression characters are plain characters', () => {
    const projects = [
      makeProject({ projectUrl: 'https://github.com/acme/a.b' }),
      makeProject({ projectUrl: 'https://x/aXb' }),
    ];
    expect(filterProjectsByUrl(projects, 'a.b')).toEqual([projects[0]]);
    expect(filterProjectsByUrl(projects, '.*')).toEqual([]);
    expect(filterProjectsByUrl(projects, '[(')).toEqual([]);
  });

  it('a search that matches nothing gives an empty selection with zero totals', () => {
    const overview = filteredOverview([makeProject()], 'bitbucket');
    expect(overview?.projects).toEqual([]);
    expect(overview?.totals).toEqual({
      numberOfProjects: 0,
      totalScans: 0,
      vulnerabilitiesIdentified: 0,
      vulnerabilitiesAddressed: 0,
    });
  });

  it('property: every kept project contains the text, every dropped one does not', () => {
    const url = fc.constantFrom('https://github.com/Acme/Payments', 'git@gitlab.com:acme/web.git', 'PAYMENTS', '');
    fc.assert(
      fc.property(
        fc.array(url, { maxLength: 12 }),
        fc.constantFrom('pay', 'ACME', 'git', '.', 'x', 'a/p', '(', '*'),
        (urls, search) => {
          const projects = urls.map((projectUrl, rowId) => makeProject({ rowId, projectUrl }));
          const kept = new Set(filterProjectsByUrl(projects, search));
          for (const project of projects) {
            expect(kept.has(project)).toBe(project.projectUrl.toLowerCase().includes(search.toLowerCase()));
          }
        },
      ),
    );
  });

  it('property: any search text, lone surrogates and every syntax character included, filters without throwing', () => {
    const character = fc.oneof(
      fc.constantFrom(...'\\^$.*+?()[]{}|/-,:=!<>'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const projects = [makeProject({ projectUrl: 'https://github.com/acme/a.b' })];
    fc.assert(
      fc.property(fc.string({ unit: character }), (search) => {
        expect(() => filterProjectsByUrl(projects, search)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
