import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctedView,
  criteriaForm,
  criteriaOfQuery,
  queryBeforeUser,
  resolveViewAgainstProjects,
} from '@/dashboard/app/dashboard/model/address-resolution';
import { EMPTY_VIEW } from '@/dashboard/app/dashboard/model/page-address';
import { buildFilterQuery } from '@/dashboard/shared/metrics/filters';
import type { ScanPoint } from '@/dashboard/shared/metrics/types';
import { makeProject } from '../../../support/metrics-fixtures';

const NOW = new Date(2026, 10, 21, 12);
const TEAMS = [{ uuid: 'team-a', name: 'Platform' }];
const scan = (reportUUID: string, timestamp: number): ScanPoint => ({
  timestamp,
  reportUUID,
  securityScore: 50,
  vulnerabilityCount: 1,
  mitigationCount: 0,
  vulnerabilityDelta: 0,
});

describe('criteriaForm', () => {
  it('puts the address criteria over the defaults', () => {
    const form = criteriaForm(
      { startDate: '2026-01-01', branches: 'main', cached: false, teamUUID: 'team-a' },
      { teams: TEAMS, showTeamSelector: true, now: NOW },
    );
    expect(form).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2026-11-21',
      branches: 'main',
      tags: '',
      cached: false,
      teamUUID: 'team-a',
    });
  });

  it('ignores a team that is not one of the user’s, or any team without the team selector', () => {
    const context = { teams: TEAMS, showTeamSelector: true, now: NOW };
    expect(criteriaForm({ teamUUID: 'team-b' }, context).teamUUID).toBe('');
    expect(criteriaForm({ teamUUID: 'team-a' }, { ...context, showTeamSelector: false }).teamUUID).toBe('');
  });

  it('falls back to the default window when the address’s window ends before it starts', () => {
    const form = criteriaForm(
      { startDate: '2026-11-01', endDate: '2026-10-01' },
      { teams: [], showTeamSelector: false, now: NOW },
    );
    expect([form.startDate, form.endDate]).toEqual(['2026-10-21', '2026-11-21']);
  });
});

describe('criteriaOfQuery', () => {
  it('leaves an empty team out', () => {
    const query = { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', tags: '', cached: true };
    expect(criteriaOfQuery({ ...query, teamUUID: '' })).toEqual(query);
  });
});

describe('resolveViewAgainstProjects', () => {
  const projects = [makeProject({ projectUUID: 'p-1', scans: [scan('r-1', 1), scan('r-2', 2)] })];

  it('keeps a known project and one of its scans, as the same object', () => {
    const view = { ...EMPTY_VIEW, project: 'p-1', scan: 'r-2' };
    expect(resolveViewAgainstProjects(view, projects)).toBe(view);
  });

  it('drops an unknown project with its scan; a known project keeps its scan, which its expanded row checks', () => {
    expect(resolveViewAgainstProjects({ ...EMPTY_VIEW, project: 'p-9', scan: 'r-1' }, projects)).toMatchObject({
      project: null,
      scan: null,
    });
    const known = { ...EMPTY_VIEW, project: 'p-1', scan: 'r-9' };
    expect(resolveViewAgainstProjects(known, projects)).toBe(known);
  });
});

describe('correctedView', () => {
  const criteria = { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', cached: true };
  const asked = { ...EMPTY_VIEW, criteria, project: 'gone', scan: 's-1', tab: 'teams' as const };

  it('is the same view when nothing is refuted', () => {
    const view = { ...asked, project: null, scan: null, tab: 'overview' as const };
    expect(correctedView(view, { criteria: { ...criteria }, teamsOffered: false, projects: [] })).toBe(view);
  });

  it('applies the accepted criteria and the overview, and checks the project only once the answer is there', () => {
    const accepted = { ...criteria, startDate: '2026-10-22' };
    const loading = correctedView(asked, { criteria: accepted, teamsOffered: false, projects: null });
    expect(loading).toEqual({ ...asked, criteria: accepted, tab: 'overview' });
    const loaded = correctedView(asked, { criteria: accepted, teamsOffered: true, projects: [makeProject()] });
    expect(loaded).toEqual({ ...asked, criteria: accepted, project: null, scan: null });
  });
});

describe('queryBeforeUser', () => {
  const isoDate = fc
    .date({ min: new Date(2020, 0, 1), max: new Date(2027, 11, 31), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const criteriaWithoutTeam = fc.record(
    {
      startDate: isoDate,
      endDate: isoDate,
      branches: fc.string({ maxLength: 12 }),
      tags: fc.string({ maxLength: 12 }),
      cached: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const teams = fc.array(fc.record({ uuid: fc.uuid(), name: fc.string({ maxLength: 8 }) }), { maxLength: 3 });

  it('is the query the page applies for any user when the address names no team', () => {
    fc.assert(
      fc.property(criteriaWithoutTeam, teams, fc.boolean(), (criteria, userTeams, showTeamSelector) => {
        const applied = buildFilterQuery(criteriaForm(criteria, { teams: userTeams, showTeamSelector }));
        expect(queryBeforeUser(criteria)).toEqual(applied);
      }),
    );
  });

  it('is null when the address names a team, which only the user can confirm', () => {
    expect(queryBeforeUser({ teamUUID: 'team-a' })).toBeNull();
    expect(queryBeforeUser({ startDate: '2026-01-01', teamUUID: 'team-b' })).toBeNull();
  });
});
