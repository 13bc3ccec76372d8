import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const MEMBER = '5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e';

export const scenarios: Scenario[] = [
  {
    name: 'teamMembers.list answers the team members with their team roles',
    run: async ({ client }) => {
      const members = await client.teamMembers.list({ uuid: IDS.team });
      expect(members.length).toBeGreaterThan(0);
      expect(members[0]?.role).toMatch(/^Team /);
    },
  },
  {
    name: 'teamMembers.list of a team answering 404 is an empty list',
    run: async ({ client }) => {
      expect(await client.teamMembers.list({ uuid: IDS.team }, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'teamMembers.create adds an account member with a team role and the membership',
    run: async ({ client }) => {
      const member = await client.teamMembers.create(
        { uuid: IDS.team },
        {
          uuid: MEMBER,
          role: 'Team Collaborator',
          membership: { name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Collaborator' },
        },
      );
      expect(member.uuid).toBe(MEMBER);
    },
  },
  {
    name: 'teamMembers.update changes the team role; delete removes the member from the team',
    run: async ({ client }) => {
      const target = { uuid: IDS.team, member: MEMBER };
      expect((await client.teamMembers.update(target, { role: 'Team Administrator' })).role).toBe('Team Administrator');
      expect(await client.teamMembers.delete(target)).toBeUndefined();
    },
  },
];
