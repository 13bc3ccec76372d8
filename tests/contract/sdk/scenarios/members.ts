import { expect } from 'vitest';
import { IDS, recordingClient, type Scenario } from '../scenario';

const MEMBER = '5a7c9e1b-3d5f-4b7a-9c1e-2d4f6a8b0c3e';

export const scenarios: Scenario[] = [
  {
    name: 'members.list answers the account members',
    run: async ({ client }) => {
      const members = await client.members.list({ uuid: IDS.account });
      expect(members.length).toBeGreaterThan(0);
      expect(members[0]?.email).toMatch(/@/);
    },
  },
  {
    name: 'members.list of an account answering 404 is an empty list',
    run: async ({ client }) => {
      expect(await client.members.list({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'members.create invites a Viewer (the role forced without allowRole)',
    run: async ({ makeClient }) => {
      const { client, sent } = recordingClient(makeClient);
      const member = await client.members.create(
        { uuid: IDS.account },
        { name: 'Marco Bellini', email: 'marco.bellini@acme-payments.com', role: 'Administrator' },
      );
      expect(member.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(await sent[0]?.json()).toMatchObject({ role: 'Viewer' });
    },
  },
  {
    name: 'members.create with allowRole sends the role asked for',
    run: async ({ makeClient }) => {
      const { client, sent } = recordingClient(makeClient);
      const member = await client.members.create(
        { uuid: IDS.account },
        { name: 'Priya Raman', email: 'priya.raman@acme-payments.com', role: 'Collaborator' },
        { allowRole: true },
      );
      expect(member.email).toMatch(/@/);
      expect(await sent[0]?.json()).toMatchObject({ role: 'Collaborator' });
    },
  },
  {
    name: 'members.get, update and delete one member',
    run: async ({ client }) => {
      const target = { uuid: IDS.account, member: MEMBER };
      expect((await client.members.get(target)).uuid).toBe(MEMBER);
      expect((await client.members.update(target, { role: 'Administrator' })).role).toBe('Administrator');
      expect(await client.members.delete(target)).toBeUndefined();
    },
  },
  {
    name: 'members.setPrimaryTeam sends the team as teamuuid',
    run: async ({ makeClient }) => {
      const { client, sent } = recordingClient(makeClient);
      const result = await client.members.setPrimaryTeam({ uuid: IDS.account, member: MEMBER, teamuuid: IDS.team });
      expect(result).toBeUndefined();
      expect(new URL(sent[0]?.url ?? '').searchParams.get('teamuuid')).toBe(IDS.team);
    },
  },
];
