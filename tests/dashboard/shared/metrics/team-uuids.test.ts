// The proposed `teamUUIDs` of a project, read as untrusted input: any value is accepted, only
// well-formed uuids are kept (lower case, each once), and "not sent" differs from "no team".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
import { namesTeams, teamUUIDsOf } from '@/dashboard/shared/metrics/team-uuids';
import { assertHostile, hostileProject } from '../../../support/hostile-answers';

const TEAM = '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e';
const LOWER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a server might send as `teamUUIDs`: uuids in any case, near misses, other values. */
const teamValue = fc.oneof(
  fc.uuid(),
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  fc.constantFrom(` ${TEAM}`, `${TEAM}0`, TEAM.replaceAll('-', ''), '', '__proto__', '<b>team</b>', 'team-a'),
  fc.jsonValue({ maxDepth: 1 }),
);

describe('teamUUIDsOf', () => {
  it('keeps the well-formed uuids in lower case, each once, in the order sent', () => {
    const upper = TEAM.toUpperCase();
    const other = '00000000-0000-4000-8000-000000000001';
    expect(teamUUIDsOf([upper, 42, other, TEAM, 'team-a', null, { uuid: TEAM }])).toEqual([TEAM, other]);
    expect(teamUUIDsOf([TEAM])).toEqual([TEAM]);
  });

  it('reads an array of nothing usable as no team, and anything but an array as not sent', () => {
    expect(teamUUIDsOf([])).toEqual([]);
    expect(teamUUIDsOf(['team-a', ` ${TEAM}`])).toEqual([]);
    for (const value of [undefined, null, TEAM, 1, { 0: TEAM }, true]) expect(teamUUIDsOf(value)).toBeUndefined();
  });

  it('never throws, and keeps exactly the uuids of an array, whatever it holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(teamValue, { maxLength: 8 }), teamValue), (value) => {
        const kept = teamUUIDsOf(value);
        if (!Array.isArray(value)) {
          expect(kept).toBeUndefined();
          return;
        }
        const expected = [
          ...new Set(
            value
              .filter((item) => typeof item === 'string' && LOWER_UUID.test(item.toLowerCase()))
              .map((item) => (item as string).toLowerCase()),
          ),
        ];
        expect(kept).toEqual(expected);
        for (const uuid of kept ?? []) expect(uuid).toMatch(LOWER_UUID);
      }),
    );
  });

  it('reads a long list of one team repeated in linear time', () => {
    expect(teamUUIDsOf(Array.from({ length: 200_000 }, (_, index) => (index % 2 ? TEAM : TEAM.toUpperCase())))).toEqual(
      [TEAM],
    );
  });
});

describe('a project’s teams, normalised with the answer', () => {
  it('each project keeps its teams, or none when the server did not say', () => {
    const metrics = normalizeMetrics({
      projects: [
        { projectUrl: 'https://x/a', teamUUIDs: [TEAM.toUpperCase(), 'bad'] },
        { projectUrl: 'https://x/b', teamUUIDs: [] },
        { projectUrl: 'https://x/c', teamUUIDs: 'not a list' },
        { projectUrl: 'https://x/d' },
      ],
    });
    expect(metrics.projects.map((project) => project.teamUUIDs)).toEqual([[TEAM], [], undefined, undefined]);
  });

  it('a hostile project with hostile teams normalises without throwing, every team kept a lower-case uuid', () => {
    assertHostile(
      fc.property(
        fc.array(fc.tuple(hostileProject, fc.array(teamValue, { maxLength: 4 })), { maxLength: 6 }),
        (pairs) => {
          const projects = pairs.map(([project, teams]) =>
            typeof project === 'object' && project !== null && !Array.isArray(project)
              ? { ...project, teamUUIDs: teams }
              : project,
          );
          for (const project of normalizeMetrics({ projects }).projects) {
            for (const uuid of project.teamUUIDs ?? []) expect(uuid).toMatch(LOWER_UUID);
          }
        },
      ),
      { defaultRuns: 50 },
    );
  });
});

describe('namesTeams', () => {
  it('is true only when every project of a non-empty answer says which teams it belongs to', () => {
    const named = (teams?: string[]) => ({ teamUUIDs: teams });
    expect(namesTeams([named([TEAM]), named([])])).toBe(true);
    expect(namesTeams([named([TEAM]), named()])).toBe(false);
    expect(namesTeams([])).toBe(false);
  });
});
