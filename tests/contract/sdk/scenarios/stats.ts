import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'stats.getLatest returns the latest day of advisory statistics',
    run: async ({ client }) => {
      const statistics = await client.stats.getLatest();
      expect(statistics.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(statistics.totalAdvisories).toBeGreaterThan(0);
    },
  },
  {
    name: 'stats.getDaily returns the statistics of the day asked for',
    run: async ({ client }) => {
      const statistics = await client.stats.getDaily({ date: '2026-10-14' });
      expect(statistics.date).toBe('2026-10-14');
      expect(statistics.newAdvisories).toBeGreaterThanOrEqual(0);
    },
  },
  {
    name: 'stats.getDaily of a day not computed yet is an ApiError 404',
    run: async ({ client }) => {
      const error = await client.stats
        .getDaily({ date: '2026-12-31' }, { headers: { Prefer: 'code=404' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
    },
  },
  {
    name: 'stats.listAdvisoryDatabases lists each database with its advisory count',
    run: async ({ client }) => {
      const databases = await client.stats.listAdvisoryDatabases();
      expect(databases.length).toBeGreaterThan(0);
      expect(databases.map((database) => database.id)).toContain('nvd');
    },
  },
];
