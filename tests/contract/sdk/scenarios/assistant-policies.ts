import { expect } from 'vitest';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'assistantPolicies.list returns the policies with sysid, enabled, severity and tags',
    run: async ({ client }) => {
      const policies = await client.assistantPolicies.list();
      expect(policies.length).toBeGreaterThan(0);
      expect(policies[0]).toMatchObject({ sysid: expect.any(String), enabled: expect.any(Boolean) });
    },
  },
  {
    name: 'assistantPolicies.update sends enabled, severity and tags together',
    run: async ({ client }) => {
      const policy = await client.assistantPolicies.update(
        { sysid: 'isaac.vulnerabilities.autofix' },
        { enabled: true, severity: 'HIGH', tags: ['payments', 'pci'] },
      );
      expect(policy.sysid).toBe('isaac.vulnerabilities.autofix');
      expect(policy.severity).toBe('HIGH');
    },
  },
];
