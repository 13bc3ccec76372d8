import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'paygTokens.get reads the balance of the current period',
    run: async ({ client }) => {
      const balance = await client.paygTokens.get({ uuid: IDS.account });
      expect(balance.granted - balance.consumed).toBe(balance.remaining);
    },
  },
  {
    name: 'paygTokens.get reads an exhausted balance',
    run: async ({ client }) => {
      const balance = await client.paygTokens.get({ uuid: IDS.account }, { headers: { Prefer: 'example=exhausted' } });
      expect(balance.remaining).toBe(0);
    },
  },
];
