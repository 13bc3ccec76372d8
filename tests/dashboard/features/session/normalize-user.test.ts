import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeUser, type SignedInUser } from '@/dashboard/features/session/normalize-user';
import { DANA, TEAM } from '../../support/users';

/** What every normalised user holds, whatever the server sent. */
function expectWellFormed(user: SignedInUser) {
  for (const text of [user.id, user.name, user.email, user.account.uuid, user.account.name, user.account.email]) {
    expect(typeof text).toBe('string');
    expect(text).toBe(text.trim());
  }
  expect(typeof user.account.default).toBe('boolean');
  expect(typeof user.account.plan).toBe('string');
  expect(Array.isArray(user.account.features)).toBe(true);
  for (const feature of user.account.features) expect(typeof feature).toBe('string');
  expect(new Set(user.account.features).size).toBe(user.account.features.length);
  expect(Array.isArray(user.teams)).toBe(true);
  for (const team of user.teams) {
    expect(typeof team.uuid).toBe('string');
    expect(team.uuid).not.toBe('');
    expect(typeof team.name).toBe('string');
    expect(team.name).not.toBe('');
  }
  expect(new Set(user.teams.map((team) => team.uuid)).size).toBe(user.teams.length);
}

/** A user-shaped value whose every field may be missing, of the right type, or any JSON value. */
const anything = fc.jsonValue();
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, anything);
const teamLike = maybe(
  fc.record({ uuid: maybe(fc.constantFrom('a', 'b', 'c', ' a ', '')), name: maybe(fc.string()) }, { requiredKeys: [] }),
);
const accountLike = fc.record(
  {
    uuid: maybe(fc.uuid()),
    name: maybe(fc.string()),
    email: maybe(fc.emailAddress()),
    default: maybe(fc.boolean()),
    plan: maybe(fc.constantFrom('opensource', 'enterprise')),
    features: maybe(fc.array(maybe(fc.constantFrom('teams', 'members', 'teams')))),
  },
  { requiredKeys: [] },
);
const userLike = fc.record(
  {
    id: maybe(fc.uuid()),
    name: maybe(fc.string()),
    email: maybe(fc.emailAddress()),
    account: maybe(accountLike),
    teams: maybe(fc.array(teamLike)),
  },
  { requiredKeys: [] },
);

describe('normalizeUser', () => {
  it('keeps a well-formed user as it is', () => {
    expect(normalizeUser(DANA)).toEqual({
      ...DANA,
      account: { ...DANA.account, plan: '', features: ['teams'] },
      teams: [TEAM],
    });
  });

  it('never throws on arbitrary JSON, and gives null or a well-formed user', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const user = normalizeUser(value);
        if (user !== null) expectWellFormed(user);
      }),
    );
  });

  it('gives a well-formed user for any user-shaped value with an account object, null without one', () => {
    fc.assert(
      fc.property(userLike, (value) => {
        const user = normalizeUser(value);
        const hasAccount = typeof value.account === 'object' && value.account !== null && !Array.isArray(value.account);
        expect(user === null).toBe(!hasAccount);
        if (user !== null) expectWellFormed(user);
      }),
    );
  });

  it('only a JSON true marks the default account', () => {
    fc.assert(
      fc.property(anything, (flag) => {
        const user = normalizeUser({ ...DANA, account: { ...DANA.account, default: flag } });
        expect(user?.account.default).toBe(flag === true);
      }),
    );
  });

  it.each([null, 'Dana', 42, [], [DANA], true])('%j is not a user', (value) => {
    expect(normalizeUser(value)).toBeNull();
  });

  it('an account that is missing or null is not usable', () => {
    expect(normalizeUser({ ...DANA, account: undefined })).toBeNull();
    expect(normalizeUser({ ...DANA, account: null })).toBeNull();
  });

  it('keeps the first of duplicate teams, drops entries without a string uuid and names an unnamed team by its uuid', () => {
    const user = normalizeUser({
      ...DANA,
      teams: [
        null,
        3,
        { name: 'x' },
        { uuid: 5 },
        TEAM,
        { uuid: TEAM.uuid, name: 'Again' },
        { uuid: 'u2', name: '  ' },
      ],
    });
    expect(user?.teams).toEqual([TEAM, { uuid: 'u2', name: 'u2' }]);
  });

  it('keeps a team name with markup as plain text', () => {
    const name = '<script>alert(1)</script>';
    expect(normalizeUser({ ...DANA, teams: [{ uuid: 'u1', name }] })?.teams).toEqual([{ uuid: 'u1', name }]);
  });

  it('reads non-string names, e-mails and features as empty', () => {
    const user = normalizeUser({
      ...DANA,
      name: { first: 'Dana' },
      email: ['dana@example.com'],
      account: { ...DANA.account, features: 'teams' },
    });
    expect(user?.name).toBe('');
    expect(user?.email).toBe('');
    expect(user?.account.features).toEqual([]);
  });
});
