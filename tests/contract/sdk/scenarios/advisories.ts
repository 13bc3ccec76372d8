import { expect } from 'vitest';
import { ADVISORY_DEFAULT_LIMIT, ADVISORY_DEFAULT_OFFSET } from '../../../../src/sdk';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'advisories.list sends the default limit and offset, which the mock accepts',
    run: async ({ client }) => {
      const page = await client.advisories.list({ language: 'npm' });
      expect(page).toMatchObject({ limit: ADVISORY_DEFAULT_LIMIT, offset: ADVISORY_DEFAULT_OFFSET });
      expect(page.advisories.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'advisories.list with filters and a chosen page',
    run: async ({ client }) => {
      const page = await client.advisories.list({
        language: 'npm',
        limit: 50,
        offset: 100,
        severity: 'HIGH',
        query: 'lodash',
        package: 'lodash',
        publishedSince: '2021-01-01',
      });
      expect(page.total).toBeGreaterThanOrEqual(0);
    },
  },
  {
    name: 'advisories.get reads one advisory by its advice id',
    run: async ({ client }) => {
      const advisory = await client.advisories.get({ language: 'npm', id: 'MET-2024-0412' });
      expect(advisory.id).toBe('MET-2024-0412');
    },
  },
];
