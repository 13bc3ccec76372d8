import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const NOT_FOUND = { headers: { Prefer: 'code=404' } };

export const scenarios: Scenario[] = [
  {
    name: 'properties.listAccountNames and listTeamNames answer the allowed names',
    run: async ({ client }) => {
      expect(await client.properties.listAccountNames()).toContain('experimental');
      expect(await client.properties.listTeamNames()).toContain('notifications');
    },
  },
  {
    name: 'properties.getForAccount answers the stored object',
    run: async ({ client }) => {
      const value = await client.properties.getForAccount(
        { uuid: IDS.account, name: 'experimental' },
        { headers: { Prefer: 'example=experimental' } },
      );
      expect(value).toMatchObject({ insightsV2: true });
    },
  },
  {
    name: 'properties.getForAccount of a property not set (404) answers null',
    run: async ({ client }) => {
      expect(await client.properties.getForAccount({ uuid: IDS.account, name: 'experimental' }, NOT_FOUND)).toBeNull();
    },
  },
  {
    name: 'properties.getForTeam answers the stored object, and null when not set (404)',
    run: async ({ client }) => {
      const value = await client.properties.getForTeam({ uuid: IDS.team, name: 'notifications' });
      expect(value).toMatchObject({ minimumSeverity: 'HIGH' });
      expect(await client.properties.getForTeam({ uuid: IDS.team, name: 'notifications' }, NOT_FOUND)).toBeNull();
    },
  },
  {
    name: 'properties.updateForAccount stores a JSON string as the object it holds',
    run: async ({ client }) => {
      // A null write (the document's "null clears it") is covered by the unit tests only: Prism takes
      // a JSON null body for a missing one and refuses it ("request Body parameter is required").
      const target = { uuid: IDS.account, name: 'experimental' };
      expect(
        await client.properties.updateForAccount(target, '{"insightsV2":true,"sbomExport":false}'),
      ).toBeUndefined();
    },
  },
  {
    name: 'properties.updateForTeam stores an object',
    run: async ({ client }) => {
      const result = await client.properties.updateForTeam(
        { uuid: IDS.team, name: 'notifications' },
        { email: 'platform-security@acme-payments.com', minimumSeverity: 'HIGH' },
      );
      expect(result).toBeUndefined();
    },
  },
  {
    name: 'properties.get and update by owner type reach the account and team paths; 404 reads as null',
    run: async ({ client }) => {
      const team = { type: 'teams' as const, uuid: IDS.team, name: 'notifications' };
      const account = { type: 'accounts' as const, uuid: IDS.account, name: 'autogroupings' };
      expect(await client.properties.get(team)).toMatchObject({ slackChannel: '#platform-security-alerts' });
      expect(await client.properties.get(account, NOT_FOUND)).toBeNull();
      await client.properties.update(team, { minimumSeverity: 'CRITICAL' });
      await client.properties.update(account, '{"enabled":true,"groupBy":"repository-owner"}');
    },
  },
];
