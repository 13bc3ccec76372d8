import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'configuration.get reads the account configuration',
    run: async ({ client }) => {
      const configuration = await client.configuration.get({ uuid: IDS.account });
      expect(configuration.defaultBranch).toBe('main');
      expect(configuration.failOnSeverity).toBe('HIGH');
    },
  },
  {
    name: 'configuration.update is accepted with 202 and resolves',
    run: async ({ client }) => {
      const saved = await client.configuration.update(
        { uuid: IDS.account },
        {
          defaultBranch: 'main',
          scanOnPush: true,
          minimumSecurityScore: 70,
          failOnSeverity: 'MEDIUM',
          ignoredScopes: ['test'],
          reportRetentionDays: 730,
        },
        { headers: { Prefer: 'code=202' } },
      );
      expect(saved).toBeUndefined();
    },
  },
];
