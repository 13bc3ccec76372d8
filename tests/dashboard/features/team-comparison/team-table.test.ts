import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamFigures, TeamRowState } from '@/dashboard/features/team-comparison/model/team-row';
import {
  nextTeamSort,
  parseTeamSort,
  sortTeams,
  TEAM_CSV_COLUMNS,
  TEAM_SORT_COLUMNS,
  type TeamSort,
} from '@/dashboard/features/team-comparison/model/team-table';
import { toCsv } from '@/dashboard/shared/export/csv';
import { namedTeam, teamFigures } from '../../support/team-fixtures';

const loaded = (overrides: Partial<TeamFigures>): TeamRowState => ({
  status: 'loaded',
  figures: teamFigures(overrides),
});

describe('teams.sort', () => {
  it('reads a known column and direction, and nothing else', () => {
    expect(parseTeamSort('mttr:desc')).toEqual({ column: 'mttr', direction: 'desc' });
    for (const value of [null, '', 'mttr', 'mttr:up', 'name:asc', 'mttr:asc:x', 'MTTR:asc']) {
      expect(parseTeamSort(value)).toBeNull();
    }
  });

  it('the same column flips; another starts A to Z for the name and largest first for figures', () => {
    expect(nextTeamSort(null, 'team')).toEqual({ column: 'team', direction: 'asc' });
    expect(nextTeamSort(null, 'overdue')).toEqual({ column: 'overdue', direction: 'desc' });
    expect(nextTeamSort({ column: 'overdue', direction: 'desc' }, 'overdue')).toEqual({
      column: 'overdue',
      direction: 'asc',
    });
  });
});

describe('sortTeams', () => {
  const teams = [namedTeam('Checkout'), namedTeam('Ledger'), namedTeam('Payments'), namedTeam('Search')];
  const states = new Map<string, TeamRowState>([
    ['uuid-Checkout', loaded({ mttrDays: 12 })],
    ['uuid-Ledger', { status: 'failed', message: 'Server error.' }],
    ['uuid-Payments', loaded({ mttrDays: 30 })],
    ['uuid-Search', { status: 'loading' }],
  ]);
  const stateOf = (uuid: string) => states.get(uuid) ?? { status: 'waiting' as const };
  const names = (sort: TeamSort | null) => sortTeams(teams, stateOf, sort).map((entry) => entry.name);

  it('keeps the teams’ order without a sort', () => {
    expect(names(null)).toEqual(['Checkout', 'Ledger', 'Payments', 'Search']);
  });

  it('puts the rows without the figure last, either way, in the teams’ order', () => {
    expect(names({ column: 'mttr', direction: 'desc' })).toEqual(['Payments', 'Checkout', 'Ledger', 'Search']);
    expect(names({ column: 'mttr', direction: 'asc' })).toEqual(['Checkout', 'Payments', 'Ledger', 'Search']);
  });

  it('sorts by name whatever the state of the row', () => {
    expect(names({ column: 'team', direction: 'desc' })).toEqual(['Search', 'Payments', 'Ledger', 'Checkout']);
  });

  it('is a permutation, ordered by the figure, rows without one last in the teams’ order', () => {
    const figure = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(figure, { maxLength: 12 }),
        fc.constantFrom(...TEAM_SORT_COLUMNS.filter((column) => column !== 'team')),
        fc.constantFrom('asc' as const, 'desc' as const),
        (values, column, direction) => {
          const list = values.map((_, index) => namedTeam(`t${index}`));
          const field = {
            projects: 'projects',
            open: 'open',
            overdue: 'overdue',
            mttr: 'mttrDays',
            sla: 'slaCompliance',
            netResolveRate: 'netResolveRate',
          } as const;
          const stateFor = (uuid: string): TeamRowState => {
            const value = values[Number(uuid.slice('uuid-t'.length))] ?? null;
            return value === null ? { status: 'loading' } : loaded({ [field[column]]: value });
          };
          const sorted = sortTeams(list, stateFor, { column, direction });
          expect([...sorted].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
            [...list].sort((a, b) => a.name.localeCompare(b.name)),
          );
          const keys = sorted.map((entry) => values[Number(entry.uuid.slice('uuid-t'.length))] ?? null);
          const present = keys.filter((key): key is number => key !== null);
          expect(keys.slice(0, present.length).every((key) => key !== null)).toBe(true);
          const ordered = [...present].sort((a, b) => (direction === 'asc' ? a - b : b - a));
          expect(present).toEqual(ordered);
          const missing = sorted.slice(present.length).map((entry) => Number(entry.uuid.slice('uuid-t'.length)));
          expect(missing).toEqual([...missing].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('the CSV of the comparison', () => {
  it('writes every row, a failed one with its status and no figures', () => {
    const csv = toCsv(TEAM_CSV_COLUMNS, [
      {
        team: namedTeam('=Payments'),
        state: loaded({
          projects: 14,
          open: 40,
          overdue: 6,
          mttrDays: 12.345,
          slaCompliance: 0.8123,
          mttrChange: -8.26,
        }),
      },
      { team: namedTeam('Ledger'), state: { status: 'failed', message: 'Server error.' } },
    ]);
    const [header, payments, ledger] = parse(csv) as string[][];
    expect(header?.slice(0, 7)).toEqual([
      'Team',
      'Team UUID',
      'Status',
      'Projects',
      'Open vulnerabilities',
      'Overdue vulnerabilities',
      'MTTR (days)',
    ]);
    expect(payments?.slice(0, 10)).toEqual([
      "'=Payments",
      'uuid-=Payments',
      'loaded',
      '14',
      '40',
      '6',
      '12.3',
      '-8.3',
      '81.2',
      '',
    ]);
    expect(ledger?.slice(2)).toEqual(['failed', '', '', '', '', '', '', '', '', '']);
  });
});
