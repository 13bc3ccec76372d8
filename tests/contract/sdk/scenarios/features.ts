import { expect } from 'vitest';
import { IDS, recordingClient, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'features.list answers the feature names, among them teams',
    run: async ({ client }) => {
      const names = await client.features.list();
      expect(names).toContain('teams');
    },
  },
  {
    name: 'features.update sends the names without members as one comma-separated query',
    run: async ({ makeClient }) => {
      const { client, sent } = recordingClient(makeClient);
      const result = await client.features.update({ uuid: IDS.account, names: ['members', 'teams', 'insights'] });
      expect(result).toBeUndefined();
      expect(new URL(sent[0]?.url ?? '').searchParams.get('names')).toBe('teams,insights');
    },
  },
];
