import { expect } from 'vitest';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'cli.get reads the newest release and its downloads',
    run: async ({ client }) => {
      const versions = await client.cli.get();
      expect(versions.latest).toMatch(/^\d+\.\d+\.\d+$/);
      expect(versions.downloads.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'cli.getUpdate tells whether a newer release is available',
    run: async ({ client }) => {
      const status = await client.cli.getUpdate({ headers: { Prefer: 'example=up-to-date' } });
      expect(status.updateAvailable).toBe(false);
      expect(status.availableVersion).toBe(status.installedVersion);
    },
  },
  {
    name: 'cli.update starts an update',
    run: async ({ client }) => {
      expect((await client.cli.update()).state).toBe('updating');
    },
  },
];
