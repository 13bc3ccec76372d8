import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import { IDS, recordingClient, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'teams.list answers the account teams',
    run: async ({ client }) => {
      const teams = await client.teams.list({ uuid: IDS.account });
      expect(teams.length).toBeGreaterThan(0);
      expect(teams[0]?.name).toBeTruthy();
    },
  },
  {
    name: 'teams.list of an account answering 404 is an empty list',
    run: async ({ client }) => {
      expect(await client.teams.list({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'teams.create is accepted without active from the caller: the SDK sends active true',
    run: async ({ makeClient }) => {
      // The document requires `active`, so the mock refuses the call unless the SDK filled it in.
      const { client, sent } = recordingClient(makeClient);
      const team = await client.teams.create({
        name: 'Payments Backend',
        description: 'Owns the card-processing services and their dependencies.',
      });
      expect(team.name).toBe('Payments Backend');
      expect(await sent[0]?.json()).toMatchObject({ active: true, name: 'Payments Backend' });
    },
  },
  {
    name: 'teams.create with a taken name (422) is an ApiError carrying the server message',
    run: async ({ client }) => {
      const error = await client.teams
        .create({ name: 'Payments Backend' }, { headers: { Prefer: 'code=422' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('A team named Payments Backend already exists');
    },
  },
  {
    name: 'teams.update and delete a team',
    run: async ({ client }) => {
      const team = await client.teams.update(
        { id: IDS.team },
        { description: 'Owns the card-processing and refund services.' },
      );
      expect(team.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(await client.teams.delete({ id: IDS.team })).toBeUndefined();
    },
  },
];
