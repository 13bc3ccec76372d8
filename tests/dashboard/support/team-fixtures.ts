// Shared builders for the team comparison's tests: teams, the figures of a row, and the metrics
// answer of one team (wire-shaped, as the server sends it).
import type { ComparedTeam, TeamFigures } from '@/dashboard/features/team-comparison/model/team-row';
import { wire } from './fix-fixtures';

/** The figures of a team with nothing in it; `overrides` set the ones a test is about. */
export const teamFigures = (overrides: Partial<TeamFigures> = {}): TeamFigures => ({
  projects: 0,
  open: 0,
  overdue: 0,
  mttrDays: null,
  slaCompliance: null,
  netResolveRate: null,
  mttrChange: null,
  slaChange: null,
  netResolveRateChange: null,
  ...overrides,
});

/** A team named `name`, its uuid made from the name. */
export const namedTeam = (name: string): ComparedTeam => ({ uuid: `uuid-${name}`, name });

/** `count` teams, 'Team 1' to 'Team {count}', each with a well-formed uuid. */
export const numberedTeams = (count: number): ComparedTeam[] =>
  Array.from({ length: count }, (_, index) => ({
    uuid: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `Team ${index + 1}`,
  }));

/** One open vulnerability of the latest scan per age in days (HIGH), first seen that long before `now`. */
export const openVulnerabilities = (ages: readonly number[], now: number) =>
  ages.map((days, index) => ({ id: `CVE-2026-${index}`, severity: 'HIGH', firstSeenWhen: now - days * 86_400_000 }));

/** A team's metrics answer with `count` projects, none scanned and none fixed. */
export const teamAnswer = (count: number) => ({
  projects: Array.from({ length: count }, (_, index) => wire(`https://github.com/acme/p${index}`, [])),
  projectsUsage: { sortedDates: [], dates: {} },
});
