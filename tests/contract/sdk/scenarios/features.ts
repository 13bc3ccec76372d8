import { expect } from 'vitest';
import { IDS, type Scenario, type ScenarioContext } from '../scenario';

/** A client on the mock that also keeps a copy of every request it sends, to check what the SDK filled in. */
function recordingClient(
  makeClient: ScenarioContext['makeClient'],
  options: Parameters<ScenarioContext['makeClient']>[0] = {},
) {
  const sent: Request[] = [];
  const client = makeClient({
    ...options,
    fetch: (request, init) => {
      sent.push(request.clone());
      return globalThis.fetch(request, init);
    },
  });
  return { client, sent };
}

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
