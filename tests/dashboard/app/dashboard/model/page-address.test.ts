import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VIEW,
  parseView,
  type SharedView,
  serializeView,
  validIsoDate,
} from '@/dashboard/app/dashboard/model/page-address';
import { TEAM_SORT_COLUMNS } from '@/dashboard/features/team-comparison/model/team-table';

const FULL_VIEW: SharedView = {
  criteria: {
    startDate: '2026-10-01',
    endDate: '2026-11-21',
    branches: 'main,release/*',
    tags: 'prod',
    cached: false,
    teamUUID: '6a1c6d8e-0000-4000-8000-000000000001',
  },
  q: 'payments',
  sort: { column: 'vulns', direction: 'desc' },
  project: '00000000-0000-4000-8000-000000000007',
  scan: 'report-42',
  usage: 'exclusions',
  explain: 'riskRemoved',
  worklist: {
    group: 'vuln',
    order: 'important',
    sort: { column: 'daysLeft', direction: 'desc' },
    severities: ['CRITICAL', 'HIGH'],
    statuses: ['overdue'],
    kev: true,
    minEpss: 10,
  },
  tab: 'teams',
  teamsSort: { column: 'mttr', direction: 'desc' },
};

describe('parseView', () => {
  it('reads every parameter under the metrics query names', () => {
    const search =
      '?startDate=2026-10-01&endDate=2026-11-21&branches=main,release/*&tags=prod&cached=false' +
      '&teamUUID=6a1c6d8e-0000-4000-8000-000000000001&q=payments&sort=vulns:desc' +
      '&project=00000000-0000-4000-8000-000000000007&scan=report-42&usage=exclusions&explain=risk-removed' +
      '&wl.group=vuln&wl.order=important&wl.sort=daysLeft:desc&wl.sev=high,critical&wl.status=overdue&wl.kev=1&wl.epss=10' +
      '&view=teams&teams.sort=mttr:desc';
    expect(parseView(search)).toEqual(FULL_VIEW);
  });

  it('gives the defaults for an empty address', () => {
    expect(parseView('')).toEqual(EMPTY_VIEW);
  });

  it.each([
    ['startDate=2026-13-01', 'a month 13'],
    ['startDate=2026-02-30', 'a day February lacks'],
    ['startDate=21/11/2026', 'another format'],
    ['startDate=2026-11-21T00:00', 'a time'],
    ['cached=yes', 'a cached flag other than true/false'],
    ['sort=name:asc', 'an unknown column'],
    ['sort=vulns:up', 'an unknown direction'],
    ['sort=vulns', 'no direction'],
    ['usage=pie', 'an unknown usage mode'],
    ['scan=report-1', 'a scan without its project'],
    ['explain=mttr', 'a figure without a breakdown'],
    ['explain=riskRemoved', 'a measure under its code name'],
    ['explain=', 'an empty measure'],
    ['explain=fixes,fixed', 'two measures'],
    ['explain=constructor', 'an inherited property name'],
    [`q=${'a'.repeat(600)}`, 'an overlong filter'],
    ['q=a%00b', 'a control character'],
    ['project=a%0Ab', 'a line break in an id'],
    ['view=charts', 'an unknown view'],
    ['view=TEAMS', 'a view in another case'],
    ['teams.sort=name:asc', 'an unknown team column'],
    ['teams.sort=mttr:down', 'an unknown team sort direction'],
    ['teams.sort=mttr:desc:x', 'a team sort with a third part'],
  ])('drops %s (%s)', (search) => {
    expect(parseView(`?${search}`)).toEqual(EMPTY_VIEW);
  });

  it('strips whitespace from text, as the inputs do', () => {
    expect(parseView('?branches=%20main%20,%20dev&q=%20pay%20').criteria.branches).toBe('main,dev');
    expect(parseView('?q=%20pay%20ments').q).toBe('payments');
  });

  it('keeps markup as plain text: it is only ever rendered as text or compared', () => {
    const view = parseView('?q=%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(view.q).toBe('<imgsrc=xonerror=alert(1)>');
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (search) => {
        const view = parseView(search);
        expect(typeof view.q).toBe('string');
      }),
    );
  });
});

describe('validIsoDate', () => {
  it('accepts real days, leap days included', () => {
    expect(validIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(validIsoDate('2025-02-29')).toBeUndefined();
    expect(validIsoDate('1969-12-31')).toBeUndefined();
  });
});

describe('serializeView', () => {
  it('round-trips through parseView', () => {
    expect(parseView(serializeView(FULL_VIEW))).toEqual(FULL_VIEW);
  });

  it('writes the dates but leaves the other defaults out', () => {
    const search = serializeView({
      ...EMPTY_VIEW,
      criteria: { startDate: '2026-10-21', endDate: '2026-11-21', branches: '*', tags: '', cached: true },
    });
    expect(search).toBe('?startDate=2026-10-21&endDate=2026-11-21');
    expect(serializeView(EMPTY_VIEW)).toBe('');
  });

  it('keeps the parameters it does not own, such as the development scenario switch', () => {
    const search = serializeView({ ...EMPTY_VIEW, q: 'pay' }, '?scenario=large&q=old&sort=bad');
    expect(search).toBe('?scenario=large&q=pay');
  });

  it('writes the open breakdown under one spelling, after the usage mode and before the worklist', () => {
    expect(parseView('?explain=%20Risk-Removed%20').explain).toBe('riskRemoved');
    const search = serializeView({
      ...EMPTY_VIEW,
      usage: 'exclusions',
      explain: 'riskRemoved',
      worklist: {
        group: 'project',
        order: null,
        sort: null,
        severities: ['LOW'],
        statuses: [],
        kev: false,
        minEpss: null,
      },
    });
    expect(search).toBe('?usage=exclusions&explain=risk-removed&wl.sev=low');
    expect(serializeView({ ...EMPTY_VIEW, explain: null }, '?explain=fixes')).toBe('');
  });

  it('round-trips every measure', () => {
    for (const explain of ['fixes', 'introduced', 'fixed', 'riskRemoved', 'unaddressed'] as const) {
      const view: SharedView = { ...EMPTY_VIEW, explain };
      expect(parseView(serializeView(view))).toEqual(view);
    }
  });

  it('writes the view and the team sort last, in a fixed order, and the overview not at all', () => {
    const teams: SharedView = { ...EMPTY_VIEW, q: 'pay', tab: 'teams', teamsSort: { column: 'sla', direction: 'asc' } };
    expect(serializeView(teams)).toBe('?q=pay&view=teams&teams.sort=sla%3Aasc');
    expect(serializeView({ ...teams, tab: 'overview', teamsSort: null })).toBe('?q=pay');
  });

  it('round-trips every team sort', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEAM_SORT_COLUMNS),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.constantFrom('overview' as const, 'teams' as const),
        (column, direction, tab) => {
          const view: SharedView = { ...EMPTY_VIEW, tab, teamsSort: { column, direction } };
          expect(parseView(serializeView(view))).toEqual(view);
        },
      ),
    );
  });

  it('drops a scan without a project', () => {
    expect(serializeView({ ...EMPTY_VIEW, scan: 'report-1' })).toBe('');
  });

  it('round-trips any filter text and ids', () => {
    const text = fc.string({ maxLength: 60 }).map((value) => value.replace(/\s/g, ''));
    fc.assert(
      fc.property(
        text,
        text.filter((id) => id !== ''),
        (q, project) => {
          const view: SharedView = { ...EMPTY_VIEW, q, project };
          expect(parseView(serializeView(view))).toEqual(view);
        },
      ),
    );
  });
});
