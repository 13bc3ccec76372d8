import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: "tokens.list lists the account's tokens without their secrets",
    run: async ({ client }) => {
      const tokens = await client.tokens.list({ uuid: IDS.account });
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens[0]?.name).toBeTruthy();
      expect(tokens[0]).not.toHaveProperty('token');
    },
  },
  {
    name: 'tokens.list resolves an empty list on 404',
    run: async ({ client }) => {
      expect(await client.tokens.list({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
];
