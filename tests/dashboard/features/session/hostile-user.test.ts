// The user normaliser on the hostile answers to `GET /users/me` that the browser suite serves
// (tests/support/hostile-answers.ts): it never throws, and gives null or a user whose every field
// the header, the team selector and the session can read as they are. HOSTILE_SEED and
// HOSTILE_RUNS replay or widen a run.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { normalizeUser } from '@/dashboard/features/session/normalize-user';
import { assertHostile, hostileUserJson, usableUserValue } from '../../../support/hostile-answers';

function check(condition: boolean, message: () => string) {
  if (!condition) throw new Error(message());
}

const isAccount = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

describe('normalizeUser on hostile answers', () => {
  it('never throws, and gives null or a user of plain strings, distinct features and distinct teams', () => {
    assertHostile(
      fc.property(hostileUserJson, (body) => {
        const user = normalizeUser(body);
        const account = (body as { account?: unknown } | null)?.account;
        const hasAccount = typeof body === 'object' && body !== null && !Array.isArray(body) && isAccount(account);
        check((user === null) === !hasAccount, () => `null exactly when there is no account object (${user === null})`);
        if (user === null) return;
        for (const text of [user.id, user.name, user.email, user.account.uuid, user.account.name, user.account.email]) {
          check(typeof text === 'string' && text === text.trim(), () => `a text field ${JSON.stringify(text)}`);
        }
        check(typeof user.account.default === 'boolean', () => 'default is a boolean');
        check(
          user.account.default === ((account as { default?: unknown }).default === true),
          () => 'only a JSON true marks the default account',
        );
        const features = user.account.features;
        check(
          features.every((feature) => typeof feature === 'string' && feature !== ''),
          () => 'features',
        );
        check(new Set(features).size === features.length, () => `repeated features ${features.join(',')}`);
        for (const team of user.teams) {
          check(typeof team.uuid === 'string' && team.uuid !== '', () => `a team uuid ${JSON.stringify(team.uuid)}`);
          check(typeof team.name === 'string' && team.name !== '', () => `a team name ${JSON.stringify(team.name)}`);
        }
        check(new Set(user.teams.map((team) => team.uuid)).size === user.teams.length, () => 'repeated teams');
      }),
    );
  });

  it('accepts every user the browser suite counts on to reach the metrics', () => {
    assertHostile(
      fc.property(usableUserValue, (body) => {
        check(normalizeUser(body) !== null, () => 'a usable user was refused');
      }),
    );
  });
});
