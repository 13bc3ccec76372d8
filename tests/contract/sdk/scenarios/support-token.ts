import { expect, vi } from 'vitest';
import { InvalidArgumentError } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

// The mock's token expires at 2026-11-24T09:30:00Z; the clock is set around it so that the
// expiry rule is checked against the document's example whatever today's date is.
const EXAMPLE_EXPIRES_AT = '2026-11-24T09:30:00Z';

async function atTime<T>(isoDate: string, run: () => Promise<T>): Promise<T> {
  vi.setSystemTime(new Date(isoDate));
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

export const scenarios: Scenario[] = [
  {
    name: 'supportToken.get resolves the current token while it is valid',
    run: async ({ client }) => {
      const token = await atTime('2026-11-21T10:00:00Z', () => client.supportToken.get({ uuid: IDS.account }));
      expect(token?.token).toMatch(/^spt_/);
      expect(token?.expiresAt).toBe(EXAMPLE_EXPIRES_AT);
    },
  },
  {
    name: 'supportToken.get resolves null for a token at its expiresAt',
    run: async ({ client }) => {
      const token = await atTime(EXAMPLE_EXPIRES_AT, () => client.supportToken.get({ uuid: IDS.account }));
      expect(token).toBeNull();
    },
  },
  {
    name: 'supportToken.get resolves null when the server answers 404 (no token)',
    run: async ({ client }) => {
      expect(await client.supportToken.get({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })).toBeNull();
    },
  },
  {
    name: 'supportToken.create issues a token for an admin account, and refuses any other before sending',
    run: async ({ client }) => {
      const token = await client.supportToken.create({ uuid: IDS.account, admin: true });
      expect(token.token).toMatch(/^spt_/);
      expect(Date.parse(token.expiresAt)).toBeGreaterThan(Date.parse(token.createdAt ?? ''));
      await expect(() => client.supportToken.create({ uuid: IDS.account, admin: false })).rejects.toThrow(
        new InvalidArgumentError('Unauthorized'),
      );
    },
  },
];
