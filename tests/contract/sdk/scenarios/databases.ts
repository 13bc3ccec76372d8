import { expect } from 'vitest';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'databases.list lists the advisory databases',
    run: async ({ client }) => {
      const databases = await client.databases.list();
      expect(databases.map((database) => database.id)).toContain('ghsa');
    },
  },
  {
    name: 'databases.getSync reads a failed synchronisation with its reason',
    run: async ({ client }) => {
      const sync = await client.databases.getSync({ id: 'ghsa' }, { headers: { Prefer: 'example=failed' } });
      expect(sync.state).toBe('failed');
      expect(sync.message).toBeTruthy();
    },
  },
  {
    name: 'databases.sync starts a synchronisation',
    run: async ({ client }) => {
      const sync = await client.databases.sync({ id: 'ghsa' });
      expect(sync).toMatchObject({ databaseId: 'ghsa', state: 'running' });
    },
  },
];
