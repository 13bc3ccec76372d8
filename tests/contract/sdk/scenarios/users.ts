import { expect } from 'vitest';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'users.get answers the signed-in user with their account and teams',
    run: async ({ client }) => {
      const user = await client.users.get();
      expect(user.email).toMatch(/@/);
      expect(user.account.uuid).toBeTruthy();
      expect(user.teams?.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'users.get of a user without teams',
    run: async ({ client }) => {
      const user = await client.users.get({ headers: { Prefer: 'example=without-teams' } });
      expect(user.teams ?? []).toEqual([]);
    },
  },
];
